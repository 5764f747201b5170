import Foundation
import SatchelAPI
import SatchelGeo
import SatchelKit
import Testing

/// The refresh region's promise, at many positions in generated cities: the phone leaves it
/// before it can enter any circle not watched, and where that needs a region smaller than iOS
/// watches reliably, the plan names exactly the reminders concerned.
@Suite("Geofence planner: the refresh region's promise")
struct GeofencePlannerPromiseTests {
    typealias SeededGenerator = GeofencePlannerTests.SeededGenerator

    static let centre = GeoPoint(latitude: 59.3326, longitude: 18.0649)

    static func reminder(_ n: Int, at spot: GeoPoint, radius: Double) -> Reminder {
        Reminder(id: UUID(), title: "R\(n)", notes: "", due: nil, dueAt: nil, repeat: nil,
                 place: ReminderPlace(latitude: spot.latitude, longitude: spot.longitude, label: "P\(n)", radius: radius),
                 listId: nil, doneAt: nil, presence: nil, firedAt: nil, createdAt: Date(), updatedAt: Date())
    }

    /// `count` reminders scattered within `spread` metres of the centre, radii 40–300 m.
    static func city(count: Int, spread: Double, seed: UInt64) -> [Reminder] {
        var random = SeededGenerator(state: seed)
        return (0..<count).map { n in
            let spot = Geo.destination(from: centre, metres: Double.random(in: 0...spread, using: &random),
                                       bearing: Double.random(in: 0..<360, using: &random))
            return reminder(n, at: spot, radius: Double.random(in: 40...300, using: &random))
        }
    }

    /// Metres from `position` to the reminder's circle (0 inside it).
    static func edge(_ reminder: Reminder, from position: GeoPoint) -> Double {
        let place = reminder.place!
        return max(0, Geo.distance(position, GeoPoint(latitude: place.latitude, longitude: place.longitude)) - (place.radius ?? 150))
    }

    /// Checks the promise at one position; returns whether the plan had to flag anything.
    @discardableResult
    static func checkPromise(_ reminders: [Reminder], at position: GeoPoint, _ where_: String) -> Bool {
        let plan = GeofencePlanner.plan(at: position, reminders: reminders)
        #expect(plan.regions.count <= GeofencePlanner.iOSLimit, "\(where_)")
        let byID = Dictionary(uniqueKeysWithValues: reminders.map { ($0.id, $0) })
        let watched = Set(plan.regions.compactMap(\.reminder))
        let unwatched = reminders.filter { !watched.contains($0.id) }
        guard let refresh = plan.refresh else {
            #expect(unwatched.isEmpty && plan.unreliable.isEmpty, "\(where_)")
            return false
        }
        #expect(refresh.center == position, "\(where_)")
        // No unwatched circle reaches into the refresh region.
        for reminder in unwatched {
            #expect(edge(reminder, from: position) >= refresh.radius, "\(where_): \(reminder.title) overlaps the refresh region")
        }
        // Flagged: exactly the unwatched reminders nearer than a reliable region, with their distance.
        let expected = Set(unwatched.filter { edge($0, from: position) < GeofencePlanner.minimumRefreshRadius }.map(\.id))
        #expect(Set(plan.unreliable.map(\.reminder)) == expected, "\(where_)")
        #expect(plan.unreliable.count == expected.count, "\(where_): each flagged once")
        for flagged in plan.unreliable {
            guard case .tooDenseHere(let distance) = flagged.reason, let reminder = byID[flagged.reminder] else { continue }
            #expect(abs(distance - edge(reminder, from: position)) < 0.001, "\(where_)")
        }
        if refresh.radius < GeofencePlanner.minimumRefreshRadius {
            #expect(!plan.unreliable.isEmpty, "\(where_): a refresh region too small to trust is always explained")
        } else {
            #expect(plan.unreliable.isEmpty, "\(where_)")
        }
        return !plan.unreliable.isEmpty
    }

    static func positions(around: GeoPoint, within metres: Double, count: Int, using random: inout SeededGenerator) -> [GeoPoint] {
        (0..<count).map { _ in
            Geo.destination(from: around, metres: Double.random(in: 0...metres, using: &random),
                            bearing: Double.random(in: 0..<360, using: &random))
        }
    }

    @Test(arguments: UInt64(1)...12)
    func denseCityThirtyRemindersWithin200Metres(seed: UInt64) {
        let reminders = Self.city(count: 30, spread: 200, seed: seed &* 104_729)
        var random = SeededGenerator(state: seed)
        var flagged = 0
        for (n, position) in Self.positions(around: Self.centre, within: 600, count: 60, using: &random).enumerated()
        where Self.checkPromise(reminders, at: position, "dense seed \(seed) position \(n)") {
            flagged += 1
        }
        #expect(flagged > 0, "a dense cluster has positions where no reliable refresh region fits")
    }

    @Test(arguments: UInt64(1)...6)
    func sparseCityTwoHundredRemindersOver10Kilometres(seed: UInt64) {
        let reminders = Self.city(count: 200, spread: 10_000, seed: seed &* 7_919)
        var random = SeededGenerator(state: seed &+ 1_000)
        for (n, position) in Self.positions(around: Self.centre, within: 12_000, count: 80, using: &random).enumerated() {
            Self.checkPromise(reminders, at: position, "sparse seed \(seed) position \(n)")
        }
    }

    /// Issue 46: around a 30-reminder cluster, at some positions the old 100 m floor made the
    /// refresh region reach into unwatched circles 40–90 m away.
    @Test func aThirtyReminderClusterNeverHidesAnUnwatchedCircleInsideTheRefreshRegion() {
        // Three rings of ten 50 m circles, 60, 120 and 180 m from the centre.
        let reminders: [Reminder] = (0..<30).map { (n: Int) -> Reminder in
            let ring = Double(60 * (n / 10 + 1))
            let bearing = Double(n % 10) * 36
            return Self.reminder(n, at: Geo.destination(from: Self.centre, metres: ring, bearing: bearing), radius: 50)
        }
        // 56 positions: 7 distances out to 450 m, 8 bearings.
        var overlappedBefore = 0
        for step in 0..<7 {
            for bearing in stride(from: 0.0, to: 360, by: 45) {
                let position = Geo.destination(from: Self.centre, metres: Double(step) * 75, bearing: bearing)
                let plan = GeofencePlanner.plan(at: position, reminders: reminders)
                let watched = Set(plan.regions.compactMap(\.reminder))
                let nearestUnwatched = reminders.filter { !watched.contains($0.id) }.map { Self.edge($0, from: position) }.min() ?? .infinity
                if nearestUnwatched < GeofencePlanner.minimumRefreshRadius { overlappedBefore += 1 }
                Self.checkPromise(reminders, at: position, "\(step * 75) m at \(bearing)°")
            }
        }
        #expect(overlappedBefore > 0, "the case of the issue: positions where a 100 m refresh region overlapped an unwatched circle")
    }

    /// Twenty-one circles around the phone: nineteen watched, the phone inside the other two.
    @Test func insideAnUnwatchedCircleTheRefreshRegionIsEmptyAndTheReminderFlagged() throws {
        let reminders: [Reminder] = (0..<21).map { (n: Int) -> Reminder in
            Self.reminder(n, at: Geo.destination(from: Self.centre, metres: Double(n) * 5, bearing: 90), radius: 150)
        }
        let plan = GeofencePlanner.plan(at: Self.centre, reminders: reminders)
        #expect(try #require(plan.refresh).radius == 0)
        #expect(plan.unreliable.map(\.reason) == [.tooDenseHere(distance: 0), .tooDenseHere(distance: 0)])
        #expect(plan.unmonitored == plan.unreliable.map(\.reminder))
    }
}
