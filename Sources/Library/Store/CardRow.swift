import Foundation
import SQLKit

/// A library card as reads and lending see it (`LibraryStore.signedInCard`): never its PIN
/// hash or wrong-PIN count, which only signing in (`CardService.authenticate`) reads and writes.
public struct CardRow: Sendable, Decodable, Equatable {
    public let id: UUID
    public let number: String
    public let libraryID: UUID
    /// The Satchel account last signed in with it.
    public let userID: UUID?
    public let holderName: String
    /// Set while the card is locked after too many wrong PINs.
    public let lockedAt: Date?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, number, libraryID = "library_id", userID = "user_id", holderName = "holder_name", lockedAt = "locked_at"
    }

    /// What a read selects from `library_cards` as `c`: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map { "c." + $0.stringValue }.joined(separator: ", "))
}

extension CardRow {
    /// The card a write (issuing, signing in) just saved, as reads show it.
    public init(_ r: CardRecord) throws {
        self.init(id: try r.requireID(), number: r.number, libraryID: r.libraryID, userID: r.userID, holderName: r.holderName, lockedAt: r.lockedAt)
    }
}

extension LibraryStore {
    /// The card `user` is signed in to the library with (locked or not), while the session
    /// lasts: the session and its card in one statement (every patron request starts here).
    func signedInCard(user: UUID, library: UUID, now: Date) async throws -> CardRow? {
        try await sql.raw("""
            SELECT \(CardRow.columns) FROM library_cards c JOIN library_sessions s ON s.card_id = c.id
            WHERE s.user_id = \(bind: user) AND s.library_id = \(bind: library) AND s.expires_at > \(bind: now) LIMIT 1
            """).first(decoding: CardRow.self)
    }
}
