import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SQLKit
import Testing
import Vapor
import VaporTesting

/// What piles up is removed by housekeeping once past keeping (`Retention`), and nothing sooner.
@Suite("Retention")
struct RetentionTests {
    static let day: TimeInterval = 24 * 3600

    static func inbox(_ t: TestContext, _ session: SessionResponse) async throws -> [InboxNotification] {
        try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == session.user.id).all()
    }

    @Test func aReadNotificationIsRemovedNinetyDaysAfterItWasRead() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            try await t.befriend(ada, try await t.signUp("cat"))
            let items = try await Self.inbox(t, ada)
            #expect(items.count == 2)
            _ = try await t.context.notifications.markRead(try #require(items[0].id), user: try ViewerUser(try await t.user(ada), version: 1))
            t.clock.advance(by: 89 * Self.day)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.inbox(t, ada).count == 2)
            t.clock.advance(by: 2 * Self.day)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.inbox(t, ada).map(\.id) == [items[1].id], "the unread one stays")
        }
    }

    @Test func anUnreadNotificationIsRemovedAfterAYear() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            try await t.befriend(ada, try await t.signUp("bob"))
            t.clock.advance(by: 364 * Self.day)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.inbox(t, ada).count == 1)
            t.clock.advance(by: 2 * Self.day)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.inbox(t, ada).isEmpty)
        }
    }

    @Test func aKeptAnswerIsRemovedOnceExpiredEvenIfItsSenderNeverWritesAgain() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.request(.POST, APIRoute.createCircle.path, token: ada.token, json: CircleDraft(name: "Family"),
                                              headers: [IdempotencyMiddleware.header: UUID().uuidString])
            #expect(created.status == .created)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await IdempotencyRecord.query(on: t.app.db).count() == 1)
            t.clock.advance(by: 2 * Self.day)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await IdempotencyRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aBacklogLargerThanOneBatchIsClearedInOnePass() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for n in 0..<25 {
                _ = try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendAccepted,
                                                             params: ["n": String(n)], link: "/friends/\(n)")
            }
            t.clock.advance(by: 366 * Self.day)
            try await Housekeeping.delete(from: InboxNotification.schema, where: "created_at < \(bind: t.context.now - Retention.notifications)",
                                          t.app.db.sql, batch: 10)
            #expect(try await Self.inbox(t, ada).isEmpty)
        }
    }
}
