import Foundation

/// The rows of the restaurants lists showed lately (at most `limit`), so a page in a busy
/// centre needs no database read. Any change to a restaurant the index hears of drops its row,
/// and a row read while anything changed is not kept: it is never staler than the index.
struct RecentListings: Sendable {
    static let limit = 20_000
    private var rows: [UUID: RestaurantListing] = [:]
    private(set) var generation = 0

    /// One restaurant changed (nil: all of them, as after a full reload).
    mutating func changed(_ id: UUID?) {
        generation &+= 1
        if let id { rows[id] = nil } else { rows.removeAll() }
    }

    func rows(_ ids: [UUID]) -> (found: [UUID: RestaurantListing], missing: [UUID]) {
        var found: [UUID: RestaurantListing] = [:]
        var missing: [UUID] = []
        for id in ids {
            if let row = rows[id] { found[id] = row } else { missing.append(id) }
        }
        return (found, missing)
    }

    /// Keeps rows read from the database when nothing changed since `generation`.
    mutating func keep(_ read: [UUID: RestaurantListing], readAt generation: Int) {
        guard generation == self.generation, !read.isEmpty else { return }
        // Full: start over (cheaper than tracking use; the busy centres fill it again at once).
        if rows.count + read.count > Self.limit { rows.removeAll(keepingCapacity: true) }
        rows.merge(read) { _, new in new }
    }
}
