import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

@Suite("Loans and holds")
struct LendingTests {
    @Test func borrowingGivesALoanForTheLoanPeriod() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, loanDays: 14)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let res = try await t.borrow(title, as: ada)
            #expect(res.status == .created)
            let loan = try res.decode(Loan.self)
            // Counted as people do: a 14-day loan borrowed today has 14 days left.
            #expect(loan.daysLeft == 14 && abs(loan.dueAt.timeIntervalSince(loan.startedAt) - 14 * 86_400) < 1)
            #expect(loan.title.availability.state == "unavailable" && loan.title.availability.reason == "all_copies_out")
            let shelf = try await t.request(LibraryRoute.loans(library.id), token: ada.token).decode([Loan].self)
            #expect(shelf.map(\.id) == [loan.id])
        }
    }

    @Test func daysLeftCountCalendarDaysWhereThePatronIsDownToZeroOnTheDueDay() async throws {
        try await withSatchel { t in
            // 21:00 UTC is already tomorrow in Kolkata (02:30): the days are counted there.
            t.clock.freeze(at: Date(timeIntervalSince1970: 1_800_000_000 - 8 * 3600 + 13 * 3600)) // 2027-01-15 21:00 UTC
            let library = try await TestLibrary.make(t, loanDays: 21)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "Asia/Kolkata"))
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            #expect(loan.daysLeft == 21)
            for (days, left) in [(1.0, 20), (20.0, 1), (21.0, 0)] {
                t.clock.freeze(at: loan.startedAt.addingTimeInterval(days * 86_400))
                let shelf = try await t.request(LibraryRoute.loans(library.id), token: ada.token).decode([Loan].self)
                #expect(shelf.first?.daysLeft == left, "after \(days) days")
            }
        }
    }

    @Test func borrowingNeedsTheLibraryCard() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada")
            let res = try await t.borrow(title, as: ada)
            #expect(res.status == .unauthorized && res.problem?.detail?.contains("card") == true)
        }
    }

    @Test func whenAllCopiesAreOutBorrowingSaysSoAndAHoldQueues() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cy = try await t.patron("cyd", at: library, card: "1003")
            _ = try await t.borrow(title, as: ada)
            let refused = try await t.borrow(title, as: bob)
            #expect(refused.status == .conflict && refused.problem?.detail?.contains("hold") == true)
            let bobs = try await t.request(LibraryRoute.placeHold(title), token: bob.token).decode(Hold.self)
            let cys = try await t.request(LibraryRoute.placeHold(title), token: cy.token).decode(Hold.self)
            #expect(bobs.position == 1 && cys.position == 2)
            #expect((cys.estimatedWaitDays ?? 0) > (bobs.estimatedWaitDays ?? 0))
            let detail = try await t.request(LibraryRoute.title(title), token: cy.token).decode(Title.self)
            #expect(detail.summary.availability.holdQueue == 2 && detail.yourHold?.position == 2)
            // One estimate everywhere: the title page gives Cy the wait her holds page gives her.
            let holds = try await t.request(LibraryRoute.holds(library.id), token: cy.token).decode([Hold].self)
            #expect(detail.summary.availability.estimatedWaitDays == cys.estimatedWaitDays)
            #expect(holds.first?.estimatedWaitDays == cys.estimatedWaitDays)
            // … and so does the title in her holds list: one hold, one wait.
            #expect(holds.first?.title.availability.estimatedWaitDays == cys.estimatedWaitDays)
        }
    }

    @Test func theHoldsPageShowsOneWaitForOneHold() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            try await library.card(t, "1003")
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            _ = try await t.borrow(title, as: ada)
            _ = try await t.request(LibraryRoute.placeHold(title), token: bob.token)
            var cy = Browser(t: t)
            _ = try await cy.signUp("cyd")
            _ = try await cy.post("/library/malmo/sign-in", ["cardNumber": "1003", "pin": "1234"])
            let path = "/library/malmo/titles/\(title.uuidString.lowercased())"
            _ = try await cy.post(path + "/hold", [:], from: path)
            let page = try await cy.get("/library/malmo/holds").body.string
            let waits = page.matches(of: /days' wait/).count
            #expect(page.contains("Utvandrarna") && waits == 1, "\(waits) waits on the holds page")
        }
    }

    @Test func returningGivesTheCopyToTheFirstHoldAndTellsThem() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: t.clock.now) // times compared exactly below
            let library = try await TestLibrary.make(t, pickupDays: 3)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cy = try await t.patron("cyd", at: library, card: "1003")
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            _ = try await t.request(LibraryRoute.placeHold(title), token: bob.token)
            _ = try await t.request(LibraryRoute.placeHold(title), token: cy.token)
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token).status == .noContent)
            let bobsHolds = try await t.request(LibraryRoute.holds(library.id), token: bob.token).decode([Hold].self)
            #expect(bobsHolds.first?.state == "ready")
            #expect(abs((bobsHolds.first?.readyUntil ?? .distantPast).timeIntervalSince(t.clock.now) - 3 * 86_400) < 1)
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.holdReady)
            // Kept for Bob: Cy cannot take it, Bob can.
            #expect(try await t.borrow(title, as: cy).status == .conflict)
            #expect(try await t.borrow(title, as: bob).status == .created)
            #expect(try await t.request(LibraryRoute.holds(library.id), token: bob.token).decode([Hold].self).isEmpty)
        }
    }

    @Test func anUncollectedHoldPassesToTheNextPerson() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, pickupDays: 2)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cy = try await t.patron("cyd", at: library, card: "1003")
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            _ = try await t.request(LibraryRoute.placeHold(title), token: bob.token)
            _ = try await t.request(LibraryRoute.placeHold(title), token: cy.token)
            _ = try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token)
            t.clock.advance(by: 2 * 86_400 + 60)
            try await t.context.lendingJobs.runOnce()
            #expect(try await t.request(LibraryRoute.holds(library.id), token: bob.token).decode([Hold].self).isEmpty)
            #expect(try await t.request(LibraryRoute.holds(library.id), token: cy.token).decode([Hold].self).first?.state == "ready")
            let bobsInbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(bobsInbox.items.first?.kind == LibraryNotification.holdExpired)
        }
    }

    @Test func anExpiredLoanReturnsItselfAndWarnsThreeDaysBefore() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, loanDays: 21)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            _ = try await t.borrow(title, as: ada)
            t.clock.advance(by: 18 * 86_400 + 60)
            try await t.context.lendingJobs.runOnce()
            try await t.context.lendingJobs.runOnce()
            var inbox = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.filter { $0.kind == LibraryNotification.loanEnding }.count == 1)
            t.clock.advance(by: 3 * 86_400)
            try await t.context.lendingJobs.runOnce()
            #expect(try await t.request(LibraryRoute.loans(library.id), token: ada.token).decode([Loan].self).isEmpty)
            inbox = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.loanExpired)
            let after = try await t.request(LibraryRoute.title(title), token: ada.token).decode(Title.self)
            #expect(after.summary.availability.state == "available")
        }
    }

    @Test func renewingWorksOnlyWhileNobodyWaits() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: t.clock.now) // times compared exactly below
            let library = try await TestLibrary.make(t, loanDays: 10)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            t.clock.advance(by: 5 * 86_400)
            let renewed = try await t.request(LibraryRoute.renew(loan.id), token: ada.token).decode(Loan.self)
            #expect(abs(renewed.dueAt.timeIntervalSince(t.clock.now) - 10 * 86_400) < 1)
            let bob = try await t.patron("bob", at: library, card: "1002")
            _ = try await t.request(LibraryRoute.placeHold(title), token: bob.token)
            let refused = try await t.request(LibraryRoute.renew(loan.id), token: ada.token)
            #expect(refused.status == .conflict && refused.problem?.detail?.contains("waiting") == true)
        }
    }

    @Test func limitsOnLoansAndHoldsAreKept() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, maxLoans: 2, maxHolds: 1)
            let titles = try await library.add(t, [("A", "X, Y"), ("B", "X, Y"), ("C", "X, Y"), ("D", "X, Y")])
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            #expect(try await t.borrow(titles[0], as: ada).status == .created)
            #expect(try await t.borrow(titles[1], as: ada).status == .created)
            let third = try await t.borrow(titles[2], as: ada)
            #expect(third.status == .conflict && third.problem?.detail?.contains("2") == true)
            _ = try await t.borrow(titles[2], as: bob)
            _ = try await t.borrow(titles[3], as: bob)
            #expect(try await t.request(LibraryRoute.placeHold(titles[0]), token: bob.token).status == .created)
            #expect(try await t.request(LibraryRoute.placeHold(titles[1]), token: bob.token).status == .conflict)
            #expect(try await t.request(LibraryRoute.placeHold(titles[2]), token: bob.token).status == .conflict) // already his
        }
    }

    @Test func cancellingAHoldMovesTheQueueUp() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cy = try await t.patron("cyd", at: library, card: "1003")
            _ = try await t.borrow(title, as: ada)
            let bobs = try await t.request(LibraryRoute.placeHold(title), token: bob.token).decode(Hold.self)
            _ = try await t.request(LibraryRoute.placeHold(title), token: cy.token)
            #expect(try await t.request(LibraryRoute.cancelHold(bobs.id), token: bob.token).status == .noContent)
            #expect(try await t.request(LibraryRoute.holds(library.id), token: cy.token).decode([Hold].self).first?.position == 1)
            // Someone else's hold is not yours to cancel.
            let cys = try await t.request(LibraryRoute.holds(library.id), token: cy.token).decode([Hold].self)[0]
            #expect(try await t.request(LibraryRoute.cancelHold(cys.id), token: ada.token).status == .notFound)
        }
    }

    @Test func aToBeReadEntryHearsWhenTheTitleBecomesAvailable() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.signUp("bob")
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            let added = try await t.request(LibraryRoute.addToBeRead(title), token: bob.token, json: ToBeReadDraft(notify: true))
            #expect(try added.decode(Title.self).toBeRead?.notify == true)
            _ = try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token)
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.available)
            let list = try await t.request(LibraryRoute.toBeReadList(library.id), token: bob.token).decode([ToBeRead].self)
            #expect(list.map(\.title.id) == [title])
        }
    }

    @Test func ratingsKeepTheTitlesTotalsAndOneReviewPerPerson() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            _ = try await t.request(LibraryRoute.rate(title), token: ada.token, json: TitleRatingDraft(stars: 5, review: "Mäktig."))
            _ = try await t.request(LibraryRoute.rate(title), token: ada.token, json: TitleRatingDraft(stars: 3))
            let rated = try await t.request(LibraryRoute.rate(title), token: bob.token, json: TitleRatingDraft(stars: 4)).decode(Title.self)
            #expect(rated.summary.ratingCount == 2 && rated.summary.rating == 3.5)
            #expect(rated.reviews.count == 2)
            let bad = try await t.request(LibraryRoute.rate(title), token: bob.token, json: TitleRatingDraft(stars: 6))
            #expect(bad.status == .unprocessableEntity && bad.problem?.errors?.first?.field == "stars")
            _ = try await t.request(LibraryRoute.unrate(title), token: ada.token)
            #expect(try await t.request(LibraryRoute.title(title), token: bob.token).decode(Title.self).summary.ratingCount == 1)
        }
    }
}
