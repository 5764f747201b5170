import Foundation
import SatchelCore
import SQLKit

/// Searches answered with the library's `TitleWordIndex`: it finds (and ranks) the matches;
/// the database only reads the page's rows.
extension TitleSearch {
    /// Best match first, the library's word index ready: it ranks (among the titles the
    /// filters allow), and only the page's rows are read.
    func rankedInMemory(_ index: TitleWordIndex, _ terms: [String], _ field: TitleQuery.Field, marked: [String: String],
                        allowed: TitleWordIndex.Places?, libraryID: UUID, after: PageCursor?, fingerprint: String, limit: Int) async throws -> Result {
        // A cursor is only checked against its search: past the last title there is nothing.
        let offset = min(after?.offset ?? 0, index.count)
        let words = terms.map { TitleWordIndex.Term(word: Array($0.utf8), marked: marked[$0].map { Array($0.lowercased().utf8) }) }
        let found = index.search(words, in: TitleWordIndex.Fields(searching: field), allowed: allowed, offset: offset, limit: limit)
        let titles = try await listings(found.numbers, libraryID: libraryID)
        let next = offset + limit < found.total
            ? PageCursor(fingerprint: fingerprint, total: found.total, offset: offset + limit, memory: true).encoded : nil
        return Result(titles: titles, next: next, total: found.total)
    }

    /// A text search sorted by a static order (title, author, publisher, year, added), the word
    /// index ready with that order: it finds the page (among the titles the filters allow), the
    /// database reads its rows. Nil when the cursor's last title has left the index (the
    /// database goes on from its keyset).
    func sortedByOrder(_ index: TitleWordIndex, _ order: [UInt32], _ q: TitleQuery, terms: [String], sort: TitleQuery.Sort,
                       allowed: TitleWordIndex.Places?, libraryID: UUID, after: PageCursor?, fingerprint: String, limit: Int) async throws -> Result? {
        let words = terms.map { TitleWordIndex.Term(word: Array($0.utf8)) }
        guard let found = index.sorted(words, in: TitleWordIndex.Fields(searching: q.field), allowed: allowed, order: order, descending: q.descending,
                                       after: after?.last, limit: limit + 1)
        else { return nil }
        var titles = try await listings(found.numbers, libraryID: libraryID)
        var next: String?
        if titles.count > limit {
            titles.removeLast(titles.count - limit)
            var cursor = Self.keyset(after: titles[limit - 1], sort: sort, fingerprint: fingerprint, total: found.total)
            cursor.last = titles[limit - 1].number
            next = cursor.encoded
        }
        return Result(titles: titles, next: next, total: found.total)
    }

    /// The titles numbered `numbers`, in that order (one read).
    func listings(_ numbers: [Int], libraryID: UUID) async throws -> [TitleListing] {
        guard !numbers.isEmpty else { return [] }
        let sql = context.sql
        let rows = try await sql.raw("""
            SELECT \(unsafeRaw: Self.columnList) FROM library_titles t WHERE t.library_id = \(bind: libraryID)
            AND t.number IN (\(SQLKit.SQLList(numbers.map { SQLBind($0) })))
            """).all()
        let byNumber = Dictionary(try rows.map { try TitleListing(row: $0) }.map { ($0.number, $0) }, uniquingKeysWith: { a, _ in a })
        return numbers.compactMap { byNumber[$0] }
    }

    /// PostgreSQL, a text search sorted by a column, no filters, the word index ready. The index
    /// says which titles match and how many; a few are read by number and sorted, many are
    /// found walking the column's index (library_id, column, id) a batch at a time, keeping the
    /// matches — as SQLite walks it in one statement (`joined`). PostgreSQL's own text search
    /// read and sorted every match (a common word start sorted took 350–520 ms).
    func sortedInMemory(_ index: TitleWordIndex, _ q: TitleQuery, terms: [String], sort: TitleQuery.Sort, libraryID: UUID, after: PageCursor?,
                        fingerprint: String, limit: Int) async throws -> Result {
        let sql = context.sql
        let words = terms.map { TitleWordIndex.Term(word: Array($0.utf8)) }
        let matches = index.matching(words, in: TitleWordIndex.Fields(searching: q.field))
        let select: SQLQueryString = "SELECT \(unsafeRaw: Self.columnList) FROM library_titles t WHERE t.library_id = \(bind: libraryID)"
        let past = Self.pastKeyset(after, sort: sort, descending: q.descending)
        let order = Self.order(sort, descending: q.descending)
        var titles: [TitleListing] = []
        if matches.isEmpty {
            // Nothing to read.
        } else if matches.count < walkFrom {
            titles = try await sql.raw(select + " AND t.number = ANY(\(bind: matches))" + past + order + " LIMIT \(unsafeRaw: String(limit + 1))")
                .all().map { try TitleListing(row: $0) }
        } else {
            // A batch is sized to hold a page of matches at their share of the library; only
            // its numbers are read (decoding whole rows cost more than the walk), and the last
            // row's key, where the next batch starts.
            let share = Double(matches.count) / Double(max(index.count, 1))
            let batch = min(2_000, max(100, Int(Double(limit + 1) / share * 1.5)))
            let column = Self.sortColumn(sort)
            var cursor = after
            var found: [Int] = []
            while found.count <= limit {
                let rows = try await sql.raw("SELECT t.number, t.id, t.\(unsafeRaw: column) AS sort_key FROM library_titles t WHERE t.library_id = \(bind: libraryID)"
                                             + Self.pastKeyset(cursor, sort: sort, descending: q.descending) + order + " LIMIT \(unsafeRaw: String(batch))").all()
                for row in rows {
                    let number = try row.decode(column: "number", as: Int.self)
                    if Self.contains(matches, number) { found.append(number) }
                }
                guard rows.count == batch, let last = rows.last else { break }
                cursor = try Self.keyset(row: last, sort: sort, fingerprint: fingerprint, total: matches.count)
            }
            if !found.isEmpty {
                titles = try await sql.raw(select + " AND t.number = ANY(\(bind: Array(found.prefix(limit + 1))))" + order)
                    .all().map { try TitleListing(row: $0) }
            }
        }
        var next: String?
        if titles.count > limit {
            titles.removeLast(titles.count - limit)
            next = Self.keyset(after: titles[limit - 1], sort: sort, fingerprint: fingerprint, total: matches.count).encoded
        }
        return Result(titles: titles, next: next, total: matches.count)
    }

    /// The cursor after a row of `number, id, sort_key` in the walk.
    static func keyset(row: any SQLRow, sort: TitleQuery.Sort, fingerprint: String, total: Int) throws -> PageCursor {
        var c = PageCursor(fingerprint: fingerprint, total: total)
        c.id = try row.decode(column: "id", as: UUID.self)
        switch sort {
        case .title, .author, .publisher, .relevance: c.text = try row.decode(column: "sort_key", as: String.self)
        case .published, .popularity: c.number = Double(try row.decode(column: "sort_key", as: Int.self))
        case .rating: c.number = try row.decode(column: "sort_key", as: Double.self)
        case .added: c.number = try row.decode(column: "sort_key", as: Date.self).timeIntervalSinceReferenceDate
        }
        return c
    }

    /// Whether ascending `numbers` hold `number`.
    static func contains(_ numbers: [Int], _ number: Int) -> Bool {
        let place = numbers.partitionPoint { $0 >= number }
        return place < numbers.count && numbers[place] == number
    }
}
