import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// The funding pages through forms, as a browser uses them.
@Suite("Funding in the web app")
struct FundingWebTests {
    /// Ada (signed in through the web) with a wish; Bob her friend.
    func setup(_ t: TestContext) async throws -> (Browser, SessionResponse, UUID) {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        let adaUser = try #require(try await User.query(on: t.app.db).filter(\.$username == "ada").first())
        let bob = try await t.signUp("bob", keep: true)
        let request = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: adaUser.requireID()))
        let token = try await t.context.accounts.issueToken(for: adaUser, kind: .api, keep: true, name: "test").secret
        _ = try await t.request(.acceptFriendRequest(try request.decode(FriendRequest.self).id), token: token)
        let wish = try await t.context.wishes.create(owner: adaUser.requireID(), WishDraft(name: "Canoe"))
        return (ada, bob, try wish.requireID())
    }

    @Test func aFundingFormWithMistakesKeepsWhatWasTypedAndSaysWhatIsWrongBesideEachField() async throws {
        try await withSatchel { t in
            var (ada, _, wish) = try await setup(t)
            let path = "/wishes/\(wish.uuidString.lowercased())/funding"
            let res = try await ada.post(path, ["amount": "12,5x", "currency": "CZK", "deadline": "2020-01-01",
                                                "why": "Paddling", "mode": "all_or_nothing", "audience": "friends"])
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("Paddling"))
            #expect(res.body.string.contains(#"id="f-amount-error""#))
            #expect(try await FundingRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func startingACollectionThroughTheFormShowsItsPanelOnTheWishPage() async throws {
        try await withSatchel { t in
            var (ada, _, wish) = try await setup(t)
            let id = wish.uuidString.lowercased()
            let deadline = FundingForm.dateText(t.clock.now.addingTimeInterval(20 * 86400), timeZone: TimeZones.utc)
            let res = try await ada.post("/wishes/\(id)/funding", ["amount": "4500", "currency": "CZK", "deadline": deadline,
                                                                   "why": "Summer on the river", "mode": "all_or_nothing",
                                                                   "audience": "friends"])
            #expect(res.status == .seeOther, "\(res.body.string)")
            let page = try await ada.get("/wishes/\(id)")
            #expect(page.body.string.contains(#"id="funding""#))
            #expect(page.body.string.contains("Summer on the river"))
            #expect(page.body.string.contains(#"data-live="/wishes/\#(id)/funding/live""#))
            let live = try await ada.get("/wishes/\(id)/funding/live")
            #expect(live.status == .ok && live.body.string.hasPrefix("<section"))
        }
    }

    @Test func aBadPayoutAccountIsExplainedBesideTheFieldAndTheInputIsKept() async throws {
        try await withSatchel { t in
            var (ada, _, _) = try await setup(t)
            let res = try await ada.post("/funding/settings/payout", ["holder": "Ada", "account": "DE89 3704 0044 0532 0130 01"],
                                         from: "/funding/settings")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("DE89 3704 0044 0532 0130 01"))
            #expect(res.body.string.contains(#"id="f-account-error""#))
            #expect(try await PayoutAccountRecord.query(on: t.app.db).count() == 0)
            let ok = try await ada.post("/funding/settings/payout", ["holder": "Ada", "account": "19-2000145399/0800"],
                                        from: "/funding/settings")
            #expect(ok.status == .seeOther)
        }
    }

    @Test func theSimulatedBanksCheckoutPageNamesTheGiftAndItsAmount() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, "Drum kit")
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 750_00)
            let page = try await t.request(.GET, "/simbank/checkout/\(reference)", headers: ["Accept": "text/html"])
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Drum kit"))
            #expect(page.body.string.contains("750"))
            var bad = Browser(t: t)
            let declined = try await bad.post("/simbank/checkout/\(reference)", ["card": "1234", "action": "pay"])
            #expect(declined.status == .unprocessableEntity)
            #expect(declined.body.string.contains("not a valid card number"))
        }
    }
}
