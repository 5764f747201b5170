import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing

/// A reminder's time by mail: for someone with nowhere to push it, mailed unless they turn it
/// off; for someone with a phone or browser, pushed only.
@Suite("A due reminder by mail")
struct DueReminderMailTests {
    @Test func aDueReminderIsMailedOnlyToSomeoneWithoutAPushDevice() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            t.clock.freeze(at: SchedulerTests.start)
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await PushDevice(user: bob.user.id, token: nil, kind: .webPush, address: "https://push.example/bob", p256dh: nil, auth: nil,
                                 name: "Phone", createdAt: t.clock.now).create(on: t.app.db)
            _ = try await t.reminder(ReminderDraft(title: "Call the bank", due: SchedulerTests.due(in: 600)), as: ada)
            _ = try await t.reminder(ReminderDraft(title: "Water the plants", due: SchedulerTests.due(in: 600)), as: bob)
            t.clock.advance(by: 600)
            #expect(try await ReminderScheduler.runOnce(t.context) == 2)
            let mail = try await t.notificationMail()
            #expect(mail.map(\.recipient) == ["ada@example.org"])
            #expect(mail.first?.kind == "notification.spots.due" && mail.first?.text.contains("Call the bank") == true)
            #expect(mail.first?.path(startingWith: "/notifications/") != nil)
        }
    }
}
