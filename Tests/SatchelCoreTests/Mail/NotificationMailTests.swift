import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor

/// Notifications by mail: the per-kind choice and its defaults, one mail each in the
/// recipient's language, the daily digest, and the one-click unsubscribe link (the outbox read
/// back; `NotificationMailDeliveryTests` has the same journeys through a real SMTP server).
@Suite("Notifications by mail")
struct NotificationMailTests {
    /// Ada asks Bob to be friends: a `friend.request` for Bob.
    static func befriendRequest(_ t: TestContext, from ada: SessionResponse, to bob: SessionResponse) async throws {
        #expect(try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id)).status == .created)
    }

    static func mailFriendRequests(_ t: TestContext, _ who: SessionResponse, _ on: Bool = true) async throws {
        let prefs = [NotificationPreference(kind: NotificationKind.friendRequest, inbox: true, push: true, email: on)]
        #expect(try await t.request(.updateNotificationPreferences, token: who.token, json: prefs).status == .ok)
    }

    static func preferences(_ t: TestContext, _ who: SessionResponse) async throws -> [String: NotificationPreference] {
        let list = try await t.request(.notificationPreferences, token: who.token).decode([NotificationPreference].self)
        return Dictionary(uniqueKeysWithValues: list.map { ($0.kind, $0) })
    }

    /// Moves the clock to the next `hour`:00 UTC (the zone of people who never chose one).
    static func advance(_ t: TestContext, toHour hour: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let next = calendar.nextDate(after: t.clock.now, matching: DateComponents(hour: hour, minute: 0, second: 0), matchingPolicy: .nextTime)!
        t.clock.advance(by: next.timeIntervalSince(t.clock.now))
    }

    @Test func mailIsOnByDefaultOnlyForWhatMattersWhenYouAreNotLooking() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var prefs = try await Self.preferences(t, ada)
            let mailed = Set(prefs.values.filter { $0.email == true }.map(\.kind))
            // Being asked into a Secret Santa and its draw come once a year and need an answer;
            // being asked where to eat, and where it is, matter before the meal.
            #expect(mailed == ["library.hold_ready", "library.hold_lapsed", "wishes.list_shared", "wishes.pledge_complete", "funding.failed", "spots.due",
                               "wishes.exchange_invited", "wishes.exchange_drawn", "eats.poll_invited", "eats.poll_decided"])
            // A reminder's time is mailed only to someone with nowhere to push it.
            try await PushDevice(user: ada.user.id, token: nil, kind: .webPush, address: "https://push.example/1", p256dh: nil, auth: nil,
                                 name: "Phone", createdAt: t.clock.now).create(on: t.app.db)
            prefs = try await Self.preferences(t, ada)
            #expect(prefs["spots.due"]?.email == false && prefs["library.hold_ready"]?.email == true)
        }
    }

    @Test func anUpdateWithoutTheMailFlagKeepsTheChoice() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            try await Self.mailFriendRequests(t, ada)
            // An older client knows only inbox and push.
            let old = [NotificationPreference(kind: NotificationKind.friendRequest, inbox: false, push: true)]
            let saved = try await t.request(.updateNotificationPreferences, token: ada.token, json: old).decode([NotificationPreference].self)
            #expect(saved.first { $0.kind == NotificationKind.friendRequest } == NotificationPreference(
                kind: NotificationKind.friendRequest, inbox: false, push: true, email: true))
            // And an older client's type reads the answer.
            struct OldPreference: Decodable { var kind: String; var inbox: Bool; var push: Bool }
            let raw = try await t.request(.notificationPreferences, token: ada.token)
            #expect(try JSONDecoder().decode([OldPreference].self, from: Data(raw.body.readableBytesView)).count == saved.count)
        }
    }

    @Test func aMailedKindIsOneMailInTheRecipientsLanguageWithALinkThatOpensIt() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada", name: "Ada Lindqvist")
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            let user = try await t.user(bob)
            user.language = "sv"
            try await user.save(on: t.app.db)
            try await Self.befriendRequest(t, from: ada, to: bob)
            let mail = try await t.notificationMail(to: "bob@example.org")
            #expect(mail.count == 1)
            let letter = try #require(mail.first)
            #expect(letter.kind == "notification.friend.request")
            #expect(letter.text.contains("Ada Lindqvist vill bli vän med dig"), "\(letter.text)")
            #expect(letter.subject.lowercased().hasPrefix("=?utf-8?"), "the notification's text, RFC 2047-encoded: \(letter.subject)")
            let item = try #require(try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == bob.user.id).first())
            #expect(letter.path(startingWith: "/notifications/") == CorePath.openNotification(try item.requireID()).path)
            #expect(letter.path(startingWith: "/unsubscribe/") != nil)
            // Nobody else got anything, and a kind left off is not mailed.
            #expect(try await t.notificationMail().count == 1)
            try await Self.befriendRequest(t, from: bob, to: try await t.signUp("cat"))
            #expect(try await t.notificationMail(to: "cat@example.org").isEmpty)
        }
    }

    @Test func withoutMailSetUpNothingIsQueuedAndTheSettingsSaySo() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            try await Self.befriendRequest(t, from: ada, to: bob)
            #expect(try await t.notificationMail().isEmpty)
            #expect(try await t.request(.unreadCount, token: bob.token).decode(UnreadCount.self).count == 1)
            #expect(try await t.request(.notificationMail, token: bob.token).decode(NotificationMailSettings.self).mailConfigured == false)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await browser.get("/settings").body.string
            #expect(page.contains("This server does not send mail") && !page.contains("name=\"email.friend.request\""))
        }
    }

    @Test func mailOnlyStillReachesThePersonWhenInboxAndPushAreOff() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let prefs = [NotificationPreference(kind: NotificationKind.friendRequest, inbox: false, push: false, email: true)]
            _ = try await t.request(.updateNotificationPreferences, token: bob.token, json: prefs)
            try await Self.befriendRequest(t, from: ada, to: bob)
            let letter = try #require(try await t.notificationMail(to: "bob@example.org").first)
            // Nothing in the inbox to open: the link leads where the notification does.
            #expect(letter.path(startingWith: "/friends") != nil, "\(letter.links)")
            #expect(try await t.request(.unreadCount, token: bob.token).decode(UnreadCount.self).count == 0)
        }
    }

    @Test func oneClickUnsubscribeStopsThatKindAndAGetChangesNothing() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            try await Self.befriendRequest(t, from: ada, to: bob)
            let path = try #require(try await t.notificationMail(to: "bob@example.org").first?.path(startingWith: "/unsubscribe/"))
            // A mail scanner follows the link: a page that asks, and nothing changed.
            let page = try await t.request(.GET, path, headers: ["Accept": "text/html"])
            #expect(page.status == .ok && page.body.string.contains("Friend requests"))
            #expect(try await Self.preferences(t, bob)[NotificationKind.friendRequest]?.email == true)
            // The mail client's one-click POST: no session, no CSRF token.
            var headers: HTTPHeaders = [:]
            headers.contentType = .urlEncodedForm
            let done = try await t.request(.POST, path, headers: headers, body: ByteBuffer(string: "List-Unsubscribe=One-Click"))
            #expect(done.status == .ok)
            let after = try await Self.preferences(t, bob)[NotificationKind.friendRequest]
            #expect(after == NotificationPreference(kind: NotificationKind.friendRequest, inbox: true, push: true, email: false))
            // Again is the same; a link altered in any way is refused.
            #expect(try await t.request(.POST, path, headers: headers, body: ByteBuffer(string: "List-Unsubscribe=One-Click")).status == .ok)
            let forged = path.replacingOccurrences(of: "friend.request", with: "friend.accepted")
            #expect(try await t.request(.POST, forged, headers: headers, body: ByteBuffer(string: "List-Unsubscribe=One-Click")).status == .notFound)
            let otherPerson = path.replacingOccurrences(of: bob.user.id.uuidString.lowercased(), with: ada.user.id.uuidString.lowercased())
            #expect(try await t.request(.GET, otherPerson, headers: ["Accept": "text/html"]).status == .notFound)
            // Nothing more is mailed of that kind.
            try await Self.befriendRequest(t, from: try await t.signUp("cat"), to: bob)
            #expect(try await t.notificationMail(to: "bob@example.org").count == 1)
        }
    }

    @Test func theDigestListsTheDaysNotificationsOnceAtEightLocalTime() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            let chosen = try await t.request(.updateNotificationMail, token: bob.token, json: NotificationMailSettings(digest: true))
            #expect(try chosen.decode(NotificationMailSettings.self) == NotificationMailSettings(digest: true, mailConfigured: true))
            Self.advance(t, toHour: 6)
            try await Self.befriendRequest(t, from: try await t.signUp("ada", name: "Ada Novák"), to: bob)
            try await Self.befriendRequest(t, from: try await t.signUp("cat", name: "Cat Lindqvist"), to: bob)
            #expect(try await t.notificationMail(to: "bob@example.org").isEmpty, "kept for the digest")
            let dispatcher = MailDigestDispatcher(context: t.context)
            #expect(try await dispatcher.runOnce() == 0, "before eight")
            Self.advance(t, toHour: 8)
            #expect(try await dispatcher.runOnce() == 1)
            #expect(try await dispatcher.runOnce() == 0, "never twice a day")
            let digest = try #require(try await t.notificationMail(to: "bob@example.org").first)
            #expect(digest.kind == "notification.digest")
            #expect(digest.text.contains("Ada Novák wants to be your friend") && digest.text.contains("Cat Lindqvist wants to be your friend"))
            #expect(digest.path(startingWith: "/unsubscribe/") != nil)
            // Later that day: kept for tomorrow's.
            t.clock.advance(by: 3600)
            try await Self.befriendRequest(t, from: try await t.signUp("dan"), to: bob)
            #expect(try await dispatcher.runOnce() == 0)
            Self.advance(t, toHour: 8)
            #expect(try await dispatcher.runOnce() == 1)
            // Nothing waiting, nothing sent.
            Self.advance(t, toHour: 8)
            #expect(try await dispatcher.runOnce() == 0)
            #expect(try await t.notificationMail(to: "bob@example.org").count == 2)
        }
    }

    @Test func theDigestGoesAtEightInThePersonsOwnZone() async throws {
        #expect(MailDigestDispatcher.dueDay(now: Date(timeIntervalSince1970: 1_767_250_800), zone: TimeZone(identifier: "UTC")!) == nil) // 2026-01-01 07:00 UTC
        // Property: over a year of hours in several zones, due exactly from local 8:00 on, naming the local day.
        for zoneName in ["UTC", "Europe/Prague", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati"] {
            let zone = TimeZone(identifier: zoneName)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for hourStep in stride(from: 0, to: 365 * 24, by: 7) {
                let now = Date(timeIntervalSince1970: 1_767_225_600 + Double(hourStep) * 3600 + 1800)
                let local = calendar.dateComponents([.year, .month, .day, .hour], from: now)
                let due = MailDigestDispatcher.dueDay(now: now, zone: zone)
                if local.hour! < 8 {
                    #expect(due == nil)
                } else {
                    #expect(due == String(format: "%04d-%02d-%02d", local.year!, local.month!, local.day!))
                }
            }
        }
    }

    @Test func theDigestsLinkStopsTheDigestAndEveryNotificationMail() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            _ = try await t.request(.updateNotificationMail, token: bob.token, json: NotificationMailSettings(digest: true))
            try await Self.befriendRequest(t, from: try await t.signUp("ada"), to: bob)
            Self.advance(t, toHour: 8)
            #expect(try await MailDigestDispatcher(context: t.context).runOnce() == 1)
            let path = try #require(try await t.notificationMail(to: "bob@example.org").first?.path(startingWith: "/unsubscribe/"))
            var headers: HTTPHeaders = [:]
            headers.contentType = .urlEncodedForm
            #expect(try await t.request(.POST, path, headers: headers, body: ByteBuffer(string: "List-Unsubscribe=One-Click")).status == .ok)
            #expect(try await t.request(.notificationMail, token: bob.token).decode(NotificationMailSettings.self).digest == false)
            #expect(try await Self.preferences(t, bob).values.allSatisfy { $0.email == false })
            try await Self.befriendRequest(t, from: try await t.signUp("cat"), to: bob)
            #expect(try await t.notificationMail(to: "bob@example.org").count == 1)
        }
    }

    struct Undone: Error {}

    @Test func aNotificationOfAWriteThatFailsMailsNothing() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            await #expect(throws: Undone.self) {
                let _: Void = try await t.context.transaction { tx in
                    try await tx.notifications.notify(user: bob.user.id, actor: ada.user.id, kind: NotificationKind.friendRequest,
                                                      link: CorePath.friends.path, live: false)
                    throw Undone()
                }
            }
            #expect(try await t.notificationMail().isEmpty)
            try await t.context.notifications.notify(user: bob.user.id, actor: ada.user.id, kind: NotificationKind.friendRequest,
                                                     link: CorePath.friends.path)
            #expect(try await t.notificationMail().count == 1)
        }
    }

    @Test func whatWaitsForADigestGoesWithTheAccount() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let bob = try await t.signUp("bob")
            try await Self.mailFriendRequests(t, bob)
            _ = try await t.request(.updateNotificationMail, token: bob.token, json: NotificationMailSettings(digest: true))
            try await Self.befriendRequest(t, from: try await t.signUp("ada"), to: bob)
            #expect(try await MailDigestItem.query(on: t.app.db).count() == 1)
            let gone = try await t.request(.deleteAccount, token: bob.token, json: AccountDeletion(password: "correct horse battery"))
            #expect(gone.status == .noContent)
            #expect(try await MailDigestItem.query(on: t.app.db).count() == 0)
            #expect(try await MailDigestRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theSettingsPageSetsMailPerKindAndTheDigest() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let bob = try await t.signUp("bob")
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await browser.get("/settings").body.string
            #expect(page.contains(#"<th scope="col">Email</th>"#))
            #expect(page.contains(#"name="email.library.hold_ready" checked"#) && page.contains(#"name="email.friend.request" aria-label"#))
            #expect(page.contains(#"name="digest""#) && !page.contains("This server does not send mail"))
            let saved = try await browser.post("/settings/notifications", [
                "inbox.friend.request": "on", "email.friend.request": "on", "digest": "on",
            ], from: "/settings")
            #expect(saved.status == .seeOther)
            let prefs = try await Self.preferences(t, bob)
            #expect(prefs["friend.request"] == NotificationPreference(kind: "friend.request", inbox: true, push: false, email: true))
            #expect(prefs["library.hold_ready"]?.email == false, "a box left unticked is off")
            #expect(try await t.request(.notificationMail, token: bob.token).decode(NotificationMailSettings.self).digest)
            let again = try await browser.get("/settings").body.string
            #expect(again.contains(#"name="email.friend.request" checked"#) && again.contains(#"name="digest" value="on" checked"#))
        }
    }
}

/// A changed address gets no news until it is confirmed: a mistyped one receives only the link.
@Suite("Notifications by mail, to a changed address")
struct NotificationMailToAChangedAddressTests {
    @Test func aChangedAddressIsMailedNotificationsOnlyOnceConfirmed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await NotificationMailTests.mailFriendRequests(t, bob)
            _ = try await t.request(.changeEmail, token: bob.token, json: EmailChange(email: "bob@new.example", password: "correct horse battery"))
            try await NotificationMailTests.befriendRequest(t, from: ada, to: bob)
            #expect(try await t.queuedMail(to: "bob@new.example", kind: "notification.friend.request").isEmpty)

            let confirmation = try #require(try await t.queuedMail(to: "bob@new.example", kind: "email_verification").last)
            let path = try #require(confirmation.path(startingWith: "/verify-email/"))
            _ = try await t.request(.confirmEmail(token: String(path.dropFirst("/verify-email/".count))))
            try await NotificationMailTests.befriendRequest(t, from: try await t.signUp("cat"), to: bob)
            #expect(try await t.queuedMail(to: "bob@new.example", kind: "notification.friend.request").count == 1)
        }
    }
}
