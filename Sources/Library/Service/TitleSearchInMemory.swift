import Foundation
import SatchelCore

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
        let rows = try await context.libraryStore.titles(numbered: numbers, library: libraryID)
        let byNumber = Dictionary(rows.map { ($0.number, $0) }, uniquingKeysWith: { a, _ in a })
        return numbers.compactMap { byNumber[$0] }
    }

    /// PostgreSQL, a text search sorted by a column, no filters, the word index ready. The index
    /// says which titles match and how many; a few are read by number and sorted, many are
    /// found walking the column's index (library_id, column, id) a batch at a time, keeping the
    /// matches — as SQLite walks it in one statement (`joined`). PostgreSQL's own text search
    /// read and sorted every match (a common word start sorted took 350–520 ms).
    func sortedInMemory(_ index: TitleWordIndex, _ q: TitleQuery, terms: [String], sort: TitleQuery.Sort, libraryID: UUID, after: PageCursor?,
                        fingerprint: String, limit: Int) async throws -> Result {
        let store = context.libraryStore
        let words = terms.map { TitleWordIndex.Term(word: Array($0.utf8)) }
        let matches = index.matching(words, in: TitleWordIndex.Fields(searching: q.field))
        let order = LibraryStore.TitleOrder(sort: sort, descending: q.descending, after: after?.key)
        var titles: [TitleListing] = []
        if matches.isEmpty {
            // Nothing to read.
        } else if matches.count < walkFrom {
            titles = try await store.titles(among: matches, library: libraryID, order: order, rows: limit + 1)
        } else {
            // A batch is sized to hold a page of matches at their share of the library; only
            // its numbers are read (decoding whole rows cost more than the walk), and the last
            // row's key, where the next batch starts.
            let share = Double(matches.count) / Double(max(index.count, 1))
            let batch = min(2_000, max(100, Int(Double(limit + 1) / share * 1.5)))
            var walked = order
            var found: [Int] = []
            while found.count <= limit {
                let rows = try await store.sortKeys(library: libraryID, order: walked, rows: batch)
                for row in rows where Self.contains(matches, row.number) { found.append(row.number) }
                guard rows.count == batch, let last = rows.last else { break }
                walked.after = last.key
            }
            if !found.isEmpty {
                var unbounded = order
                unbounded.after = nil
                titles = try await store.titles(among: Array(found.prefix(limit + 1)), library: libraryID, order: unbounded, rows: nil)
            }
        }
        var next: String?
        if titles.count > limit {
            titles.removeLast(titles.count - limit)
            next = Self.keyset(after: titles[limit - 1], sort: sort, fingerprint: fingerprint, total: matches.count).encoded
        }
        return Result(titles: titles, next: next, total: matches.count)
    }

    /// Whether ascending `numbers` hold `number`.
    static func contains(_ numbers: [Int], _ number: Int) -> Bool {
        let place = numbers.partitionPoint { $0 >= number }
        return place < numbers.count && numbers[place] == number
    }
}
