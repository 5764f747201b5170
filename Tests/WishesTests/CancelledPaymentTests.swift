import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// A donor who gives up at the gateway cancelled the payment: it is `cancelled`, not `failed`
/// (a declined card), everywhere the donor sees it, and it leaves no donation.
@Suite("A cancelled payment")
struct CancelledPaymentTests {
    @Test func cancellingAtTheBankMakesTheDonationCancelledAndTakesNoMoney() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            _ = try await t.bank.cancel(reference, behaviour: .init())
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.state == .cancelled)
            #expect(try await t.ledgerTotal(wish) == 0)
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.raised?.amount == 0 && funding.donors.isEmpty)
        }
    }

    @Test func myDonationsSayCancelledThroughTheAPI() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            _ = try await t.bank.cancel(reference, behaviour: .init())
            let mine = try await t.request(FundingRoute.myDonations, token: s.bob.token).decode([Donation].self)
            #expect(mine.map(\.knownState) == [.cancelled])
        }
    }

    @Test func theWishPageSaysNothingWasChargedNotThatThePaymentFailed() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            let back = try await t.bank.cancel(reference, behaviour: .init())
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await bob.get(String(back.dropFirst(t.context.publicURL.count))).body.string
            #expect(back.contains("donation=\(donation.id.uuidString.lowercased())"))
            #expect(page.contains("You cancelled the payment — nothing was charged."))
            #expect(!page.contains("did not go through"))
        }
    }

    @Test func myDonationsPageShowsCancelled() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            _ = try await t.bank.cancel(reference, behaviour: .init())
            var bob = Browser(t: t)
            _ = try await bob.post("/sign-in", ["login": "bob", "password": "correct horse battery"])
            let page = try await bob.get("/funding/donations").body.string
            #expect(page.contains("state-cancelled\">Cancelled<"))
        }
    }

    @Test func aPaymentTheBankConfirmsAfterACancelIsStillCounted() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (donation, reference) = try await t.startDonation(wish, by: s.bob, amount: 250_00)
            #expect(try await t.simbankCallback(id: "e-cancel", type: "cancelled", reference: reference, amount: 250_00).status == .ok)
            #expect(try await t.simbankCallback(id: "e-ok", type: "succeeded", reference: reference, amount: 250_00).status == .ok)
            #expect(try await DonationRecord.find(donation.id, on: t.app.db)?.state == .confirmed)
            #expect(try await t.ledgerTotal(wish) == 250_00)
        }
    }

    @Test func reconciliationFindsNothingAmissWithACancelledPayment() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 250_00)
            _ = try await t.bank.cancel(reference, behaviour: .init())
            #expect(try await t.context.donations.reconcile().isEmpty)
        }
    }
}
