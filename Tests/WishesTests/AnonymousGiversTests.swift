import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Issue 41: a gift given anonymously — by a member or a guest — is anonymous to everyone, the
/// organiser included: the giver's name and id appear in no answer, page, notification or
/// export the organiser or another giver gets. Unless the organiser requires names, when no
/// anonymous gift is taken at all.
@Suite("Anonymous givers stay anonymous")
struct AnonymousGiversTests {
    /// Everything the viewer can ask about the collection and their own account, as raw text.
    func views(_ t: TestContext, _ viewer: SessionResponse, wish: UUID, token: String) async throws -> [String: String] {
        var views: [String: String] = [:]
        let routes: [(String, any TypedRoute)] = [
            ("funding", FundingRoute.funding(wish)), ("donors", FundingRoute.wishDonations(wish)), ("mine", FundingRoute.myFunding),
            ("feed", FundingRoute.feed), ("donations", FundingRoute.myDonations), ("notifications", APIRoute.notifications),
            ("public", FundingRoute.publicFunding(token: token)), ("wish", WishesRoute.wish(wish)), ("export", APIRoute.exportData),
        ]
        for (name, route) in routes {
            let res = try await t.request(route, token: viewer.token)
            views[name] = "\(res.status.code) \(res.body.string)"
        }
        for page in ["/wishes/\(WishesPath.id(wish))", "/funding", "/funding/mine", "/funding/donations", "/notifications", "/f/" + token] {
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: viewer.token)
            views["page " + page] = try await t.request(.GET, page, headers: headers).body.string
        }
        return views
    }

    /// Zed is the organiser's friend (so his name is on her friends' pages and in "accepted your
    /// friend request"): his anonymous gift must add his name or id nowhere, and the anonymous
    /// guest's name must appear nowhere at all.
    @Test func anAnonymousMembersAndAnAnonymousGuestsNamesReachNeitherTheOrganiserNorOtherGivers() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let zed = try await t.signUp("zed", name: "Zebedee Hidden", keep: true)
            try await t.befriend(s.ada, zed)
            try await t.befriend(s.bob, zed)
            let wish = try await s.fundingWish(t, mode: "keep_what_you_get", publicLink: true)
            let token = try await t.publicToken(wish, owner: s.ada)
            let secrets = ["Zebedee Hidden", zed.user.id.uuidString.lowercased(), zed.user.id.uuidString, "Quilla Unseen"]
            var before: [String: [String: String]] = [:]
            for viewer in [s.ada, s.bob, s.cat] { before[viewer.user.username] = try await views(t, viewer, wish: wish, token: token) }

            try await t.donate(wish, by: zed, amount: 200_00, anonymous: true)
            try await t.guestGives(token, name: "Quilla Unseen", amount: 150_00, anonymous: true)
            try await t.donate(wish, by: s.bob, amount: 100_00)
            try await t.guestGives(token, name: "Gran Named", amount: 50_00)
            for viewer in [s.ada, s.bob, s.cat] {
                for (name, body) in try await views(t, viewer, wish: wish, token: token) {
                    let earlier = before[viewer.user.username]?[name] ?? ""
                    for secret in secrets {
                        #expect(body.ranges(of: secret).count == earlier.ranges(of: secret).count,
                                "\(viewer.user.username) sees \(secret) more often in \(name)")
                    }
                }
            }
            // The named ones do show, so the probe looks where names go.
            let page = try await views(t, s.ada, wish: wish, token: token)["page /wishes/\(WishesPath.id(wish))"] ?? ""
            #expect(page.contains("Gran Named") && page.contains("Bob"))
            // They are there, as "Anonymous", beside the named ones.
            let donors = try await t.funding(wish, as: s.ada).donors
            #expect(donors.count == 4)
            #expect(donors.filter { $0.person == nil && $0.guestName == nil }.count == 2)
            #expect(Set(donors.compactMap { $0.person?.username ?? $0.guestName }) == ["bob", "Gran Named"])
        }
    }

    @Test func theAnonymousMemberStillSeesTheirOwnGift() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            try await t.donate(wish, by: s.bob, amount: 200_00, anonymous: true)
            let mine = try await t.request(FundingRoute.myDonations, token: s.bob.token).decode([Donation].self)
            #expect(mine.map(\.anonymous) == [true])
        }
    }

    @Test func whenNamesAreRequiredAMembersAnonymousGiftIsRefused() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await Self.namesRequiredWish(t, s)
            let res = try await t.request(FundingRoute.donate(wish), token: s.bob.token, json: DonationRequest(amount: 100_00, anonymous: true))
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("\"anonymous\""))
            #expect(try await DonationRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func whenNamesAreRequiredAGuestsAnonymousGiftIsRefused() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await Self.namesRequiredWish(t, s)
            let res = try await t.request(FundingRoute.giveAsGuest(token: try await t.publicToken(wish, owner: s.ada)),
                                          json: GuestDonationRequest(name: "Gran", amount: 100_00, anonymous: true))
            #expect(res.status == .unprocessableEntity)
            #expect(try await DonationRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func whenNamesAreRequiredTheFormsSaySoAndOfferNoAnonymousChoice() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await Self.namesRequiredWish(t, s)
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let member = try await bob.get("/wishes/\(WishesPath.id(wish))").body.string
            var guest = Browser(t: t)
            let outside = try await guest.get("/f/" + (try await t.publicToken(wish, owner: s.ada))).body.string
            for page in [member, outside] {
                #expect(page.contains("The organiser asks every giver for their name"))
                #expect(!page.contains("name=\"anonymous\""))
            }
        }
    }

    @Test func theOrganiserTurnsNamesRequiredOnFromTheAPI() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await Self.namesRequiredWish(t, s)
            #expect(try await t.funding(wish, as: s.bob).namesRequired == true)
        }
    }

    /// A public collection of Ada's whose organiser requires givers' names.
    static func namesRequiredWish(_ t: TestContext, _ s: FundingSetup) async throws -> UUID {
        let wish = try await s.fundingWish(t, publicLink: true)
        let current = try await t.funding(wish, as: s.ada)
        let res = try await t.request(FundingRoute.updateFunding(wish), token: s.ada.token, json: FundingDraft(
            target: current.target, deadline: current.deadline, why: current.why, mode: current.mode, audience: "friends",
            publicLink: true, namesRequired: true))
        #expect(res.status == .ok, "\(res.body.string)")
        return wish
    }
}
