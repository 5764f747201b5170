import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Issue 41: anyone with a collection's public link gives without an account, through the same
/// gateway, ledger and refunds as members.
@Suite("Guests give through a collection's public link")
struct GuestGiftTests {
    @Test func aGuestsGiftIsPendingUntilTheBankConfirmsItThenCounts() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            let gift = try await t.giveAsGuest(token, name: "Gran", amount: 300_00, message: "For the bike!")
            #expect(gift.state == "pending" && gift.token != nil && gift.paymentURL != nil)
            #expect(try await t.ledgerTotal(wish) == 0)
            _ = try await t.bank.pay(try t.bankReference(gift), card: "4242424242424242", behaviour: .init())
            let receipt = try await t.guestGift(try #require(gift.token))
            #expect(receipt.state == "confirmed" && receipt.token == nil && receipt.message == "For the bike!")
            #expect(try await t.ledgerTotal(wish) == 300_00)
        }
    }

    @Test func theOrganiserSeesANamedGuestByTheNameGiven() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            try await t.guestGives(try await t.publicToken(wish, owner: s.ada), name: "Gran", amount: 300_00)
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.donors.map(\.guestName) == ["Gran"])
            #expect(funding.raised?.amount == 300_00)
        }
    }

    @Test func theSameKeyTwiceIsOneGift() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            let key = SecureToken.generate()
            let first = try await t.giveAsGuest(token, name: "Gran", amount: 300_00, key: key)
            let second = try await t.giveAsGuest(token, name: "Gran", amount: 300_00, key: key)
            #expect(first == second)
            #expect(try await DonationRecord.query(on: t.app.db).count() == 1)
        }
    }

    @Test func aGuestIsRefundedWhenAnAllOrNothingCollectionIsClosed() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, mode: "all_or_nothing", publicLink: true)
            let gift = try await t.guestGives(try await t.publicToken(wish, owner: s.ada), name: "Gran", amount: 300_00)
            #expect(try await t.request(FundingRoute.closeFunding(wish), token: s.ada.token).status == .ok)
            #expect(try await t.guestGift(try #require(gift.token)).state == "refunded")
            #expect(try await t.ledgerTotal(wish) == 0)
        }
    }

    @Test func aClosedCollectionTakesNoGuestGift() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, mode: "keep_what_you_get", publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            #expect(try await t.request(FundingRoute.closeFunding(wish), token: s.ada.token).status == .ok)
            let res = try await t.request(FundingRoute.giveAsGuest(token: token), json: GuestDonationRequest(name: "Gran", amount: 300_00))
            #expect(res.status == .conflict)
            #expect(try await DonationRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aGiftWithoutANameIsRefusedOnTheNameField() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let res = try await t.request(FundingRoute.giveAsGuest(token: try await t.publicToken(wish, owner: s.ada)),
                                          json: GuestDonationRequest(name: "  ", amount: 300_00))
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("\"name\""))
        }
    }

    @Test func aWithdrawnLinkTakesNoGift() async throws {
        try await withSatchel { t in
            let res = try await t.request(FundingRoute.giveAsGuest(token: "no-such-link"), json: GuestDonationRequest(name: "Gran", amount: 300_00))
            #expect(res.status == .notFound)
        }
    }

    @Test func guestGiftsFromOneNetworkAreThrottled() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            for n in 0..<10 {
                _ = try await t.context.groupGifts.give(token: token, GuestDonationRequest(name: "Guest \(n)", amount: 100_00),
                                                        clientAddress: "203.0.113.9")
            }
            await #expect(throws: AppError.self) {
                _ = try await t.context.groupGifts.give(token: token, GuestDonationRequest(name: "Guest 11", amount: 100_00),
                                                        clientAddress: "203.0.113.9")
            }
        }
    }

    @Test func aGuestWhoCancelsAtTheBankIsToldNothingWasCharged() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let gift = try await t.giveAsGuest(try await t.publicToken(wish, owner: s.ada), name: "Gran", amount: 300_00)
            let back = try await t.bank.cancel(try t.bankReference(gift), behaviour: .init())
            var guest = Browser(t: t)
            let page = try await guest.get(String(back.dropFirst(t.context.publicURL.count))).body.string
            #expect(page.contains("You cancelled the payment — nothing was charged."))
            #expect(try await t.guestGift(try #require(gift.token)).state == "cancelled")
        }
    }

    @Test func thePublicPageOffersTheGuestFormAndItsGiftGoesToTheBank() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            var guest = Browser(t: t)
            let page = try await guest.get("/f/" + token).body.string
            #expect(page.contains("action=\"/f/\(token)/gifts\""))
            let key = try #require(page.firstMatch(of: /name="key" value="([^"]+)"/)).1
            let res = try await guest.post("/f/\(token)/gifts", ["key": String(key), "name": "Gran", "message": "", "amount": "300"],
                                           from: "/f/" + token)
            #expect(res.status == .seeOther || res.status == .found)
            #expect(res.headers.first(name: .location)?.hasPrefix("/simbank/checkout/") == true)
            #expect(try await DonationRecord.query(on: t.app.db).first()?.guestName == "Gran")
        }
    }

    @Test func aRefusedGuestFormComesBackAsTyped() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            var guest = Browser(t: t)
            let res = try await guest.post("/f/\(token)/gifts", ["key": SecureToken.generate(), "name": "Gran", "message": "Hugs",
                                                               "amount": "0.5"], from: "/f/" + token)
            #expect(res.status == .unprocessableEntity)
            let page = res.body.string
            #expect(page.contains("value=\"Gran\"") && page.contains("Hugs"))
            #expect(try await DonationRecord.query(on: t.app.db).count() == 0)
        }
    }
}

/// What happens to a shortfall is said before anyone gives, to members and on the public page.
@Suite("The shortfall rule is said up front")
struct ShortfallRuleTests {
    @Test(arguments: [("all_or_nothing", "everyone is refunded"), ("keep_what_you_get", "what was given is still used")])
    func thePublicPageSaysWhatHappensIfTheTargetIsMissed(_ mode: String, _ words: String) async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, mode: mode, publicLink: true)
            var guest = Browser(t: t)
            #expect(try await guest.get("/f/" + (try await t.publicToken(wish, owner: s.ada))).body.string.contains(words))
        }
    }

    @Test func aFriendSeesTheRuleBesideTheGiveForm() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, mode: "all_or_nothing")
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await bob.get("/wishes/\(WishesPath.id(wish))").body.string
            #expect(page.contains("All or nothing: if the target is not reached by the deadline, everyone is refunded."))
        }
    }
}
