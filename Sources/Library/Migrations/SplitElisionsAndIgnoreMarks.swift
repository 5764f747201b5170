import Foundation
import Fluent
import SatchelCore
import SQLKit

/// Search splits French and Italian elisions ("L'avare" is found by "avare") and search and
/// sort ignore modifier letters and transliteration marks (ʻ ʼ ʿ ʾ). Titles imported before
/// that are indexed again here — only those whose text has an apostrophe or such a mark.
struct SplitElisionsAndIgnoreMarks: AsyncMigration {
    static let marks = ["'", "\u{2019}", "\u{02BC}", "\u{02BB}", "\u{02BF}", "\u{02BE}", "`"]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        let postgres = sql.dialect.name == "postgresql"
        let columns = ["title", "subtitle", "original_title", "series", "authors", "translators", "publisher"]
        var select = sql.select().column("id").from(TitleRecord.schema)
        var first = true
        for column in columns {
            for mark in Self.marks {
                select = first ? select.where(SQLColumn(column), .like, SQLBind("%\(mark)%"))
                    : select.orWhere(SQLColumn(column), .like, SQLBind("%\(mark)%"))
                first = false
            }
        }
        let ids = try await select.all().map { try $0.decode(column: "id", as: UUID.self) }
        var titles: [TitleRecord] = []
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            titles += try await TitleRecord.query(on: database).filter(\.$id ~~ Array(ids[chunk..<min(chunk + 500, ids.count)])).all()
        }
        for title in titles {
            // Keys held the marks as they were; without them they are what a new import makes.
            title.titleKey = Self.unmarked(title.titleKey)
            title.authorKey = Self.unmarked(title.authorKey)
            title.publisherKey = Self.unmarked(title.publisherKey)
            try await title.update(on: database)
            let d = SearchDocument(title)
            if postgres {
                try await sql.update(TitleRecord.schema).set("search", to: d.postgresVector).where("id", .equal, SQLBind(try title.requireID())).run()
            } else {
                try await sql.raw("DELETE FROM library_title_search WHERE rowid = \(bind: title.number)").run()
                try await sql.raw("""
                    INSERT INTO library_title_search (rowid, library, title, author, keyword, publisher, isbn)
                    VALUES (\(bind: title.number), \(bind: TitleSearch.libraryToken(title.libraryID)), \(bind: d.title), \(bind: d.author),
                            \(bind: d.keyword), \(bind: d.publisher), \(bind: d.isbn))
                    """).run()
            }
        }
    }

    static func unmarked(_ key: String) -> String {
        let kept = key.filter { !CatalogueText.isMark($0) }
        return kept.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// Nothing to undo: the index is what a new import makes.
    func revert(on database: any Database) async throws {}
}
