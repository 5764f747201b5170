import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

/// Every time is shown in the reader's own zone: the account's, else the browser's.
@Suite("Times in the reader's time zone")
struct TimeZoneTests {
    /// 20:29 UTC on a winter evening: 21:29 in Stockholm, 01:59 the next day in Kolkata.
    static let evening = Date(timeIntervalSince1970: 1_768_508_940) // 2026-01-15T20:29:00Z

    func inboxPage(_ t: TestContext, token: String, cookie: String? = nil) async throws -> String {
        var headers: HTTPHeaders = ["Accept": "text/html"]
        headers.bearerAuthorization = BearerAuthorization(token: token)
        if let cookie { headers.add(name: .cookie, value: "satchel_tz=\(cookie)") }
        return try await t.request(.GET, "/notifications", headers: headers).body.string
    }

    @Test func signingUpKeepsTheDevicesTimeZone() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org",
                                                                       password: "correct horse battery", timeZone: "Asia/Kolkata"))
            #expect(try res.decode(SessionResponse.self).user.timeZone == "Asia/Kolkata")
        }
    }

    @Test func anUnknownTimeZoneIsRefusedBesideItsField() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org",
                                                                       password: "correct horse battery", timeZone: "Mars/Olympus_Mons"))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.map(\.field) == ["timeZone"])
            #expect(try await User.query(on: t.app.db).count() == 0)
        }
    }

    @Test func signingInGivesAnAccountWithoutAZoneTheDevicesButNeverReplacesOne() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            #expect(ada.user.timeZone == nil)
            let first = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery", timeZone: "Europe/Stockholm"))
            #expect(try first.decode(SessionResponse.self).user.timeZone == "Europe/Stockholm")
            let second = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery", timeZone: "America/Chicago"))
            #expect(try second.decode(SessionResponse.self).user.timeZone == "Europe/Stockholm")
        }
    }

    @Test func theZoneIsChangedInTheProfileAndAnEmptyOneFollowsTheDeviceAgain() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let changed = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "America/New_York")).decode(Me.self)
            #expect(changed.timeZone == "America/New_York")
            let bad = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "Nowhere"))
            #expect(bad.status == .unprocessableEntity)
            #expect(try await t.request(.me, token: ada.token).decode(Me.self).timeZone == "America/New_York", "a refused change changes nothing")
            let cleared = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "")).decode(Me.self)
            #expect(cleared.timeZone == nil)
        }
    }

    @Test func theInboxShowsTimesInTheAccountsZoneWhileTheServerRunsInUTC() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "Europe/Stockholm"))
            t.clock.freeze(at: Self.evening)
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: "/friends")
            let html = try await inboxPage(t, token: ada.token, cookie: "Asia/Kolkata")
            #expect(html.contains("15 Jan 2026, 21:29"), "the account's zone wins over the browser's")
            #expect(!html.contains("20:29</time>"))
            #expect(html.contains(#"data-time-zone="Europe/Stockholm""#), "scripts format live rows in the same zone")
        }
    }

    @Test func withoutAZoneOfItsOwnTheBrowsersZoneIsUsed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.clock.freeze(at: Self.evening)
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: "/friends")
            let html = try await inboxPage(t, token: ada.token, cookie: "Asia/Kolkata")
            #expect(html.contains("16 Jan 2026, 01:59"), "half an hour's offset, and the next day")
        }
    }

    @Test func theSettingsPageChangesTheZoneAndKeepsARefusedChoiceBesideTheField() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("ada")
            let saved = try await browser.post("/settings/time-zone", ["timeZone": "America/Los_Angeles"], from: "/settings")
            #expect(saved.status == .seeOther)
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").first()?.timeZone == "America/Los_Angeles")
            let refused = try await browser.post("/settings/time-zone", ["timeZone": "Atlantis/Capital"], from: "/settings")
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains(#"id="f-timeZone-error""#))
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").first()?.timeZone == "America/Los_Angeles")
        }
    }

    @Test func minutesAndHoursAlwaysHaveTwoDigits() {
        let early = Date(timeIntervalSince1970: 1_768_453_260) // 2026-01-15T05:01:00Z
        #expect(Localizer(language: "en").date(early) == "15 Jan 2026, 05:01")
    }

    @Test func aLocalizerFormatsInItsZoneAndLanguage() {
        let stockholm = Localizer(language: "sv", timeZone: TimeZone(identifier: "Europe/Stockholm")!)
        #expect(stockholm.date(Self.evening).contains("21:29"))
        #expect(Localizer(language: "en").date(Self.evening).contains("20:29"), "UTC when nobody said otherwise")
    }
}
