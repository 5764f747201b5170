import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

/// Issue 42: once a reminder is done or deleted, its other alert rows in the inbox offer nothing
/// more and count as read; an older row's form posted anyway is answered in words on the inbox.
@Suite("Alert rows in the inbox")
struct FinishedAlertTests {
    /// Ada with a reminder that alerted twice (snoozed for an hour in between), signed in on the web.
    func twoAlerts(_ t: TestContext) async throws -> (Browser, Reminder, SessionResponse) {
        t.clock.freeze(at: SchedulerTests.start)
        let ada = try await t.signUp("ada")
        let reminder = try await t.reminder(ReminderDraft(title: "Call the bank", due: SchedulerTests.due(in: 0)), as: ada)
        #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        _ = try await t.request(SpotsRoute.snoozeReminder(reminder.id), token: ada.token, json: SnoozeRequest(until: .hour))
        t.clock.advance(by: 3600)
        #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        var web = Browser(t: t)
        _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
        return (web, reminder, ada)
    }

    func unread(_ t: TestContext, _ ada: SessionResponse) async throws -> Int {
        try await t.alerts(ada).filter { $0.readAt == nil }.count
    }

    @Test func afterDoneTheOtherRowsLoseTheirActionsAndCountAsRead() async throws {
        try await withSatchel { t in
            let (signedIn, reminder, ada) = try await twoAlerts(t)
            var web = signedIn
            let form = SpotsPath.alert(reminder.id).path
            let before = try await web.get("/notifications").body.string
            #expect(before.components(separatedBy: "action=\"\(form)\"").count == 5, "both rows offer Done and the snoozes")
            #expect(try await unread(t, ada) == 2)
            let done = try await web.post(form, ["action": "done", "back": "/notifications"], from: "/notifications")
            #expect(done.headers.first(name: .location) == "/notifications?done=alert_done")
            let after = try await web.get("/notifications").body.string
            #expect(!after.contains("action=\"\(form)\""), "no row of a done reminder offers actions")
            #expect(try await unread(t, ada) == 0)
        }
    }

    /// A row is one line on a phone: Done in sight, the snoozes, "mark read" and "delete" in a
    /// menu that opens without JavaScript.
    @Test func anAlertRowShowsDoneAndKeepsTheRestInAMenu() async throws {
        try await withSatchel { t in
            let (signedIn, _, _) = try await twoAlerts(t)
            var web = signedIn
            let html = try await web.get("/notifications").body.string
            let rows = html.components(separatedBy: "<li class=\"row alert").dropFirst()
            #expect(rows.count == 2)
            for row in rows {
                let parts = row.components(separatedBy: "<details class=\"row-menu\">")
                #expect(parts.count == 2)
                let inSight = parts[0], menu = parts.count > 1 ? parts[1] : ""
                #expect(inSight.components(separatedBy: "<button").count == 2 && inSight.contains(#"value="done""#), "only Done in sight")
                #expect(menu.contains(#"value="hour""#) && menu.contains(#"value="tomorrow""#) && menu.contains("Mark read") && menu.contains("Delete"))
            }
        }
    }

    /// No emoji font needed: a due alert says so in words, beside a drawn alarm clock.
    @Test func aDueAlertReadsInWordsBesideADrawnIcon() async throws {
        try await withSatchel { t in
            let (signedIn, _, _) = try await twoAlerts(t)
            var web = signedIn
            let html = try await web.get("/notifications").body.string
            #expect(html.contains("Time for: Call the bank") && !html.contains("⏰"))
            #expect(html.contains(Icon.alarm.node(class: "row-icon").render()))
            #expect(Icon.alarm.exists && Icon.more.exists)
        }
    }

    @Test func anOlderRowsSnoozePostedAfterDoneIsAnsweredInWordsOnTheInbox() async throws {
        try await withSatchel { t in
            let (signedIn, reminder, _) = try await twoAlerts(t)
            var web = signedIn
            let form = SpotsPath.alert(reminder.id).path
            let csrf = Browser.csrf(in: try await web.get("/notifications").body.string)
            _ = try await web.post(form, ["action": "done", "back": "/notifications"], from: "/notifications")
            // The second row's form, from the page loaded before Done.
            let stale = try await web.post(form, ["action": "hour", "back": "/notifications", "_csrf": csrf], csrf: false)
            #expect(stale.status == .seeOther)
            let location = try #require(stale.headers.first(name: .location))
            #expect(location == "/notifications?done=alert_already_done")
            #expect(try await web.get(location).body.string.contains("This reminder is already done."))
        }
    }

    @Test func afterDeleteTheRowsLoseTheirActionsAndAStaleFormSaysTheReminderIsGone() async throws {
        try await withSatchel { t in
            let (signedIn, reminder, ada) = try await twoAlerts(t)
            var web = signedIn
            let form = SpotsPath.alert(reminder.id).path
            let csrf = Browser.csrf(in: try await web.get("/notifications").body.string)
            _ = try await t.request(SpotsRoute.deleteReminder(reminder.id), token: ada.token)
            #expect(try await unread(t, ada) == 0)
            #expect(!(try await web.get("/notifications").body.string.contains("action=\"\(form)\"")))
            let stale = try await web.post(form, ["action": "done", "back": "/notifications", "_csrf": csrf], csrf: false)
            let location = try #require(stale.headers.first(name: .location))
            #expect(location == "/notifications?done=alert_reminder_gone")
            #expect(try await web.get(location).body.string.contains("This reminder was deleted."))
        }
    }

    /// What the live inbox puts in for an alert that arrives while it is open: the row exactly
    /// as the inbox draws it, Done and its menu included; nobody else's.
    @Test func anAlertRowFetchedAloneIsTheInboxsRowWithItsActions() async throws {
        try await withSatchel { t in
            let (signedIn, _, ada) = try await twoAlerts(t)
            var web = signedIn
            let newest = try #require(try await t.alerts(ada).max { $0.createdAt < $1.createdAt }?.id)
            let res = try await web.get(CorePath.notificationRow(newest).path)
            #expect(res.status == .ok)
            let row = res.body.string
            #expect(row.hasPrefix("<li class=\"row alert unread\"") && row.contains(#"value="done""#) && row.contains("row-menu"))
            #expect(try await web.get("/notifications").body.string.contains(row))
            _ = try await t.signUp("bob")
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            #expect(try await bob.get(CorePath.notificationRow(newest).path).status == .notFound)
        }
    }

    /// Ada with a daily reminder that alerted yesterday and today (each alert moves it on to its
    /// next day at once), never checked off. (Days pass: a browser signs in afresh with `web`.)
    func dailyAlerts(_ t: TestContext) async throws -> (Reminder, UUID) {
        t.clock.freeze(at: SchedulerTests.start)
        let ada = try await t.signUp("ada")
        let reminder = try await t.reminder(ReminderDraft(title: "Water the plants", due: SchedulerTests.due(in: 0), repeat: "daily"), as: ada)
        #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        t.clock.advance(by: 86400)
        #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        return (reminder, ada.user.id)
    }

    func web(_ t: TestContext) async throws -> Browser {
        var web = Browser(t: t)
        _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
        return web
    }

    @Test func afterARepeatingRemindersDoneItsOlderRowsLoseTheirActionsAndTheNextOccurrencesRowHasThem() async throws {
        try await withSatchel { t in
            let (reminder, ada) = try await dailyAlerts(t)
            var web = try await web(t)
            let form = "action=\"\(SpotsPath.alert(reminder.id).path)\""
            #expect(try await web.get("/notifications").body.string.components(separatedBy: form).count == 5, "both rows offer Done and the snoozes")
            let done = try await t.context.reminders.complete(reminder.id, owner: ada)
            #expect(done.doneAt == nil, "a repeating reminder stays open")
            #expect(!(try await web.get("/notifications").body.string.contains(form)), "no older occurrence's row offers actions")
            t.clock.freeze(at: try #require(done.dueAt))
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            web = try await self.web(t)
            #expect(try await web.get("/notifications").body.string.components(separatedBy: form).count == 3, "the new occurrence's row does")
        }
    }

    @Test func doneOnARepeatingRemindersAlertAnswersItAndKeepsTheNextOccurrence() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: SchedulerTests.start)
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Water the plants", due: SchedulerTests.due(in: 0), repeat: "daily"), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            let tomorrow = try #require(try await t.context.reminders.find(reminder.id, owner: ada.user.id).dueAt)
            t.clock.advance(by: 300)
            let done = try await t.context.reminders.complete(reminder.id, owner: ada.user.id)
            #expect(done.dueAt == tomorrow, "tomorrow is not skipped")
            var web = try await web(t)
            #expect(!(try await web.get("/notifications").body.string.contains("action=\"\(SpotsPath.alert(reminder.id).path)\"")))
            let early = try await t.context.reminders.complete(reminder.id, owner: ada.user.id)
            #expect(try #require(early.dueAt) > tomorrow, "pressed again, Done checks tomorrow's off early")
        }
    }

    @Test func undoingARepeatingRemindersDoneGivesItsRowsTheirActionsBack() async throws {
        try await withSatchel { t in
            let (reminder, ada) = try await dailyAlerts(t)
            var web = try await web(t)
            let form = "action=\"\(SpotsPath.alert(reminder.id).path)\""
            _ = try await t.context.reminders.complete(reminder.id, owner: ada)
            #expect(!(try await web.get("/notifications").body.string.contains(form)))
            _ = try await t.context.reminders.reopen(reminder.id, owner: ada)
            #expect(try await web.get("/notifications").body.string.components(separatedBy: form).count == 5)
        }
    }

    @Test func anOlderOccurrencesSnoozePostedAfterDoneIsAnsweredInWordsAndChangesNothing() async throws {
        try await withSatchel { t in
            let (reminder, ada) = try await dailyAlerts(t)
            var web = try await web(t)
            let inbox = try await web.get("/notifications").body.string
            let csrf = Browser.csrf(in: inbox)
            let alerted = try #require(inbox.firstMatch(of: /name="alertedAt" value="([^"]+)"/)?.1)
            _ = try await t.context.reminders.complete(reminder.id, owner: ada)
            let stale = try await web.post(SpotsPath.alert(reminder.id).path,
                                           ["action": "hour", "back": "/notifications", "alertedAt": String(alerted), "_csrf": csrf], csrf: false)
            #expect(stale.headers.first(name: .location) == "/notifications?done=alert_already_done")
            #expect(try await t.context.reminders.find(reminder.id, owner: ada).snoozeUntil == nil)
        }
    }
}
