import Foundation
import SatchelAPI
import SQLKit

/// Patrons' purchase requests (`CreatePurchaseRequests`), read and written with SQL.
extension LibraryStore {
    struct PurchaseRequestRow: Decodable, Sendable {
        let id: UUID
        let libraryID: UUID
        let userID: UUID
        let cardID: UUID?
        let titleID: UUID?
        let wantedTitle: String
        let wantedAuthor: String?
        let wantedISBN: String?
        let matchKey: String
        let note: String?
        let holdWhenBought: Bool
        let state: String
        let createdAt: Date
        let decidedAt: Date?
        let resolutionTitleID: UUID?
        let declineReason: String?
        let holdOutcome: String?

        enum CodingKeys: String, CodingKey {
            case id, libraryID = "library_id", userID = "user_id", cardID = "card_id", titleID = "title_id", wantedTitle = "wanted_title"
            case wantedAuthor = "wanted_author", wantedISBN = "wanted_isbn", matchKey = "match_key", note
            case holdWhenBought = "hold_when_bought", state, createdAt = "created_at", decidedAt = "decided_at"
            case resolutionTitleID = "resolution_title_id", declineReason = "decline_reason", holdOutcome = "hold_outcome"
        }

        static let columns = SQLRaw("""
            id, library_id, user_id, card_id, title_id, wanted_title, wanted_author, wanted_isbn, match_key, note, hold_when_bought, state,
            created_at, decided_at, resolution_title_id, decline_reason, hold_outcome
            """)

        var request: PurchaseRequest {
            PurchaseRequest(id: id, libraryId: libraryID, titleId: titleID, title: wantedTitle, author: wantedAuthor, isbn: wantedISBN, note: note,
                            holdWhenBought: holdWhenBought, state: state, createdAt: createdAt, decidedAt: decidedAt,
                            boughtTitleId: resolutionTitleID, declineReason: declineReason, holdOutcome: holdOutcome)
        }
    }

    struct NewPurchaseRequest: Sendable {
        var id: UUID
        var library: UUID
        var user: UUID
        var card: UUID
        var title: UUID?
        var wantedTitle: String
        var wantedAuthor: String?
        var wantedISBN: String?
        var matchKey: String
        var note: String?
        var holdWhenBought: Bool
        var at: Date
    }

    func insertPurchaseRequest(_ r: NewPurchaseRequest) async throws {
        try await sql.raw("""
            INSERT INTO library_purchase_requests (id, library_id, user_id, card_id, title_id, wanted_title, wanted_author, wanted_isbn,
                match_key, note, hold_when_bought, state, created_at)
            VALUES (\(bind: r.id), \(bind: r.library), \(bind: r.user), \(bind: r.card), \(bind: r.title), \(bind: r.wantedTitle),
                \(bind: r.wantedAuthor), \(bind: r.wantedISBN), \(bind: r.matchKey), \(bind: r.note), \(bind: r.holdWhenBought), 'open',
                \(bind: r.at))
            """).run()
    }

    func purchaseRequest(_ id: UUID) async throws -> PurchaseRequestRow? {
        try await sql.raw("SELECT \(PurchaseRequestRow.columns) FROM library_purchase_requests WHERE id = \(bind: id)")
            .first(decoding: PurchaseRequestRow.self)
    }

    /// A person's requests at a library: open ones first, then the latest decided.
    func purchaseRequests(user: UUID, library: UUID, limit: Int = 50) async throws -> [PurchaseRequestRow] {
        try await sql.raw("""
            SELECT \(PurchaseRequestRow.columns) FROM library_purchase_requests WHERE user_id = \(bind: user) AND library_id = \(bind: library)
            ORDER BY CASE WHEN state = 'open' THEN 0 ELSE 1 END, COALESCE(decided_at, created_at) DESC, id LIMIT \(literal: limit)
            """).all(decoding: PurchaseRequestRow.self)
    }

    /// All of a person's requests, oldest first.
    func purchaseRequests(user: UUID) async throws -> [PurchaseRequestRow] {
        try await sql.raw("SELECT \(PurchaseRequestRow.columns) FROM library_purchase_requests WHERE user_id = \(bind: user) ORDER BY created_at, id")
            .all(decoding: PurchaseRequestRow.self)
    }

    func openPurchaseRequestCount(user: UUID, library: UUID) async throws -> Int {
        try await sql.raw("""
            SELECT COUNT(*) AS n FROM library_purchase_requests WHERE user_id = \(bind: user) AND library_id = \(bind: library) AND state = 'open'
            """).first(decodingColumn: "n", as: Int.self) ?? 0
    }

    func hasOpenPurchaseRequest(user: UUID, library: UUID, matchKey: String) async throws -> Bool {
        try await sql.raw("""
            SELECT 1 AS one FROM library_purchase_requests WHERE user_id = \(bind: user) AND library_id = \(bind: library)
            AND match_key = \(bind: matchKey) AND state = 'open'
            """).first() != nil
    }

    /// The library's open requests, oldest first (staff group them); at most `limit`.
    func openPurchaseRequests(library: UUID, matchKey: String? = nil, limit: Int = 5000) async throws -> [PurchaseRequestRow] {
        let key: SQLQueryString = matchKey.map { "AND match_key = \(bind: $0)" } ?? ""
        return try await sql.raw("""
            SELECT \(PurchaseRequestRow.columns) FROM library_purchase_requests WHERE library_id = \(bind: library) AND state = 'open' \(key)
            ORDER BY created_at, id LIMIT \(literal: limit)
            """).all(decoding: PurchaseRequestRow.self)
    }

    /// Closes an open request; whether it was open.
    func decidePurchaseRequest(_ id: UUID, state: String, at: Date, by: UUID?, title: UUID? = nil, reason: String? = nil) async throws -> Bool {
        let rows = try await sql.raw("""
            UPDATE library_purchase_requests SET state = \(bind: state), decided_at = \(bind: at), decided_by = \(bind: by),
                resolution_title_id = \(bind: title), decline_reason = \(bind: reason)
            WHERE id = \(bind: id) AND state = 'open' RETURNING id
            """).all()
        return !rows.isEmpty
    }

    func setPurchaseHoldOutcome(_ id: UUID, _ outcome: String) async throws {
        try await sql.raw("UPDATE library_purchase_requests SET hold_outcome = \(bind: outcome) WHERE id = \(bind: id)").run()
    }
}
