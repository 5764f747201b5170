import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Invariant 1 of the design: a wish's owner never learns whether or by whom it is reserved
/// or pledged. For random people, friendships, circles, lists, shares and giving, every API
/// response and page the owner can request is the same before and after the givers act.
@Suite("The owner never sees reservations or pledges (property)")
struct OwnerNeverSeesGivingTests {
    /// What the owner can look at, as raw responses.
    func ownerViews(_ t: TestContext, _ owner: SessionResponse, lists: [UUID], wishes: [UUID],
                    registries: [String] = []) async throws -> [String: String] {
        var views: [String: String] = [:]
        var routes: [(String, any TypedRoute, String)] = [
            ("inbox", WishesRoute.inbox, ""), ("lists", WishesRoute.lists, ""), ("cart", WishesRoute.cart, ""),
            ("friends-lists", WishesRoute.friendsLists, ""), ("unread", APIRoute.unreadCount, ""),
            ("notifications", APIRoute.notifications, ""), ("received", WishesRoute.receivedWishes, ""),
        ]
        for list in lists {
            for sort in WishService.Sort.allCases { routes.append(("list \(list) \(sort)", WishesRoute.list(list), "?sort=\(sort.rawValue)")) }
            routes.append(("public link \(list)", WishesRoute.publicLink(list), ""))
        }
        // The owner opening their own public registry link, signed in.
        for token in registries { routes.append(("registry \(token)", WishesRoute.registry(token: token), "")) }
        for wish in wishes {
            routes.append(("wish \(wish)", WishesRoute.wish(wish), ""))
            routes.append(("comments \(wish)", WishesRoute.comments(wish), ""))
        }
        for (name, route, query) in routes {
            let res = try await t.request(route, token: owner.token, query: query)
            views[name] = "\(res.status.code) \(res.headers.first(name: .eTag) ?? "") \(res.body.string)"
        }
        let export = try await t.request(.exportData, token: owner.token).decode(DataExport.self)
        views["export"] = String(decoding: try JSONEncoder.api.encode(export.notifications), as: UTF8.self)
        views["export wishes"] = String(decoding: try JSONEncoder.api.encode(export.apps["wishes"]), as: UTF8.self)
        // The web pages too (the per-request CSRF secret aside).
        var pages = ["/", "/wishes", "/wishes/lists", "/wishes/friends", "/wishes/cart", "/notifications", "/wishes/received"]
        pages += lists.flatMap { list in WishService.Sort.allCases.map { "/wishes/lists/\(list.uuidString.lowercased())?sort=\($0.rawValue)" } }
        pages += wishes.map { "/wishes/\($0.uuidString.lowercased())" }
        pages += registries.map { "/registry/" + $0 }
        for page in pages {
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: owner.token)
            let res = try await t.request(.GET, page, headers: headers)
            let html = res.body.string
                .replacing(/name="_csrf" value="[^"]*"/, with: "")
                .replacing(/name="csrf-token" content="[^"]*"/, with: "")
            views["page " + page] = "\(res.status.code) " + html
        }
        return views
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func givingLeavesEveryOwnerViewUnchanged(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let owner = try await t.signUp("owner")
            var givers: [SessionResponse] = []
            for i in 0..<Int.random(in: 2...4, using: &rng) {
                let giver = try await t.signUp("giver\(i)")
                try await t.befriend(owner, giver)
                givers.append(giver)
            }
            // Givers are friends among themselves at random, and the owner has a circle of some.
            for i in 0..<givers.count { for j in (i + 1)..<givers.count where Bool.random(using: &rng) {
                try await t.befriend(givers[i], givers[j])
            } }
            let circleMembers = givers.filter { _ in Bool.random(using: &rng) }.map(\.user.id)
            let circle = try await t.request(.createCircle, token: owner.token, json: CircleDraft(name: "Close", memberIds: circleMembers))
                .decode(SatchelAPI.Circle.self)
            var lists: [UUID] = []
            var wishes: [Wish] = []
            for l in 0..<Int.random(in: 1...2, using: &rng) {
                let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "List \(l)")).decode(WishList.self)
                lists.append(list.id)
                let share = Bool.random(using: &rng) || circleMembers.isEmpty
                    ? ShareRequest(userIds: givers.map(\.user.id)) : ShareRequest(circleIds: [circle.id])
                _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: share)
                for giver in givers { _ = try await t.request(WishesRoute.acceptList(list.id), token: giver.token) }
                for w in 0..<Int.random(in: 1...4, using: &rng) {
                    let price = Bool.random(using: &rng) ? Price(amount: Int.random(in: 100...10_000, using: &rng), currency: "SEK") : nil
                    wishes.append(try await t.request(WishesRoute.createWish, token: owner.token,
                                                      json: WishDraft(name: "Wish \(l)-\(w)", price: price,
                                                                      quantity: Int.random(in: 1...3, using: &rng), listId: list.id))
                        .decode(Wish.self))
                }
            }
            // A comment from the owner, so comments are part of what is compared.
            _ = try await t.request(WishesRoute.addComment(wishes[0].id), token: owner.token, json: CommentDraft(body: "Any colour"))
            _ = try await t.request(.markAllNotificationsRead, token: owner.token)
            let before = try await ownerViews(t, owner, lists: lists, wishes: wishes.map(\.id))

            // The givers act, in a random order.
            for _ in 0..<30 {
                let giver = givers.randomElement(using: &rng)!
                let wish = wishes.randomElement(using: &rng)!
                switch Int.random(in: 0..<6, using: &rng) {
                case 0, 1: _ = try await t.request(WishesRoute.reserve(wish.id), token: giver.token)
                case 2: _ = try await t.request(WishesRoute.unreserve(wish.id), token: giver.token)
                case 3: _ = try await t.request(WishesRoute.pledge(wish.id), token: giver.token,
                                                json: PledgeRequest(amount: Int.random(in: 1...5_000, using: &rng)))
                case 4: _ = try await t.request(WishesRoute.withdrawPledge(wish.id), token: giver.token)
                default: _ = try await t.request(WishesRoute.markBought(wish.id), token: giver.token, json: BoughtUpdate(bought: true))
                }
            }
            let givingHappened = try await ReservationRecord.query(on: t.app.db).count() + PledgeRecord.query(on: t.app.db).count()
            #expect(givingHappened > 0, "seed \(seed) produced no giving to hide")
            let after = try await ownerViews(t, owner, lists: lists, wishes: wishes.map(\.id))
            for (name, view) in before {
                #expect(after[name] == view, "seed \(seed): the owner's \(name) changed after giving")
            }
            // Beyond equality, no view about the owner's own wishes even mentions giving (the
            // cart is the owner's own shopping as a giver, so it may).
            for (name, view) in after where !name.contains("cart") {
                #expect(!view.contains("\"giving\""), "\(name)")
                #expect(!view.lowercased().contains("reserv") && !view.lowercased().contains("pledge"),
                        "a reservation or pledge word reached the owner in \(name)")
            }
            // And the owner still edits freely: the givers are told, the owner learns nothing.
            _ = try await t.request(WishesRoute.updateWish(wishes[0].id), token: owner.token, json: WishDraft(name: "Renamed"))
            #expect(try await t.request(.unreadCount, token: owner.token).decode(UnreadCount.self).count == 0)
        }
    }

    /// Guests reserving through a list's public link, undoing and marking bought (by the API
    /// and by the pages, some giving an address to mail), change nothing the owner can see.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func guestReservationsLeaveEveryOwnerViewUnchanged(seed: UInt64) async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var rng = SplitMix64(state: seed)
            let owner = try await t.signUp("owner")
            let friend = try await t.signUp("friend")
            try await t.befriend(owner, friend)
            var lists: [UUID] = []
            var registries: [String] = []
            var wishes: [Wish] = []
            for l in 0..<Int.random(in: 1...2, using: &rng) {
                let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "List \(l)")).decode(WishList.self)
                lists.append(list.id)
                _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: ShareRequest(userIds: [friend.user.id]))
                _ = try await t.request(WishesRoute.acceptList(list.id), token: friend.token)
                registries.append(try await t.request(WishesRoute.turnOnPublicLink(list.id), token: owner.token).decode(PublicLink.self).token)
                for w in 0..<Int.random(in: 1...4, using: &rng) {
                    let price = Bool.random(using: &rng) ? Price(amount: Int.random(in: 100...10_000, using: &rng), currency: "SEK") : nil
                    wishes.append(try await t.request(WishesRoute.createWish, token: owner.token,
                                                      json: WishDraft(name: "Wish \(l)-\(w)", price: price,
                                                                      quantity: Int.random(in: 1...3, using: &rng), listId: list.id))
                        .decode(Wish.self))
                }
            }
            _ = try await t.request(.markAllNotificationsRead, token: owner.token)
            let before = try await ownerViews(t, owner, lists: lists, wishes: wishes.map(\.id), registries: registries)

            var secrets: [String] = []
            for i in 0..<24 {
                let wish = wishes.randomElement(using: &rng)!
                let token = registries[lists.firstIndex(of: wish.listId!)!]
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1:
                    let email: String? = Bool.random(using: &rng) ? "guest\(i)@example.net" : nil
                    let res = try await t.request(.POST, WishesRoute.reserveAsGuest(token: token).path, from: "198.51.100.\(i)",
                                                  json: GuestReservationRequest(wishId: wish.id, name: "Guest \(i)", email: email))
                    if res.status == .created, let body = res.body.data,
                       let secret = try? JSONDecoder.api.decode(GuestReservation.self, from: body).token {
                        secrets.append(secret)
                    }
                case 2:
                    // By the page, as a guest's phone would.
                    var guest = Browser(t: t)
                    _ = try await guest.post("/registry/\(token)/reservations", ["wishId": wish.id.uuidString, "name": "Page guest \(i)"],
                                             from: "/registry/" + token)
                case 3:
                    if let secret = secrets.randomElement(using: &rng) {
                        _ = try await t.request(WishesRoute.markGuestReservationBought(token: secret), json: BoughtUpdate(bought: true))
                    }
                default:
                    if let secret = secrets.popLast() { _ = try await t.request(WishesRoute.undoGuestReservation(token: secret)) }
                }
            }
            // The friend reserves too, so guests and friends share the units.
            _ = try await t.request(WishesRoute.reserve(wishes[0].id), token: friend.token)
            #expect(try await GuestReservationRecord.query(on: t.app.db).count() > 0, "seed \(seed) produced no guest reservation to hide")
            let after = try await ownerViews(t, owner, lists: lists, wishes: wishes.map(\.id), registries: registries)
            for (name, view) in before {
                #expect(after[name] == view, "seed \(seed): the owner's \(name) changed after guests reserved")
            }
            for (name, view) in after where !name.contains("cart") {
                #expect(!view.contains("Guest ") && !view.lowercased().contains("reserved"), "a guest's reservation reached the owner in \(name)")
                #expect(!view.contains("@example.net"), "a guest's address reached the owner in \(name)")
            }
            // No mail went to the owner.
            #expect(try await t.queuedMail(to: "owner@example.org").filter { $0.kind != "email_verification" }.isEmpty)
        }
    }

    /// Marking a wish received, and undoing it, answers the owner exactly as for a wish nobody
    /// gave: two wishes alike but for their names and lists, one given by every giver (reserved,
    /// pledged), the other by nobody, read the same in every answer and page once their names
    /// and ids are set aside; the givers are told, the owner is not.
    @Test(arguments: [31, 32, 33] as [UInt64])
    func receivingAWishReadsTheSameWhetherOrNotAnyoneGave(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            t.clock.freeze(at: Date(timeIntervalSince1970: 1_800_000_000))
            let owner = try await t.signUp("owner")
            var givers: [SessionResponse] = []
            for i in 0..<Int.random(in: 2...3, using: &rng) {
                let giver = try await t.signUp("giver\(i)")
                try await t.befriend(owner, giver)
                givers.append(giver)
            }
            let price = Price(amount: Int.random(in: 1_000...10_000, using: &rng), currency: "SEK")
            let quantity = Int.random(in: 2...3, using: &rng)
            var lists: [WishList] = [], wishes: [Wish] = []
            for name in ["A", "B"] {
                let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "List " + name)).decode(WishList.self)
                _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: ShareRequest(userIds: givers.map(\.user.id)))
                for giver in givers { _ = try await t.request(WishesRoute.acceptList(list.id), token: giver.token) }
                lists.append(list)
                wishes.append(try await t.request(WishesRoute.createWish, token: owner.token,
                                                  json: WishDraft(name: "Kite " + name, price: price, quantity: quantity, listId: list.id)).decode(Wish.self))
            }
            let given = wishes[0], untouched = wishes[1]
            // Every giver gives the first: one reserves, the others reserve or pledge at random.
            var gave: [SessionResponse] = []
            for (i, giver) in givers.enumerated() {
                let res = i > 0 && Bool.random(using: &rng)
                    ? try await t.request(WishesRoute.pledge(given.id), token: giver.token, json: PledgeRequest(amount: 100))
                    : try await t.request(WishesRoute.reserve(given.id), token: giver.token)
                // A unit may be gone already: only those whose giving went through are told.
                if res.status.code < 300 { gave.append(giver) }
            }
            #expect(!gave.isEmpty)
            _ = try await t.request(.markAllNotificationsRead, token: owner.token)

            /// The text with the two wishes' and lists' names and ids made the same.
            func same(_ text: String) -> String {
                var text = text
                for (wish, list) in zip(wishes, lists) {
                    for id in [wish.id, list.id] {
                        text = text.replacingOccurrences(of: id.uuidString, with: "ID").replacingOccurrences(of: id.uuidString.lowercased(), with: "ID")
                    }
                }
                return text.replacingOccurrences(of: "Kite A", with: "Kite B").replacingOccurrences(of: "List A", with: "List B")
            }
            func answer(_ res: TestingHTTPResponse) -> String {
                same("\(res.status.code) \(res.headers.first(name: .eTag) ?? "") \(res.body.string)")
            }
            func page(_ path: String) async throws -> String {
                var headers: HTTPHeaders = ["Accept": "text/html"]
                headers.bearerAuthorization = BearerAuthorization(token: owner.token)
                return same(try await t.request(.GET, path, headers: headers).body.string
                    .replacing(/name="_csrf" value="[^"]*"/, with: "").replacing(/name="csrf-token" content="[^"]*"/, with: ""))
            }

            let marked = try await [given, untouched].asyncMap { answer(try await t.request(WishesRoute.markReceived($0.id), token: owner.token)) }
            #expect(marked[0] == marked[1], "seed \(seed): marking a given wish received answered differently")
            let kept = try await t.request(WishesRoute.receivedWishes, token: owner.token).decode([ReceivedWish].self)
            let entries = try kept.map { same(String(decoding: try JSONEncoder.api.encode($0), as: UTF8.self)) }
            #expect(entries.count == 2 && entries[0] == entries[1], "seed \(seed): the received list tells the wishes apart")
            let rows = try await page(WishesPath.received.path).matches(of: /<li class="row wish-row".*?<\/li>/).map { String($0.output) }
            #expect(rows.count == 2 && rows[0] == rows[1], "seed \(seed): the Received page tells the wishes apart")
            let read = try await [given, untouched].asyncMap { answer(try await t.request(WishesRoute.wish($0.id), token: owner.token)) }
            #expect(read[0] == read[1], "seed \(seed): a received wish reads differently")
            let undone = try await [given, untouched].asyncMap { answer(try await t.request(WishesRoute.undoReceived($0.id), token: owner.token)) }
            #expect(undone[0] == undone[1], "seed \(seed): putting a given wish back answered differently")
            #expect(try await t.request(.unreadCount, token: owner.token).decode(UnreadCount.self).count == 0)
            for giver in givers {
                let told = try await t.request(.notifications, token: giver.token).decode(SatchelAPI.Page<NotificationItem>.self).items
                #expect(told.filter { $0.kind == WishNotification.received }.count == (gave.contains { $0.user.id == giver.user.id } ? 1 : 0))
            }
        }
    }
}

private extension Array {
    /// Each element's result, in order, one after another.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var results: [T] = []
        for element in self { results.append(try await transform(element)) }
        return results
    }
}
