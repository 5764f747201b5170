import Fluent
import Foundation
import SatchelCore
import SQLKit

/// Writes titles in batches with their subjects and search index rows: one multi-row insert
/// per table per batch, so 250,000 MARC records load in well under a minute.
struct CatalogueWriter: Sendable {
    let context: SatchelContext
    let library: LibraryRow

    struct Outcome {
        var inserted = 0
        var updated = 0
        /// Known titles given again exactly as stored (the same file imported again).
        var unchanged = 0
    }

    /// Where an entry goes: a title already stored, or one inserted earlier in the same batch.
    enum Target {
        case stored(TitleRecord)
        case fresh(Int)
    }

    static let columns = ["id", "number", "source_key", "library_id", "title", "subtitle", "authors", "translators", "original_title",
                          "publisher", "published", "year", "language", "isbns", "subjects", "description", "page_count", "series",
                          "series_number", "cover", "epub_file", "copies", "out_count", "waiting_count", "popularity", "rating_sum",
                          "rating_count", "rating_score", "title_key", "author_key", "publisher_key", "added_at", "title_in_script",
                          "authors_in_script"]

    /// Saves `entries` in one transaction: new titles are inserted, known ones updated (or left
    /// as they are when nothing changed). Every entry is counted once. A MARC record is known by
    /// its source key. A book (an entry with a file) is known by its file, or by its source key
    /// when title and language agree too: books that share an identifier (one UUID for every
    /// translation of a guide) but not their title or language stay different titles, the later
    /// ones under the key with their language and title added (`distinctKey`).
    func write(_ entries: [CatalogueEntry]) async throws -> Outcome {
        let libraryID = library.id
        let language = library.language
        let now = context.now
        return try await context.writeTransaction { tx in
            let sql = tx.sql
            var outcome = Outcome()
            // What is kept about the library (its title count, search facts, front-page rows,
            // word index) is stale once titles are added: dropped when this commits.
            tx.libraryChanged("library_catalogue", libraryID)
            // Other servers learn from this that their search index of the library is stale.
            try await sql.raw("UPDATE library_libraries SET catalogue_version = catalogue_version + 1 WHERE id = \(bind: libraryID)").run()
            let keys = Array(Set(entries.flatMap { e in [e.sourceKey] + (e.epubFile == nil ? [] : [Self.distinctKey(e)]) }))
            var existing = try await TitleRecord.query(on: tx.db).filter(\.$libraryID == libraryID).filter(\.$sourceKey ~~ keys).all()
            let files = Array(Set(entries.compactMap(\.epubFile)))
            if !files.isEmpty {
                existing += try await TitleRecord.query(on: tx.db).filter(\.$libraryID == libraryID)
                    .filter(\.$epubFile ~~ files.map { Optional($0) }).all()
            }
            var byKey: [String: Target] = [:]
            var byFile: [String: Target] = [:]
            var loaded = Set<UUID>()
            for record in existing where record.id.map({ loaded.insert($0).inserted }) ?? false {
                if byKey[record.sourceKey] == nil { byKey[record.sourceKey] = .stored(record) }
                if let file = record.epubFile, byFile[file] == nil { byFile[file] = .stored(record) }
            }
            // What staff changed by hand stays as they left it.
            let kept = try await tx.libraryStore.staffEdited(Array(loaded))
            var next = try await Self.nextNumber(sql)
            var fresh: [(UUID, Int, CatalogueEntry)] = []
            for var entry in entries {
                let target: Target?
                if let file = entry.epubFile, let known = byFile[file] {
                    target = known // the same file again
                } else if let known = byKey[entry.sourceKey], entry.epubFile == nil || Self.agrees(known, entry, fresh: fresh) {
                    target = known
                } else if entry.epubFile != nil, let known = byKey[Self.distinctKey(entry)] {
                    target = known
                } else {
                    target = nil
                }
                switch target {
                case .stored(let record):
                    if let id = record.id, let fields = kept[id] { entry = Self.keepingStaffEdits(fields, of: record, in: entry) }
                    if Self.columns(record) == Self.columns(entry, over: record, language: language) {
                        outcome.unchanged += 1
                    } else {
                        try await Self.update(record, from: entry, language: language, tx: tx)
                        outcome.updated += 1
                    }
                    if let file = entry.epubFile { byFile[file] = .stored(record) }
                case .fresh(let n):
                    if Self.columns(fresh[n].2, over: nil, language: language) == Self.columns(entry, over: nil, language: language) {
                        outcome.unchanged += 1
                    } else {
                        entry.sourceKey = fresh[n].2.sourceKey
                        fresh[n].2 = entry
                        outcome.updated += 1
                    }
                    if let file = entry.epubFile { byFile[file] = .fresh(n) }
                case nil:
                    // A key another book holds: this one's own, with its language and title.
                    if byKey[entry.sourceKey] != nil { entry.sourceKey = Self.distinctKey(entry) }
                    byKey[entry.sourceKey] = .fresh(fresh.count)
                    if let file = entry.epubFile { byFile[file] = .fresh(fresh.count) }
                    fresh.append((UUID(), next, entry))
                    next += 1
                }
            }
            guard !fresh.isEmpty else { return outcome }
            // At most 500 rows a statement: SQLite takes 32,766 parameters, PostgreSQL 65,535.
            for chunk in stride(from: 0, to: fresh.count, by: 500) {
            var insert = sql.insert(into: TitleRecord.schema).columns(Self.columns + (tx.isPostgres ? ["search"] : []))
            for (id, number, e) in fresh[chunk..<min(chunk + 500, fresh.count)] {
                var row: [any SQLExpression] = [
                    SQLBind(id), SQLBind(number), SQLBind(e.sourceKey), SQLBind(libraryID), SQLBind(e.title), SQLBind(e.subtitle),
                    SQLBind(e.authors.joined(separator: "\n")), SQLBind(e.translators.joined(separator: "\n")), SQLBind(e.originalTitle),
                    SQLBind(e.publisher), SQLBind(e.published), SQLBind(e.year ?? 0), SQLBind(e.language), SQLBind(e.isbns.joined(separator: " ")),
                    SQLBind(e.subjects.joined(separator: "\n")), SQLBind(e.description), SQLBind(e.pageCount), SQLBind(e.series),
                    SQLBind(e.seriesNumber), SQLBind(e.cover), SQLBind(e.epubFile), SQLBind(e.copies), SQLBind(0), SQLBind(0), SQLBind(0),
                    SQLBind(0), SQLBind(0), SQLBind(0.0), SQLBind(Self.titleKey(e, language: language)), SQLBind(e.authorKey(language: language)),
                    SQLBind(CatalogueText.collationKey(e.publisher ?? "", language: language)), SQLBind(now),
                    SQLBind(e.titleInScript), SQLBind(e.authorsInScript.isEmpty ? nil : e.authorsInScript.joined(separator: "\n")),
                ]
                if tx.isPostgres { row.append(SearchDocument(e).postgresVector) }
                insert = insert.values(row)
            }
            try await insert.run()
            }
            try await Self.insertSubjects(fresh.map { ($0.0, $0.2.subjects) }, libraryID: libraryID, sql: sql)
            if !tx.isPostgres {
                for chunk in stride(from: 0, to: fresh.count, by: 1000) {
                var search = sql.insert(into: "library_title_search").columns(SearchDocument.sqliteColumns)
                for (_, number, e) in fresh[chunk..<min(chunk + 1000, fresh.count)] {
                    search = search.values(SearchDocument(e).sqliteRow(number: number, libraryID: libraryID))
                }
                try await search.run()
                }
            }
            outcome.inserted = fresh.count
            return outcome
        }
    }

    /// After a bulk load: the search index merged into one segment (SQLite), fresh planner
    /// statistics (both).
    func finish() async throws {
        try await context.writeTransaction { tx in
            let sql = tx.sql
            if tx.isPostgres {
                try await sql.raw("ANALYZE library_titles").run()
                try await sql.raw("ANALYZE library_title_subjects").run()
            } else {
                try await sql.raw("INSERT INTO library_title_search (library_title_search) VALUES ('optimize')").run()
                try await sql.raw("ANALYZE").run()
            }
        }
    }

    /// Whether `e` is the book `target` is: the same title (`sameTitle`) in the same language.
    static func agrees(_ target: Target, _ e: CatalogueEntry, fresh: [(UUID, Int, CatalogueEntry)]) -> Bool {
        let title: String
        let language: String?
        switch target {
        case .stored(let r):
            title = r.title
            language = r.language
        case .fresh(let n):
            title = fresh[n].2.title
            language = fresh[n].2.language
        }
        return sameTitle(title) == sameTitle(e.title) && (language ?? "") == (e.language ?? "")
    }

    /// The key of a book whose identifier another book (in another language, or another book
    /// altogether) already holds.
    static func distinctKey(_ e: CatalogueEntry) -> String {
        e.sourceKey + " [" + (e.language ?? "") + "] " + sameTitle(e.title)
    }

    /// A title as books are told apart by it: case and spacing do not count. Kept in source
    /// keys, so it must not change (unlike search's folding).
    static func sameTitle(_ title: String) -> String {
        title.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What an import writes of a title, to tell an update from a title given again unchanged.
    struct Columns: Equatable {
        var texts: [String?]
        var numbers: [Int?]
    }

    static func columns(_ r: TitleRecord) -> Columns {
        Columns(texts: [r.title, r.subtitle, r.authors, r.translators, r.originalTitle, r.publisher, r.published, r.language, r.isbns,
                        r.subjects, r.description, r.series, r.seriesNumber, r.cover, r.epubFile, r.titleKey, r.authorKey, r.publisherKey,
                        r.titleInScript, r.authorsInScript],
                numbers: [r.yearValue, r.pageCount, r.copies])
    }

    /// The columns `update` would write from `e` over `r` (which keeps its cover, file and licence when `e` has none).
    static func columns(_ e: CatalogueEntry, over r: TitleRecord?, language: String) -> Columns {
        Columns(texts: [e.title, e.subtitle, e.authors.joined(separator: "\n"), e.translators.joined(separator: "\n"), e.originalTitle,
                        e.publisher, e.published, e.language, e.isbns.joined(separator: " "), e.subjects.joined(separator: "\n"), e.description,
                        e.series, e.seriesNumber, e.cover ?? r?.cover, e.epubFile ?? r?.epubFile, titleKey(e, language: language),
                        e.authorKey(language: language), CatalogueText.collationKey(e.publisher ?? "", language: language),
                        e.titleInScript, e.authorsInScript.isEmpty ? nil : e.authorsInScript.joined(separator: "\n")],
                numbers: [e.year ?? 0, e.pageCount, e.copies ?? r?.copies])
    }

    /// `e` with the fields staff edited (`TitleEditing`) as `r` has them.
    static func keepingStaffEdits(_ fields: Set<String>, of r: TitleRecord, in e: CatalogueEntry) -> CatalogueEntry {
        var e = e
        let stored = TitleEditing.entry(r)
        for field in fields {
            switch field {
            case "title": e.title = stored.title
            case "subtitle": e.subtitle = stored.subtitle
            case "authors":
                e.authors = stored.authors
                e.authorSortName = nil
            case "translators": e.translators = stored.translators
            case "originalTitle": e.originalTitle = stored.originalTitle
            case "publisher": e.publisher = stored.publisher
            case "published":
                e.published = stored.published
                e.year = stored.year
            case "language": e.language = stored.language
            case "subjects": e.subjects = stored.subjects
            case "description": e.description = stored.description
            case "series": e.series = stored.series
            case "seriesNumber": e.seriesNumber = stored.seriesNumber
            case "isbns": e.isbns = stored.isbns
            case "pageCount": e.pageCount = stored.pageCount
            case "cover": e.cover = nil // the update keeps the stored one
            default: break
            }
        }
        return e
    }

    static func nextNumber(_ sql: any SQLDatabase) async throws -> Int {
        (try await LibraryStore(sql: sql).highestTitleNumber() ?? 0) + 1
    }

    static func titleKey(_ e: CatalogueEntry, language: String) -> String {
        CatalogueText.collationKey(e.title, language: language, skipArticle: e.language == "eng")
    }

    static func insertSubjects(_ rows: [(UUID, [String])], libraryID: UUID, sql: any SQLDatabase) async throws {
        let flat = rows.flatMap { id, subjects in subjects.map { (id, $0) } }
        for chunk in stride(from: 0, to: flat.count, by: 2000) {
            var insert = sql.insert(into: TitleSubjectRecord.schema).columns("id", "title_id", "library_id", "subject")
            for (title, subject) in flat[chunk..<min(chunk + 2000, flat.count)] {
                insert = insert.values(SQLBind(UUID()), SQLBind(title), SQLBind(libraryID), SQLBind(subject))
            }
            try await insert.run()
        }
    }

    /// A known title gets the new metadata; its licence, counts and ratings stay.
    static func update(_ r: TitleRecord, from e: CatalogueEntry, language: String, tx: SatchelContext) async throws {
        r.title = e.title
        r.subtitle = e.subtitle
        r.authors = e.authors.joined(separator: "\n")
        r.translators = e.translators.joined(separator: "\n")
        r.originalTitle = e.originalTitle
        r.publisher = e.publisher
        r.published = e.published
        r.yearValue = e.year ?? 0
        r.language = e.language
        r.isbns = e.isbns.joined(separator: " ")
        r.subjects = e.subjects.joined(separator: "\n")
        r.description = e.description
        r.pageCount = e.pageCount
        r.series = e.series
        r.seriesNumber = e.seriesNumber
        r.titleInScript = e.titleInScript
        r.authorsInScript = e.authorsInScript.isEmpty ? nil : e.authorsInScript.joined(separator: "\n")
        if let cover = e.cover { r.cover = cover }
        if let file = e.epubFile { r.epubFile = file }
        if let copies = e.copies { r.copies = copies }
        r.titleKey = titleKey(e, language: language)
        r.authorKey = e.authorKey(language: language)
        r.publisherKey = CatalogueText.collationKey(e.publisher ?? "", language: language)
        let changed = r.hasChanges
        try await r.update(on: tx.db)
        let sql = tx.sql
        let id = try r.requireID()
        // Staff editing sets its own next version after this; an import's change is one too.
        if changed { try await tx.libraryStore.bumpEditVersion(id) }
        try await TitleSubjectRecord.query(on: tx.db).filter(\.$titleID == id).delete()
        try await insertSubjects([(id, e.subjects)], libraryID: r.libraryID, sql: sql)
        let d = SearchDocument(e)
        if try await tx.libraryStore.withdrawnAt(id) != nil {
            // A withdrawn title stays out of search until it is lent again.
            try await LendingService.unindex(r, tx: tx)
        } else if tx.isPostgres {
            try await sql.update(TitleRecord.schema).set("search", to: d.postgresVector).where("id", .equal, SQLBind(id)).run()
        } else {
            try await sql.raw("DELETE FROM library_title_search WHERE rowid = \(bind: r.number)").run()
            try await sql.insert(into: "library_title_search").columns(SearchDocument.sqliteColumns)
                .values(d.sqliteRow(number: r.number, libraryID: r.libraryID)).run()
        }
    }
}

/// The folded text a title is found by, field by field.
struct SearchDocument {
    var title: String
    var author: String
    var keyword: String
    var publisher: String
    var isbn: String

    init(_ e: CatalogueEntry) {
        self.init(titles: [e.title, e.subtitle, e.originalTitle, e.series, e.titleInScript], people: e.authors + e.translators + e.authorsInScript,
                  keywords: e.subjects + [e.description ?? ""], publisher: e.publisher, isbns: e.isbns)
    }

    /// The same text from a title as it is stored (people and subjects one a line).
    init(_ r: TitleRecord) {
        self.init(title: r.title, subtitle: r.subtitle, originalTitle: r.originalTitle, series: r.series, authors: r.authors,
                  translators: r.translators, subjects: r.subjects, description: r.description, publisher: r.publisher, isbns: r.isbns,
                  titleInScript: r.titleInScript, authorsInScript: r.authorsInScript)
    }

    /// From a title's stored columns (people and subjects one a line, ISBNs split by spaces).
    init(title: String, subtitle: String?, originalTitle: String?, series: String?, authors: String, translators: String,
         subjects: String, description: String?, publisher: String?, isbns: String, titleInScript: String? = nil, authorsInScript: String? = nil) {
        func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
        self.init(titles: [title, subtitle, originalTitle, series, titleInScript],
                  people: lines(authors) + lines(translators) + lines(authorsInScript ?? ""),
                  keywords: lines(subjects) + [description ?? ""], publisher: publisher, isbns: isbns.split(separator: " ").map(String.init))
    }

    /// The texts `TitleWordIndex` indexes, in its `Field` order (SQLite's columns after `library`).
    var indexedFields: [String] { [title, author, keyword, publisher, isbn, marked] }

    private init(titles: [String?], people: [String], keywords: [String], publisher: String?, isbns: [String]) {
        let titleText = titles.compactMap { $0 }.joined(separator: " ")
        let peopleText = people.joined(separator: " ")
        let keywordText = keywords.joined(separator: " ")
        // CJK runs as pairs of characters (`CatalogueText.indexTokens`), so typed characters find them.
        title = CatalogueText.indexTokens(CatalogueText.fold(titleText))
        author = CatalogueText.indexTokens(CatalogueText.fold(peopleText))
        keyword = CatalogueText.indexTokens(CatalogueText.fold(keywordText))
        self.publisher = CatalogueText.indexTokens(CatalogueText.fold(publisher ?? ""))
        isbn = isbns.joined(separator: " ")
        markedTitle = TypedDiacritics.tokens(titleText)
        markedAuthor = TypedDiacritics.tokens(peopleText)
        markedKeyword = TypedDiacritics.tokens(keywordText)
        markedPublisher = TypedDiacritics.tokens(publisher ?? "")
    }

    /// Each field's words with diacritics as `TypedDiacritics` tokens.
    var markedTitle: String
    var markedAuthor: String
    var markedKeyword: String
    var markedPublisher: String

    /// SQLite's `marked` column: every field's tokens in one (they only break ties).
    var marked: String {
        [markedTitle, markedAuthor, markedKeyword, markedPublisher].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Title A, author B, keywords C, publisher and ISBN D: `hist:*A` searches titles only.
    /// The tokens of words with diacritics carry their field's weight.
    var postgresVector: SQLQueryString {
        func field(_ folded: String, _ marked: String) -> String { marked.isEmpty ? folded : folded + " " + marked }
        return """
        setweight(to_tsvector('simple', \(bind: field(title, markedTitle))), 'A') || \
        setweight(to_tsvector('simple', \(bind: field(author, markedAuthor))), 'B') || \
        setweight(to_tsvector('simple', \(bind: field(keyword, markedKeyword))), 'C') || \
        setweight(to_tsvector('simple', \(bind: field(publisher, markedPublisher) + " " + isbn)), 'D')
        """
    }

    /// The columns of SQLite's `library_title_search` since `AddTypedDiacriticsToTitleSearch`.
    static let sqliteColumns = ["rowid", "library", "title", "author", "keyword", "publisher", "isbn", "marked"]

    func sqliteRow(number: Int, libraryID: UUID) -> [any SQLExpression] {
        [SQLBind(number), SQLBind(TitleSearch.libraryToken(libraryID)), SQLBind(title), SQLBind(author), SQLBind(keyword),
         SQLBind(publisher), SQLBind(isbn), SQLBind(marked)]
    }
}
