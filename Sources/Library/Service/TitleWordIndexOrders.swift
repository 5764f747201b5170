import Foundation

/// Sorted searches from the word index: each title's place in an order by a catalogue column
/// is kept with the index, so a page is found in one pass over the matches. Walking a sort
/// column's index for the matches took PostgreSQL thousands of rows when they were far along
/// it (a word start sorted by publisher, descending: p95 28 ms over 250,000 titles).
extension TitleWordIndex {
    /// The orders only an import changes; popularity and ratings move with every loan and vote.
    static let staticSorts: [TitleQuery.Sort] = [.title, .author, .publisher, .published, .added]

    /// Up to `limit` numbers of the titles matching every term (and `allowed`), in `order` (each title's place,
    /// see `orders`), reversed when `descending`, after the title numbered `after`; and how many
    /// match. Nil when `after` is no longer in the index (the database answers then).
    func sorted(_ terms: [Term], in fields: Fields, allowed: Places? = nil, order: [UInt32], descending: Bool, after: Int?,
                limit: Int) -> (numbers: [Int], total: Int)? {
        var start: Int?
        if let after {
            guard let place = place(of: after) else { return nil }
            start = Int(order[place])
        }
        let matches = matchingPlaces(terms, in: fields, allowed: allowed)
        guard limit > 0, !matches.isEmpty else { return ([], matches.count) }
        // The matches' positions, read from the cursor on in the order's direction.
        var inOrder = Places(count: count, all: false)
        for place in matches { inOrder.insert(Int(order[place])) }
        let positions = inOrder.first(limit, after: start, descending: descending)
        guard let last = positions.last, let firstFound = positions.first else { return ([], matches.count) }
        // The matches between the first and last position found are exactly the page.
        let range = min(firstFound, last)...max(firstFound, last)
        var page: [(position: Int, number: Int)] = []
        page.reserveCapacity(positions.count)
        for place in matches where range.contains(Int(order[place])) { page.append((Int(order[place]), numbers[place])) }
        page.sort { descending ? $0.position > $1.position : $0.position < $1.position }
        return (page.map(\.number), matches.count)
    }
}

extension TitleWordIndexes {
    /// Each static order's place per title, read from the database in the order its sorted
    /// searches use (so collations agree), a batch at a time from where the last one ended (one
    /// statement over 250,000 rows held a connection for seconds, and requests waiting for it
    /// timed out). An order that does not cover the index exactly (the catalogue changed while
    /// reading) is left out, and its searches go to the database.
    static func readOrders(into index: inout TitleWordIndex, library id: UUID, store: LibraryStore) async throws {
        for sort in TitleWordIndex.staticSorts {
            var order = [UInt32](repeating: .max, count: index.count)
            var position = 0
            var complete = true
            var after: LibraryStore.TitleKey?
            reading: while true {
                let rows = try await store.sortKeys(library: id, order: LibraryStore.TitleOrder(sort: sort, descending: false, after: after), rows: batch)
                for row in rows {
                    guard position < index.count, let place = index.place(of: row.number), order[place] == .max
                    else { complete = false; break reading }
                    order[place] = UInt32(position)
                    position += 1
                }
                guard rows.count == batch, let last = rows.last else { break }
                after = last.key
            }
            if complete, position == index.count { index.orders[sort] = order }
        }
    }
}
