import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Invariant 1 through other people: to anyone who may not see a list's giving — the owner, the
/// owner's second account put alone in a circle, friends the list is not shared with — a wish
/// looks and behaves exactly as if nobody had reserved or pledged anything. Two worlds are made
/// from one seed, the same in every step except that in one the list's givers reserve and
/// pledge; every read, page and write of every outsider must answer the same in both (ids and
/// the per-request CSRF secret aside; the clock is stopped, so times agree).
@Suite("People outside a list find its wishes as if nobody gave (property)")
struct OutsidersNeverSeeGivingTests {
    struct World {
        /// Everyone: the owner first, then her second account, then her friends.
        var people: [SessionResponse]
        /// Each list's givers: the people it is shared with, who accepted it.
        var givers: [Set<UUID>]
        /// Each wish with the index of its list.
        var wishes: [(id: UUID, list: Int)]

        /// The people outside every list (whose listings may show any of its wishes).
        var outsidersOfAll: [SessionResponse] {
            let all = givers.reduce(Set<UUID>()) { $0.union($1) }
            return people.filter { !all.contains($0.user.id) }
        }

        func isOutside(_ person: SessionResponse, wish: (id: UUID, list: Int)) -> Bool {
            !givers[wish.list].contains(person.user.id)
        }
    }

    /// The same random world in both runs; `giving` decides only whether givers act.
    static func world(_ t: TestContext, seed: UInt64, giving: Bool) async throws -> World {
        var rng = SplitMix64(state: seed)
        t.clock.freeze(at: Date(timeIntervalSince1970: 1_900_000_000))
        // Every step takes a minute, so whatever sorts by time sorts alike in both worlds.
        func tick() { t.clock.advance(by: 60) }
        let owner = try await t.signUp("ada", name: "Ada", keep: true)
        tick()
        let second = try await t.signUp("adatwo", name: "Ada Two", keep: true)
        tick()
        try await t.befriend(owner, second)
        var friends: [SessionResponse] = []
        for i in 0..<Int.random(in: 3...5, using: &rng) {
            let friend = try await t.signUp("friend\(i)", name: "Friend \(i)", keep: true)
            tick()
            try await t.befriend(owner, friend)
            tick()
            if Bool.random(using: &rng) { try await t.befriend(second, friend) }
            tick()
            friends.append(friend)
        }
        // The attack: her second account alone in a circle. And a circle of some friends.
        let alone = try await t.request(.createCircle, token: owner.token, json: CircleDraft(name: "Just me", memberIds: [second.user.id]))
            .decode(SatchelAPI.Circle.self)
        var some = friends.filter { _ in Bool.random(using: &rng) }
        if some.isEmpty { some = [friends[0]] }
        let someCircle = try await t.request(.createCircle, token: owner.token,
                                             json: CircleDraft(name: "Some", memberIds: some.map(\.user.id)))
            .decode(SatchelAPI.Circle.self)
        tick()

        var givers: [Set<UUID>] = []
        var wishes: [(id: UUID, list: Int, price: Int?)] = []
        for l in 0..<Int.random(in: 1...2, using: &rng) {
            let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "List \(l)"))
                .decode(WishList.self)
            tick()
            let byCircle = Bool.random(using: &rng)
            var sharees = byCircle ? some : friends.filter { _ in Bool.random(using: &rng) }
            if sharees.isEmpty { sharees = [friends[l % friends.count]] }
            let share = byCircle ? ShareRequest(circleIds: [someCircle.id]) : ShareRequest(userIds: sharees.map(\.user.id))
            _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: share)
            tick()
            for sharee in sharees {
                _ = try await t.request(WishesRoute.acceptList(list.id), token: sharee.token)
                tick()
            }
            givers.append(Set(sharees.map(\.user.id)))
            for w in 0..<Int.random(in: 1...3, using: &rng) {
                let price = Bool.random(using: &rng) ? Int.random(in: 100...10_000, using: &rng) * 100 : nil
                let wish = try await t.request(WishesRoute.createWish, token: owner.token, json: WishDraft(
                    name: "Wish \(l)-\(w)", price: price.map { Price(amount: $0, currency: "SEK") },
                    quantity: Int.random(in: 1...2, using: &rng), listId: list.id)).decode(Wish.self)
                tick()
                wishes.append((wish.id, l, price))
            }
        }

        // The givers act (or, in the other world, only the dice are thrown); the first always
        // reserves, so that there is something to hide.
        for (w, wish) in wishes.enumerated() {
            for (g, giver) in friends.filter({ givers[wish.list].contains($0.user.id) }).enumerated() {
                let roll = Int.random(in: 0..<3, using: &rng)
                let act = w == 0 && g == 0 ? 1 : roll
                let amount = Int.random(in: 1...50, using: &rng) * 100
                if giving && act == 1 { _ = try await t.request(WishesRoute.reserve(wish.id), token: giver.token) }
                if giving && act == 2, wish.price != nil {
                    _ = try await t.request(WishesRoute.pledge(wish.id), token: giver.token, json: PledgeRequest(amount: amount))
                }
                tick()
            }
        }
        // Then the owner collects money for some of them, shown to friends or to circles.
        for (i, wish) in wishes.enumerated() {
            let kind = i == 0 ? 0 : Int.random(in: 0..<4, using: &rng)
            guard kind < 3 else { continue }
            let draft = FundingDraft(target: Price(amount: wish.price ?? 5000_00, currency: "SEK"),
                                     deadline: t.clock.now.addingTimeInterval(20 * 86400), why: "Together",
                                     audience: kind == 0 ? "friends" : "circles",
                                     circleIds: kind == 0 ? nil : [kind == 1 ? alone.id : someCircle.id])
            let started = try await t.request(FundingRoute.startFunding(wish.id), token: owner.token, json: draft)
            #expect(started.status == .created, "\(started.body.string)")
            tick()
        }
        return World(people: [owner, second] + friends, givers: givers, wishes: wishes.map { ($0.id, $0.list) })
    }

    /// A response as compared: status, where it leads, and the body with ids and CSRF secrets out.
    /// `withInbox: false` leaves out the page's unread badge too: a giver of another list is
    /// rightly told about their own giving there.
    static func normalised(_ res: TestingHTTPResponse, withInbox: Bool = true) -> String {
        var body = res.body.string
        if !withInbox { body = body.replacing(/<span id="unread-badge"[^>]*>[^<]*<\/span>/, with: "") }
        body = body
            .replacing(/name="_csrf" value="[^"]*"/, with: "")
            .replacing(/name="csrf-token" content="[^"]*"/, with: "")
            // Paging cursors carry ids too.
            .replacing(/cursor=[A-Za-z0-9_-]+/, with: "cursor=")
            .replacing(/"nextCursor":"[^"]*"/, with: "\"nextCursor\"")
            .replacing(/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/, with: "<id>")
        let location = (res.headers.first(name: .location) ?? "")
            .replacing(/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/, with: "<id>")
        return "\(res.status.code) \(location) \(body)"
    }

    static func page(_ t: TestContext, _ path: String, as person: SessionResponse) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "text/html"]
        headers.bearerAuthorization = BearerAuthorization(token: person.token)
        return try await t.request(.GET, path, headers: headers)
    }

    /// Posts a web form as the person's browser would, with the CSRF secret of the wish's page.
    static func form(_ t: TestContext, _ path: String, _ fields: [String: String], wish: UUID,
                     as person: SessionResponse) async throws -> TestingHTTPResponse {
        let csrf = Browser.csrf(in: try await page(t, "/wishes/\(wish.uuidString.lowercased())", as: person).body.string)
        var headers: HTTPHeaders = ["Accept": "text/html"]
        headers.bearerAuthorization = BearerAuthorization(token: person.token)
        headers.contentType = .urlEncodedForm
        let body = (fields.merging(["_csrf": csrf]) { a, _ in a })
            .sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        return try await t.request(.POST, path, headers: headers, body: ByteBuffer(string: body))
    }

    /// Everything each outsider can read about the list's wishes, and their own listings.
    static func views(_ t: TestContext, _ world: World) async throws -> [String: String] {
        var views: [String: String] = [:]
        for person in world.people {
            let who = person.user.username
            let inbox = world.outsidersOfAll.contains { $0.user.id == person.user.id }
            for (n, wish) in world.wishes.enumerated() where world.isOutside(person, wish: wish) {
                let routes: [(String, any TypedRoute)] = [
                    ("wish", WishesRoute.wish(wish.id)), ("funding", FundingRoute.funding(wish.id)),
                    ("donations", FundingRoute.wishDonations(wish.id)), ("comments", WishesRoute.comments(wish.id)),
                ]
                for (name, route) in routes {
                    views["\(who) \(name) \(n)"] = normalised(try await t.request(route, token: person.token))
                }
                let id = wish.id.uuidString.lowercased()
                for path in ["/wishes/\(id)", "/wishes/\(id)/funding/live"] {
                    views["\(who) page \(path.replacing(id, with: "\(n)"))"] = normalised(try await page(t, path, as: person), withInbox: inbox)
                }
            }
        }
        for person in world.outsidersOfAll {
            let who = person.user.username
            let routes: [(String, any TypedRoute)] = [
                ("feed", FundingRoute.feed), ("notifications", APIRoute.notifications), ("unread", APIRoute.unreadCount),
                ("inbox", WishesRoute.inbox), ("cart", WishesRoute.cart), ("mine", FundingRoute.myFunding),
            ]
            for (name, route) in routes {
                views["\(who) \(name)"] = normalised(try await t.request(route, token: person.token))
            }
            for path in ["/", "/funding", "/wishes", "/notifications"] {
                views["\(who) page \(path)"] = normalised(try await page(t, path, as: person))
            }
        }
        return views
    }

    /// Every write each outsider may attempt on the list's wishes, through the API and the web
    /// app's forms; then the money is paid, so what paying sets off is compared too.
    static func writes(_ t: TestContext, _ world: World) async throws -> [String: String] {
        var answers: [String: String] = [:]
        for person in world.people {
            let who = person.user.username
            let inbox = world.outsidersOfAll.contains { $0.user.id == person.user.id }
            for (n, wish) in world.wishes.enumerated() where world.isOutside(person, wish: wish) {
                let id = wish.id.uuidString.lowercased()
                let attempts: [(String, () async throws -> TestingHTTPResponse)] = [
                    ("donate", { try await t.request(FundingRoute.donate(wish.id), token: person.token, json: DonationRequest(amount: 150_00)) }),
                    ("reserve", { try await t.request(WishesRoute.reserve(wish.id), token: person.token) }),
                    ("pledge", { try await t.request(WishesRoute.pledge(wish.id), token: person.token, json: PledgeRequest(amount: 100)) }),
                    ("unreserve", { try await t.request(WishesRoute.unreserve(wish.id), token: person.token) }),
                    ("comment", { try await t.request(WishesRoute.addComment(wish.id), token: person.token, json: CommentDraft(body: "Lovely")) }),
                    ("form donate", { try await form(t, "/wishes/\(id)/donate", ["amount": "120"], wish: wish.id, as: person) }),
                    ("form reserve", { try await form(t, "/wishes/\(id)/reserve", [:], wish: wish.id, as: person) }),
                    ("form pledge", { try await form(t, "/wishes/\(id)/pledge", ["amount": "1"], wish: wish.id, as: person) }),
                ]
                for (name, attempt) in attempts {
                    answers["\(who) \(name) \(n)"] = normalised(try await attempt(), withInbox: inbox)
                    t.clock.advance(by: 60)
                }
            }
        }
        // Every donation started is paid, oldest first, as the bank calls back.
        let pending = try await DonationRecord.query(on: t.app.db).filter(\.$state == .pending).sort(\.$createdAt).all()
        for donation in pending {
            _ = try await t.bank.pay(try #require(donation.paymentRef), card: "4242424242424242", behaviour: .init())
            t.clock.advance(by: 60)
        }
        return answers
    }

    /// Where two answers part: a little of each from the first character that differs.
    static func difference(_ a: String, _ b: String) -> String {
        let same = zip(a, b).prefix { $0 == $1 }.count
        let start = max(0, same - 80)
        return "…\(a.dropFirst(start).prefix(240))…\n--- with giving ---\n…\(b.dropFirst(start).prefix(240))…"
    }

    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func everyReadPageAndWriteOfAnOutsiderIsTheSameAsIfNobodyGave(seed: UInt64) async throws {
        var results: [Bool: (views: [String: String], writes: [String: String], after: [String: String])] = [:]
        for giving in [false, true] {
            try await withSatchel { t in
                let world = try await Self.world(t, seed: seed, giving: giving)
                if giving {
                    let gifts = try await ReservationRecord.query(on: t.app.db).count() + PledgeRecord.query(on: t.app.db).count()
                    #expect(gifts > 0, "seed \(seed) made no giving to hide")
                    #expect(world.wishes.contains { w in world.people.contains { world.isOutside($0, wish: w) } })
                }
                let views = try await Self.views(t, world)
                let writes = try await Self.writes(t, world)
                let after = try await Self.views(t, world)
                results[giving] = (views, writes, after)
            }
        }
        let untouched = try #require(results[false]), given = try #require(results[true])
        for (label, a, b) in [("read", untouched.views, given.views), ("write", untouched.writes, given.writes),
                              ("read after writes", untouched.after, given.after)] {
            #expect(Set(a.keys) == Set(b.keys))
            for (name, answer) in a where b[name] != answer {
                Issue.record("seed \(seed): \(label) \(name) differs once friends gave: \(Self.difference(answer, b[name] ?? ""))")
            }
        }
    }
}
