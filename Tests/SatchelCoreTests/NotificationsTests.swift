import SatchelTesting
import AsyncHTTPClient
import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

@Suite("Notifications")
struct NotificationsTests {
    /// Raises `count` notifications for `user`, one second apart.
    func raise(_ count: Int, for user: UUID, _ t: TestContext) async throws {
        for _ in 0..<count {
            try await t.context.notifications.notify(user: user, actor: nil, kind: NotificationKind.friendRequest, link: "/friends")
            t.clock.advance(by: 1)
        }
    }

    @Test func theInboxPagesNewestFirstWithoutGapsOrRepeats() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            try await raise(25, for: ada.user.id, t)
            var seen: [NotificationItem] = []
            var cursor: String?
            repeat {
                let page = try await t.request(.notifications, token: ada.token,
                                               query: "?limit=10" + (cursor.map { "&cursor=\($0)" } ?? ""))
                    .decode(SatchelAPI.Page<NotificationItem>.self)
                seen += page.items
                cursor = page.nextCursor
            } while cursor != nil
            #expect(seen.count == 25)
            #expect(Set(seen.map(\.id)).count == 25)
            #expect(seen.map(\.createdAt) == seen.map(\.createdAt).sorted(by: >))
        }
    }

    @Test func theInboxListShowsEveryChangeAtOnceDespiteCaching() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob", name: "Bob")
            try await raise(1, for: ada.user.id, t)
            let first = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(first.items.count == 1)
            _ = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: ada.user.id))
            let second = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(second.items.count == 2)
            _ = try await t.request(.markNotificationRead(second.items[0].id), token: ada.token)
            let third = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(third.items[0].read)
            _ = try await t.request(.updateMe, token: bob.token, json: ProfileUpdate(displayName: "Robert"))
            let fourth = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(fourth.items[0].text.contains("Robert"))
        }
    }

    @Test func readingOneOrAllLowersTheUnreadCount() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            try await raise(3, for: ada.user.id, t)
            let items = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self).items
            #expect(try await t.request(.unreadCount, token: ada.token).decode(UnreadCount.self).count == 3)
            let read = try await t.request(.markNotificationRead(items[0].id), token: ada.token).decode(NotificationItem.self)
            #expect(read.read)
            #expect(try await t.request(.unreadCount, token: ada.token).decode(UnreadCount.self).count == 2)
            #expect(try await t.request(.markAllNotificationsRead, token: ada.token).status == .noContent)
            #expect(try await t.request(.unreadCount, token: ada.token).decode(UnreadCount.self).count == 0)
        }
    }

    @Test func someoneElsesNotificationCannotBeTouched() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await raise(1, for: ada.user.id, t)
            let item = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self).items[0]
            #expect(try await t.request(.deleteNotification(item.id), token: bob.token).status == .notFound)
            #expect(try await t.request(.markNotificationRead(item.id), token: bob.token).status == .notFound)
            #expect(try await t.request(.deleteNotification(item.id), token: ada.token).status == .noContent)
        }
    }

    @Test func aKindTurnedOffNeitherLandsInTheInboxNorIsPushed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let prefs = [NotificationPreference(kind: NotificationKind.friendRequest, inbox: false, push: false)]
            let saved = try await t.request(.updateNotificationPreferences, token: bob.token, json: prefs).decode([NotificationPreference].self)
            // Mail was left out of the update (as an older client does): it keeps its default, off for this kind.
            #expect(saved.first { $0.kind == NotificationKind.friendRequest }
                    == NotificationPreference(kind: NotificationKind.friendRequest, inbox: false, push: false, email: false))
            _ = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id))
            #expect(try await t.request(.unreadCount, token: bob.token).decode(UnreadCount.self).count == 0)
            #expect(try await PushOutboxItem.query(on: t.app.db).count() == 0)
        }
    }

    @Test func anUnknownPreferenceKindIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(.updateNotificationPreferences, token: ada.token,
                                          json: [NotificationPreference(kind: "nonsense", inbox: true, push: true)])
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.field == "[0].kind")
        }
    }

    @Test func aNotificationIsPublishedLiveToTheRecipientsOpenStreams() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let stream = t.app.satchel.hub.subscribe(user: ada.user.id)
            try await raise(1, for: ada.user.id, t)
            var iterator = stream.makeAsyncIterator()
            let event = await iterator.next()
            guard case .notification(_, let unread) = event else {
                Issue.record("expected a notification event, got \(String(describing: event))")
                return
            }
            #expect(unread == 1)
        }
    }

    @Test func theEventStreamSendsTheCountThenEachNewNotification() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            t.app.http.server.configuration.port = 0
            try await t.app.server.start(address: .hostname("127.0.0.1", port: 0))
            defer { Task { await t.app.server.shutdown() } }
            let port = try #require(t.app.http.server.shared.localAddress?.port)
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/api/v1/notifications/stream")
            request.headers.add(name: "Authorization", value: "Bearer \(ada.token)")
            // Generous: under a full parallel test run the first event can take a while.
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(90))
            #expect(response.headers.first(name: "Content-Type")?.hasPrefix("text/event-stream") == true)
            var received = ""
            var sentRequest = false
            for try await chunk in response.body {
                received += String(buffer: chunk)
                if !sentRequest, received.contains("event: unread") {
                    sentRequest = true
                    _ = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: ada.user.id))
                }
                if received.contains("event: notification") && received.components(separatedBy: "event: unread").count >= 3 { break }
            }
            #expect(received.contains(#"data: {"count":0}"#))
            #expect(received.contains("Bob wants to be your friend"))
            #expect(received.contains(#"data: {"count":1}"#))
        }
    }

    @Test func theEventStreamNeedsASignedInViewer() async throws {
        try await withSatchel { t in
            let res = try await t.request(.notificationStream)
            #expect(res.status == .unauthorized)
        }
    }
}

/// A push channel that records what it is handed and answers as told.
final class RecordingChannel: PushChannel, @unchecked Sendable {
    let name = "test"
    let outcome: PushDeliveryOutcome
    let delivered = NIOLockedValueBox<[PushMessage]>([])

    init(outcome: PushDeliveryOutcome) { self.outcome = outcome }

    func deliver(_ message: PushMessage, context: SatchelContext) async throws -> PushDeliveryOutcome {
        delivered.withLockedValue { $0.append(message) }
        return outcome
    }
}

@Suite("Push outbox")
struct PushOutboxTests {
    @Test func aNotificationWaitsInTheOutboxUntilAChannelDeliversIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let channel = RecordingChannel(outcome: .delivered)
            t.app.satchel.push.register(channel)
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: "/friends")
            #expect(try await PushOutboxItem.query(on: t.app.db).filter(\.$status == .pending).count() == 1)
            #expect(try await PushOutboxDispatcher(context: t.context).runOnce() == 1)
            #expect(channel.delivered.withLockedValue { $0.map(\.user) } == [ada.user.id])
            #expect(try await PushOutboxItem.query(on: t.app.db).filter(\.$status == .sent).count() == 1)
            // Idempotent: a second pass sends nothing again.
            #expect(try await PushOutboxDispatcher(context: t.context).runOnce() == 0)
            #expect(channel.delivered.withLockedValue { $0.count } == 1)
        }
    }

    @Test func aFailingChannelIsRetriedWithBackOff() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.app.satchel.push.register(RecordingChannel(outcome: .retryLater("503")))
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await PushOutboxDispatcher(context: t.context).runOnce() == 0)
            t.clock.advance(by: 31)
            #expect(try await PushOutboxDispatcher(context: t.context).runOnce() == 1)
            let item = try await PushOutboxItem.query(on: t.app.db).first()!
            #expect(item.attempts == 2)
            #expect(item.status == .pending)
            #expect(item.lastError?.contains("503") == true)
        }
    }

    @Test func withNoChannelForTheUserTheItemIsMarkedUndeliverable() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.app.satchel.push.register(RecordingChannel(outcome: .notSubscribed))
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .undeliverable)
        }
    }
}
