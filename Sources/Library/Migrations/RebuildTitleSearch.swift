import Fluent
import SatchelCore
import SQLKit

/// SQLite's title search index holds each title's library and prefix lists for 3- and 4-letter
/// word starts, and ranks title words first. `CreateCatalogue` changed the index that way after
/// it first shipped; an FTS5 table cannot be altered, so an old one is made anew and every
/// title indexed again. PostgreSQL's index never changed.
struct RebuildTitleSearch: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard let definition = try await schema.sqliteDefinition(of: "library_title_search") else { return }
        let compact = definition.lowercased().filter { !$0.isWhitespace }
        guard !(compact.contains("fts5(library,") && compact.contains("prefix='34'")) else { return }
        let sql = schema.sql
        try await sql.raw("DROP TABLE library_title_search").run()
        try await sql.raw("""
            CREATE VIRTUAL TABLE library_title_search USING fts5(
                library, title, author, keyword, publisher, isbn, tokenize = 'unicode61', prefix = '3 4')
            """).run()
        try await sql.raw("""
            INSERT INTO library_title_search (library_title_search, rank) VALUES ('rank', 'bm25(0.0, 10.0, 6.0, 1.0, 2.0, 2.0)')
            """).run()
        for title in try await TitleRecord.query(on: database).all() {
            let d = SearchDocument(title)
            try await sql.raw("""
                INSERT INTO library_title_search (rowid, library, title, author, keyword, publisher, isbn)
                VALUES (\(bind: title.number), \(bind: TitleSearch.libraryToken(title.libraryID)), \(bind: d.title), \(bind: d.author),
                        \(bind: d.keyword), \(bind: d.publisher), \(bind: d.isbn))
                """).run()
        }
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
