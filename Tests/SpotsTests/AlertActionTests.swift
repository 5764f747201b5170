import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Acting on an alert: done, or snoozed")
struct AlertActionTests {
    static let start = SchedulerTests.start // 2027-01-15 08:00 UTC

    @Test func snoozedForAnHourItAlertsAgainAnHourLaterOnce() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Call the bank", due: SchedulerTests.due(in: 0)), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            let snoozed = try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .hour))
                .decode(Reminder.self)
            #expect(snoozed.snoozedUntil == Self.start.addingTimeInterval(3600))
            t.clock.advance(by: 3599)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            t.clock.advance(by: 1)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
            #expect(try await t.alerts(ada).map(\.kind) == [SpotsNotification.due, SpotsNotification.due])
            let after = try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).decode(Reminder.self)
            #expect(after.snoozedUntil == nil && after.doneAt == nil)
        }
    }

    @Test func tomorrowMorningIsNineOClockWhereThePersonIs() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start) // 13:30 in Kolkata
            let ada = try await t.signUp("ada")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "Asia/Kolkata"))
            let reminder = try await t.reminder(ReminderDraft(title: "Water plants", due: SchedulerTests.due(in: 0)), as: ada)
            let snoozed = try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .tomorrow))
                .decode(Reminder.self)
            // 2027-01-16 09:00 in Kolkata (UTC+5:30) is 03:30 UTC.
            #expect(snoozed.snoozedUntil == Date(timeIntervalSince1970: 1_800_000_000 + 19 * 3600 + 1800))
        }
    }

    @Test func tillTheNextVisitTheNextArrivalAlertsEvenBeforeItIsDue() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            var draft = PositionTests.milk
            draft.due = SchedulerTests.due(in: 7 * 86400) // not due for a week
            let reminder = try await t.reminder(draft, as: ada)
            try await t.report(Places.near(Places.shop, 2000), as: ada)
            t.clock.advance(by: 30)
            #expect(try await t.report(Places.near(Places.shop, 30), as: ada).fired.isEmpty) // not due: no alert
            _ = try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .nextVisit))
            t.clock.advance(by: 30)
            try await t.report(Places.near(Places.shop, 2000), as: ada)
            t.clock.advance(by: 30)
            #expect(try await t.report(Places.near(Places.shop, 30), as: ada).fired == [reminder.id])
            // Once: the visit after that waits for the reminder's time again.
            t.clock.advance(by: 30)
            try await t.report(Places.near(Places.shop, 2000), as: ada)
            t.clock.advance(by: 30)
            #expect(try await t.report(Places.near(Places.shop, 30), as: ada).fired.isEmpty)
        }
    }

    @Test func aReminderWithoutAPlaceCannotWaitForAVisitAndADoneOneCannotBeSnoozed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Pay rent", due: SchedulerTests.due(in: 60)), as: ada)
            let visit = try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .nextVisit))
            #expect(visit.status == .unprocessableEntity && visit.problem?.errors?.first?.field == "until")
            _ = try await t.request(SpotsRoute.completeReminder(reminder.id), token: ada.token)
            #expect(try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .hour)).status == .conflict)
            let bob = try await t.signUp("bob")
            #expect(try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: bob.token, json: SnoozeRequest(until: .hour)).status == .notFound)
        }
    }

    @Test func aPushedAlertsButtonsActWithItsTokenAndNoSession() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Call the bank", due: SchedulerTests.due(in: 0)), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            let alert = try #require(try await t.alerts(ada).first)
            let message = PushMessage(id: try alert.requireID(), user: ada.user.id, kind: alert.kind, title: "Satchel", body: "", link: alert.link)
            let buttons = await t.context.services.pushActions.actions(for: message, context: t.context)
            #expect(buttons.map(\.action) == ["done", "hour"])
            #expect(buttons.map(\.title) == ["Done", "In an hour"])
            #expect(buttons.allSatisfy { $0.url == SpotsRoute.alertAction.path })
            // Snooze, then done, as the service worker posts them: no session, only the body.
            for button in buttons.reversed() {
                let res = try await t.app.sendRequest(.POST, button.url, headers: ["Content-Type": "application/json"],
                                                      body: ByteBuffer(string: button.body))
                #expect(res.status == .noContent, "\(button.action): \(res.body.string)")
            }
            let after = try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).decode(Reminder.self)
            #expect(after.doneAt != nil && after.snoozedUntil == nil)
            // A made-up token, or one a week old, does nothing.
            let forged = AlertActionRequest(token: SecureToken.generate(), action: .done)
            #expect(try await t.request(SpotsRoute.alertAction, json: forged).status == .notFound)
        }
    }
}
