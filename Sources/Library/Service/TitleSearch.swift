import Foundation
import SatchelCore

/// What someone looks for in a catalogue.
public struct TitleQuery: Sendable, Equatable {
    public enum Field: String, Sendable, CaseIterable {
        case all, title, author, keyword, publisher, isbn
    }

    public enum Sort: String, Sendable, CaseIterable {
        case relevance, title, author, publisher, published, popularity, rating, added
    }

    public var text = ""
    public var field: Field = .all
    /// Nil: relevance when there is text, else title.
    public var sort: Sort?
    public var descending = false
    /// ISO 639-2/B.
    public var language: String?
    public var publisher: String?
    public var category: String?
    public var availableNow = false

    public init() {}

    /// The folded words searched for (each matches word starts). A lone Latin letter or digit
    /// beside longer words is left out, as a word like "a" says nothing about a title yet
    /// matches every word that starts with it; other scripts' single characters are words.
    var terms: [String] {
        let words = typedWords
        let meaningful = words.filter { !Self.isLoneLetter($0) }
        return meaningful.isEmpty ? words : meaningful
    }

    private var typedWords: [String] {
        let folded = CatalogueText.fold(field == .isbn ? text.filter { $0.isNumber || $0 == "x" || $0 == "X" } : text)
        // CJK runs as their pairs of characters, as the index keeps them.
        return Array(folded.split(separator: " ").prefix(8).flatMap { CatalogueText.queryTokens(String($0)) }.prefix(16))
    }

    /// Only lone Latin letters or digits ("a", "b 2") in every field: too little to search
    /// 250,000 titles by. In one field a letter is a way in ("authors starting with Ö").
    public var isTooShort: Bool {
        let words = typedWords
        return field == .all && !words.isEmpty && words.allSatisfy(Self.isLoneLetter)
    }

    static func isLoneLetter(_ word: String) -> Bool {
        word.unicodeScalars.count == 1 && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
    }

    /// The typed words with diacritics, by their folded form, as index tokens: they put the
    /// titles spelled that way first among equal matches.
    var typedDiacritics: [String: String] {
        guard field != .isbn else { return [:] }
        return Dictionary(TypedDiacritics.words(text).map { ($0.folded, $0.token) }, uniquingKeysWith: { first, _ in first })
    }

    var effectiveSort: Sort {
        if let sort, sort != .relevance || !terms.isEmpty { return sort }
        return terms.isEmpty ? .title : .relevance
    }

    /// Ties a cursor to the search that made it.
    var fingerprint: String {
        [text, field.rawValue, effectiveSort.rawValue, descending ? "d" : "a", language ?? "", publisher ?? "", category ?? "",
         availableNow ? "1" : "0"].joined(separator: "\u{1F}")
    }
}

/// Finds titles: full-text (SQLite FTS5 / PostgreSQL tsvector) by word prefixes, or browsing
/// in one of the sort orders; keyset cursors for sorted pages, an offset for relevance.
public struct TitleSearch: Sendable {
    let context: SatchelContext
    /// A text search sorted by a column: from this many matches, the library's titles are
    /// walked in that column's index until a page of matches is found, instead of every match
    /// being read and sorted (SQLite: `joined`; PostgreSQL: `sortedInMemory`).
    var walkFrom = 2_000
    /// Best-match searches without filters rank in the library's `TitleWordIndex` when it is
    /// ready (tests turn it off to compare with the database's own ranking).
    var inMemory = true
    /// Sorted searches by a static order take their page from the word index's orders
    /// (tests turn it off to compare with walking the sort column's index).
    var ordersInMemory = true

    public struct Result: Sendable {
        public var titles: [TitleListing]
        public var next: String?
        public var total: Int
    }

    struct PageCursor: Codable {
        var fingerprint: String
        var total: Int
        var offset: Int?
        var text: String?
        var number: Double?
        var id: UUID?
        /// Ranked in memory: the next pages are too while the index is there (the database
        /// ranks PostgreSQL's matches otherwise).
        var memory: Bool?
        /// Sorted in memory: the number of the page's last title, where the next page starts
        /// (the keyset beside it serves the database).
        var last: Int?

        var encoded: String { Data((try? JSONEncoder().encode(self)) ?? Data()).base64URLEncoded }

        /// Where the next page goes on from in a column's order.
        var key: LibraryStore.TitleKey? { id.map { LibraryStore.TitleKey(text: text, number: number, id: $0) } }

        static func decode(_ text: String?, fingerprint: String) throws -> PageCursor? {
            guard let text, !text.isEmpty else { return nil }
            guard let data = Data(base64URLEncoded: text), let cursor = try? JSONDecoder().decode(PageCursor.self, from: data),
                  cursor.fingerprint == fingerprint, (cursor.offset ?? 0) >= 0, cursor.number?.isFinite ?? true
            else { throw AppError.invalid("cursor", "cursor.invalid") }
            return cursor
        }
    }

    /// The token that ties a search index row to its library (`l` and the id's hex digits).
    static func libraryToken(_ id: UUID) -> String {
        "l" + id.uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    }

    public func search(_ q: TitleQuery, library: LibraryRow, cursor: String?, limit: Int) async throws -> Result {
        let libraryID = library.id
        let fingerprint = q.fingerprint + "\u{1F}" + library.slug
        let after = try PageCursor.decode(cursor, fingerprint: fingerprint)
        if q.isTooShort { throw AppError.invalid("q", "library.search_too_short") }
        let terms = q.terms
        if !q.text.trimmingCharacters(in: .whitespaces).isEmpty, terms.isEmpty {
            return Result(titles: [], next: nil, total: 0)
        }
        let sort = q.effectiveSort
        let filtered = q.language != nil || q.publisher != nil || q.category != nil || q.availableNow
        // The word index finds best-match pages, and sorted ones by an order it keeps, filtered
        // or not; the database reads the page's rows.
        let order = TitleWordIndex.staticSorts.contains(sort) && ordersInMemory ? sort : nil
        inIndex: if inMemory, !terms.isEmpty, sort == .relevance || order != nil,
                    after == nil || (sort == .relevance ? after?.memory == true : after?.last != nil),
                    let index = try await context.part(TitleWordIndexes.self)?.index(for: library, context: context) {
            var allowed: TitleWordIndex.Places?
            if filtered {
                guard let places = try await placesAllowed(by: q, in: index, library: library) else { break inIndex }
                allowed = places
            }
            if sort == .relevance {
                return try await rankedInMemory(index, terms, q.field, marked: q.typedDiacritics, allowed: allowed, libraryID: libraryID,
                                                after: after, fingerprint: fingerprint, limit: limit)
            }
            if let order, let positions = index.orders[order],
               let sorted = try await sortedByOrder(index, positions, q, terms: terms, sort: sort, allowed: allowed, libraryID: libraryID,
                                                    after: after, fingerprint: fingerprint, limit: limit) {
                return sorted
            }
        }
        if sort != .relevance, !terms.isEmpty, !filtered, context.isPostgres, inMemory,
           let index = try await context.part(TitleWordIndexes.self)?.index(for: library, context: context) {
            return try await sortedInMemory(index, q, terms: terms, sort: sort, libraryID: libraryID, after: after, fingerprint: fingerprint, limit: limit)
        }
        if sort == .relevance, !filtered, !context.isPostgres {
            return try await rankedInIndex(terms, q.field, marked: q.typedDiacritics, libraryID: libraryID, after: after, fingerprint: fingerprint, limit: limit)
        }
        return try await joined(q, terms: terms, sort: sort, library: library, after: after, fingerprint: fingerprint, limit: limit)
    }

    /// SQLite, best match first, no filters: FTS5 ranks and limits by itself (the library is a
    /// token in the index), and only the page's rows are read from the titles.
    func rankedInIndex(_ terms: [String], _ field: TitleQuery.Field, marked: [String: String], libraryID: UUID, after: PageCursor?, fingerprint: String,
                       limit: Int) async throws -> Result {
        let matching = try await indexMatch(terms, field, marked: marked, libraryID: libraryID)
        // The first page counts every match in the same pass that ranks them; the page's rows
        // are read in the same statement. The library check also covers the seconds before a
        // new library's titles are noticed.
        let offset = after?.offset ?? 0
        let rows = try await context.libraryStore.rankedInIndex(matching, library: libraryID, offset: offset, rows: limit + 1, counted: after == nil)
        let total = after?.total ?? rows.first?.total ?? 0
        var titles = rows.map(\.title)
        var next: String?
        if titles.count > limit {
            titles.removeLast()
            next = PageCursor(fingerprint: fingerprint, total: total, offset: offset + limit).encoded
        }
        return Result(titles: titles, next: next, total: total)
    }

    /// Every other search: the matching titles first, on their own, so a rare author's few hits
    /// are sorted instead of walking the whole title index; then filters, the order and a keyset
    /// (or, for best match, an offset). `LibraryStore.searchTitles` reads them.
    func joined(_ q: TitleQuery, terms: [String], sort: TitleQuery.Sort, library: LibraryRow, after: PageCursor?, fingerprint: String,
                limit: Int) async throws -> Result {
        let filtered = q.language != nil || q.publisher != nil || q.category != nil || q.availableNow
        let store = context.libraryStore
        let libraryID = library.id
        let postgres = context.isPostgres
        var matches: LibraryStore.TextMatches?
        var known = after?.total
        if !terms.isEmpty {
            let relevance = sort == .relevance
            if postgres {
                let tsquery = Self.tsquery(terms, q.field, marked: q.typedDiacritics)
                // Ranking best match reads every match anyway: one pass over the table, no CTE
                // and no second visit to each row.
                matches = relevance ? .rankedTsquery(tsquery) : .tsquery(tsquery)
            } else {
                let matching = try await indexMatch(terms, q.field, marked: q.typedDiacritics, libraryID: libraryID)
                // Sorted by a column, many matches: reading and sorting each of them (15,000
                // for "hist") cost five times walking the column's index until a page of them
                // turns up; few matches (a rare word) are read and sorted, as a walk would pass
                // most of the library first. Counting them first decides, and is the total.
                var walk = false
                if !relevance, !filtered {
                    if known == nil { known = try await store.indexMatchCount(matching) }
                    walk = (known ?? 0) >= walkFrom
                }
                matches = .index(matching, ranked: relevance, walk: walk)
            }
        }
        var filters = LibraryStore.TitleFilters(language: q.language, category: q.category, availableNow: q.availableNow)
        filters.publisherKey = q.publisher.map { CatalogueText.collationKey($0, language: library.language) }
        if q.field == .isbn, postgres, let digits = terms.first { filters.isbnDigits = digits }

        // A text search's first page counts its matches in the same pass (they are all read
        // to be ordered anyway) unless SQLite counted them above; browsing the whole catalogue
        // counts from the index alone.
        if known == nil, matches == nil {
            let count = { try await store.titleCount(library: libraryID, filters: filters) }
            // Browsing the whole catalogue: its size, kept a minute, so the first page is as
            // fast as the next (counting 250,000 titles takes longer than reading a page).
            if !filtered, let directory = context.libraryDirectory {
                known = try await directory.titleCount(libraryID, count: count)
            } else {
                known = try await count()
            }
        }
        let offset = sort == .relevance ? after?.offset ?? 0 : 0
        let page: LibraryStore.TitlePage = sort == .relevance
            ? .ranked(offset: offset, rows: limit + 1)
            : .ordered(LibraryStore.TitleOrder(sort: sort, descending: q.descending, after: after?.key), rows: limit + 1)
        let rows = try await store.searchTitles(library: libraryID, matches: matches, filters: filters, counted: known == nil, page: page)
        let total = known ?? rows.first?.total ?? 0
        var titles = rows.map(\.title)
        var next: String?
        if titles.count > limit {
            titles.removeLast()
            if sort == .relevance {
                next = PageCursor(fingerprint: fingerprint, total: total, offset: offset + limit).encoded
            } else {
                next = Self.keyset(after: titles[titles.count - 1], sort: sort, fingerprint: fingerprint, total: total).encoded
            }
        }
        return Result(titles: titles, next: next, total: total)
    }

    /// The cursor of the page after `last` in a column's order: its key there and its id.
    static func keyset(after last: TitleListing, sort: TitleQuery.Sort, fingerprint: String, total: Int) -> PageCursor {
        var c = PageCursor(fingerprint: fingerprint, total: total)
        c.id = last.id
        switch sort {
        case .title: c.text = last.titleKey
        case .author: c.text = last.authorKey
        case .publisher: c.text = last.publisherKey
        case .published: c.number = Double(last.year ?? 0)
        case .popularity: c.number = Double(last.popularity)
        case .rating: c.number = last.ratingScore
        case .added: c.number = last.addedAt.timeIntervalSinceReferenceDate // exact: no conversion between epochs
        case .relevance: break
        }
        return c
    }

    /// The SQLite index rows of the library's titles that match: its stretch of row numbers
    /// when its titles are one, else its token in the match (`LibraryDirectory.IndexScope`).
    func indexMatch(_ terms: [String], _ field: TitleQuery.Field, marked: [String: String], libraryID: UUID) async throws -> LibraryStore.IndexMatch {
        let scope = try await context.readLibrary(libraryID).indexScope
        let match = Self.ftsQuery(terms, field, marked: marked, library: scope == .token ? libraryID : nil)
        guard case .numbers(let numbers) = scope else { return LibraryStore.IndexMatch(match: match) }
        return LibraryStore.IndexMatch(match: match, numbers: numbers)
    }

    /// FTS5: every word as a prefix (`"hist"*`) within the chosen columns, and the library's
    /// token when the index is shared. Folded words hold only letters, digits and spaces, so
    /// quoting them is enough.
    static func ftsQuery(_ terms: [String], _ field: TitleQuery.Field, marked: [String: String] = [:], library: UUID?) -> String {
        let columns = field == .all ? "{title author keyword publisher isbn}" : "{\(field.rawValue)}"
        // Each word matches word starts; the word itself matches twice, so an exact word ranks
        // above the longer words it starts ("Wilde" before Wildenstein). A word typed with
        // diacritics also matches as spelled, only beside the folded match (which decides what
        // is found), so that spelling ranks first ("Häffner" before Haffner).
        let words = terms.map { (term: String) -> String in
            let prefix = "\(columns) : \"\(term)\"*"
            var either = "\(prefix) OR \(columns) : \"\(term)\""
            if let token = marked[term] { either += " OR (\(prefix) AND marked : \"\(token)\"*)" }
            return "(\(either))"
        }.joined(separator: " AND ")
        guard let library else { return words }
        return "library : \(libraryToken(library)) AND \(words)"
    }

    /// PostgreSQL: `hist:*A & world:*A` (weights: title A, author B, keyword C, publisher and
    /// ISBN D); a word typed with diacritics also matches as spelled, beside the folded match.
    static func tsquery(_ terms: [String], _ field: TitleQuery.Field, marked: [String: String] = [:]) -> String {
        let weight: String
        switch field {
        case .all: weight = ""
        case .title: weight = "A"
        case .author: weight = "B"
        case .keyword: weight = "C"
        case .publisher, .isbn: weight = "D"
        }
        return terms.map { (term: String) -> String in
            let prefix = "\(term):*\(weight)"
            var either = "\(prefix) | \(term)\(weight.isEmpty ? "" : ":" + weight)"
            if let token = marked[term] { either += " | (\(prefix) & \(token):*\(weight))" }
            return "(\(either))"
        }.joined(separator: " & ")
    }
}

extension SatchelContext {
    public var titleSearch: TitleSearch { TitleSearch(context: self) }
}
