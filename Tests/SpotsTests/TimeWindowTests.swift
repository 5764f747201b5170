import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("A place reminder's time window")
struct TimeWindowTests {
    /// Monday 4 May 2026, 07:00 UTC.
    static let mondayMorning = Date(timeIntervalSince1970: 1_777_878_000)

    static func draft(_ start: String, _ end: String, days: [Int]? = nil, zone: String = "UTC") -> ReminderDraft {
        var draft = PositionTests.milk
        draft.window = ReminderWindow(start: start, end: end, timeZone: zone, days: days)
        return draft
    }

    @Test func anArrivalOutsideTheWindowDoesNotAlert() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.draft("08:00", "20:00"), as: ada)
            t.clock.freeze(at: Self.mondayMorning)
            #expect(try await t.report(Places.near(Places.shop, 20), as: ada).fired.isEmpty)
            #expect(try await t.alerts(ada).isEmpty)
        }
    }

    @Test func stillThereWhenTheWindowOpensItAlertsThenOnce() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.draft("08:00", "20:00"), as: ada)
            t.clock.freeze(at: Self.mondayMorning)
            try await t.report(Places.near(Places.shop, 20), as: ada)
            t.clock.advance(by: 3600) // 08:00
            #expect(try await t.report(Places.near(Places.shop, 30), as: ada).fired == [reminder.id])
            t.clock.advance(by: 60)
            #expect(try await t.report(Places.near(Places.shop, 25), as: ada).fired.isEmpty)
            #expect(try await t.alerts(ada).count == 1)
        }
    }

    @Test func theWindowIsReadInItsTimeZone() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.draft("08:00", "20:00", zone: "Europe/Stockholm"), as: ada)
            t.clock.freeze(at: Self.mondayMorning) // 09:00 in Stockholm
            #expect(try await t.report(Places.near(Places.shop, 20), as: ada).fired == [reminder.id])
        }
    }

    @Test func aWindowCrossingMidnightIsOpenAfterMidnight() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.draft("22:00", "08:00"), as: ada)
            t.clock.freeze(at: Self.mondayMorning) // 07:00: still Sunday night's window
            #expect(try await t.report(Places.near(Places.shop, 20), as: ada).fired == [reminder.id])
        }
    }

    @Test func weekdaysOnlyKeepsTheWeekendQuiet() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.draft("06:00", "20:00", days: [1, 2, 3, 4, 5]), as: ada)
            t.clock.freeze(at: Self.mondayMorning.addingTimeInterval(-2 * 86_400)) // Saturday 07:00
            #expect(try await t.report(Places.near(Places.shop, 20), as: ada).fired.isEmpty)
        }
    }

    @Test func windowDaysAreCheckedAndShownBack() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bad = try await t.request(SpotsRoute.createReminder, token: ada.token, json: Self.draft("08:00", "20:00", days: [0, 8]))
            #expect(bad.status == .unprocessableEntity && bad.body.string.contains("window.days"))
            let made = try await t.reminder(Self.draft("08:00", "20:00", days: [1, 2, 3, 4, 5]), as: ada)
            #expect(made.window == ReminderWindow(start: "08:00", end: "20:00", timeZone: "UTC", days: [1, 2, 3, 4, 5]))
        }
    }

    @Test func aWindowNeedsAPlace() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var draft = Self.draft("08:00", "20:00")
            draft.place = nil
            draft.due = ReminderDue(local: "2030-01-01T09:00", timeZone: "UTC")
            let res = try await t.request(SpotsRoute.createReminder, token: ada.token, json: draft)
            #expect(res.status == .unprocessableEntity && res.body.string.contains("\"window\""))
        }
    }
}

@Suite("Walking past N places of one reminder")
struct ManyPlacesWalkTests {
    /// N places along a line 1 km apart; a walk past each with jitter inside the hysteresis
    /// band alerts once at each, never twice at one.
    @Test(arguments: [2, 7, 19])
    func aWalkPastEachAlertsOnceAtEach(_ seed: Int) async throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let n = 2 + Int(rng.next() % 18)
        let start = Places.near(Places.shop, Double(rng.next() % 5000), bearing: Double(rng.next() % 360))
        let places = (0..<n).map { i in Places.near(start, Double(i) * 1000 + Double(rng.next() % 200), bearing: 90) }
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let first = places[0], others = places.dropFirst()
            let draft = ReminderDraft(title: "Any of them", place: ReminderPlace(latitude: first.latitude, longitude: first.longitude, label: "P0", radius: 150),
                                      otherPlaces: others.enumerated().map { i, p in
                                          ReminderPlace(latitude: p.latitude, longitude: p.longitude, label: "P\(i + 1)", radius: 150) })
            _ = try await t.reminder(draft, as: ada)
            t.clock.freeze(at: t.clock.now)
            var fired = 0
            for place in places {
                // Approach, jitter inside and across the edge (never beyond radius + margin), leave.
                for metres in [600.0, 100, Double(rng.next() % 150), 190, Double(rng.next() % 140), 195, 120, 600] {
                    t.clock.advance(by: 15)
                    let bearing = Double(rng.next() % 360)
                    fired += try await t.report(Places.near(place, metres, bearing: bearing), as: ada).fired.count
                }
                #expect(fired == places.firstIndex(of: place)! + 1, "place \(place) alerted \(fired) in all")
            }
            #expect(try await t.alerts(ada).count == n)
        }
    }
}
