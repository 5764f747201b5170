import Fluent
import SatchelCore
import SQLKit

/// PostgreSQL: each sort order's index also carries the title's number, so a sorted search
/// walking it for the matches the in-memory word index names (`TitleSearch.sortedInMemory`)
/// reads the index alone instead of visiting each title's row (a batch of 1,800 rows: 26 ms
/// → under 1 ms). SQLite walks its own way (`TitleSearch.joined`) and keeps its indexes.
struct CoverTitleNumbersInSortIndexes: AsyncMigration {
    /// The sort orders' indexes among `CatalogueIndexes` (the language filter's is not walked).
    static var sortIndexes: [CatalogueIndexes.Index] {
        CatalogueIndexes.all(postgres: true).filter { $0.name.hasPrefix("library_titles_by_") && $0.name != "library_titles_by_language" }
    }

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await Self.drop(on: sql)
        try await Self.create(on: sql)
    }

    /// Creates those that are missing, under the names `CatalogueIndexes` would give plain ones
    /// (so it, run after this, leaves them be).
    static func create(on sql: any SQLDatabase) async throws {
        for index in sortIndexes {
            try await sql.raw("CREATE INDEX IF NOT EXISTS \(unsafeRaw: index.name) ON \(unsafeRaw: index.definition) INCLUDE (number)").run()
        }
    }

    static func drop(on sql: any SQLDatabase) async throws {
        for index in sortIndexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: index.name)").run() }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase, sql.dialect.name == "postgresql" else { return }
        try await Self.drop(on: sql)
        try await CatalogueIndexes.create(on: sql)
    }
}
