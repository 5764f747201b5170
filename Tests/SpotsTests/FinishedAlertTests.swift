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
}
