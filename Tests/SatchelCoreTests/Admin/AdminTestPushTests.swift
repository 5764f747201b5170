import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// "Send a test push" on `/admin/instance`: straight to the administrator's own devices.
@Suite("Administration: the test push")
struct AdminTestPushTests {
    /// A push service answering `statuses`, and the administrator subscribed in one browser.
    static func subscribedRoot(_ t: TestContext, answering statuses: [Int]) async throws -> (RecordingPushService, SessionResponse, TestBrowser) {
        let service = RecordingPushService(answering: statuses)
        t.app.satchel.push.register(WebPushChannel(sender: service))
        let root = try await AdminSupport.administrator(t)
        let browser = TestBrowser()
        let res = try await t.request(.addWebPushSubscription, token: root.token, json: browser.subscription)
        #expect(res.status == .created)
        return (service, root, browser)
    }

    @Test func theTestPushReachesTheAdministratorsOwnDeviceAndNoOneElses() async throws {
        try await withSatchel { t in
            let (service, root, browser) = try await Self.subscribedRoot(t, answering: [201])
            let ben = try await t.signUp("ben")
            _ = try await t.request(.addWebPushSubscription, token: ben.token, json: TestBrowser().subscription)
            let result = try await t.request(AdminInstanceRoute.testPush, token: root.token).decode(TestPushResult.self)
            #expect(result.delivered && result.devices == 1)
            #expect(result.channels.contains(TestPushChannelOutcome(channel: "webpush", outcome: "delivered")))
            let request = try #require(service.requests.first)
            #expect(service.requests.count == 1, "only the administrator's device")
            let payload = try JSONSerialization.jsonObject(with: try browser.decrypt(request.body)) as? [String: Any]
            #expect(payload?["title"] as? String == "Satchel test notification")
            #expect(payload?["link"] as? String == "/admin/instance")
            #expect(try await PushOutboxItem.query(on: t.app.db).count() == 0, "not through the outbox")
        }
    }

    @Test func aPushServiceThatIsDownIsNamedWithItsAnswer() async throws {
        try await withSatchel { t in
            let (_, root, _) = try await Self.subscribedRoot(t, answering: [503])
            let result = try await t.request(AdminInstanceRoute.testPush, token: root.token).decode(TestPushResult.self)
            #expect(!result.delivered && result.devices == 1)
            let web = try #require(result.channels.first { $0.channel == "webpush" })
            #expect(web.outcome == "retry_later" && web.detail?.contains("HTTP 503") == true)
        }
    }

    @Test func withoutADeviceThePageSaysHowToTurnOneOn() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let result = try await t.request(AdminInstanceRoute.testPush, token: root.token).decode(TestPushResult.self)
            #expect(!result.delivered && result.devices == 0)
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            #expect(try await browser.get("/admin/instance").body.string.contains("Send a test push"))
            let page = try await browser.post("/admin/instance/test-push", [:], from: "/admin/instance")
            #expect(page.status == .ok && page.body.string.contains("You have no device with notifications on"))
        }
    }

    @Test func theTestPushDoesNotExistForMembers() async throws {
        try await withSatchel { t in
            let ben = try await t.signUp("ben")
            #expect(try await t.request(AdminInstanceRoute.testPush, token: ben.token).status == .notFound)
            var browser = try await AdminSupport.browser(t, signedInAs: "ben")
            _ = try await browser.get("/")
            #expect(try await browser.post("/admin/instance/test-push", [:], from: "/").status == .notFound)
        }
    }
}
