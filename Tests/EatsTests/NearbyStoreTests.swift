import Foundation
import SatchelCore
import SatchelGeo
@testable import Eats
import Testing

/// The compact store behind the nearby index against a plain dictionary of the same
/// restaurants: after any order of adds, moves, renames, hidings, ratings and removals, a search
/// finds exactly what a scan of the dictionary finds, with the same facts.
@Suite("The nearby index's compact store")
struct NearbyStoreTests {
    static let center = GeoPoint(latitude: 60.17, longitude: 24.94)

    static func randomFacts(_ id: UUID, _ rng: inout SplitMix64) -> RestaurantFacts {
        // Within ~3 km of the centre, so cells fill up and searches overlap many of them.
        let point = Geo.destination(from: center, metres: Double.random(in: 0...3_000, using: &rng), bearing: Double.random(in: 0..<360, using: &rng))
        let hidden = Int.random(in: 0..<5, using: &rng) == 0
        return RestaurantFacts(
            id: id, latitude: point.latitude, longitude: point.longitude,
            nameKey: ["pizza place", "ramen", "kahvila äiti", String(repeating: "long name ", count: Int.random(in: 1...6, using: &rng))].randomElement(using: &rng)!,
            cuisines: ["pizza", "ramen;noodle", "", "coffee_shop"].randomElement(using: &rng)!,
            diets: ["", "vegan", "vegetarian;gluten_free"].randomElement(using: &rng)!,
            openingHours: ["Mo-Fr 10:00-20:00", nil, "24/7"].randomElement(using: &rng)!,
            timeZone: "Europe/Helsinki", priceLevel: [nil, 1, 3].randomElement(using: &rng)!,
            ratingSum: Int.random(in: 0...50, using: &rng), ratingCount: Int.random(in: 0...10, using: &rng),
            hidden: hidden, addedBy: hidden || Bool.random(using: &rng) ? UUID() : nil)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func searchesFindWhatAScanOfTheSameRestaurantsFindsAfterAnyOrderOfChanges(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var store = NearbyStore(expecting: Int.random(in: 0...50, using: &rng))
        var truth: [UUID: RestaurantFacts] = [:]
        // As a load fills it: every restaurant, then filed by cell at once.
        for _ in 0..<Int.random(in: 0...300, using: &rng) {
            let facts = Self.randomFacts(UUID(), &rng)
            store.put(facts)
            truth[facts.id] = facts
        }
        store.seal()
        for step in 0..<3_000 {
            let known = Array(truth.keys)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: // a new one
                let facts = Self.randomFacts(UUID(), &rng)
                store.put(facts)
                truth[facts.id] = facts
            case 4..<6 where !known.isEmpty: // changed: moved, renamed, hidden…
                let id = known.randomElement(using: &rng)!
                let facts = Self.randomFacts(id, &rng)
                store.put(facts)
                truth[id] = facts
            case 6..<8 where !known.isEmpty:
                let id = known.randomElement(using: &rng)!
                store.remove(id)
                truth[id] = nil
            case 8 where !known.isEmpty:
                let id = known.randomElement(using: &rng)!
                store.addRating(id, sum: 4, count: 1)
                truth[id]!.ratingSum += 4
                truth[id]!.ratingCount += 1
            default:
                store.remove(UUID()) // unknown: nothing happens
            }
            #expect(store.count == truth.count)
            guard step % 100 == 0 else { continue }
            let probe = Geo.destination(from: Self.center, metres: Double.random(in: 0...3_000, using: &rng), bearing: Double.random(in: 0..<360, using: &rng))
            let radius = Double.random(in: 100...2_500, using: &rng)
            let found = store.search(around: probe, radius: radius) { _ in true }.map(\.0).sorted { $0.id.uuidString < $1.id.uuidString }
            let expected = truth.values.filter { Geo.distance(probe, $0.point) <= radius }.map { facts in
                var kept = facts
                if !kept.hidden { kept.addedBy = nil } // only a hidden one's adder is kept: they still see it
                return kept
            }.sorted { $0.id.uuidString < $1.id.uuidString }
            // What differs, not both lists (hundreds of restaurants).
            let missing = expected.filter { !found.contains($0) }, extra = found.filter { !expected.contains($0) }
            #expect(missing.isEmpty && extra.isEmpty && found.count == expected.count,
                    "seed \(seed), step \(step): missing \(missing), extra \(extra), \(found.count) found of \(expected.count)")
        }
        for (id, facts) in truth {
            #expect(store.facts(of: id)?.nameKey == facts.nameKey)
        }
    }
}
