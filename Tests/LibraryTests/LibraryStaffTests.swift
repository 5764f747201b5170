import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A library's staff (issue 43): added by an administrator, they reach the staff area and set
/// a title's copies and loan period; for anyone else it does not exist.
@Suite("Library staff")
struct LibraryStaffTests {
    /// `username` made staff of `library` through the administration API.
    static func staff(_ t: TestContext, _ username: String, of library: TestLibrary, admin: SessionResponse) async throws -> SessionResponse {
        let session = try await t.signUp(username, keep: true)
        let res = try await t.request(AdminLibraryStaffRoute.addStaff(library: library.id, user: session.user.id), token: admin.token)
        #expect(res.status == .ok, "\(res.body.string)")
        return session
    }

    static func setLicence(_ t: TestContext, _ library: TestLibrary, _ title: UUID, _ input: TitleLicenceInput,
                           as session: SessionResponse) async throws -> TestingHTTPResponse {
        try await t.request(StaffCatalogueRoute.setLicence(library: library.id, title: title), token: session.token, json: input)
    }

    @Test func theStaffAreaDoesNotExistForSomeoneWhoIsNotStaff() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada", keep: true)
            #expect(try await t.request(StaffCatalogueRoute.titles(library: library.id), token: ada.token).status == .notFound)
            #expect(try await t.request(StaffCatalogueRoute.title(library: library.id, title: title), token: ada.token).status == .notFound)
            let licence = try await Self.setLicence(t, library, title, TitleLicenceInput(copies: 9), as: ada)
            #expect(licence.status == .notFound)
            #expect(try await t.request(AdminLibraryStaffRoute.staff(library: library.id), token: ada.token).status == .notFound)
            var browser = Browser(t: t)
            _ = try await browser.signUp("bob")
            #expect(try await browser.get("/library/malmo/staff").status == .notFound)
            #expect(try await browser.get("/library/malmo/staff/titles/\(title.uuidString.lowercased())").status == .notFound)
            let post = try await browser.post("/library/malmo/staff/titles/\(title.uuidString.lowercased())/licence", ["copies": "9"],
                                              from: "/library/malmo")
            #expect(post.status == .notFound)
            #expect(try await TitleRecord.find(title, on: t.app.db)?.copies == 1)
        }
    }

    @Test func anAdministratorMakesAPersonStaffByUsernameAndTheyFindTitlesInTheStaffArea() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Utvandrarna", "Moberg, Vilhelm"), ("Gösta Berlings saga", "Lagerlöf, Selma")])
            var root = try await LibraryAdminTests.administrator(t)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let added = try await root.post("/admin/libraries/malmo/staff", ["username": "Ada"], from: "/admin/libraries/malmo")
            #expect(added.status == .seeOther)
            let admin = try await root.get("/admin/libraries/malmo").body.string
            #expect(admin.contains("@ada"))
            let area = try await ada.get("/library/malmo/staff?q=lagerl")
            #expect(area.status == .ok)
            #expect(area.body.string.contains("Gösta Berlings saga") && !area.body.string.contains("Utvandrarna"))
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.map(\.action)
            #expect(actions == ["library.staff_add"])
        }
    }

    @Test func aStaffSearchLongerThanTheFieldAllowsIsRefusedNamingQ() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let admin = try await t.createAdministrator("root")
            let ada = try await Self.staff(t, "ada", of: library, admin: admin)
            let fits = try await t.request(StaffCatalogueRoute.titles(library: library.id), token: ada.token,
                                           query: "?q=" + String(repeating: "x", count: 200))
            #expect(fits.status == .ok)
            let long = try await t.request(StaffCatalogueRoute.titles(library: library.id), token: ada.token,
                                           query: "?q=" + String(repeating: "x", count: 201))
            #expect(long.status == .unprocessableEntity && long.problem?.errors?.first?.field == "q", "\(long.body.string)")
        }
    }

    @Test func anUnknownUsernameIsSaidBesideTheField() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            var root = try await LibraryAdminTests.administrator(t)
            let res = try await root.post("/admin/libraries/malmo/staff", ["username": "nobody"], from: "/admin/libraries/malmo")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-username-error") && res.body.string.contains("value=\"nobody\""))
        }
    }

    @Test func removedStaffNoLongerReachTheStaffArea() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let admin = try await t.createAdministrator("root")
            let ada = try await Self.staff(t, "ada", of: library, admin: admin)
            #expect(try await t.request(StaffCatalogueRoute.titles(library: library.id), token: ada.token).status == .ok)
            let listed = try await t.request(AdminLibraryStaffRoute.staff(library: library.id), token: admin.token).decode([LibraryStaffMember].self)
            #expect(listed.map(\.username) == ["ada"])
            let removed = try await t.request(AdminLibraryStaffRoute.removeStaff(library: library.id, user: ada.user.id), token: admin.token)
            #expect(removed.status == .noContent)
            #expect(try await t.request(StaffCatalogueRoute.titles(library: library.id), token: ada.token).status == .notFound)
            let again = try await t.request(AdminLibraryStaffRoute.removeStaff(library: library.id, user: ada.user.id), token: admin.token)
            #expect(again.status == .notFound)
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.reversed().map(\.action)
            #expect(actions == ["library.staff_add", "library.staff_remove"])
        }
    }

    @Test func staffOfOneLibraryAreNotStaffOfAnother() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t)
            let lund = try await TestLibrary.make(t, slug: "lund")
            let admin = try await t.createAdministrator("root")
            let ada = try await Self.staff(t, "ada", of: malmo, admin: admin)
            #expect(try await t.request(StaffCatalogueRoute.titles(library: lund.id), token: ada.token).status == .notFound)
        }
    }

    @Test func moreCopiesMakeTheFirstPeopleWaitingReadyAndTellThem() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let admin = try await t.createAdministrator("root")
            let staff = try await Self.staff(t, "sam", of: library, admin: admin)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cyd = try await t.patron("cyd", at: library, card: "1003")
            let dan = try await t.patron("dan", at: library, card: "1004")
            #expect(try await t.borrow(title, as: ada).status == .created)
            for waiting in [bob, cyd, dan] {
                #expect(try await t.request(LibraryRoute.placeHold(title), token: waiting.token).status == .created)
            }
            let res = try await Self.setLicence(t, library, title, TitleLicenceInput(copies: 3), as: staff)
            #expect(res.status == .ok, "\(res.body.string)")
            let saved = try res.decode(StaffTitle.self)
            #expect(saved.copies == 3 && saved.outCount == 3 && saved.waitingCount == 1)
            for (person, state) in [(bob, "ready"), (cyd, "ready"), (dan, "waiting")] {
                let holds = try await t.request(LibraryRoute.holds(library.id), token: person.token).decode([Hold].self)
                #expect(holds.first?.state == state)
            }
            let inbox = try await t.request(.notifications, token: cyd.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.holdReady)
        }
    }

    @Test func fewerCopiesEndNoLoanButNobodyNewBorrowsUntilFewerAreOut() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t, copies: 2)
            let admin = try await t.createAdministrator("root")
            let staff = try await Self.staff(t, "sam", of: library, admin: admin)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cyd = try await t.patron("cyd", at: library, card: "1003")
            let adas = try await t.borrow(title, as: ada).decode(Loan.self)
            #expect(try await t.borrow(title, as: bob).status == .created)
            #expect(try await Self.setLicence(t, library, title, TitleLicenceInput(copies: 1), as: staff).status == .ok)
            #expect(try await t.request(LibraryRoute.loans(library.id), token: ada.token).decode([Loan].self).count == 1)
            #expect(try await t.request(LibraryRoute.loans(library.id), token: bob.token).decode([Loan].self).count == 1)
            _ = try await t.request(LibraryRoute.returnLoan(adas.id), token: ada.token)
            #expect(try await t.borrow(title, as: cyd).status == .conflict)
        }
    }

    @Test func aTitlesOwnLoanPeriodIsUsedForBorrowingInsteadOfTheLibrarys() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: t.clock.now)
            let library = try await TestLibrary.make(t, loanDays: 21)
            let title = try await library.title(t)
            let admin = try await t.createAdministrator("root")
            let staff = try await Self.staff(t, "sam", of: library, admin: admin)
            let res = try await Self.setLicence(t, library, title, TitleLicenceInput(copies: 1, loanDays: 7), as: staff)
            #expect(try res.decode(StaffTitle.self).effectiveLoanDays == 7)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            #expect(abs(loan.dueAt.timeIntervalSince(t.clock.now) - 7 * 86_400) < 1)
        }
    }

    @Test func aLicenceOutOfRangeIsRefusedByField() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let admin = try await t.createAdministrator("root")
            let copies = try await Self.setLicence(t, library, title, TitleLicenceInput(copies: -1), as: admin)
            #expect(copies.status == .unprocessableEntity && copies.body.string.contains("\"copies\""))
            let days = try await Self.setLicence(t, library, title, TitleLicenceInput(copies: 2, loanDays: 0), as: admin)
            #expect(days.status == .unprocessableEntity && days.body.string.contains("\"loanDays\""))
            #expect(try await TitleRecord.find(title, on: t.app.db)?.copies == 1)
        }
    }

    @Test func theLicenceFormKeepsItsInputAndShowsTheErrorBesideTheField() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var root = try await LibraryAdminTests.administrator(t)
            let page = "/library/malmo/staff/titles/\(title.uuidString.lowercased())"
            let refused = try await root.post(page + "/licence", ["copies": "2", "loanDays": "400"], from: page)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("f-loanDays-error") && refused.body.string.contains("value=\"400\""))
            let saved = try await root.post(page + "/licence", ["copies": "", "unlimited": "on", "loanDays": ""], from: page)
            #expect(saved.status == .seeOther)
            #expect(try await TitleRecord.find(title, on: t.app.db)?.copies == nil)
        }
    }

    @Test func aWithdrawnTitleLeavesSearchAndTheFrontPageAndItsWaitingPeopleAreToldWhileLoansRunOn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, [("Utvandrarna", "Moberg, Vilhelm"), ("Invandrarna", "Moberg, Vilhelm")])
            let title = ids[0]
            let admin = try await t.createAdministrator("root")
            let staff = try await Self.staff(t, "sam", of: library, admin: admin)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cyd = try await t.patron("cyd", at: library, card: "1003")
            #expect(try await t.borrow(title, as: ada).status == .created)
            #expect(try await t.request(LibraryRoute.placeHold(title), token: bob.token).status == .created)
            let res = try await t.request(StaffCatalogueRoute.withdraw(library: library.id, title: title), token: staff.token)
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(StaffTitle.self).withdrawnAt != nil)
            #expect(try await t.searchTitles(library, "q=utvandrarna", as: cyd).total == 0)
            #expect(try await t.searchTitles(library, "q=moberg&sort=title", as: cyd).items.map(\.id) == [ids[1]])
            #expect(try await t.searchTitles(library, "sort=title", as: cyd).items.map(\.id) == [ids[1]])
            let shelves = try await t.request(LibraryRoute.discover(library.id), token: cyd.token).decode([TitleShelf].self)
            #expect(!shelves.flatMap(\.titles).map(\.id).contains(title))
            #expect(try await t.request(LibraryRoute.holds(library.id), token: bob.token).decode([Hold].self).isEmpty)
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.titleWithdrawn)
            #expect(try await t.request(LibraryRoute.loans(library.id), token: ada.token).decode([Loan].self).map(\.title.id) == [title])
            let borrow = try await t.borrow(title, as: cyd)
            #expect(borrow.status == .conflict && borrow.body.string.contains("The library has withdrawn this title."))
            #expect(try await t.request(LibraryRoute.placeHold(title), token: cyd.token).status == .conflict)
        }
    }

    @Test func aReinstatedTitleIsFoundAndLentAgain() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let admin = try await t.createAdministrator("root")
            let ada = try await t.patron("ada", at: library, card: "1001")
            _ = try await t.request(StaffCatalogueRoute.withdraw(library: library.id, title: title), token: admin.token)
            #expect(try await t.searchTitles(library, "q=utvandrarna", as: ada).total == 0)
            let res = try await t.request(StaffCatalogueRoute.reinstate(library: library.id, title: title), token: admin.token)
            #expect(res.status == .ok)
            #expect(try res.decode(StaffTitle.self).withdrawnAt == nil)
            #expect(try await t.searchTitles(library, "q=utvandrarna", as: ada).items.map(\.id) == [title])
            #expect(try await t.borrow(title, as: ada).status == .created)
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.reversed().map(\.action)
            #expect(actions == ["library.title_withdraw", "library.title_reinstate"])
        }
    }

    @Test func staffWithdrawAndReinstateFromTheTitlesStaffPage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var root = try await LibraryAdminTests.administrator(t)
            let page = "/library/malmo/staff/titles/\(title.uuidString.lowercased())"
            let withdrawn = try await root.post(page + "/withdrawal", [:], from: page)
            #expect(withdrawn.status == .seeOther)
            let shown = try await root.get(page).body.string
            #expect(shown.contains("Lend it again") && shown.contains("withdrawn"))
            #expect(try await root.post(page + "/withdrawal/delete", [:], from: page).status == .seeOther)
            #expect(try await root.get(page).body.string.contains("Withdraw this title"))

        }
    }

    /// DESIGN.md invariant 3 while the licence changes: raising copies from 1 to 3 while twenty
    /// others press Borrow gives the two new copies to the first two waiting, and no more.
    @Test func raisingCopiesWhileManyBorrowAtOnceReadiesTheFirstTwoWaitingAndNoMore() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, maxHolds: 5)
            let title = try await library.title(t, copies: 1)
            let holder = try await library.card(t, "4000")
            _ = try await t.context.lending.borrow(title, card: holder)
            var waiting: [CardRow] = []
            for n in 0..<3 {
                let card = try await library.card(t, "410\(n)")
                _ = try await t.context.lending.placeHold(title, card: card)
                waiting.append(card)
            }
            var others: [CardRow] = []
            for n in 0..<20 { others.append(try await library.card(t, "42\(10 + n)")) }
            let admin = try await t.createAdministrator("root")
            let staff = try #require(try await t.context.accounts.viewer(secret: admin.token, kind: .api)).user
            let context = t.context
            let lib = library.record
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { _ = try await context.lending.setLicence(title, library: lib, TitleLicenceInput(copies: 3), by: staff) }
                for card in others { group.addTask { _ = try? await context.lending.borrow(title, card: card) } }
                try await group.waitForAll()
            }
            #expect(try await LoanRecord.query(on: t.app.db).filter(\.$titleID == title).filter(\.$endedAt == nil).count() == 1)
            let ready = try await HoldRecord.query(on: t.app.db).filter(\.$titleID == title)
                .filter(\.$state == HoldRecord.State.ready.rawValue).all().map(\.cardID)
            #expect(Set(ready) == Set(waiting.prefix(2).map(\.id)))
            let record = try await TitleRecord.find(title, on: t.app.db)
            #expect(record?.outCount == 3 && record?.waitingCount == 1)
        }
    }
}
