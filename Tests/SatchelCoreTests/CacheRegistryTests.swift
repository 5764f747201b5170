import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import SatchelTesting
import SQLKit
import Testing
import Vapor
import VaporTesting

/// A cache that only records what it is told to drop.
final class RecordingCache: DroppableCache {
    let cacheName = "recording"
    let droppedBy: Set<String>
    private let seen = NIOLockedValueBox<[CacheChange]>([])
    init(_ tables: Set<String>) { droppedBy = tables }
    func drop(_ changes: [CacheChange]) { seen.withLockedValue { $0 += changes } }
    var dropped: [CacheChange] { seen.withLockedValue { $0 } }
}

struct SomethingWentWrong: Error {}

/// Caches are dropped in one place: after the change commits, never for a rollback, by table.
@Suite("Caches dropped in one place")
struct CacheRegistryTests {
    @Test func aChangeInsideATransactionIsDroppedOnlyOnceItCommits() async throws {
        try await withSatchel { t in
            let cache = RecordingCache(["wishes"])
            t.app.satchel.cacheRegistry.register(cache)
            try await t.context.transaction { tx in
                tx.changed("wishes", .key("list:1"))
                try await tx.transaction { inner in inner.changed("wishes", .key("list:2")) }
                #expect(cache.dropped.isEmpty, "dropped before the commit")
            }
            #expect(cache.dropped == [CacheChange("wishes", .key("list:1")), CacheChange("wishes", .key("list:2"))])
        }
    }

    @Test func aRolledBackTransactionDropsNothingAndRunsNothingAfter() async throws {
        try await withSatchel { t in
            let cache = RecordingCache(["wishes"])
            t.app.satchel.cacheRegistry.register(cache)
            let ran = NIOLockedValueBox(false)
            await #expect(throws: SomethingWentWrong.self) {
                try await t.context.writeTransaction { tx in
                    tx.changed("wishes", .key("list:1"))
                    tx.afterCommit { ran.withLockedValue { $0 = true } }
                    throw SomethingWentWrong()
                }
            }
            #expect(cache.dropped.isEmpty && !ran.withLockedValue { $0 })
        }
    }

    @Test func aChangeOutsideATransactionIsDroppedAtOnceAndOnlyByCachesOfItsTable() async throws {
        try await withSatchel { t in
            let wishes = RecordingCache(["wishes"]), loans = RecordingCache(["library_loans"])
            t.app.satchel.cacheRegistry.register(wishes)
            t.app.satchel.cacheRegistry.register(loans)
            t.context.changed("wishes", .user(UUID()))
            #expect(wishes.dropped.count == 1 && loans.dropped.isEmpty)
        }
    }

    /// Each registered cache names tables the database has (or the one narrower part, a
    /// library's catalogue), so a typo cannot leave a cache that nothing drops.
    @Test func everyCacheIsDroppedByTablesThatExist() async throws {
        try await withSatchel { t in
            let schema = SchemaInspection(t.app.db)
            let registered = t.app.satchel.cacheRegistry.registered
            #expect(registered.count >= 5)
            for cache in registered {
                for table in cache.droppedBy.subtracting(["library_catalogue"]) {
                    let exists = try await schema.hasTable(table)
                    #expect(exists, "\(cache.cacheName) names \(table)")
                }
            }
        }
    }

    /// A circle renamed shows on its owner's list page at once (the page is cached).
    @Test func aRenamedCircleShowsOnTheOwnersCachedListPage() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var web = Browser(t: t)
            _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            let circle = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Climbers")).decode(SatchelAPI.Circle.self)
            let page = "/wishes/lists/\(list.id.uuidString.lowercased())"
            #expect(try await web.get(page).body.string.contains("Climbers"))
            _ = try await t.request(.updateCircle(circle.id), token: ada.token, json: CircleUpdate(name: "Boulderers"))
            #expect(try await web.get(page).body.string.contains("Boulderers"))
        }
    }
}
