import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Invariant 1 for funding: a surprise is invisible to its recipient until funded; a wish
/// shown to some circles is invisible to everyone else — in every endpoint and page.
@Suite("Funding privacy: surprises and circles")
struct FundingPrivacyTests {
    /// Everything a user can ask about one wish, and the lists it could appear in.
    func traces(_ t: TestContext, of wish: UUID, name: String, as viewer: SessionResponse) async throws -> [String] {
        var seen: [String] = []
        let direct: [(String, any TypedRoute)] = [
            ("wish", WishesRoute.wish(wish)), ("funding", FundingRoute.funding(wish)),
            ("donations", FundingRoute.wishDonations(wish)), ("comments", WishesRoute.comments(wish)),
        ]
        for (label, route) in direct where try await t.request(route, token: viewer.token).status != .notFound {
            seen.append(label)
        }
        let listings: [(String, any TypedRoute)] = [
            ("feed", FundingRoute.feed), ("surprises", FundingRoute.surprises), ("inbox", WishesRoute.inbox),
            ("mine", FundingRoute.myFunding), ("notifications", APIRoute.notifications), ("cart", WishesRoute.cart),
        ]
        for (label, route) in listings {
            let body = try await t.request(route, token: viewer.token).body.string
            if body.contains(wish.uuidString) || body.contains(name) { seen.append(label) }
        }
        let id = wish.uuidString.lowercased()
        for path in ["/wishes/\(id)", "/wishes/\(id)/funding/live", "/funding", "/funding/surprises", "/wishes"] {
            let res = try await t.request(.GET, path, token: viewer.token)
            if res.status == .ok && res.body.string.contains(name) { seen.append("page " + path) }
        }
        let comment = try await t.request(WishesRoute.addComment(wish), token: viewer.token, json: CommentDraft(body: "Hi"))
        if comment.status != .notFound { seen.append("add comment") }
        let donate = try await t.request(FundingRoute.donate(wish), token: viewer.token, json: DonationRequest(amount: 100_00))
        if donate.status != .notFound { seen.append("donate") }
        return seen
    }

    @Test func aSurpriseIsInvisibleToItsRecipientUntilFundedThenShowsWhoGave() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            try await t.befriend(s.bob, s.cat)
            // Bob organises a surprise for Ada; Cat (a friend of Bob's) gives.
            let created = try await t.request(FundingRoute.createSurprise, token: s.bob.token, json: SurpriseDraft(
                recipientId: s.ada.user.id, wish: WishDraft(name: "Hot-air balloon ride"),
                funding: FundingDraft(target: Price(amount: 1000_00, currency: "CZK"),
                                      deadline: t.clock.now.addingTimeInterval(20 * 86400), why: "Ada turns 40")))
            #expect(created.status == .created, "\(created.body.string)")
            let surprise = try created.decode(FundingWish.self)
            #expect(surprise.funding.recipient?.username == "ada")
            let name = "Hot-air balloon ride"
            #expect(try await traces(t, of: surprise.wish.id, name: name, as: s.ada) == [])
            try await t.donate(surprise.wish.id, by: s.cat, amount: 600_00)
            #expect(try await traces(t, of: surprise.wish.id, name: name, as: s.ada) == [])
            #expect(try await traces(t, of: surprise.wish.id, name: name, as: s.cat).contains("feed"))
            try await t.donate(surprise.wish.id, by: s.cat, amount: 400_00)
            let funding = try await t.funding(surprise.wish.id, as: s.ada)
            #expect(funding.state == "funded")
            #expect(Set(funding.donors.compactMap { $0.person?.username }) == ["cat"])
            let adaNotified = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.ada.user.id).all()
                .map(\.kind).filter { $0.hasPrefix("funding.") }
            #expect(adaNotified == [FundingNotification.surpriseFunded])
        }
    }

    @Test func aWishForOneCircleIsInvisibleToFriendsOutsideIt() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let circle = try await t.request(.createCircle, token: s.ada.token,
                                             json: CircleDraft(name: "Family", memberIds: [s.bob.user.id])).decode(SatchelAPI.Circle.self)
            let wish = try await s.fundingWish(t, "Piano lessons", audience: "circles", circles: [circle.id])
            #expect(try await traces(t, of: wish, name: "Piano lessons", as: s.cat) == [])
            let bobSees = try await traces(t, of: wish, name: "Piano lessons", as: s.bob)
            #expect(bobSees.contains("wish") && bobSees.contains("feed") && bobSees.contains("donate"))
            // Donations and comments by Bob reach nobody outside the circle either.
            try await t.donate(wish, by: s.bob, amount: 100_00)
            #expect(try await traces(t, of: wish, name: "Piano lessons", as: s.cat) == [])
        }
    }

    @Test func aPrivateWishIsSeenByItsOwnerOnly() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, "Sabbatical", audience: "private")
            #expect(try await traces(t, of: wish, name: "Sabbatical", as: s.bob) == [])
            #expect(try await t.request(FundingRoute.funding(wish), token: s.ada.token).status == .ok)
        }
    }
}
