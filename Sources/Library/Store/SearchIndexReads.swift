import Foundation
import SatchelCore
import SQLKit

/// What the word index (`TitleWordIndexes`) is made from, and where a library's titles are in
/// SQLite's search index (`LibraryDirectory.IndexScope`).
extension LibraryStore {
    /// SQLite: the library's titles after number `after`, by number, `rows` at a time, as the
    /// search index keeps their folded text (read as it is: the same words, no folding again).
    /// `CROSS JOIN` keeps SQLite walking the titles by number and looking each up in the index,
    /// not scanning the index.
    func indexedTitles(library: UUID, after: Int, rows: Int) async throws -> [IndexedTitleRow] {
        try await sql.raw("""
            SELECT s.rowid AS number, t.language, s.title, s.author, s.keyword, s.publisher, s.isbn, s.marked
            FROM library_titles t CROSS JOIN library_title_search s ON s.rowid = t.number
            WHERE t.library_id = \(bind: library) AND t.number > \(bind: after) ORDER BY t.number LIMIT \(literal: rows)
            """).all(decoding: IndexedTitleRow.self)
    }

    /// PostgreSQL: the library's titles after number `after`, by number, `rows` at a time, with
    /// the columns their indexed text is folded from.
    func titleTexts(library: UUID, after: Int, rows: Int) async throws -> [TitleTextRow] {
        try await sql.raw("""
            SELECT number, language, title, subtitle, original_title, series, authors, translators, subjects, description, publisher, isbns,
                   title_in_script, authors_in_script
            FROM library_titles WHERE library_id = \(bind: library) AND withdrawn_at IS NULL AND number > \(bind: after) ORDER BY number LIMIT \(literal: rows)
            """).all(decoding: TitleTextRow.self)
    }

    /// SQLite: the first and last row of the search index matching `match` (a library's token),
    /// each a seek in the token's list.
    func indexEnds(matching match: String) async throws -> IndexEndsRow? {
        try await sql.raw("""
            SELECT (SELECT rowid FROM library_title_search WHERE library_title_search MATCH \(bind: match) ORDER BY rowid LIMIT 1) AS low,
                   (SELECT rowid FROM library_title_search WHERE library_title_search MATCH \(bind: match) ORDER BY rowid DESC LIMIT 1) AS high
            """).first(decoding: IndexEndsRow.self)
    }

    /// SQLite: whether any row of the search index matches `match`, and any between `low` and `high`.
    func indexRows(matching match: String, between low: Int, and high: Int) async throws -> IndexRowsFoundRow? {
        try await sql.raw("""
            SELECT EXISTS (SELECT 1 FROM library_title_search WHERE library_title_search MATCH \(bind: match)) AS any_titles,
                   EXISTS (SELECT 1 FROM library_title_search WHERE library_title_search MATCH \(bind: match)
                           AND rowid BETWEEN \(bind: low) AND \(bind: high)) AS inside
            """).first(decoding: IndexRowsFoundRow.self)
    }
}

/// A title as SQLite's search index keeps it: its folded fields in `TitleWordIndex.Field` order.
struct IndexedTitleRow: Decodable, Sendable {
    let number: Int
    let language: String?
    let title: String?
    let author: String?
    let keyword: String?
    let publisher: String?
    let isbn: String?
    let marked: String?

    var fields: [String] { [title, author, keyword, publisher, isbn, marked].map { $0 ?? "" } }
}

/// The stored columns a title's indexed text is folded from.
struct TitleTextRow: Decodable, Sendable {
    let number: Int
    let language: String?
    let title: String
    let subtitle: String?
    let originalTitle: String?
    let series: String?
    let authors: String
    let translators: String
    let subjects: String
    let description: String?
    let publisher: String?
    let isbns: String
    let titleInScript: String?
    let authorsInScript: String?

    enum CodingKeys: String, CodingKey {
        case number, language, title, subtitle, originalTitle = "original_title", series, authors, translators, subjects, description, publisher
        case isbns, titleInScript = "title_in_script", authorsInScript = "authors_in_script"
    }

    /// Its indexed fields, folded as an import folds them.
    var fields: [String] {
        SearchDocument(title: title, subtitle: subtitle, originalTitle: originalTitle, series: series, authors: authors, translators: translators,
                       subjects: subjects, description: description, publisher: publisher, isbns: isbns, titleInScript: titleInScript,
                       authorsInScript: authorsInScript).indexedFields
    }
}

struct IndexEndsRow: Decodable, Sendable {
    let low: Int?
    let high: Int?
}

struct IndexRowsFoundRow: Decodable, Sendable {
    let anyTitles: Bool
    let inside: Bool
    enum CodingKeys: String, CodingKey { case anyTitles = "any_titles", inside }
}
