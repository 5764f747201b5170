import SQLKit

/// The catalogue's secondary indexes: one per sort order, the subject lookups and (PostgreSQL)
/// the search index. A bulk import drops them and builds them again at the end, which is
/// several times faster than updating them row by row.
enum CatalogueIndexes {
    struct Index {
        var name: String
        var definition: String
    }

    static func all(postgres: Bool) -> [Index] {
        var indexes = [("title", "title_key, id"), ("author", "author_key, id"), ("publisher", "publisher_key, id"), ("year", "year, id"),
                       ("popularity", "popularity, id"), ("rating", "rating_score, id"), ("added", "added_at, id"),
                       ("language", "language, title_key, id")]
            .map { Index(name: "library_titles_by_" + $0.0, definition: "library_titles (library_id, \($0.1))") }
        indexes.append(Index(name: "library_title_subjects_by_subject", definition: "library_title_subjects (library_id, subject, title_id)"))
        indexes.append(Index(name: "library_title_subjects_by_title", definition: "library_title_subjects (title_id)"))
        if postgres { indexes.append(Index(name: "library_titles_search", definition: "library_titles USING GIN (search)")) }
        return indexes
    }

    /// Creates those that are missing (all of them in the migration; after an interrupted
    /// import, the ones it had dropped).
    static func create(on sql: any SQLDatabase) async throws {
        for index in all(postgres: sql.dialect.name == "postgresql") {
            try await sql.raw("CREATE INDEX IF NOT EXISTS \(unsafeRaw: index.name) ON \(unsafeRaw: index.definition)").run()
        }
    }

    static func drop(on sql: any SQLDatabase) async throws {
        for index in all(postgres: sql.dialect.name == "postgresql") {
            try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: index.name)").run()
        }
    }
}
