import Fluent
import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Position reports fire place reminders")
struct PositionTests {
    static let milk = ReminderDraft(title: "Buy milk", place: ReminderPlace(latitude: Places.shop.latitude, longitude: Places.shop.longitude,
                                                                           label: "The shop", radius: 150))

    @Test func arrivingAtThePlaceAlertsOnceWithALinkToTheReminder() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.near(Places.shop, 2000), as: ada)
            t.clock.advance(by: 30)
            let result = try await t.report(Places.near(Places.shop, 40), as: ada)
            #expect(result.status == "accepted" && result.fired == [reminder.id])
            t.clock.advance(by: 30)
            #expect(try await t.report(Places.near(Places.shop, 60), as: ada).fired.isEmpty)
            let alerts = try await t.alerts(ada)
            #expect(alerts.map(\.kind) == [SpotsNotification.arrived])
            #expect(alerts.first?.link == "/spots/\(reminder.id.uuidString.lowercased())")
        }
    }

    @Test func itAlertsAgainOnlyAfterAConfirmedExit() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            for metres in [20.0, 190, 30, 195, 10] { // in, edge jitter (≤ radius + margin), in…
                try await t.report(Places.near(Places.shop, metres), as: ada)
                t.clock.advance(by: 20)
            }
            #expect(try await t.alerts(ada).count == 1)
            try await t.report(Places.near(Places.shop, 800), as: ada)
            t.clock.advance(by: 20)
            try await t.report(Places.near(Places.shop, 20), as: ada)
            #expect(try await t.alerts(ada).count == 2)
        }
    }

    @Test func anOlderFixArrivingLateIsIgnored() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.near(Places.shop, 3000), as: ada)
            let old = t.clock.now.addingTimeInterval(-10)
            #expect(try await t.report(Places.shop, at: old, as: ada).status == "out_of_order")
            #expect(try await t.report(Places.shop, at: t.clock.now.addingTimeInterval(-600), as: ada).status == "stale")
            #expect(try await t.alerts(ada).isEmpty)
        }
    }

    @Test func aPlaceWithATimeWaitsUntilItIsDueThenAlertsIfAlreadyThere() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let start = t.clock.now
            t.clock.freeze(at: start)
            let due = DueTime(instant: start.addingTimeInterval(3600), zone: TimeZone(identifier: "Europe/Stockholm")!)
            var draft = Self.milk
            draft.due = ReminderDue(local: due.local, timeZone: "Europe/Stockholm")
            _ = try await t.reminder(draft, as: ada)
            try await t.report(Places.near(Places.shop, 20), as: ada)
            #expect(try await t.alerts(ada).isEmpty)
            t.clock.advance(by: 3600)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            #expect(try await t.alerts(ada).map(\.kind) == [SpotsNotification.arrived])
            // Still there: nothing more until a real exit and a new arrival.
            try await t.report(Places.near(Places.shop, 30), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            #expect(try await t.alerts(ada).count == 1)
        }
    }

    @Test func aLeavingReminderAlertsOnTheProvenExitAfterAStay() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var draft = Self.milk
            draft.place?.trigger = "leave"
            _ = try await t.reminder(draft, as: ada)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.near(Places.shop, 3000), as: ada) // outside from the start: no stay, no alert
            t.clock.advance(by: 20)
            try await t.report(Places.near(Places.shop, 10), as: ada)
            #expect(try await t.alerts(ada).isEmpty)
            t.clock.advance(by: 20)
            try await t.report(Places.near(Places.shop, 1000), as: ada)
            #expect(try await t.alerts(ada).map(\.kind) == [SpotsNotification.left])
        }
    }

    @Test func doneRemindersAndOtherPeoplesPlacesNeverFire() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let reminder = try await t.reminder(Self.milk, as: ada)
            _ = try await t.request(SpotsRoute.completeReminder(reminder.id), token: ada.token)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.shop, as: ada)
            try await t.report(Places.shop, as: bob)
            let adas = try await t.alerts(ada)
            let bobs = try await t.alerts(bob)
            #expect(adas.isEmpty && bobs.isEmpty)
        }
    }

    @Test func generatedTracesThroughTheServiceAlertOncePerArrivalForEachReminder() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var rng = SplitMix64(state: 0xA11CE)
            let fence = Geofence(center: Places.shop, radius: 150)
            _ = try await t.reminder(Self.milk, as: ada)
            // A second place far away must never fire on this trace.
            let elsewhere = Places.near(Places.shop, 50_000)
            _ = try await t.reminder(ReminderDraft(title: "Elsewhere", place: ReminderPlace(latitude: elsewhere.latitude,
                                                                                           longitude: elsewhere.longitude, label: "Far")), as: ada)
            var expected = 0
            var start = t.clock.now
            for _ in 0..<6 {
                let trace = GPSTrace.make(fence, rng: &rng, start: start)
                expected += trace.trueArrivals
                for (fix, delivered) in zip(trace.fixes, trace.deliveredAt) {
                    t.clock.freeze(at: delivered)
                    try await t.report(fix.point, accuracy: fix.accuracy, at: fix.timestamp, as: ada)
                }
                start = (trace.deliveredAt.last ?? start).addingTimeInterval(600)
            }
            let alerts = try await t.alerts(ada)
            #expect(alerts.count == expected)
            #expect(alerts.allSatisfy { $0.params.contains("Buy milk") })
        }
    }

    @Test func twoFixesWithinOneSecondBothCount() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            let second = Date(timeIntervalSince1970: t.clock.now.timeIntervalSince1970.rounded(.down))
            #expect(try await t.report(Places.near(Places.shop, 3000), at: second.addingTimeInterval(0.2), as: ada).status == "accepted")
            let arrival = try await t.report(Places.shop, at: second.addingTimeInterval(0.7), as: ada)
            #expect(arrival.status == "accepted" && arrival.fired.count == 1)
        }
    }

    @Test func aTimestampWithoutMillisecondsIsReadToo() throws {
        let json = #"{"latitude":59.3,"longitude":18.0,"accuracy":10,"timestamp":"2026-05-02T12:04:00Z"}"#
        let fix = try JSONDecoder.api.decode(PositionFix.self, from: Data(json.utf8))
        #expect(fix.timestamp == Date(timeIntervalSince1970: 1_777_723_440))
    }

    @Test func aTimestampThatIsNoTimeOfDayIsRefused() {
        for bad in ["2024-01-01T12:99:00Z", "2024-01-01T25:00:00Z", "2024-02-30T12:00:00Z", "2024-01-01 12:00"] {
            let json = #"{"latitude":59.3,"longitude":18.0,"accuracy":10,"timestamp":"\#(bad)"}"#
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder.api.decode(PositionFix.self, from: Data(json.utf8)) }
        }
    }

    @Test func aBadPositionIsRefusedWithTheFieldThatFailed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(SpotsRoute.reportPosition, token: ada.token,
                                          json: PositionFix(latitude: 95, longitude: 10, accuracy: 10, timestamp: t.clock.now))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.field == "latitude")
        }
    }
}
