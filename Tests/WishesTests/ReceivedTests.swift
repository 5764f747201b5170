import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// The owner marks a wish received (issue 41): it leaves its list for the Received page, can be
/// put back, and those who gave are told it arrived; the owner learns nothing of who gave.
@Suite("Received wishes")
struct ReceivedTests {
    func markReceived(_ t: TestContext, _ setup: GiftSetup, _ wish: UUID) async throws -> TestingHTTPResponse {
        try await t.request(WishesRoute.markReceived(wish), token: setup.ada.token)
    }

    func received(_ t: TestContext, _ session: SessionResponse) async throws -> [ReceivedWish] {
        try await t.request(WishesRoute.receivedWishes, token: session.token).decode([ReceivedWish].self)
    }

    func inbox(_ t: TestContext, _ session: SessionResponse) async throws -> [NotificationItem] {
        try await t.request(.notifications, token: session.token).decode(SatchelAPI.Page<NotificationItem>.self).items
    }

    @Test func aReceivedWishLeavesItsListAndIsKeptOnReceivedWithTheDayAndTheList() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Date(timeIntervalSince1970: 1_800_000_000))
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            _ = try await setup.wish(t, "Ball")
            let res = try await markReceived(t, setup, kite.id)
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(ReceivedWish.self).receivedAt == t.clock.now)
            let list = try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token).decode(WishListDetail.self)
            #expect(list.wishes.map(\.name) == ["Ball"])
            #expect(list.list.wishCount == 1)
            let kept = try await received(t, setup.ada)
            #expect(kept.map(\.wish.name) == ["Kite"])
            #expect(kept.first?.list == ReceivedFrom(id: setup.list.id, name: "Birthday"))
        }
    }

    @Test func receivedWishesAreListedTheLatestFirst() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            for name in ["Kite", "Ball", "Hat"] {
                _ = try await markReceived(t, setup, try await setup.wish(t, name).id)
                t.clock.advance(by: 3_600)
            }
            #expect(try await received(t, setup.ada).map(\.wish.name) == ["Hat", "Ball", "Kite"])
        }
    }

    @Test func notReceivedYetPutsTheWishBackWhereItWas() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Ball")
            let kite = try await setup.wish(t, "Kite")
            _ = try await setup.wish(t, "Hat")
            _ = try await markReceived(t, setup, kite.id)
            let undone = try await t.request(WishesRoute.undoReceived(kite.id), token: setup.ada.token)
            #expect(undone.status == .ok, "\(undone.body.string)")
            let list = try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token).decode(WishListDetail.self)
            #expect(list.wishes.map(\.name) == ["Ball", "Kite", "Hat"])
            #expect(try await received(t, setup.ada).isEmpty)
        }
    }

    @Test func markingReceivedIsANewVersionAndAStaleIfMatchIsRefusedWithTheWishAsItIs() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            let seen = try #require(kite.version)
            _ = try await t.request(WishesRoute.updateWish(kite.id), token: setup.ada.token, json: WishDraft(name: "Red kite"))
            let stale = try await t.request(.PUT, WishesRoute.markReceived(kite.id).path, token: setup.ada.token, headers: ifMatch(seen))
            #expect(stale.status == .preconditionFailed)
            #expect(try await received(t, setup.ada).isEmpty)
            let fresh = try await t.request(.PUT, WishesRoute.markReceived(kite.id).path, token: setup.ada.token, headers: ifMatch(seen + 1))
            #expect(fresh.status == .ok, "\(fresh.body.string)")
            #expect(fresh.version == seen + 2)
        }
    }

    @Test func eachGiverIsToldItArrivedAndNeverWhoElseGave() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let kite = try await setup.wish(t, "Kite", quantity: 2)
            _ = try await t.request(WishesRoute.reserve(kite.id), token: setup.bob.token)
            _ = try await t.request(WishesRoute.reserve(kite.id), token: cat.token)
            let adasBefore = try await inbox(t, setup.ada)
            _ = try await markReceived(t, setup, kite.id)
            for (giver, other) in [(setup.bob, "Cat"), (cat, "Bob")] {
                let told = try await inbox(t, giver).filter { $0.kind == WishNotification.received }
                #expect(told.count == 1)
                #expect(told.first?.text.contains("Kite") == true)
                #expect(told.first?.text.contains(other) == false)
                #expect(told.first?.actor?.id == setup.ada.user.id)
            }
            #expect(try await inbox(t, setup.ada) == adasBefore, "the owner is told nothing")
        }
    }

    @Test func aReceivedWishCannotBeReservedAnyMore() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            _ = try await markReceived(t, setup, kite.id)
            let res = try await t.request(WishesRoute.reserve(kite.id), token: setup.bob.token)
            #expect(res.status == .conflict)
            #expect(res.body.string.contains("received already"))
        }
    }

    @Test func aReceivedWishLeavesTheGiversCart() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            _ = try await t.request(WishesRoute.reserve(kite.id), token: setup.bob.token)
            _ = try await markReceived(t, setup, kite.id)
            #expect(!(try await t.request(WishesRoute.cart, token: setup.bob.token).body.string.contains("Kite")))
        }
    }

    @Test func theAccountExportHasTheReceivedWishesWithTheirDay() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Date(timeIntervalSince1970: 1_800_000_000))
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            _ = try await markReceived(t, setup, kite.id)
            let export = try await t.request(.exportData, token: setup.ada.token).decode(DataExport.self)
            let wishes = try JSONDecoder.api.decode([String: JSONValue].self, from: try JSONEncoder.api.encode(export.apps["wishes"]))
            let received = try JSONDecoder.api.decode([ReceivedWish].self, from: try JSONEncoder.api.encode(wishes["received"]))
            #expect(received.map(\.wish.id) == [kite.id])
            #expect(received.first?.receivedAt == t.clock.now)
        }
    }

    @Test func theReceivedPageShowsTheDayInTheReadersZoneAndPutsAWishBack() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            var ada = Browser(t: t)
            _ = try await ada.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            ada.cookies["satchel_tz"] = "Pacific/Auckland"
            let marked = try await ada.post(WishesPath.markReceived(kite.id).path, ["version": "\(kite.version ?? 1)"],
                                            from: WishesPath.wish(kite.id).path)
            #expect(marked.status == .seeOther)
            let page = try await ada.get(WishesPath.received.path).body.string
            let day = Localizer(language: "en", timeZone: TimeZone(identifier: "Pacific/Auckland")!).day(t.clock.now)
            #expect(page.contains("Received " + day), "\(page)")
            #expect(page.contains("from Birthday"))
            let current = try await t.request(WishesRoute.wish(kite.id), token: setup.ada.token).version
            let undone = try await ada.post(WishesPath.undoReceived(kite.id).path, ["version": "\(current ?? 0)"], from: WishesPath.received.path)
            #expect(undone.status == .seeOther)
            #expect(try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token).decode(WishListDetail.self).wishes.map(\.name) == ["Kite"])
        }
    }
}
