import Foundation
import SQLKit

/// A person's cards across libraries (the cards last signed in with their account) and what is
/// on them: one statement each, for the combined shelf and the cards page.
extension LibraryStore {
    /// The person's cards with their library and library session (if any), by library name.
    func walletCards(user: UUID) async throws -> [WalletCardRow] {
        try await sql.raw("""
            SELECT \(CardRow.columns), l.slug AS library_slug, l.name AS library_name, s.expires_at AS session_expires_at,
                s.card_id AS session_card_id
            FROM library_cards c JOIN library_libraries l ON l.id = c.library_id
            LEFT JOIN library_sessions s ON s.user_id = \(bind: user) AND s.library_id = c.library_id
            WHERE c.user_id = \(bind: user)
            ORDER BY l.name, c.number
            """).all(decoding: WalletCardRow.self)
    }

    /// The cards' open loans, the soonest due first.
    func openLoans(cards: [UUID]) async throws -> [LoanRow] {
        guard !cards.isEmpty else { return [] }
        return try await sql.select().column(LoanRow.columns).from(LoanRecord.schema).where("card_id", .in, cards)
            .where(LoanRecord.open()).orderBy("due_at").all(decoding: LoanRow.self)
    }

    /// The cards' active holds, the earliest placed first.
    func activeHolds(cards: [UUID]) async throws -> [HoldRow] {
        guard !cards.isEmpty else { return [] }
        return try await sql.select().column(HoldRow.columns).from(HoldRecord.schema).where("card_id", .in, cards)
            .where(HoldRecord.active()).orderBy("placed_at").all(decoding: HoldRow.self)
    }
}

/// A card of the person's, its library, and their library session there (which may be another card's).
struct WalletCardRow: Sendable, Decodable {
    let card: CardRow
    let librarySlug: String
    let libraryName: String
    let sessionExpiresAt: Date?
    let sessionCardID: UUID?

    enum CodingKeys: String, CodingKey {
        case librarySlug = "library_slug", libraryName = "library_name", sessionExpiresAt = "session_expires_at"
        case sessionCardID = "session_card_id"
    }

    init(from decoder: any Decoder) throws {
        card = try CardRow(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        librarySlug = try c.decode(String.self, forKey: .librarySlug)
        libraryName = try c.decode(String.self, forKey: .libraryName)
        sessionExpiresAt = try c.decodeIfPresent(Date.self, forKey: .sessionExpiresAt)
        sessionCardID = try c.decodeIfPresent(UUID.self, forKey: .sessionCardID)
    }

    /// Signed in there with this card, and the session has not ended.
    func signedIn(now: Date) -> Bool { sessionCardID == card.id && (sessionExpiresAt.map { $0 > now } ?? false) }
}
