import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

@Suite("The funding feed, payout accounts, public pages and Stripe webhooks")
struct FundingFeedTests {
    @Test func theFeedShowsFriendsActivityNewestFirstAndHidingIsUndoable() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, "Tent")
            t.clock.advance(by: 60)
            try await t.donate(wish, by: s.cat, amount: 100_00, anonymous: true)
            let feed = try await t.request(FundingRoute.feed, token: s.bob.token).decode(SatchelAPI.Page<FeedItem>.self)
            // One item per wish, with its latest news: the anonymous gift, not the wish's start too.
            #expect(feed.items.map(\.kind) == ["donation"])
            #expect(feed.items[0].actor == nil)
            #expect(feed.items[0].item.funding.raised?.amount == 100_00)
            let hidden = try await t.request(FundingRoute.hideInFeed, token: s.bob.token, json: FeedHideRequest(userId: s.ada.user.id))
            #expect(hidden.status == .created)
            #expect(try await t.request(FundingRoute.feed, token: s.bob.token).decode(SatchelAPI.Page<FeedItem>.self).items.isEmpty)
            let hide = try hidden.decode(FeedHide.self)
            #expect(try await t.request(FundingRoute.unhideInFeed(hide.id), token: s.bob.token).status == .noContent)
            #expect(try await t.request(FundingRoute.feed, token: s.bob.token).decode(SatchelAPI.Page<FeedItem>.self).items.count == 1)
        }
    }

    /// A card in the feed names the newest three donor lines (a donor's gifts summed, an
    /// anonymous gift alone) and counts everyone; the wish's own funding lists every line.
    @Test func aFeedCardShowsTheNewestThreeDonorsAndCountsEveryone() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            var friends: [String: SessionResponse] = [:]
            for name in ["dan", "eve", "fay"] {
                let friend = try await t.signUp(name, keep: true)
                try await t.befriend(s.ada, friend)
                friends[name] = friend
            }
            let wish = try await s.fundingWish(t, "Tent")
            for (donor, amount, anonymous) in [(s.bob, 100_00, false), (s.cat, 200_00, false), (friends["dan"]!, 300_00, false),
                                               (s.bob, 50_00, false), (friends["eve"]!, 400_00, true)] {
                t.clock.advance(by: 60)
                try await t.donate(wish, by: donor, amount: amount, anonymous: anonymous)
            }
            let feed = try await t.request(FundingRoute.feed, token: friends["fay"]!.token).decode(SatchelAPI.Page<FeedItem>.self)
            let card = try #require(feed.items.first).item.funding
            #expect(card.donors.map { $0.person?.username } == [nil, "bob", "dan"])
            #expect(card.donors.map(\.amount?.amount) == [400_00, 150_00, 300_00])
            #expect(card.donorCount == 4)
            let whole = try await t.funding(wish, as: friends["fay"]!)
            #expect(whole.donors.map { $0.person?.username } == [nil, "bob", "dan", "cat"])
            #expect(whole.donorCount == 4)
        }
    }

    /// For random gifts (named or anonymous, by the viewer or other friends, some never paid), a
    /// card's donor lines are the newest three of the wish page's lines, and both are what the
    /// gifts say: a donor's gifts summed (the viewer's own anonymous ones too), every other
    /// anonymous gift alone, newest first; everyone who gave counted once; the viewer's own
    /// donations, paid or not, newest first.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func cardsSumDonorLinesAsTheGiftsSayWhateverTheOrder(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let s = try await FundingSetup.make(t)
            let dan = try await t.signUp("dan", keep: true)
            try await t.befriend(s.ada, dan)
            let wish = try await s.fundingWish(t, "Canoe")
            struct Gift { var donor: SessionResponse; var amount: Int; var anonymous: Bool; var paid: Bool }
            var gifts: [Gift] = []
            for _ in 0..<12 {
                let gift = Gift(donor: [s.bob, s.cat, dan].randomElement(using: &rng)!, amount: Int.random(in: 1...90, using: &rng) * 100,
                                anonymous: Bool.random(using: &rng), paid: Int.random(in: 0..<4, using: &rng) > 0)
                t.clock.advance(by: 60)
                if gift.paid {
                    try await t.donate(wish, by: gift.donor, amount: gift.amount, anonymous: gift.anonymous)
                } else {
                    _ = try await t.startDonation(wish, by: gift.donor, amount: gift.amount, anonymous: gift.anonymous)
                }
                gifts.append(gift)
            }
            struct Line: Equatable { var person: String?; var amount: Int }
            var lines: [Line] = []
            for gift in gifts.reversed() where gift.paid {
                let named = gift.anonymous && gift.donor.user.id != s.bob.user.id ? nil : gift.donor.user.username
                if let named, let index = lines.firstIndex(where: { $0.person == named }) {
                    lines[index].amount += gift.amount
                } else {
                    lines.append(Line(person: named, amount: gift.amount))
                }
            }
            let givers = Set(gifts.filter(\.paid).map(\.donor.user.id)).count
            let mine = gifts.reversed().filter { $0.donor.user.id == s.bob.user.id }.map { [$0.amount, $0.paid ? 1 : 0] }
            let feed = try await t.request(FundingRoute.feed, token: s.bob.token).decode(SatchelAPI.Page<FeedItem>.self)
            let card = try #require(feed.items.first).item.funding
            let whole = try await t.funding(wish, as: s.bob)
            #expect(whole.donors.map { Line(person: $0.person?.username, amount: $0.amount?.amount ?? -1) } == lines)
            #expect(card.donors.map { Line(person: $0.person?.username, amount: $0.amount?.amount ?? -1) } == Array(lines.prefix(3)))
            #expect(card.donorCount == givers && whole.donorCount == givers)
            for funding in [card, whole] {
                #expect(funding.myDonations.map { [$0.amount.amount, $0.state == "confirmed" ? 1 : 0] } == mine)
            }
        }
    }

    /// For random gifts in a random order (named or anonymous, by the viewer or another friend,
    /// some never paid), each wish is one item carrying its newest news: the wish's start while
    /// nobody has given, else the latest confirmed gift with its giver unless anonymous to the viewer.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func eachWishShowsItsNewestNewsWhateverTheOrderOfGifts(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let s = try await FundingSetup.make(t)
            struct Expected: Equatable { var kind: String; var actor: UUID?; var amount: Int? }
            var expected: [UUID: Expected] = [:]
            var order: [UUID] = []
            var wishes: [UUID] = []
            for n in 0..<4 {
                let wish = try await s.fundingWish(t, "Wish \(n)")
                wishes.append(wish)
                expected[wish] = Expected(kind: "new_wish", actor: s.ada.user.id, amount: nil)
                order.insert(wish, at: 0)
                t.clock.advance(by: 1)
            }
            for _ in 0..<10 {
                let wish = wishes.randomElement(using: &rng)!
                let donor = Bool.random(using: &rng) ? s.bob : s.cat
                let anonymous = Bool.random(using: &rng)
                let amount = Int.random(in: 1...50, using: &rng) * 100
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    _ = try await t.startDonation(wish, by: donor, amount: amount, anonymous: anonymous)  // never paid
                } else {
                    _ = try await t.donate(wish, by: donor, amount: amount, anonymous: anonymous)
                    expected[wish] = Expected(kind: "donation", actor: anonymous && donor.user.id != s.bob.user.id ? nil : donor.user.id,
                                              amount: amount)
                    order.removeAll { $0 == wish }
                    order.insert(wish, at: 0)
                }
                t.clock.advance(by: 1)
            }
            let feed = try await t.request(FundingRoute.feed, token: s.bob.token).decode(SatchelAPI.Page<FeedItem>.self)
            #expect(feed.items.map(\.item.wish.id) == order)
            for item in feed.items {
                #expect(Expected(kind: item.kind, actor: item.actor?.id, amount: item.amount?.amount) == expected[item.item.wish.id])
            }
        }
    }

    @Test func theFeedPagesWithAStableCursor() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            for i in 0..<5 {
                _ = try await s.fundingWish(t, "Wish \(i)")
                t.clock.advance(by: 1)
            }
            var names: [String] = []
            var cursor: String?
            repeat {
                let page = try await t.request(FundingRoute.feed, token: s.bob.token,
                                               query: "?limit=2" + (cursor.map { "&cursor=" + $0 } ?? ""))
                    .decode(SatchelAPI.Page<FeedItem>.self)
                names += page.items.map(\.item.wish.name)
                cursor = page.nextCursor
            } while cursor != nil
            #expect(names == ["Wish 4", "Wish 3", "Wish 2", "Wish 1", "Wish 0"])
        }
    }

    @Test func aPayoutAccountIsCheckedAndAMistakeIsNamed() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bad = try await t.request(FundingRoute.setPayoutAccount, token: s.ada.token,
                                          json: PayoutAccountDraft(holder: "Ada", account: "19-2000145398/0800"))
            #expect(bad.status == .unprocessableEntity)
            #expect(bad.problem?.errors?.map(\.code) == ["payout.cz_number_checksum"])
            #expect(try await t.request(FundingRoute.payoutAccount, token: s.ada.token).status == .notFound)
            let good = try await t.request(FundingRoute.setPayoutAccount, token: s.ada.token,
                                           json: PayoutAccountDraft(holder: "Ada Lovelace", account: "cz65 0800 0000 1920 0014 5399"))
            #expect(good.status == .ok)
            #expect(try good.decode(PayoutAccount.self).account == "CZ6508000000192000145399")
        }
    }

    @Test func aPublicLinkPageCarriesOpenGraphTagsOnlyWhileAllowed() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, "Telescope", publicLink: true)
            let url = try #require(try await t.funding(wish, as: s.ada).publicURL)
            let path = String(url.dropFirst("http://satchel.test".count))
            let page = try await t.request(.GET, path)
            #expect(page.status == .ok)
            #expect(page.body.string.contains(#"property="og:title" content="Telescope""#))
            #expect(page.body.string.contains(#"property="og:description" content="To ride to work""#))
            _ = try await t.request(FundingRoute.updateFunding(wish), token: s.ada.token, json: FundingDraft(
                target: Price(amount: 10_000_00, currency: "CZK"), deadline: t.clock.now.addingTimeInterval(86400 * 9), why: "Stars",
                publicLink: false))
            #expect(try await t.request(.GET, path).status == .notFound)
        }
    }

    @Test func iWantThisTooCopiesAFriendsWishIntoMyInbox() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, "Kayak")
            let copy = try await t.request(FundingRoute.copyWish(wish), token: s.bob.token)
            #expect(copy.status == .created)
            let inbox = try await t.request(WishesRoute.inbox, token: s.bob.token).decode([Wish].self)
            #expect(inbox.map(\.name) == ["Kayak"])
            #expect(inbox[0].price == Price(amount: 10_000_00, currency: "CZK"))
        }
    }

    @Test func aStripeWebhookSignedWithTheSecretConfirmsTheDonationOnce() async throws {
        try await withSatchel(settings: {
            $0.environment["SATCHEL_STRIPE_SECRET_KEY"] = "sk_test_offline"
            $0.environment["SATCHEL_STRIPE_WEBHOOK_SECRET"] = "whsec_test_satchel"
        }) { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, _) = try await t.startDonation(wish, by: s.bob, amount: 400_00)
            // Pretend Stripe took this payment: point the donation at a Checkout Session.
            let record = try #require(try await DonationRecord.find(donation.id, on: t.app.db))
            record.gateway = "stripe"
            record.paymentRef = "cs_test_a1"
            try await record.update(on: t.app.db)
            let payload = #"{"id":"evt_1","object":"event","type":"checkout.session.completed","data":{"object":{"id":"cs_test_a1","object":"checkout.session","amount_total":40000,"currency":"czk","payment_status":"paid","payment_intent":"pi_1"}}}"#
            let header = StripeSignature.sign(payload: payload, secret: "whsec_test_satchel",
                                              timestamp: Int(t.clock.now.timeIntervalSince1970))
            for _ in 0..<3 {
                let res = try await t.request(.POST, FundingRoute.webhook("stripe").path,
                                              headers: ["Stripe-Signature": header, "Content-Type": "application/json"],
                                              body: ByteBuffer(string: payload))
                #expect(res.status == .ok, "\(res.body.string)")
            }
            let forged = try await t.request(.POST, FundingRoute.webhook("stripe").path,
                                             headers: ["Stripe-Signature": header, "Content-Type": "application/json"],
                                             body: ByteBuffer(string: payload.replacingOccurrences(of: "40000", with: "90000")))
            #expect(forged.status == .badRequest)
            #expect(try await t.ledgerTotal(wish) == 400_00)
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.refundRef == "pi_1")
        }
    }
}
