import SatchelTesting
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Every form reads money with one reader (`Money.field`): exact, never rounded or cut, and a
/// clear message beside the field with what was typed kept.
@Suite("Money typed into forms")
struct MoneyFormsTests {
    @Test func aPledgeWithMoreDecimalsThanTheCurrencyHasIsRefusedNotCut() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Bike", price: Price(amount: 100_000, currency: "EUR"))
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let path = "/wishes/\(wish.id.uuidString.lowercased())"
            let res = try await bob.post(path + "/pledge", ["amount": "12.345"], from: path)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("EUR has at most 2 decimals"))
            #expect(res.body.string.contains("value=\"12.345\""))
            let seen = try await t.request(WishesRoute.wish(wish.id), token: setup.bob.token).decode(Wish.self)
            #expect(seen.giving?.pledges.isEmpty == true, "nothing was pledged")
            let ok = try await bob.post(path + "/pledge", ["amount": "12,34"], from: path)
            #expect(ok.status == .seeOther)
            let after = try await t.request(WishesRoute.wish(wish.id), token: setup.bob.token).decode(Wish.self)
            #expect(after.giving?.pledgedByMe == 1_234)
        }
    }

    @Test func aWishPriceWithMoreDecimalsThanTheCurrencyHasIsRefusedNotRounded() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.post("/wishes/new", ["name": "Kite", "amount": "12.345", "currency": "EUR"])
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("EUR has at most 2 decimals") && res.body.string.contains("value=\"Kite\""))
            #expect(try await ada.get("/wishes").body.string.contains("Kite") == false, "nothing was saved")
        }
    }
}
