import Fluent
import SatchelCore
import SQLKit

/// PostgreSQL: each sort order's index also carries the title's number, so a sorted search
/// walking it for the matches the in-memory word index names (`TitleSearch.sortedInMemory`)
/// reads the index alone instead of visiting each title's row (a batch of 1,800 rows: 26 ms
/// → under 1 ms). SQLite walks its own way (`TitleSearch.joined`) and keeps its indexes.
struct CoverTitleNumbersInSortIndexes: AsyncMigration {
    /// Name and columns of each sort order's index, as `CatalogueIndexes` names them.
    static let sortIndexes = [("title", "title_key, id"), ("author", "author_key, id"), ("publisher", "publisher_key, id"), ("year", "year, id"),
                              ("popularity", "popularity, id"), ("rating", "rating_score, id"), ("added", "added_at, id")]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        for (name, _) in Self.sortIndexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: "library_titles_by_" + name)").run() }
        try await Self.create(on: sql)
    }

    /// Creates those that are missing, under the names `CatalogueIndexes` would give plain ones
    /// (so it, run after this, leaves them be).
    static func create(on sql: any SQLDatabase) async throws {
        for (name, columns) in sortIndexes {
            try await sql.raw("""
                CREATE INDEX IF NOT EXISTS \(unsafeRaw: "library_titles_by_" + name) ON library_titles (library_id, \(unsafeRaw: columns)) INCLUDE (number)
                """).run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        for (name, _) in Self.sortIndexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: "library_titles_by_" + name)").run() }
        try await CatalogueIndexes.create(on: sql)
    }
}
