import Foundation
import SatchelAPI
import SatchelGeo
import SatchelKit
import Testing

/// The planner over generated reminder sets (seeded, so a failure can be replayed).
@Suite("Geofence planner")
struct GeofencePlannerTests {
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let home = GeoPoint(latitude: 59.3326, longitude: 18.0649)

    static func reminders(count: Int, seed: UInt64) -> [Reminder] {
        var random = SeededGenerator(state: seed)
        return (0..<count).map { n in
            // Anywhere from next door to 80 km away; some without a place, some done.
            let spot = Geo.destination(from: home, metres: Double.random(in: 0...80_000, using: &random),
                                       bearing: Double.random(in: 0..<360, using: &random))
            let hasPlace = Int.random(in: 0..<10, using: &random) > 0
            let done = Int.random(in: 0..<8, using: &random) == 0
            return Reminder(id: UUID(), title: "R\(n)", notes: "", due: nil, dueAt: nil, repeat: nil,
                            place: hasPlace ? ReminderPlace(latitude: spot.latitude, longitude: spot.longitude, label: "P\(n)",
                                                            radius: Double.random(in: 50...5_000, using: &random)) : nil,
                            listId: nil, doneAt: done ? Date() : nil, presence: nil, firedAt: nil, createdAt: Date(), updatedAt: Date())
        }
    }

    static func edge(_ r: Reminder) -> Double {
        max(0, Geo.distance(home, GeoPoint(latitude: r.place!.latitude, longitude: r.place!.longitude)) - (r.place!.radius ?? 150))
    }

    @Test(arguments: [0, 1, 7, 19, 20, 21, 35, 120])
    func neverMoreRegionsThanTheLimitAndNothingOpenIsForgotten(count: Int) {
        for seed in UInt64(1)...25 {
            let all = Self.reminders(count: count, seed: seed &* 7919 &+ UInt64(count))
            let open = all.filter { $0.doneAt == nil && $0.place != nil }
            let plan = GeofencePlanner.plan(at: Self.home, reminders: all)
            #expect(plan.regions.count <= GeofencePlanner.iOSLimit)
            let watched = Set(plan.regions.compactMap(\.reminder))
            // Every open place reminder is either watched or listed as not watched, never both.
            #expect(watched.union(plan.unmonitored) == Set(open.map(\.id)))
            #expect(watched.isDisjoint(with: plan.unmonitored))
            // Done reminders and reminders without a place are never watched.
            #expect(watched.isSubset(of: Set(open.map(\.id))))
            if open.count <= GeofencePlanner.iOSLimit {
                #expect(plan.refresh == nil && plan.unmonitored.isEmpty)
            } else {
                #expect(plan.regions.count == GeofencePlanner.iOSLimit && watched.count == GeofencePlanner.iOSLimit - 1)
            }
        }
    }

    @Test func theWatchedAreTheNearestAndTheRefreshRegionEndsBeforeAnyUnwatchedOne() {
        for seed in UInt64(1)...50 {
            let all = Self.reminders(count: 60, seed: seed)
            let plan = GeofencePlanner.plan(at: Self.home, reminders: all)
            let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
            let farthestWatched = plan.regions.compactMap(\.reminder).map { Self.edge(byID[$0]!) }.max() ?? 0
            let nearestUnwatched = plan.unmonitored.map { Self.edge(byID[$0]!) }.min() ?? .infinity
            #expect(farthestWatched <= nearestUnwatched, "seed \(seed)")
            let refresh = try! #require(plan.refresh)
            #expect(refresh.center == Self.home && refresh.identifier == GeofencePlanner.refreshIdentifier)
            // Leaving the refresh circle happens before reaching any circle not watched.
            #expect(refresh.radius <= nearestUnwatched, "seed \(seed)")
            #expect(plan.unreliable.allSatisfy { Self.edge(byID[$0.reminder]!) < GeofencePlanner.minimumRefreshRadius }, "seed \(seed)")
        }
    }

    @Test func thePlanIsTheSameWhateverOrderTheRemindersCameIn() {
        let all = Self.reminders(count: 40, seed: 99)
        var random = SeededGenerator(state: 5)
        let first = GeofencePlanner.plan(at: Self.home, reminders: all)
        let again = GeofencePlanner.plan(at: Self.home, reminders: all.shuffled(using: &random))
        #expect(first == again)
    }

    @Test func aLeaveReminderKeepsItsTrigger() {
        let leave = Reminder(id: UUID(), title: "Lock the door", notes: "", due: nil, dueAt: nil, repeat: nil,
                             place: ReminderPlace(latitude: 59.33, longitude: 18.06, label: "Home", radius: 200, trigger: "leave"),
                             listId: nil, doneAt: nil, presence: nil, firedAt: nil, createdAt: Date(), updatedAt: Date())
        let plan = GeofencePlanner.plan(at: Self.home, reminders: [leave])
        #expect(plan.regions.map(\.trigger) == ["leave"] && plan.regions.first?.radius == 200)
    }

    @Test func eachPlaceOfAReminderIsARegionAndTheNearestNineteenAreWatched() {
        let places = (1...24).map { n in
            let p = Geo.destination(from: Self.home, metres: Double(n) * 1_000, bearing: 45)
            return ReminderPlace(latitude: p.latitude, longitude: p.longitude, label: "Shop \(n)", radius: 100)
        }
        let reminder = Reminder(id: UUID(), title: "Any shop", notes: "", due: nil, dueAt: nil, repeat: nil, place: places[0], listId: nil,
                                doneAt: nil, presence: nil, firedAt: nil, createdAt: Date(), updatedAt: Date())
        var several = reminder
        several.otherPlaces = Array(places.dropFirst())
        let plan = GeofencePlanner.plan(at: Self.home, reminders: [several])
        #expect(plan.regions.count == GeofencePlanner.iOSLimit)
        #expect(plan.regions.dropLast().map(\.identifier) == [reminder.id.uuidString] + (2...19).map { "\(reminder.id.uuidString)#\($0)" })
        // Watched at its nearer places: not also listed as unmonitored.
        #expect(plan.unmonitored.isEmpty)
        #expect(plan.refresh?.radius ?? 0 > 0)
    }
}
