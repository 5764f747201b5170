import Foundation
import SQLKit

/// A person's shelf as stored, with how many titles are on it.
struct PersonalShelfRow: Sendable, Decodable {
    let id: UUID
    let userID: UUID
    let name: String
    let nameKey: String
    let version: Int
    let createdAt: Date
    let titleCount: Int

    enum CodingKeys: String, CodingKey {
        case id, userID = "user_id", name, nameKey = "name_key", version, createdAt = "created_at", titleCount = "title_count"
    }
}

/// A title on a shelf and when it was put there.
struct PersonalShelfTitleRow: Sendable, Decodable {
    let titleID: UUID
    let addedAt: Date

    enum CodingKeys: String, CodingKey {
        case titleID = "title_id", addedAt = "added_at"
    }
}

/// The reads and writes of shelves of one's own (`library_personal_shelves`,
/// `library_personal_shelf_titles`); the rules are in `PersonalShelves`.
extension LibraryStore {
    static let personalShelves = "library_personal_shelves"
    static let personalShelfTitles = "library_personal_shelf_titles"

    private static let shelfColumns = SQLRaw("""
        s.id, s.user_id, s.name, s.name_key, s.version, s.created_at,
        (SELECT COUNT(*) FROM library_personal_shelf_titles st WHERE st.shelf_id = s.id) AS title_count
        """)

    /// The person's shelves in the order they made them.
    func personalShelves(user: UUID) async throws -> [PersonalShelfRow] {
        try await sql.raw("""
            SELECT \(Self.shelfColumns) FROM library_personal_shelves s WHERE s.user_id = \(bind: user) ORDER BY s.position, s.created_at
            """).all(decoding: PersonalShelfRow.self)
    }

    func personalShelf(_ id: UUID) async throws -> PersonalShelfRow? {
        try await sql.raw("SELECT \(Self.shelfColumns) FROM library_personal_shelves s WHERE s.id = \(bind: id)")
            .first(decoding: PersonalShelfRow.self)
    }

    /// The person's shelf whose name compares as `nameKey`, if any.
    func personalShelf(user: UUID, nameKey: String) async throws -> PersonalShelfRow? {
        try await sql.raw("""
            SELECT \(Self.shelfColumns) FROM library_personal_shelves s WHERE s.user_id = \(bind: user) AND s.name_key = \(bind: nameKey)
            """).first(decoding: PersonalShelfRow.self)
    }

    /// The shelf's titles, the latest put on first.
    func personalShelfTitles(_ shelf: UUID) async throws -> [PersonalShelfTitleRow] {
        try await sql.raw("""
            SELECT title_id, added_at FROM library_personal_shelf_titles WHERE shelf_id = \(bind: shelf) ORDER BY added_at DESC, id DESC
            """).all(decoding: PersonalShelfTitleRow.self)
    }

    /// The ids of the person's shelves `title` is on.
    func personalShelfIDs(user: UUID, holding title: UUID) async throws -> Set<UUID> {
        struct Row: Decodable { let shelf_id: UUID }
        return Set(try await sql.raw("""
            SELECT shelf_id FROM library_personal_shelf_titles WHERE user_id = \(bind: user) AND title_id = \(bind: title)
            """).all(decoding: Row.self).map(\.shelf_id))
    }

    func personalShelfHolds(_ shelf: UUID, title: UUID) async throws -> Bool {
        struct Row: Decodable { let id: UUID }
        return try await sql.raw("""
            SELECT id FROM library_personal_shelf_titles WHERE shelf_id = \(bind: shelf) AND title_id = \(bind: title)
            """).first(decoding: Row.self) != nil
    }

    func personalShelfCount(user: UUID) async throws -> Int {
        struct Row: Decodable { let n: Int }
        return try await sql.raw("SELECT COUNT(*) AS n FROM library_personal_shelves WHERE user_id = \(bind: user)")
            .first(decoding: Row.self)?.n ?? 0
    }

    func insertPersonalShelf(id: UUID, user: UUID, name: String, nameKey: String, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO library_personal_shelves (id, user_id, name, name_key, position, version, created_at)
            VALUES (\(bind: id), \(bind: user), \(bind: name), \(bind: nameKey),
                    (SELECT COALESCE(MAX(position), 0) + 1 FROM library_personal_shelves WHERE user_id = \(bind: user)), 1, \(bind: now))
            """).run()
    }

    func renamePersonalShelf(_ id: UUID, name: String, nameKey: String) async throws {
        try await sql.raw("UPDATE library_personal_shelves SET name = \(bind: name), name_key = \(bind: nameKey) WHERE id = \(bind: id)").run()
    }

    func deletePersonalShelf(_ id: UUID) async throws {
        // Its titles first: SQLite without foreign keys switched on would keep them.
        try await sql.raw("DELETE FROM library_personal_shelf_titles WHERE shelf_id = \(bind: id)").run()
        try await sql.raw("DELETE FROM library_personal_shelves WHERE id = \(bind: id)").run()
    }

    func insertPersonalShelfTitle(shelf: UUID, user: UUID, title: UUID, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO library_personal_shelf_titles (id, shelf_id, user_id, title_id, added_at)
            VALUES (\(bind: UUID()), \(bind: shelf), \(bind: user), \(bind: title), \(bind: now))
            """).run()
    }

    func deletePersonalShelfTitle(shelf: UUID, title: UUID) async throws {
        try await sql.raw("DELETE FROM library_personal_shelf_titles WHERE shelf_id = \(bind: shelf) AND title_id = \(bind: title)").run()
    }
}
