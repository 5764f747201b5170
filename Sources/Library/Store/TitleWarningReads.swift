import Foundation
import SQLKit

/// What an import tolerated in a title (`CreateTitleImportWarnings`), read and written here.
struct TitleWarning: Decodable, Sendable, Equatable {
    let titleID: UUID
    let title: String
    let file: String
    let warning: String

    enum CodingKeys: String, CodingKey {
        case titleID = "title_id", title, file, warning
    }
}

extension LibraryStore {
    /// Replaces the warnings of each title given: a title imported again keeps only the warnings
    /// of its latest import (none, when it imported cleanly).
    static func replaceWarnings(_ titles: [(id: UUID, file: String, warnings: [String])], library: UUID, importID: UUID?,
                                at now: Date, sql: any SQLDatabase) async throws {
        guard !titles.isEmpty else { return }
        try await sql.raw("DELETE FROM library_title_warnings WHERE title_id IN (\(binds: titles.map(\.id)))").run()
        let rows = titles.flatMap { title in title.warnings.enumerated().map { (title.id, title.file, $0.element, $0.offset) } }
        for chunk in stride(from: 0, to: rows.count, by: 500) {
            var insert = sql.insert(into: "library_title_warnings")
                .columns("id", "library_id", "title_id", "import_id", "file", "warning", "position", "created_at")
            for (id, file, warning, position) in rows[chunk..<min(chunk + 500, rows.count)] {
                insert = insert.values(SQLBind(UUID()), SQLBind(library), SQLBind(id), SQLBind(importID), SQLBind(file),
                                       SQLBind(warning), SQLBind(position), SQLBind(now))
            }
            try await insert.run()
        }
    }

    /// The warnings of one title of the library, in the order the import gave them.
    func warnings(title: UUID, library: UUID) async throws -> [TitleWarning] {
        try await sql.raw("""
            SELECT w.title_id, t.title, w.file, w.warning FROM library_title_warnings w JOIN library_titles t ON t.id = w.title_id
            WHERE w.title_id = \(bind: title) AND w.library_id = \(bind: library) ORDER BY w.position
            """).all(decoding: TitleWarning.self)
    }

    /// The warnings an import left that are still the titles' latest, by title then as given.
    func warnings(importID: UUID, library: UUID, limit: Int) async throws -> [TitleWarning] {
        try await sql.raw("""
            SELECT w.title_id, t.title, w.file, w.warning FROM library_title_warnings w JOIN library_titles t ON t.id = w.title_id
            WHERE w.import_id = \(bind: importID) AND w.library_id = \(bind: library)
            ORDER BY t.title_key, w.title_id, w.position LIMIT \(bind: limit)
            """).all(decoding: TitleWarning.self)
    }
}
