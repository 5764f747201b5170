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

    /// Random friendships among four people, and two funding wishes each with a random audience
    /// (circles of random friends), some of them surprises for a friend, some of those funded.
    struct RandomFunding {
        var people: [SessionResponse] = []
        var friendsOf: [UUID: [SessionResponse]] = [:]
        var wishes: [(id: UUID, owner: UUID, recipient: UUID?)] = []

        static func make(_ t: TestContext, seed: UInt64) async throws -> RandomFunding {
            var world = RandomFunding()
            var rng = SplitMix64(state: seed)
            for name in ["ada", "bob", "cat", "dan"] { world.people.append(try await t.signUp(name, keep: true)) }
            let people = world.people
            for a in 0..<people.count { for b in (a + 1)..<people.count where Int.random(in: 0..<10, using: &rng) < 7 {
                try await t.befriend(people[a], people[b])
                world.friendsOf[people[a].user.id, default: []].append(people[b])
                world.friendsOf[people[b].user.id, default: []].append(people[a])
            } }
            for (n, owner) in people.enumerated() {
                let friends = world.friendsOf[owner.user.id] ?? []
                for k in 0..<2 {
                    var draft = FundingDraft(target: Price(amount: 500_00, currency: "CZK"),
                                             deadline: t.clock.now.addingTimeInterval(20 * 86400), why: "Because")
                    draft.audience = ["friends", "circles", "private"].randomElement(using: &rng)!
                    if draft.audience == "circles" {
                        let members = friends.filter { _ in Bool.random(using: &rng) }.map(\.user.id)
                        let circle = try await t.request(.createCircle, token: owner.token, json: CircleDraft(name: "C\(n).\(k)", memberIds: members))
                            .decode(SatchelAPI.Circle.self)
                        draft.circleIds = [circle.id]
                    }
                    let name = "Wish \(n).\(k)"
                    if let recipient = friends.randomElement(using: &rng), Bool.random(using: &rng) {
                        let created = try await t.request(FundingRoute.createSurprise, token: owner.token,
                                                          json: SurpriseDraft(recipientId: recipient.user.id, wish: WishDraft(name: name), funding: draft))
                        #expect(created.status == .created, "\(created.body.string)")
                        let wish = try created.decode(FundingWish.self).wish.id
                        world.wishes.append((wish, owner.user.id, recipient.user.id))
                        if Bool.random(using: &rng) {  // funded: now its recipient sees it
                            let funding = try #require(try await t.context.funding.record(ofWish: wish))
                            funding.state = .funded
                            funding.fundedAt = t.clock.now
                            try await funding.save(on: t.app.db)
                        }
                    } else {
                        let wish = try await t.request(WishesRoute.createWish, token: owner.token, json: WishDraft(name: name)).decode(Wish.self).id
                        let started = try await t.request(FundingRoute.startFunding(wish), token: owner.token, json: draft)
                        #expect(started.status == .created, "\(started.body.string)")
                        world.wishes.append((wish, owner.user.id, nil))
                    }
                }
            }
            return world
        }

        func friends(of person: SessionResponse) -> Set<UUID> { Set((friendsOf[person.user.id] ?? []).map(\.user.id)) }
    }

    /// For random friendships, circles, audiences and surprises (some funded), each person's
    /// feed holds exactly the friends' funding wishes that person may open: the feed's one
    /// statement and the wish's own page keep the same rule.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theFeedHoldsExactlyTheFriendsFundingWishesEachPersonMayOpen(seed: UInt64) async throws {
        try await withSatchel { t in
            let world = try await RandomFunding.make(t, seed: seed)
            for viewer in world.people {
                let feed = try await t.request(FundingRoute.feed, token: viewer.token, query: "?limit=50").decode(SatchelAPI.Page<FeedItem>.self)
                var mayOpen = Set<UUID>()
                let friends = world.friends(of: viewer)
                for wish in world.wishes where friends.contains(wish.owner) {
                    if try await t.request(FundingRoute.funding(wish.id), token: viewer.token).status == .ok { mayOpen.insert(wish.id) }
                }
                #expect(Set(feed.items.map(\.item.wish.id)) == mayOpen, "\(viewer.user.username)")
                #expect(feed.items.count == mayOpen.count)
            }
        }
    }

    /// For the same random worlds, each person's surprises are exactly the surprises that person
    /// may open among those their friends or they organise and those for them: the list's read
    /// by the funding's owner and recipient finds what the wish's own page allows.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func surprisesHoldExactlyTheSurprisesEachPersonMayOpen(seed: UInt64) async throws {
        try await withSatchel { t in
            let world = try await RandomFunding.make(t, seed: seed)
            for viewer in world.people {
                let surprises = try await t.request(FundingRoute.surprises, token: viewer.token).decode([FundingWish].self)
                let organisers = world.friends(of: viewer).union([viewer.user.id])
                var mayOpen = Set<UUID>()
                for wish in world.wishes where wish.recipient != nil && (organisers.contains(wish.owner) || wish.recipient == viewer.user.id) {
                    if try await t.request(FundingRoute.funding(wish.id), token: viewer.token).status == .ok { mayOpen.insert(wish.id) }
                }
                #expect(Set(surprises.map(\.wish.id)) == mayOpen, "\(viewer.user.username)")
                #expect(surprises.count == mayOpen.count)
            }
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
