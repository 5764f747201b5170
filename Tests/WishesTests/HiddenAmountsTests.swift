import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Issue 41, "show only the progress" (as Leetchi does it): the organiser still sees every
/// amount; each giver sees their own; other givers and the public see only the percentage —
/// neither the total in money nor anyone else's gift.
@Suite("Only the progress is shown")
struct HiddenAmountsTests {
    /// A public collection of Ada's (target CZK 1,000) showing only the progress, with Bob's
    /// CZK 300 and a guest's CZK 200.
    static func hiddenCollection(_ t: TestContext, _ s: FundingSetup) async throws -> (UUID, String) {
        let wish = try await s.fundingWish(t, target: 1_000_00, mode: "keep_what_you_get", publicLink: true)
        let current = try await t.funding(wish, as: s.ada)
        let res = try await t.request(FundingRoute.updateFunding(wish), token: s.ada.token, json: FundingDraft(
            target: current.target, deadline: current.deadline, why: current.why, mode: current.mode, audience: "friends",
            publicLink: true, amountsHidden: true))
        #expect(res.status == .ok, "\(res.body.string)")
        let token = try await t.publicToken(wish, owner: s.ada)
        try await t.donate(wish, by: s.bob, amount: 300_00)
        try await t.guestGives(token, name: "Gran", amount: 200_00)
        return (wish, token)
    }

    @Test func theOrganiserStillSeesEveryAmount() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let (wish, _) = try await Self.hiddenCollection(t, s)
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.raised?.amount == 500_00 && funding.progress == 50)
            #expect(Set(funding.donors.compactMap(\.amount?.amount)) == [300_00, 200_00])
        }
    }

    @Test func aGiverSeesTheirOwnAmountAndOnlyThePercentageOfTheRest() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let (wish, _) = try await Self.hiddenCollection(t, s)
            let funding = try await t.funding(wish, as: s.bob)
            #expect(funding.raised == nil && funding.progress == 50 && funding.amountsHidden == true)
            #expect(funding.donors.compactMap(\.amount?.amount) == [300_00])
            #expect(funding.donors.filter { $0.amount == nil }.map(\.guestName) == ["Gran"])
        }
    }

    @Test func anotherFriendAndThePublicSeeNoAmountAnywhere() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let (wish, token) = try await Self.hiddenCollection(t, s)
            let friend = try await t.funding(wish, as: s.cat)
            #expect(friend.raised == nil && friend.donors.allSatisfy { $0.amount == nil })
            let feed = try await t.request(FundingRoute.feed, token: s.cat.token).decode(SatchelAPI.Page<FeedItem>.self)
            #expect(feed.items.allSatisfy { $0.amount == nil && $0.item.funding.raised == nil })
            let outside = try await t.request(FundingRoute.publicFunding(token: token)).decode(FundingWish.self)
            #expect(outside.funding.raised == nil && outside.funding.progress == 50)
            var cat = Browser(t: t)
            _ = try await cat.post("/sign-in", ["login": "cat", "password": "correct horse battery"])
            var guest = Browser(t: t)
            for page in [try await cat.get("/wishes/\(WishesPath.id(wish))").body.string, try await cat.get("/funding").body.string,
                         try await guest.get("/f/" + token).body.string] {
                #expect(!page.contains("300.00") && !page.contains("200.00") && !page.contains("500.00"))
                #expect(page.contains("50 % of the target reached"))
            }
        }
    }
}
