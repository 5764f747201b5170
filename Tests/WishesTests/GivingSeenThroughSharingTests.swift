import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Who may see reservations and pledges: exactly the people a wish's list is shared with (who
/// accepted it and are still the owner's friends) — never the owner, and never someone who sees
/// the wish only because money is collected for it.
@Suite("Giving is seen only through the list's sharing (property)")
struct GivingSeenThroughSharingTests {
    @Test(arguments: [21, 22, 23, 24, 25] as [UInt64])
    func whatEachViewerSeesOfGivingIsWhatTheListSharingAllows(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let owner = try await t.signUp("owner")
            var friends: [SessionResponse] = []
            for i in 0..<Int.random(in: 3...5, using: &rng) {
                let friend = try await t.signUp("friend\(i)")
                try await t.befriend(owner, friend)
                friends.append(friend)
            }
            // The list goes to some friends; of those, some accept.
            let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            let sharedWith = friends.filter { _ in Bool.random(using: &rng) }
            let givers = sharedWith.isEmpty ? [friends[0]] : sharedWith
            _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: ShareRequest(userIds: givers.map(\.user.id)))
            var accepted: Set<UUID> = [givers[0].user.id]
            for giver in givers where giver.user.id == givers[0].user.id || Bool.random(using: &rng) {
                _ = try await t.request(WishesRoute.acceptList(list.id), token: giver.token)
                accepted.insert(giver.user.id)
            }
            var wishes: [Wish] = []
            for w in 0..<Int.random(in: 2...4, using: &rng) {
                wishes.append(try await t.request(WishesRoute.createWish, token: owner.token,
                                                  json: WishDraft(name: "Wish \(w)", price: Price(amount: 5_000, currency: "SEK"), listId: list.id))
                    .decode(Wish.self))
            }
            // Those who accepted reserve or pledge, in a random order.
            for _ in 0..<8 {
                let giver = givers.filter { accepted.contains($0.user.id) }.randomElement(using: &rng)!
                let wish = wishes.randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    _ = try await t.request(WishesRoute.reserve(wish.id), token: giver.token)
                } else {
                    _ = try await t.request(WishesRoute.pledge(wish.id), token: giver.token, json: PledgeRequest(amount: 1_000))
                }
            }
            // Then the owner collects money on some wishes for all friends: every friend can now
            // see those wishes, but the reservations already on them stay with the list's people.
            var funded: [UUID] = []
            for wish in wishes where Bool.random(using: &rng) || funded.isEmpty {
                let started = try await t.request(FundingRoute.startFunding(wish.id), token: owner.token, json: FundingDraft(
                    target: Price(amount: 100_000, currency: "SEK"), deadline: t.clock.now.addingTimeInterval(30 * 86400),
                    why: "Together", audience: "friends"))
                #expect(started.status == .created, "\(started.body.string)")
                funded.append(wish.id)
            }
            let reservedOrPledged = try await ReservationRecord.query(on: t.app.db).count() + PledgeRecord.query(on: t.app.db).count()
            #expect(reservedOrPledged > 0, "seed \(seed) produced no giving")

            for viewer in [owner] + friends {
                let mayKnow = viewer.user.id != owner.user.id && accepted.contains(viewer.user.id)
                for wish in wishes {
                    let res = try await t.request(WishesRoute.wish(wish.id), token: viewer.token)
                    if res.status == .ok {
                        let seen = try res.decode(Wish.self)
                        #expect((seen.giving != nil) == mayKnow, "seed \(seed): \(viewer.user.username) on \(wish.name) via the wish")
                        if !mayKnow { #expect(!res.body.string.contains("\"reservations\""), "seed \(seed)") }
                    }
                    guard funded.contains(wish.id) else { continue }
                    let funding = try await t.request(FundingRoute.funding(wish.id), token: viewer.token)
                    #expect(funding.status == .ok, "every friend is in the audience")
                    if funding.status == .ok {
                        let seen = try funding.decode(FundingWish.self)
                        #expect((seen.wish.giving != nil) == mayKnow, "seed \(seed): \(viewer.user.username) on \(wish.name) via funding")
                        for giver in givers where !mayKnow {
                            #expect(!funding.body.string.contains(giver.user.displayName) || viewer.user.id == giver.user.id,
                                    "seed \(seed): a giver's name reached \(viewer.user.username)")
                        }
                    }
                }
            }
        }
    }
}
