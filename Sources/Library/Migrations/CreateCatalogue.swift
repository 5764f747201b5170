import Fluent
import SatchelCore
import SQLKit

/// Titles, their subjects and the search index: SQLite FTS5, or a weighted tsvector with a
/// GIN index on PostgreSQL. Both index text folded the same way (`CatalogueText.fold`).
struct CreateCatalogue: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        let postgres = sql.dialect.name == "postgresql"
        // Sort keys compare byte by byte on both databases (the key already is the collation).
        let key: DatabaseSchema.DataType = postgres ? .custom(SQLRaw(#"TEXT COLLATE "C""#)) : .string
        var titles = database.schema(TitleRecord.schema)
            .id()
            .field("number", .int64, .required)
            .field("source_key", .string, .required)
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("title", .string, .required)
            .field("subtitle", .string)
            .field("authors", .string, .required)
            .field("translators", .string, .required)
            .field("original_title", .string)
            .field("publisher", .string)
            .field("published", .string)
            .field("year", .int, .required)
            .field("language", .string)
            .field("isbns", .string, .required)
            .field("subjects", .string, .required)
            .field("description", .string)
            .field("page_count", .int)
            .field("series", .string)
            .field("series_number", .string)
            .field("cover", .string)
            .field("epub_file", .string)
            .field("copies", .int)
            .field("out_count", .int, .required)
            .field("waiting_count", .int, .required)
            .field("popularity", .int, .required)
            .field("rating_sum", .int, .required)
            .field("rating_count", .int, .required)
            .field("rating_score", .double, .required)
            .field("title_key", key, .required)
            .field("author_key", key, .required)
            .field("publisher_key", key, .required)
            .field("added_at", .datetime, .required)
            .unique(on: "number")
            .unique(on: "library_id", "source_key")
        if postgres { titles = titles.field("search", .custom(SQLRaw("tsvector"))) }
        try await titles.create()
        try await database.schema(TitleSubjectRecord.schema)
            .id()
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("subject", .string, .required)
            .create()
        try await CatalogueIndexes.create(on: sql)
        if !postgres {
            // Already folded text, so the tokenizer only splits. `library` holds one token per
            // row (`TitleSearch.libraryToken`), so a search stays inside its library in the index.
            // Prefix indexes: a 3- or 4-letter word start reads one list, not every such word's.
            try await sql.raw("""
                CREATE VIRTUAL TABLE library_title_search USING fts5(
                    library, title, author, keyword, publisher, isbn, tokenize = 'unicode61', prefix = '3 4')
                """).run()
            // Best match: title words weigh most, then authors; the library token not at all.
            try await sql.raw("""
                INSERT INTO library_title_search (library_title_search, rank) VALUES ('rank', 'bm25(0.0, 10.0, 6.0, 1.0, 2.0, 2.0)')
                """).run()
        }
    }

    func revert(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        if sql.dialect.name != "postgresql" { try await sql.raw("DROP TABLE IF EXISTS library_title_search").run() }
        try await database.schema(TitleSubjectRecord.schema).delete()
        try await database.schema(TitleRecord.schema).delete()
    }
}
