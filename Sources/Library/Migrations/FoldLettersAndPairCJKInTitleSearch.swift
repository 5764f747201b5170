import Fluent
import Foundation
import SatchelCore
import SQLKit

/// Search and sort fold Œ, Æ, Ø, Ł, Đ, Þ and ß ("Œuvres" under O), and index Chinese, Japanese
/// and Korean runs as pairs of characters (`CatalogueText.indexTokens`). Titles imported before
/// are indexed again here — only those whose text has such a letter or script — and their
/// libraries' in-memory indexes are told they are stale. Reads the columns it needs by SQL, so
/// it does not depend on the title model of a later version.
struct FoldLettersAndPairCJKInTitleSearch: AsyncMigration {
    static let textColumns = ["title", "subtitle", "original_title", "series", "authors", "translators", "subjects", "description",
                              "publisher", "isbns"]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        let postgres = sql.dialect.name == "postgresql"
        var after = -1
        var libraries = Set<UUID>()
        while true {
            let rows = try await sql.select()
                .columns(["id", "number", "library_id", "title_key", "author_key", "publisher_key"] + Self.textColumns)
                .from("library_titles").where("number", .greaterThan, SQLBind(after)).orderBy("number").limit(2000).all()
            guard let last = rows.last else { break }
            after = try last.decode(column: "number", as: Int.self)
            for row in rows {
                func text(_ column: String) throws -> String? { try row.decode(column: column, as: String?.self) }
                let texts = try Self.textColumns.compactMap(text)
                guard texts.contains(where: Self.affected) else { continue }
                let id = try row.decode(column: "id", as: UUID.self)
                let number = try row.decode(column: "number", as: Int.self)
                let library = try row.decode(column: "library_id", as: UUID.self)
                libraries.insert(library)
                // Keys held the letters lower-cased as they were; expanded they are what a new import makes.
                try await sql.update("library_titles")
                    .set("title_key", to: SQLBind(CatalogueText.expandingLetters(try text("title_key") ?? "")))
                    .set("author_key", to: SQLBind(CatalogueText.expandingLetters(try text("author_key") ?? "")))
                    .set("publisher_key", to: SQLBind(CatalogueText.expandingLetters(try text("publisher_key") ?? "")))
                    .where("id", .equal, SQLBind(id)).run()
                let d = SearchDocument(title: try text("title") ?? "", subtitle: try text("subtitle"), originalTitle: try text("original_title"),
                                       series: try text("series"), authors: try text("authors") ?? "", translators: try text("translators") ?? "",
                                       subjects: try text("subjects") ?? "", description: try text("description"),
                                       publisher: try text("publisher"), isbns: try text("isbns") ?? "")
                if postgres {
                    try await sql.update("library_titles").set("search", to: d.postgresVector).where("id", .equal, SQLBind(id)).run()
                } else {
                    try await sql.raw("DELETE FROM library_title_search WHERE rowid = \(bind: number)").run()
                    try await sql.insert(into: "library_title_search").columns(SearchDocument.sqliteColumns)
                        .values(d.sqliteRow(number: number, libraryID: library)).run()
                }
            }
        }
        for library in libraries {
            try await sql.raw("UPDATE library_libraries SET catalogue_version = catalogue_version + 1 WHERE id = \(bind: library)").run()
        }
    }

    /// Text whose folding or index tokens this version changed.
    static func affected(_ text: String) -> Bool {
        !text.utf8.allSatisfy { $0 < 0x80 } && text.unicodeScalars.contains { scalar in
            CatalogueText.isCJK(scalar) || CatalogueText.expansions[Character(scalar)] != nil
        }
    }

    /// Nothing to undo: the index is what a new import makes.
    func revert(on database: any Database) async throws {}
}
