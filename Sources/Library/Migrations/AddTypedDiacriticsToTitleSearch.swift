import Foundation
import Fluent
import SatchelCore
import SQLKit

/// The search index keeps each title's words with diacritics as they are spelled
/// (`TypedDiacritics`), so that a search typed with them puts those titles first. SQLite's FTS5
/// table cannot gain a column: it is made anew with a `marked` column (weighing less than
/// titles and authors: it only breaks ties) and every title is indexed again. PostgreSQL's
/// vector gains the tokens for the titles whose text is not plain ASCII.
struct AddTypedDiacriticsToTitleSearch: AsyncMigration {
    static let batch = 1000

    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        let sql = schema.sql
        if schema.isPostgres {
            try await reindexPostgres(database, sql)
            return
        }
        guard let definition = try await schema.sqliteDefinition(of: "library_title_search"),
              !definition.lowercased().contains("marked") else { return }
        try await sql.raw("DROP TABLE library_title_search").run()
        try await sql.raw("""
            CREATE VIRTUAL TABLE library_title_search USING fts5(
                library, title, author, keyword, publisher, isbn, marked, tokenize = 'unicode61', prefix = '3 4')
            """).run()
        try await sql.raw("""
            INSERT INTO library_title_search (library_title_search, rank) VALUES ('rank', 'bm25(0.0, 10.0, 6.0, 1.0, 2.0, 2.0, 4.0)')
            """).run()
        var after = 0
        while true {
            let titles = try await TitleRecord.query(on: database).filter(\.$number > after).sort(\.$number).limit(Self.batch).all()
            guard let last = titles.last else { break }
            var insert = sql.insert(into: "library_title_search").columns(SearchDocument.sqliteColumns)
            for title in titles { insert = insert.values(SearchDocument(title).sqliteRow(number: title.number, libraryID: title.libraryID)) }
            try await insert.run()
            after = last.number
        }
        try await sql.raw("INSERT INTO library_title_search (library_title_search) VALUES ('optimize')").run()
    }

    /// Only titles with a character outside ASCII have such words.
    func reindexPostgres(_ database: any Database, _ sql: any SQLDatabase) async throws {
        let text = "concat_ws(' ', title, subtitle, original_title, series, authors, translators, subjects, description, publisher)"
        var after = 0
        while true {
            let rows = try await sql.raw("""
                SELECT id, number FROM library_titles WHERE number > \(bind: after) AND \(unsafeRaw: text) ~ '[^\\x01-\\x7f]'
                ORDER BY number LIMIT \(unsafeRaw: String(Self.batch))
                """).all()
            guard let last = rows.last else { break }
            let ids = try rows.map { try $0.decode(column: "id", as: UUID.self) }
            for title in try await TitleRecord.query(on: database).filter(\.$id ~~ ids).all() {
                try await sql.update(TitleRecord.schema).set("search", to: SearchDocument(title).postgresVector)
                    .where("id", .equal, SQLBind(try title.requireID())).run()
            }
            after = try last.decode(column: "number", as: Int.self)
        }
    }

    /// Nothing to undo: the index only gained tokens that searches without diacritics never read.
    func revert(on database: any Database) async throws {}
}
