import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("The reminder scheduler: each due time alerts exactly once")
struct SchedulerTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15 08:00 UTC

    static func due(in seconds: TimeInterval, zone: String = "Europe/Prague") -> ReminderDue {
        ReminderDue(local: DueTime(instant: start.addingTimeInterval(seconds), zone: TimeZone(identifier: zone)!).local, timeZone: zone)
    }

    @Test func aDueReminderAlertsAtItsTimeAndNotBefore() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Call the bank", due: Self.due(in: 600)), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            t.clock.advance(by: 600)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            let alerts = try await t.alerts(ada)
            #expect(alerts.map(\.kind) == [SpotsNotification.due])
            #expect(alerts.first?.link == "/spots/\(reminder.id.uuidString.lowercased())")
        }
    }

    @Test func twoSchedulerRunsAtOnceAlertEachReminderOnce() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            for n in 0..<12 { _ = try await t.reminder(ReminderDraft(title: "Task \(n)", due: Self.due(in: Double(n) * 60)), as: ada) }
            t.clock.advance(by: 3600)
            let context = t.context
            async let first = ReminderScheduler.runOnce(context)
            async let second = ReminderScheduler.runOnce(context)
            async let third = ReminderScheduler.runOnce(context)
            let total = try await first + second + third
            #expect(total == 12)
            let titles = try await t.alerts(ada).map(\.params)
            #expect(titles.count == 12 && Set(titles).count == 12)
        }
    }

    @Test func aRestartMidwayLosesAndRepeatsNothing() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            var ids: [UUID] = []
            for n in 0..<6 { ids.append(try await t.reminder(ReminderDraft(title: "Task \(n)", due: Self.due(in: 60)), as: ada).id) }
            t.clock.advance(by: 120)
            // The first run stops after three (the process died); a fresh run finishes the rest.
            for id in ids.prefix(3) { _ = try await ReminderScheduler.fire(id, context: t.context) }
            #expect(try await ReminderScheduler.runOnce(t.context) == 3)
            #expect(try await t.alerts(ada).count == 6)
        }
    }

    @Test func afterDowntimeARepeatingReminderAlertsOnceAndMovesToItsNextTime() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Water the plants", due: Self.due(in: 60), repeat: "daily"), as: ada)
            t.clock.advance(by: 3 * 86400 + 120) // three days down
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            let record = try await t.context.reminders.find(reminder.id, owner: ada.user.id)
            #expect(record.dueAt! > t.clock.now && record.dueAt! < t.clock.now.addingTimeInterval(86400))
            #expect(record.dueLocal!.hasSuffix(String(reminder.due!.local.suffix(5))))
            t.clock.advance(by: 86400)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        }
    }

    @Test func aDailyReminderKeepsItsWallClockTimeAcrossDaylightSaving() {
        let before = DueTime(local: "2026-10-24T09:00", timeZone: "Europe/Stockholm")!
        let after = before.next(.daily) // the clocks go back on 25 October
        let next = after.next(.daily)
        #expect(after.local == "2026-10-25T09:00" && next.local == "2026-10-26T09:00")
        #expect(next.instant.timeIntervalSince(after.instant) == 86400)
        #expect(after.instant.timeIntervalSince(before.instant) == 90000)
    }

    @Test func doneAndReopenedRemindersFollowTheirState() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Call", due: Self.due(in: 60)), as: ada)
            _ = try await t.request(SpotsRoute.completeReminder(reminder.id), token: ada.token)
            t.clock.advance(by: 120)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            _ = try await t.request(SpotsRoute.reopenReminder(reminder.id), token: ada.token)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        }
    }
}
