import SatchelTesting
import Foundation
import NIOPosix
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor

/// Polls `condition` for up to `seconds`.
func eventually(within seconds: Double = 5, _ condition: () async throws -> Bool) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try await condition() { return true }
        try await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

@Suite("Several instances on one PostgreSQL", .enabled(if: testsUsePostgres, "LISTEN/NOTIFY and advisory locks are PostgreSQL's"))
struct ClusterTests {
    @Test func aNotificationRaisedOnOneInstanceReachesALiveStreamOnAnother() async throws {
        try await withSatchel { t in
            try await withSecondInstance(of: t) { other in
                let ada = try await t.signUp("ada")
                let bob = try await t.signUp("bob")
                let events = other.app.satchel.hub.subscribe(user: ada.user.id)
                let firstEvent = Task { () -> NotificationHub.Event? in
                    for await event in events { return event }
                    return nil
                }
                _ = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(username: "ada"))
                let timeout = Task { try await Task.sleep(for: .seconds(10)); firstEvent.cancel() }
                let first = await firstEvent.value
                timeout.cancel()
                guard case .notification(_, let unread)? = first else { Issue.record("no live event on the other instance: \(String(describing: first))"); return }
                #expect(unread == 1)
            }
        }
    }

    @Test func aTokenSignedOutOnOneInstanceStopsWorkingOnAnotherAtOnce() async throws {
        try await withSatchel { t in
            try await withSecondInstance(of: t) { other in
                let ada = try await t.signUp("ada")
                #expect(try await other.request(.me, token: ada.token).status == .ok, "a session works on any instance")
                #expect(try await other.request(.me, token: ada.token).status == .ok) // now in the other's memory
                _ = try await t.request(.signOut, token: ada.token)
                // The cache would keep it for 10 s; the sign-out message drops it sooner.
                #expect(try await eventually(within: 3) { try await other.request(.me, token: ada.token).status == .unauthorized })
            }
        }
    }

    @Test func aCommittedChangeDropsTheCachesOfAnotherInstanceAndARolledBackOneDoesNot() async throws {
        try await withSatchel { t in
            try await withSecondInstance(of: t) { other in
                let cache = RecordingCache(["library_lists"])
                other.app.satchel.cacheRegistry.register(cache)
                _ = try? await t.context.transaction { tx in
                    tx.changed("library_lists", .key("library:rolled-back"))
                    throw SomethingWentWrong()
                }
                try await t.context.transaction { tx in tx.changed("library_lists", .key("library:committed")) }
                #expect(try await eventually { !cache.dropped.isEmpty })
                #expect(cache.dropped == [CacheChange("library_lists", .key("library:committed"))])
            }
        }
    }

    @Test func aJobRunsOnOneInstanceAtATime() async throws {
        try await withSatchel { t in
            try await withSecondInstance(of: t) { other in
                let here = t.app.satchel.cluster, there = other.app.satchel.cluster
                let ranHere = try await here.exclusively("test job") {
                    let ranThere = try await there.exclusively("test job") {}
                    #expect(!ranThere, "the other instance skips a job that is running here")
                    #expect(try await there.exclusively("another job") {}, "other jobs are not held up")
                }
                #expect(ranHere)
                #expect(try await there.exclusively("test job") {}, "free again once it finished")
            }
        }
    }

    @Test func instancesStartedTogetherMigrateOneAfterAnother() async throws {
        try await withSatchel { t in
            let url = try #require(t.app.satchel.settings.postgresURL)
            let log = Intervals()
            async let first: Void = PostgresCoordinator.migrateExclusively(url: url, logger: t.app.logger) { await log.hold() }
            async let second: Void = PostgresCoordinator.migrateExclusively(url: url, logger: t.app.logger) { await log.hold() }
            _ = try await (first, second)
            let spans = await log.spans
            #expect(spans.count == 2)
            if spans.count == 2 { #expect(spans[0].end <= spans[1].start || spans[1].end <= spans[0].start) }
        }
    }
}

actor Intervals {
    var spans: [(start: Date, end: Date)] = []

    func hold() async {
        let start = Date()
        try? await Task.sleep(for: .milliseconds(300))
        spans.append((start, Date()))
    }
}
