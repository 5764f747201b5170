import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor

/// Notification mail through a real SMTP server (aiosmtpd, `SMTPSink`): unsubscribing with the
/// List-Unsubscribe link as a mail client reads it from the received message, and a digest arriving.
@Suite("Notification mail over SMTP", SMTPSink.needed)
struct NotificationMailDeliveryTests {
    /// Mail to the sink, and https links (List-Unsubscribe is only given for https, RFC 8058).
    static func settings(_ sink: SMTPSink) -> (inout Settings) -> Void {
        { settings in
            TestContext.mailing(to: sink.port)(&settings)
            settings.publicURL = "https://satchel.test"
        }
    }

    @Test func theListUnsubscribeLinkOfAReceivedMailTurnsThatKindOffWithOneClick() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: Self.settings(sink)) { t in
            let ada = try await t.signUp("ada", name: "Ada Novák")
            let bob = try await t.signUp("bob")
            try await NotificationMailTests.mailFriendRequests(t, bob)
            try await NotificationMailTests.befriendRequest(t, from: ada, to: bob)
            try await t.forgetQueuedMail(kind: "email_verification")
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
            let received = try #require(try sink.received().first)
            #expect(received.to_address == "bob@example.org" && received.defects.isEmpty)
            #expect(received.text?.contains("Ada Novák wants to be your friend") == true)
            #expect(received.list_unsubscribe_post == "List-Unsubscribe=One-Click")
            let header = try #require(received.list_unsubscribe)
            let link = try #require(URL(string: String(header.drop { $0 != "<" }.dropFirst().prefix { $0 != ">" })))
            #expect(link.scheme == "https" && link.host == "satchel.test" && link.path.hasPrefix("/unsubscribe/"))
            #expect(received.text?.contains(link.absoluteString) == true, "the footer names the same link")
            var headers: HTTPHeaders = [:]
            headers.contentType = .urlEncodedForm
            let res = try await t.request(.POST, link.path, headers: headers, body: ByteBuffer(string: "List-Unsubscribe=One-Click"))
            #expect(res.status == .ok)
            #expect(try await NotificationMailTests.preferences(t, bob)[NotificationKind.friendRequest]?.email == false)
            try await NotificationMailTests.befriendRequest(t, from: try await t.signUp("cat"), to: bob)
            try await t.forgetQueuedMail(kind: "email_verification")
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 0)
            #expect(try sink.received().count == 1)
        }
    }

    @Test func aDigestArrivesOnceWithTheDaysNotifications() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: Self.settings(sink)) { t in
            let bob = try await t.signUp("bob")
            try await NotificationMailTests.mailFriendRequests(t, bob)
            _ = try await t.request(.updateNotificationMail, token: bob.token, json: NotificationMailSettings(digest: true))
            NotificationMailTests.advance(t, toHour: 7)
            try await NotificationMailTests.befriendRequest(t, from: try await t.signUp("ada", name: "Ada Novák"), to: bob)
            try await NotificationMailTests.befriendRequest(t, from: try await t.signUp("cat", name: "中国 Lindqvist"), to: bob)
            NotificationMailTests.advance(t, toHour: 8)
            try await t.forgetQueuedMail(kind: "email_verification")
            for _ in 0..<2 {
                try await MailDigestDispatcher(context: t.context).runOnce()
                try await MailOutboxDispatcher(context: t.context).runOnce()
            }
            let received = try sink.received()
            #expect(received.count == 1)
            let digest = try #require(received.first)
            #expect(digest.subject == "Your Satchel day: 2 new" && digest.defects.isEmpty)
            #expect(digest.text?.contains("Ada Novák wants to be your friend") == true)
            #expect(digest.text?.contains("中国 Lindqvist wants to be your friend") == true)
            #expect(digest.list_unsubscribe?.contains("https://satchel.test/unsubscribe/") == true)
        }
    }
}
