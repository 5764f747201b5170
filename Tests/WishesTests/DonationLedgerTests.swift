import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Invariant 2: a confirmation, replayed, reordered or concurrent, is applied exactly once; a
/// failed or expired payment leaves no donation; totals equal the ledger.
@Suite("Donations and the exactly-once ledger")
struct DonationLedgerTests {
    @Test func aPaidDonationIsConfirmedByTheBanksCallbackAndCountsOnce() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            #expect(donation.state == "pending")
            #expect(donation.paymentURL == "/simbank/checkout/" + reference)
            #expect(try await t.funding(wish, as: s.ada).raised?.amount == 0)
            _ = try await t.bank.pay(reference, card: "4242 4242 4242 4242", behaviour: .init())
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.raised == Price(amount: 500_00, currency: "CZK"))
            #expect(funding.donors.map { $0.person?.username } == ["bob"])
            #expect(try await t.ledgerTotal(wish) == 500_00)
        }
    }

    @Test func theSameCallbackFiveTimesMakesOneDonation() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 300_00)
            for _ in 0..<5 {
                let res = try await t.simbankCallback(id: "evt-1", type: "succeeded", reference: reference, amount: 300_00)
                #expect(res.status == .ok)
            }
            #expect(try await t.ledgerTotal(wish) == 300_00)
            #expect(try await t.funding(wish, as: s.ada).raised?.amount == 300_00)
            #expect(try await GatewayEventRecord.query(on: t.app.db).count() == 1)
        }
    }

    @Test func aBankThatSendsEveryCallbackTwiceAndOutOfOrderStillCountsOnce() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            try await t.donate(wish, by: s.bob, amount: 200_00, behaviour: .init(duplicate: true, outOfOrder: true))
            try await t.donate(wish, by: s.cat, amount: 100_00, behaviour: .init(duplicate: true))
            #expect(try await t.ledgerTotal(wish) == 300_00)
            let states = try await DonationRecord.query(on: t.app.db).all().map(\.state)
            #expect(states == [.confirmed, .confirmed])
        }
    }

    @Test func aCompletionAfterAnExpiryConfirmsTheDonationOnce() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 250_00)
            #expect(try await t.simbankCallback(id: "e-exp", type: "expired", reference: reference, amount: 250_00).status == .ok)
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.state == .expired)
            #expect(try await t.ledgerTotal(wish) == 0)
            #expect(try await t.simbankCallback(id: "e-ok", type: "succeeded", reference: reference, amount: 250_00).status == .ok)
            #expect(try await t.simbankCallback(id: "e-exp", type: "expired", reference: reference, amount: 250_00).status == .ok)
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.state == .confirmed)
            #expect(try await t.ledgerTotal(wish) == 250_00)
        }
    }

    @Test func aDeclinedCardLeavesNoDonation() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            _ = try await t.bank.pay(reference, card: "4000 0000 0000 0002", behaviour: .init())
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.state == .failed)
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.raised?.amount == 0 && funding.donors.isEmpty)
            let mine = try await t.request(FundingRoute.myDonations, token: s.bob.token).decode([Donation].self)
            #expect(mine.map(\.state) == ["failed"])
        }
    }

    @Test func aWebhookWithABadSignatureIsRejectedAndChangesNothing() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            let body = #"{"id":"forged","type":"succeeded","payment":"\#(reference)","amount":50000,"currency":"CZK"}"#
            let res = try await t.request(.POST, FundingRoute.webhook("simbank").path,
                                          headers: ["Simbank-Signature": String(repeating: "ab", count: 32), "Content-Type": "application/json"],
                                          body: ByteBuffer(string: body))
            #expect(res.status == .badRequest)
            #expect(res.problem?.type == "/problems/bad-request")
            #expect(try await t.ledgerTotal(wish) == 0)
        }
    }

    @Test func fiftyConcurrentDonationsToOneWishAreEachCountedExactlyOnce() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 50 * 100_00)
            var donors: [SessionResponse] = []
            for i in 0..<10 {
                let donor = try await t.signUp("donor\(i)")
                try await t.befriend(s.ada, donor)
                donors.append(donor)
            }
            var references: [String] = []
            for i in 0..<50 { references.append(try await t.startDonation(wish, by: donors[i % 10], amount: 100_00).1) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for reference in references {
                    group.addTask {
                        // Each confirmation is delivered twice, concurrently with all the others.
                        _ = try await t.simbankCallback(id: "ok-" + reference, type: "succeeded", reference: reference, amount: 100_00)
                        _ = try await t.simbankCallback(id: "ok-" + reference, type: "succeeded", reference: reference, amount: 100_00)
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await t.ledgerTotal(wish) == 50 * 100_00)
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.raised?.amount == 50 * 100_00 && funding.state == "funded")
            let funded = try await InboxNotification.query(on: t.app.db)
                .filter(\.$user.$id == s.ada.user.id).filter(\.$kind == FundingNotification.funded).count()
            #expect(funded == 1)
        }
    }

    /// Property: for random donations and random deliveries of their events (duplicated,
    /// reordered, conflicting), every total equals the sum of confirmed donations.
    @Test func totalsAlwaysEqualTheLedgerForRandomEventOrders() async throws {
        for seed in UInt64(1)...4 {
            try await withSatchel { t in
                var rng = SplitMix64(state: seed)
                let s = try await FundingSetup.make(t)
                let wish = try await s.fundingWish(t, target: 1_000_000_00)
                var events: [(String, String, String, Int)] = []
                for i in 0..<12 {
                    let amount = Int(rng.next() % 900 + 100) * 100
                    let (_, reference) = try await t.startDonation(wish, by: i % 2 == 0 ? s.bob : s.cat, amount: amount)
                    let kinds = ["succeeded", "failed", "expired", "pending"]
                    for n in 0..<Int(rng.next() % 4 + 1) {
                        events.append(("\(reference)-\(n)", kinds[Int(rng.next() % 4)], reference, amount))
                    }
                }
                // Every event once, then a third of them again, all in random order.
                var deliveries = events + events.filter { _ in rng.next() % 3 == 0 }
                for i in stride(from: deliveries.count - 1, to: 0, by: -1) {
                    deliveries.swapAt(i, Int(rng.next() % UInt64(i + 1)))
                }
                for (id, type, reference, amount) in deliveries {
                    _ = try await t.simbankCallback(id: id, type: type, reference: reference, amount: amount)
                }
                let confirmed = try await DonationRecord.query(on: t.app.db).filter(\.$state == .confirmed).all()
                    .reduce(0) { $0 + $1.amountMinor }
                let everSucceeded = Set(events.filter { $0.1 == "succeeded" }.map(\.2))
                let expected = Set(events.map(\.2)).filter(everSucceeded.contains)
                    .reduce(0) { sum, reference in sum + events.first { $0.2 == reference }!.3 }
                #expect(confirmed == expected, "seed \(seed)")
                #expect(try await t.ledgerTotal(wish) == confirmed, "seed \(seed)")
                #expect(try await t.funding(wish, as: s.ada).raised?.amount == confirmed, "seed \(seed)")
            }
        }
    }
}
