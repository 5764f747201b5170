import Foundation
import SatchelCore
import SQLKit

/// The catalogue searches' statements: `TitleSearch` decides how a search is answered (the word
/// index, SQLite's FTS5 index, PostgreSQL's text search, walking a sort column's index), these
/// read the rows. Each is one statement, its values bound.
extension LibraryStore {
    /// Where a page in a column's order goes on from: the last title's key there and its id.
    struct TitleKey: Sendable, Equatable {
        var text: String?
        var number: Double?
        var id: UUID
    }

    /// A column's order, from a title on (nil: from its start).
    struct TitleOrder: Sendable {
        var sort: TitleQuery.Sort
        var descending: Bool
        var after: TitleKey?
    }

    /// The rows of the SQLite search index a search matches: an FTS5 query, and the stretch of
    /// rows of the library's titles when they are one (`LibraryDirectory.IndexScope`).
    struct IndexMatch: Sendable {
        var match: String
        var numbers: ClosedRange<Int>?

        var condition: SQLQueryString {
            guard let numbers else { return "library_title_search MATCH \(bind: match)" }
            return "library_title_search MATCH \(bind: match) AND rowid BETWEEN \(bind: numbers.lowerBound) AND \(bind: numbers.upperBound)"
        }
    }

    /// What a catalogue read keeps to besides the words.
    struct TitleFilters: Sendable {
        var language: String?
        /// The publisher's collation key (`publisher_key`).
        var publisherKey: String?
        var category: String?
        /// Only titles with a copy free (or unlimited).
        var availableNow = false
        /// PostgreSQL's ISBN search: the digits somewhere among the title's ISBNs.
        var isbnDigits: String?
    }

    /// How a text search's matches are found (`searchTitles`).
    enum TextMatches: Sendable {
        /// SQLite: the matching index rows first, on their own (a CTE the planner cannot fold
        /// away), scored by their rank when `ranked`. With `walk`, the titles are walked in the
        /// sort column's index, keeping the matches.
        case index(IndexMatch, ranked: Bool, walk: Bool)
        /// PostgreSQL: the matching titles first, on their own.
        case tsquery(String)
        /// PostgreSQL, best match first: ranked in one pass over the titles (every match is read anyway).
        case rankedTsquery(String)
    }

    /// Which rows of the matches: by best match from an offset, or in a column's order.
    enum TitlePage: Sendable {
        case ranked(offset: Int, rows: Int)
        case ordered(TitleOrder, rows: Int)
    }

    // MARK: the rules of a column's order

    static func sortColumn(_ sort: TitleQuery.Sort) -> String {
        switch sort {
        case .title, .relevance: return "title_key"
        case .author: return "author_key"
        case .publisher: return "publisher_key"
        case .published: return "year"
        case .popularity: return "popularity"
        case .rating: return "rating_score"
        case .added: return "added_at"
        }
    }

    /// ` AND (column, id)` past the order's title, in its direction ("" from the start).
    static func pastKeyset(_ order: TitleOrder) -> SQLQueryString {
        guard let after = order.after else { return "" }
        let comparison = order.descending ? "<" : ">"
        return " AND (t.\(unsafeRaw: sortColumn(order.sort)), t.id) \(unsafeRaw: comparison) (\(bindKey(order.sort, after)), \(bind: after.id))"
    }

    /// ` ORDER BY column, id` in the order's direction.
    static func orderBy(_ order: TitleOrder) -> SQLQueryString {
        let direction = order.descending ? "DESC" : "ASC"
        return " ORDER BY t.\(unsafeRaw: sortColumn(order.sort)) \(unsafeRaw: direction), t.id \(unsafeRaw: direction)"
    }

    static func bindKey(_ sort: TitleQuery.Sort, _ key: TitleKey) -> SQLQueryString {
        switch sort {
        case .title, .author, .publisher, .relevance: return "\(bind: key.text ?? "")"
        case .published, .popularity: return "\(bind: Int(key.number ?? 0))"
        case .rating: return "\(bind: key.number ?? 0)"
        case .added: return "\(bind: Date(timeIntervalSinceReferenceDate: key.number ?? 0))"
        }
    }

    // MARK: searches

    /// SQLite, best match first: FTS5 ranks and limits by itself, and only the page's rows are
    /// read from the titles, in the same statement; `counted`: with how many match in all.
    func rankedInIndex(_ matching: IndexMatch, library: UUID, offset: Int, rows: Int, counted: Bool) async throws -> [CountedTitle] {
        let total: SQLQueryString = counted ? ", COUNT(*) OVER () AS total" : ", 0 AS total"
        return try await sql.raw("""
            WITH hits AS MATERIALIZED (
                SELECT rowid AS n, rank AS r\(total) FROM library_title_search WHERE \(matching.condition)
                ORDER BY rank LIMIT \(literal: rows) OFFSET \(literal: offset))
            SELECT \(TitleListing.columns), hits.total FROM hits JOIN library_titles t ON t.number = hits.n AND t.library_id = \(bind: library)
            ORDER BY hits.r, hits.n
            """).all(decoding: CountedTitle.self)
    }

    /// How many rows of the SQLite search index match.
    func indexMatchCount(_ matching: IndexMatch) async throws -> Int {
        try await sql.raw("SELECT COUNT(*) AS n FROM library_title_search WHERE \(matching.condition)").first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// How many of the library's titles the filters let through.
    func titleCount(library: UUID, filters: TitleFilters) async throws -> Int {
        let conditions: [SQLQueryString] = ["t.library_id = \(bind: library)"] + Self.conditions(filters, library: library)
        return try await sql.raw("SELECT COUNT(*) AS n FROM library_titles t WHERE \(conditions.joined(separator: " AND "))")
            .first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// A page of the library's titles that match (all of them without `matches`) and the
    /// filters let through; `counted`: each row with how many there are in all.
    func searchTitles(library: UUID, matches: TextMatches?, filters: TitleFilters, counted: Bool, page: TitlePage) async throws -> [CountedTitle] {
        var hits: SQLQueryString = ""
        var from: SQLQueryString = "FROM library_titles t"
        var conditions: [SQLQueryString] = ["t.library_id = \(bind: library)"]
        var score: SQLQueryString = "hits.score"
        switch matches {
        case nil: break
        case .index(let matching, let ranked, let walk):
            let rank: SQLQueryString = ranked ? ", -rank" : ", 0"
            hits = "WITH hits(hit, score) AS MATERIALIZED (SELECT rowid\(rank) FROM library_title_search WHERE \(matching.condition)) "
            if walk {
                // `+` keeps SQLite from answering the membership by the number index: the walk
                // is in the sort column's index (library_id, column, id).
                conditions.append("+t.number IN (SELECT hit FROM hits)")
            } else {
                from = "FROM hits CROSS JOIN library_titles t ON t.number = hits.hit"
            }
        case .tsquery(let query):
            hits = "WITH hits AS MATERIALIZED (SELECT id AS hit FROM library_titles WHERE library_id = \(bind: library) AND search @@ to_tsquery('simple', \(bind: query))) "
            from = "FROM hits JOIN library_titles t ON t.id = hits.hit"
        case .rankedTsquery(let query):
            conditions.append("t.search @@ to_tsquery('simple', \(bind: query))")
            score = "ts_rank(t.search, to_tsquery('simple', \(bind: query)))"
        }
        let total: SQLQueryString = counted ? ", COUNT(*) OVER () AS total" : ""
        let past: SQLQueryString
        let order: SQLQueryString
        switch page {
        case .ranked(let offset, let rows):
            past = ""
            order = " ORDER BY \(score) DESC, t.number LIMIT \(literal: rows) OFFSET \(literal: offset)"
        case .ordered(let titleOrder, let rows):
            past = Self.pastKeyset(titleOrder)
            order = "\(Self.orderBy(titleOrder)) LIMIT \(literal: rows)"
        }
        return try await sql.raw("""
            \(hits)SELECT \(TitleListing.columns)\(total) \(from) WHERE \((conditions + Self.conditions(filters, library: library)).joined(separator: " AND "))\(past)\(order)
            """).all(decoding: CountedTitle.self)
    }

    /// The filters' conditions on the library's titles (`t`).
    static func conditions(_ filters: TitleFilters, library: UUID) -> [SQLQueryString] {
        // Withdrawn titles are out of every search and browse (`TitleWithdrawal`).
        var conditions: [SQLQueryString] = ["t.withdrawn_at IS NULL"]
        if let language = filters.language { conditions.append("t.language = \(bind: language)") }
        if let key = filters.publisherKey { conditions.append("t.publisher_key = \(bind: key)") }
        if let category = filters.category {
            conditions.append("t.id IN (SELECT title_id FROM library_title_subjects WHERE library_id = \(bind: library) AND subject = \(bind: category))")
        }
        if filters.availableNow { conditions.append("(t.copies IS NULL OR t.out_count < t.copies)") }
        if let digits = filters.isbnDigits { conditions.append("t.isbns LIKE \(bind: "%" + digits + "%")") }
        return conditions
    }

    // MARK: pages found by the word index

    /// PostgreSQL: the library's titles among `numbers` in an order, past its title, up to
    /// `rows` of them (all without).
    func titles(among numbers: [Int], library: UUID, order: TitleOrder, rows: Int?) async throws -> [TitleListing] {
        let limit: SQLQueryString = rows.map { " LIMIT \(literal: $0)" } ?? ""
        return try await sql.raw("""
            SELECT \(TitleListing.columns) FROM library_titles t WHERE t.library_id = \(bind: library) AND t.number = ANY(\(bind: numbers))\
            \(Self.pastKeyset(order))\(Self.orderBy(order))\(limit)
            """).all(decoding: TitleListing.self)
    }

    /// The library's titles' numbers and keys in a column's order, past its title, `rows` at a time.
    func sortKeys(library: UUID, order: TitleOrder, rows: Int) async throws -> [SortKeyRow] {
        try await sql.raw("""
            SELECT t.number, t.id, t.\(unsafeRaw: Self.sortColumn(order.sort)) AS \(unsafeRaw: SortKeyRow.column(order.sort).stringValue) \
            FROM library_titles t WHERE t.library_id = \(bind: library)\(Self.pastKeyset(order))\(Self.orderBy(order)) LIMIT \(literal: rows)
            """).all(decoding: SortKeyRow.self)
    }

    /// The library's titles a publisher (0) or a category (1) lets through, and those with no
    /// copy free (2), of the filters asked for, in one statement (each by its index).
    func filteredTitleNumbers(library: UUID, publisherKey: String?, category: String?, noCopyFree: Bool) async throws -> [FilteredTitleRow] {
        var parts: [SQLQueryString] = []
        if let publisherKey {
            parts.append("SELECT 0 AS filter, number FROM library_titles WHERE library_id = \(bind: library) AND publisher_key = \(bind: publisherKey)")
        }
        if let category {
            parts.append("""
                SELECT 1 AS filter, t.number AS number FROM library_title_subjects s JOIN library_titles t ON t.id = s.title_id
                WHERE s.library_id = \(bind: library) AND s.subject = \(bind: category)
                """)
        }
        if noCopyFree {
            // The terms of `IndexTitlesWithNoCopyFree`'s index, so that it is the one read.
            parts.append("SELECT 2 AS filter, number FROM library_titles WHERE library_id = \(bind: library) AND copies IS NOT NULL AND out_count >= copies")
        }
        guard !parts.isEmpty else { return [] }
        return try await sql.raw(parts.joined(separator: " UNION ALL ")).all(decoding: FilteredTitleRow.self)
    }
}

/// A title and how many the search found in all (when the statement counted them).
struct CountedTitle: Decodable, Sendable {
    let title: TitleListing
    let total: Int?

    private enum CodingKeys: String, CodingKey { case total }

    init(from decoder: any Decoder) throws {
        title = try TitleListing(from: decoder)
        total = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .total)
    }
}

/// A title's number and its key in a column's order: the column is named by the key's type.
struct SortKeyRow: Decodable, Sendable {
    let number: Int
    let key: LibraryStore.TitleKey

    enum CodingKeys: String, CodingKey {
        case number, id, text = "sort_text", integer = "sort_integer", real = "sort_real", date = "sort_date"
    }

    static func column(_ sort: TitleQuery.Sort) -> CodingKeys {
        switch sort {
        case .title, .author, .publisher, .relevance: .text
        case .published, .popularity: .integer
        case .rating: .real
        case .added: .date
        }
    }

    init(from decoder: any Decoder) throws {
        let row = try decoder.container(keyedBy: CodingKeys.self)
        number = try row.decode(Int.self, forKey: .number)
        var key = LibraryStore.TitleKey(id: try row.decode(UUID.self, forKey: .id))
        if row.contains(.text) {
            key.text = try row.decode(String.self, forKey: .text)
        } else if row.contains(.integer) {
            key.number = Double(try row.decode(Int.self, forKey: .integer))
        } else if row.contains(.real) {
            key.number = try row.decode(Double.self, forKey: .real)
        } else {
            // Exact: no conversion between epochs.
            key.number = try row.decode(Date.self, forKey: .date).timeIntervalSinceReferenceDate
        }
        self.key = key
    }
}

/// A title a filter lets through (0 publisher, 1 category) or keeps out (2).
struct FilteredTitleRow: Decodable, Sendable {
    let filter: Int
    let number: Int
}
