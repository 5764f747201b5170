import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

@Suite("Funding wishes: deadlines, refunds, closing, deleting")
struct FundingLifecycleTests {
    @Test func reachingTheTargetMarksTheWishFundedAndTellsTheOwner() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 1000_00)
            try await t.donate(wish, by: s.bob, amount: 600_00)
            try await t.donate(wish, by: s.cat, amount: 400_00)
            #expect(try await t.funding(wish, as: s.ada).state == "funded")
            let kinds = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.ada.user.id).all().map(\.kind)
            #expect(kinds.filter { $0 == FundingNotification.funded }.count == 1)
            #expect(kinds.filter { $0 == FundingNotification.donation }.count == 2)
        }
    }

    @Test(arguments: [("en", "CZK 500.00"), ("sv", "500,00 CZK"), ("cs", "500,00 Kč")])
    func aDonationNotificationShowsTheAmountAsEveryOtherAmountInTheReadersLanguage(language: String, shown: String) async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 1000_00)
            try await t.donate(wish, by: s.bob, amount: 500_00)
            _ = try await t.request(.updateMe, token: s.ada.token, json: ProfileUpdate(language: language))
            let inbox = try await t.request(.notifications, token: s.ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            let text = try #require(inbox.items.first { $0.kind == FundingNotification.donation }?.text)
            #expect(text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ").contains(shown), "\(text)")
            #expect(text.contains(Localizer(language: language).money(minorUnits: 500_00, currency: "CZK")), "the one money format")
        }
    }

    @Test func anAllOrNothingWishThatMissesItsDeadlineRefundsEveryDonation() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 1000_00, days: 2)
            try await t.donate(wish, by: s.bob, amount: 300_00)
            t.clock.advance(by: 3 * 86400)
            try await t.context.donations.runDeadlines()
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.state == "failed" && funding.raised?.amount == 0)
            #expect(try await DonationRecord.query(on: t.app.db).all().map(\.state) == [.refunded])
            #expect(try await SimBankPaymentRecord.query(on: t.app.db).all().map(\.state) == [.refunded])
            let entries = try await LedgerEntryRecord.query(on: t.app.db).all().map { "\($0.kind.rawValue) \($0.amountMinor)" }.sorted()
            #expect(entries == ["donation 30000", "refund -30000"])
            // Running the job again changes nothing.
            try await t.context.donations.runDeadlines()
            #expect(try await LedgerEntryRecord.query(on: t.app.db).count() == 2)
            let owner = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.ada.user.id).all().map(\.kind)
            #expect(owner.contains(FundingNotification.failed))
            let donor = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.bob.user.id).all().map(\.kind)
            #expect(donor.contains(FundingNotification.refunded))
        }
    }

    @Test func theDeadlineJobWaitsWhileAPaymentIsStillPending() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 500_00, days: 1)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 500_00)
            t.clock.advance(by: 1.5 * 86400)
            try await t.context.donations.runDeadlines()
            #expect(try await t.funding(wish, as: s.ada).state == "open")
            _ = try await t.simbankCallback(id: "late", type: "succeeded", reference: reference, amount: 500_00)
            try await t.context.donations.runDeadlines()
            #expect(try await t.funding(wish, as: s.ada).state == "funded")
            #expect(try await t.ledgerTotal(wish) == 500_00)
        }
    }

    @Test func aKeepWhatYouGetWishThatMissesItsDeadlineEndsAndKeepsTheMoney() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 1000_00, mode: "keep_what_you_get", days: 2)
            try await t.donate(wish, by: s.bob, amount: 300_00)
            t.clock.advance(by: 3 * 86400)
            try await t.context.donations.runDeadlines()
            let funding = try await t.funding(wish, as: s.ada)
            #expect(funding.state == "ended" && funding.raised?.amount == 300_00)
        }
    }

    @Test func aWishWithDonationsCannotBeDeletedButCanBeClosedWithRefunds() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            try await t.donate(wish, by: s.bob, amount: 300_00)
            let deleted = try await t.request(WishesRoute.deleteWish(wish), token: s.ada.token)
            #expect(deleted.status == .conflict)
            #expect(deleted.problem?.detail?.contains("Close the collection") == true)
            let closed = try await t.request(FundingRoute.closeFunding(wish), token: s.ada.token)
            #expect(closed.status == .ok)
            #expect(try closed.decode(FundingWish.self).funding.state == "closed")
            #expect(try await t.ledgerTotal(wish) == 0)
        }
    }

    @Test func aLateConfirmationAfterAFailedCollectionIsRefunded() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, days: 1)
            let (_, reference) = try await t.startDonation(wish, by: s.bob, amount: 300_00)
            _ = try await t.simbankCallback(id: "x1", type: "expired", reference: reference, amount: 300_00)
            t.clock.advance(by: 2 * 86400)
            try await t.context.donations.runDeadlines()
            #expect(try await t.funding(wish, as: s.ada).state == "failed")
            // The bank later says the money was taken after all: it goes back at once.
            try await t.app.db.transaction { db in
                let payment = try await SimBankPaymentRecord.find(UUID(uuidString: reference), on: db)!
                payment.state = .paid
                try await payment.update(on: db)
            }
            _ = try await t.simbankCallback(id: "x2", type: "succeeded", reference: reference, amount: 300_00)
            #expect(try await DonationRecord.query(on: t.app.db).all().map(\.state) == [.refunded])
            #expect(try await t.ledgerTotal(wish) == 0)
        }
    }

    @Test func aReservedWishTakesNoMoneyFromWhoeverSeesTheReservationAndAFundingWishCannotBeReserved() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let reserve = try await t.request(WishesRoute.reserve(wish), token: s.bob.token)
            #expect(reserve.status == .conflict)
            // A wish reserved through a shared list before its owner started a collection:
            let list = try await t.request(WishesRoute.createList, token: s.ada.token, json: WishListDraft(name: "Birthday"))
                .decode(WishList.self)
            let kite = try await t.request(WishesRoute.createWish, token: s.ada.token, json: WishDraft(name: "Kite", listId: list.id))
                .decode(Wish.self)
            _ = try await t.request(WishesRoute.shareList(list.id), token: s.ada.token, json: ShareRequest(userIds: [s.bob.user.id]))
            _ = try await t.request(WishesRoute.acceptList(list.id), token: s.bob.token)
            #expect(try await t.request(WishesRoute.reserve(kite.id), token: s.bob.token).status == .ok)
            let started = try await t.request(FundingRoute.startFunding(kite.id), token: s.ada.token, json: FundingDraft(
                target: Price(amount: 500_00, currency: "CZK"), deadline: t.clock.now.addingTimeInterval(86400 * 7), why: "Wind"))
            // The owner is not told (invariant 1) …
            #expect(started.status == .created)
            // … Bob, who sees the reservation, is asked not to pay for the gift twice …
            let bobDonates = try await t.request(FundingRoute.donate(kite.id), token: s.bob.token, json: DonationRequest(amount: 100_00))
            #expect(bobDonates.status == .conflict)
            #expect(bobDonates.problem?.detail?.contains("already giving") == true, "\(bobDonates.body.string)")
            #expect(try await t.funding(kite.id, as: s.bob).canDonate == false)
            // … and Cat, outside the list, finds the wish as if nobody had reserved it: she gives.
            #expect(try await t.funding(kite.id, as: s.cat).canDonate == true)
            let catDonates = try await t.request(FundingRoute.donate(kite.id), token: s.cat.token, json: DonationRequest(amount: 100_00))
            #expect(catDonates.status == .created, "\(catDonates.body.string)")
        }
    }

    @Test func aFundingDraftWithMistakesNamesEachFieldAndSavesNothing() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await t.request(WishesRoute.createWish, token: s.ada.token, json: WishDraft(name: "Boat")).decode(Wish.self)
            let res = try await t.request(FundingRoute.startFunding(wish.id), token: s.ada.token, json: FundingDraft(
                target: Price(amount: 5, currency: "XYZ"), deadline: t.clock.now.addingTimeInterval(-10), why: "",
                mode: "sometimes", audience: "circles", circleIds: []))
            #expect(res.status == .unprocessableEntity)
            let fields = Set(res.problem?.errors?.map(\.field) ?? [])
            #expect(fields == ["target.currency", "target.amount", "deadline", "why", "mode", "circleIds"])
            #expect(try await FundingRecord.query(on: t.app.db).count() == 0)
        }
    }
}

@Suite("Reconciliation and suggestions")
struct ReconciliationTests {
    @Test func reconciliationReportsAGiftTheBankNoLongerHolds() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let donation = try await t.donate(wish, by: s.bob, amount: 300_00)
            #expect(try await t.context.donations.reconcile().isEmpty)
            // The bank refunded it behind Satchel's back.
            let record = try #require(try await DonationRecord.find(donation.id, on: t.app.db))
            let payment = try #require(try await SimBankPaymentRecord.find(UUID(uuidString: record.paymentRef!), on: t.app.db))
            payment.state = .refunded
            try await payment.update(on: t.app.db)
            let issues = try await t.context.donations.reconcile()
            #expect(issues.map { "\($0.ledgerState)/\($0.gatewayState)" } == ["confirmed/refunded"])
            // Reported once, however often the job runs.
            _ = try await t.context.donations.reconcile()
            #expect(try await ReconciliationIssueRecord.query(on: t.app.db).count() == 1)
        }
    }

    @Test func reconciliationGoesThroughEveryDonationBatchByBatch() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            var donations: [UUID] = []
            for amount in [10_00, 20_00, 30_00, 40_00, 50_00] { donations.append(try await t.donate(wish, by: s.bob, amount: amount).id) }
            // The bank refunded two behind Satchel's back; batches of two see all five.
            for id in [donations[1], donations[4]] {
                let record = try #require(try await DonationRecord.find(id, on: t.app.db))
                let payment = try #require(try await SimBankPaymentRecord.find(UUID(uuidString: record.paymentRef!), on: t.app.db))
                payment.state = .refunded
                try await payment.update(on: t.app.db)
            }
            let issues = try await t.context.donations.reconcile(batch: 2)
            #expect(Set(issues.map(\.donationID)) == [donations[1], donations[4]])
        }
    }

    @Test func productSuggestionsComeFromTheImportedCatalogue() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            try await t.context.products.demoSeed()
            let res = try await t.request(FundingRoute.products, token: s.ada.token, query: "?q=head")
            #expect(res.status == .ok)
            let names = try res.decode([ProductSuggestion].self).map(\.name)
            #expect(!names.isEmpty && names.allSatisfy { $0.lowercased().contains("head") })
            #expect(try await t.request(FundingRoute.products, query: "?q=head").status == .unauthorized)
        }
    }
}
