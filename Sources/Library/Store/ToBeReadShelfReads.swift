import Foundation
import SQLKit

/// A person's to-be-read shelf with its version (issue 46), in the one statement the shelf
/// was read in before it had one.
extension LibraryStore {
    /// The version table: a row per person who changed their shelf; none is version 1.
    static let toBeReadVersions = "library_to_be_read_versions"

    /// One line of the shelf read: the shelf's version on every line; a shelf with nothing at
    /// this library is one line without a title.
    private struct ShelfLine: Decodable {
        let shelfVersion: Int
        let titleID: UUID?
        let notify: Bool?
        let addedAt: Date?
        enum CodingKeys: String, CodingKey { case shelfVersion = "shelf_version", titleID = "title_id", notify, addedAt = "added_at" }
    }

    /// The user's to-be-read list at a library, the latest added first, and their shelf's version.
    func toBeReadShelf(user: UUID, library: UUID) async throws -> (rows: [ToBeReadRow], version: Int) {
        let lines = try await sql.raw("""
            SELECT v.version AS shelf_version, t.title_id, t.notify, t.added_at
            FROM (SELECT COALESCE((SELECT version FROM \(ident: Self.toBeReadVersions) WHERE id = \(bind: user)), 1) AS version) v
            LEFT JOIN \(ident: ToBeReadRecord.schema) t ON t.user_id = \(bind: user) AND t.library_id = \(bind: library)
            ORDER BY t.added_at DESC
            """).all(decoding: ShelfLine.self)
        let rows = lines.compactMap { line in
            line.titleID.map { ToBeReadRow(titleID: $0, notify: line.notify ?? false, addedAt: line.addedAt ?? .distantPast) }
        }
        return (rows, lines.first?.shelfVersion ?? 1)
    }

    /// The user's shelf version, for a change to check against.
    func toBeReadVersion(user: UUID) async throws -> Int {
        struct Row: Decodable { let version: Int }
        return try await sql.raw("SELECT version FROM \(ident: Self.toBeReadVersions) WHERE id = \(bind: user)")
            .first(decoding: Row.self)?.version ?? 1
    }
}
