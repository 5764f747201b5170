import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import VaporTesting

/// A list read in another order (issue 41): for the owner, for a friend, and through the public
/// registry link; the order lives in the address, and an unknown one is refused by the API.
@Suite("Sorting a list")
struct ListSortTests {
    func names(_ t: TestContext, _ setup: GiftSetup, sort: String, token: String? = nil) async throws -> [String] {
        let res = try await t.request(WishesRoute.list(setup.list.id), token: token ?? setup.ada.token, query: "?sort=" + sort)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(WishListDetail.self).wishes.map(\.name)
    }

    @Test func byPriceTheListsShownCurrencyComesFirstThenOtherCurrenciesThenWishesWithoutAPrice() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Book")
            _ = try await setup.wish(t, "Scarf", price: Price(amount: 40_00, currency: "EUR"))
            _ = try await setup.wish(t, "Kite", price: Price(amount: 300_00, currency: "SEK"))
            _ = try await setup.wish(t, "Ball", price: Price(amount: 100_00, currency: "SEK"))
            #expect(try await names(t, setup, sort: "price") == ["Ball", "Kite", "Scarf", "Book"])
        }
    }

    @Test func byDateAddedTheNewestComesFirst() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            for name in ["Kite", "Ball", "Hat"] {
                _ = try await setup.wish(t, name)
                t.clock.advance(by: 60)
            }
            #expect(try await names(t, setup, sort: "added") == ["Hat", "Ball", "Kite"])
        }
    }

    @Test func byPriorityHighComesFirstAndTiesKeepTheOwnersOrder() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            for (name, priority) in [("Kite", "low"), ("Ball", "normal"), ("Hat", "high"), ("Sock", "normal")] {
                _ = try await t.request(WishesRoute.createWish, token: setup.ada.token,
                                        json: WishDraft(name: name, priority: priority, listId: setup.list.id))
            }
            #expect(try await names(t, setup, sort: "priority") == ["Hat", "Ball", "Sock", "Kite"])
        }
    }

    @Test func aFriendReadsTheListInTheOrderTheyAskFor() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Kite", price: Price(amount: 300_00, currency: "SEK"))
            _ = try await setup.wish(t, "Ball", price: Price(amount: 100_00, currency: "SEK"))
            #expect(try await names(t, setup, sort: "price", token: setup.bob.token) == ["Ball", "Kite"])
        }
    }

    @Test func anUnknownOrderIsRefusedWithTheField() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let res = try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token, query: "?sort=colour")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("\"sort\""))
        }
    }

    @Test func theRegistryReadsInTheOrderAskedForAndRefusesAnUnknownOne() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Kite", price: Price(amount: 300_00, currency: "SEK"))
            _ = try await setup.wish(t, "Ball", price: Price(amount: 100_00, currency: "SEK"))
            let link = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token).decode(PublicLink.self)
            let sorted = try await t.request(WishesRoute.registry(token: link.token), query: "?sort=price").decode(Registry.self)
            #expect(sorted.wishes.map(\.name) == ["Ball", "Kite"])
            #expect(try await t.request(WishesRoute.registry(token: link.token), query: "?sort=colour").status == .unprocessableEntity)
        }
    }

    @Test func theRegistryPageSortsByLinksThatKeepTheOrderInTheAddress() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Kite", price: Price(amount: 300_00, currency: "SEK"))
            _ = try await setup.wish(t, "Ball", price: Price(amount: 100_00, currency: "SEK"))
            let link = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token).decode(PublicLink.self)
            let page = try await t.request(.GET, "/registry/" + link.token + "?sort=price").body.string
            #expect(page.contains("href=\"/registry/\(link.token)?sort=price\" aria-current=\"true\""))
            let ball = try #require(page.range(of: ">Ball<")), kite = try #require(page.range(of: ">Kite<"))
            #expect(ball.lowerBound < kite.lowerBound)
        }
    }

    @Test func theListPageSortsByLinksAndAFriendSeesTheOwnersOrderNamedSo() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Kite", price: Price(amount: 300_00, currency: "SEK"))
            _ = try await setup.wish(t, "Ball", price: Price(amount: 100_00, currency: "SEK"))
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await bob.get(WishesPath.listSorted(setup.list.id, sort: "price").path).body.string
            #expect(page.contains("Owner's order"))
            let ball = try #require(page.range(of: ">Ball<")), kite = try #require(page.range(of: ">Kite<"))
            #expect(ball.lowerBound < kite.lowerBound)
        }
    }
}
