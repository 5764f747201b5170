import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing

/// Invariant 1 of the design, in mail: with every kind of notification mailed to everyone (one
/// by one or in the digest), givers reserving, pledging, withdrawing and buying send the wish's
/// owner no mail at all, and no mail the owner ever gets names a giver or speaks of giving.
@Suite("The owner is never mailed about giving (property)")
struct OwnerNeverMailedAboutGivingTests {
    /// Every kind mailed, inbox and push as they are; for the owner, all but friendship's, which
    /// name the friends (the givers) by design and are not about giving.
    static func mailEverything(_ t: TestContext, _ who: SessionResponse, butFriendship: Bool = false) async throws {
        let every = t.app.satchel.notificationKinds.all.map { kind in
            NotificationPreference(kind: kind, inbox: true, push: true,
                                   email: !(butFriendship && (kind.hasPrefix("friend.") || kind.hasPrefix("invitation."))))
        }
        #expect(try await t.request(.updateNotificationPreferences, token: who.token, json: every).status == .ok)
    }

    /// What mail holds for the owner: queued mail, and what waits for the digest.
    static func ownerMail(_ t: TestContext, _ owner: SessionResponse) async throws -> [String] {
        let queued = try await t.notificationMail(to: "owner@example.org").map { $0.subject + "\n" + $0.text }
        let kept = try await MailDigestItem.query(on: t.app.db).filter(\.$user.$id == owner.user.id).all().map(\.text)
        return queued + kept
    }

    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func givingMailsTheOwnerNothing(seed: UInt64) async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var rng = SplitMix64(state: seed)
            let owner = try await t.signUp("owner")
            try await Self.mailEverything(t, owner, butFriendship: true)
            // Half the seeds: the owner reads mail as a digest.
            let digest = seed % 2 == 0
            if digest { _ = try await t.request(.updateNotificationMail, token: owner.token, json: NotificationMailSettings(digest: true)) }
            var givers: [SessionResponse] = []
            for i in 0..<Int.random(in: 2...3, using: &rng) {
                let giver = try await t.signUp("giver\(i)", name: "Giver\(i) Secretname")
                try await Self.mailEverything(t, giver)
                try await t.befriend(owner, giver)
                givers.append(giver)
            }
            let list = try await t.request(WishesRoute.createList, token: owner.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: ShareRequest(userIds: givers.map(\.user.id)))
            for giver in givers { _ = try await t.request(WishesRoute.acceptList(list.id), token: giver.token) }
            var wishes: [Wish] = []
            for w in 0..<Int.random(in: 1...3, using: &rng) {
                let price = Bool.random(using: &rng) ? Price(amount: Int.random(in: 100...5_000, using: &rng), currency: "SEK") : nil
                wishes.append(try await t.request(WishesRoute.createWish, token: owner.token,
                                                  json: WishDraft(name: "Wish \(w)", price: price, quantity: Int.random(in: 1...2, using: &rng),
                                                                  listId: list.id)).decode(Wish.self))
            }
            let before = try await Self.ownerMail(t, owner)

            for _ in 0..<20 {
                let giver = givers.randomElement(using: &rng)!
                let wish = wishes.randomElement(using: &rng)!
                switch Int.random(in: 0..<5, using: &rng) {
                case 0, 1: _ = try await t.request(WishesRoute.reserve(wish.id), token: giver.token)
                case 2: _ = try await t.request(WishesRoute.pledge(wish.id), token: giver.token,
                                                json: PledgeRequest(amount: Int.random(in: 1...5_000, using: &rng)))
                case 3: _ = try await t.request(WishesRoute.withdrawPledge(wish.id), token: giver.token)
                default: _ = try await t.request(WishesRoute.markBought(wish.id), token: giver.token, json: BoughtUpdate(bought: true))
                }
            }
            // The owner edits a wish: the givers are told (by mail too), the owner nothing.
            _ = try await t.request(WishesRoute.updateWish(wishes[0].id), token: owner.token, json: WishDraft(name: "Renamed"))
            let givingHappened = try await ReservationRecord.query(on: t.app.db).count() + PledgeRecord.query(on: t.app.db).count()
            #expect(givingHappened > 0, "seed \(seed) produced no giving to hide")
            let giversMail = try await t.notificationMail().filter { $0.recipient != "owner@example.org" }
            #expect(!giversMail.isEmpty || digest, "seed \(seed): the givers were mailed, so mail was on")

            let after = try await Self.ownerMail(t, owner)
            #expect(after == before, "seed \(seed): giving mailed the owner \(after.count - before.count) time(s)")
            t.clock.advance(by: 86_400)
            try await MailDigestDispatcher(context: t.context).runOnce()
            for mail in try await Self.ownerMail(t, owner) {
                let lower = mail.lowercased()
                #expect(!lower.contains("secretname") && !lower.contains("giver"), "a giver named in the owner's mail: \(mail)")
                #expect(!lower.contains("reserv") && !lower.contains("pledg") && !lower.contains("giving"),
                        "giving spoken of in the owner's mail: \(mail)")
            }
        }
    }
}
