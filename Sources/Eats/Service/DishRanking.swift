import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelCore

/// Rating totals per cuisine, kept with every rating change.
package struct CuisineStats: Sendable {
    static let schema = "eats_cuisine_stats"
    let context: SatchelContext

    package init(context: SatchelContext) { self.context = context }

    /// Adds `sum` and `count` (negative to take away) to each of `cuisines`.
    package func add(_ cuisines: [String], sum: Int, count: Int) async throws {
        let store = context.eatsStore
        for cuisine in cuisines { try await store.addToCuisineTotals(cuisine, sum: sum, count: count) }
    }

    /// Each cuisine's mean, itself shrunk toward the overall prior: from the cache when it is
    /// at most a few seconds old (this process's rating changes clear it).
    func means() async throws -> [String: Double] {
        guard let cache = context.part(CuisineMeans.self) else { return try await read() }
        if let fresh = cache.value(now: Date()) { return fresh }
        let means = try await read()
        cache.keep(means, now: Date())
        return means
    }

    private func read() async throws -> [String: Double] {
        var means: [String: Double] = [:]
        for row in try await context.eatsStore.cuisineTotals() {
            means[row.cuisine] = Ranking.bayesianAverage(sum: Double(row.ratingSum), count: row.ratingCount,
                                                        priorMean: DishRanking.overallPrior, priorWeight: DishRanking.cuisineWeight)
        }
        return means
    }
}

/// The cuisine means, kept a few seconds: every list of restaurants shows ratings.
package final class CuisineMeans: DroppableCache {
    package let cacheName = "cuisine means"
    package let droppedBy: Set<String> = [CuisineStats.schema]
    package func drop(_ changes: [CacheChange]) { clear() }

    static let lifetime: TimeInterval = 5
    private let cached = NIOLockedValueBox<(means: [String: Double], at: Date)?>(nil)

    func value(now: Date) -> [String: Double]? {
        TableReads.used(self)
        return cached.withLockedValue { c in c.flatMap { now.timeIntervalSince($0.at) < Self.lifetime ? $0.means : nil } }
    }

    func keep(_ means: [String: Double], now: Date) { cached.withLockedValue { $0 = (means, now) } }

    package func clear() { cached.withLockedValue { $0 = nil } }
}

/// How dishes and restaurants are scored: each level's mean shrinks toward the level above —
/// a dish toward its restaurant, a restaurant toward its cuisine, a cuisine toward 3.5 — so a
/// single 5-star vote never outranks fifty 4.6s, and a new place starts at what is usual.
enum DishRanking {
    static let overallPrior = 3.5
    static let cuisineWeight = 10.0
    static let restaurantWeight = 10.0
    static let dishWeight = 5.0

    /// The mean a restaurant's unrated or thinly rated dishes start from.
    static func restaurantPrior(_ r: RestaurantFacts, cuisineMeans: [String: Double]) -> Double {
        let known = r.cuisineList.compactMap { cuisineMeans[$0] }
        let cuisineMean = known.isEmpty ? overallPrior : known.reduce(0, +) / Double(known.count)
        return Ranking.bayesianAverage(sum: Double(r.ratingSum), count: r.ratingCount, priorMean: cuisineMean, priorWeight: restaurantWeight)
    }

    /// The restaurant's rating for lists; nil before its first rating.
    static func restaurantRating(_ r: RestaurantFacts, cuisineMeans: [String: Double]) -> Double? {
        r.ratingCount > 0 ? restaurantPrior(r, cuisineMeans: cuisineMeans) : nil
    }

    static func score(_ d: DishRow, prior: Double) -> Double {
        Ranking.bayesianAverage(sum: Double(d.ratingSum), count: d.ratingCount, priorMean: prior, priorWeight: dishWeight)
    }

    /// Best first; equal scores by more ratings, then name.
    static func ranked(_ dishes: [DishRow], prior: Double) -> [(dish: DishRow, score: Double)] {
        dishes.map { ($0, score($0, prior: prior)) }.sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.0.ratingCount != b.0.ratingCount { return a.0.ratingCount > b.0.ratingCount }
            return (a.0.nameKey, a.0.id.uuidString) < (b.0.nameKey, b.0.id.uuidString)
        }
    }
}
