import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Patrons ask their library to buy a book (issue 43); staff see the requests ranked by how
/// many asked and decide, and each requester is told (and, if they chose, placed on hold).
@Suite("Purchase requests")
struct PurchaseRequestTests {
    static func ask(_ t: TestContext, _ library: TestLibrary, _ input: PurchaseRequestInput, as session: SessionResponse) async throws -> TestingHTTPResponse {
        try await t.request(PurchaseRequestRoute.createRequest(library: library.id), token: session.token, json: input)
    }

    static func groups(_ t: TestContext, _ library: TestLibrary, as staff: SessionResponse) async throws -> [PurchaseRequestGroup] {
        let res = try await t.request(PurchaseRequestRoute.staffRequests(library: library.id), token: staff.token)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode([PurchaseRequestGroup].self)
    }

    static func inbox(_ t: TestContext, _ session: SessionResponse) async throws -> [NotificationItem] {
        try await t.request(.notifications, token: session.token).decode(SatchelAPI.Page<NotificationItem>.self).items
    }

    static func staff(_ t: TestContext, _ library: TestLibrary) async throws -> SessionResponse {
        try await LibraryStaffTests.staff(t, "sam", of: library, admin: try await t.createAdministrator("root"))
    }

    @Test func requestsForOneBookAreGroupedByISBNOrByFoldedTitleAndAuthorAndRankedByHowManyAsked() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let sam = try await Self.staff(t, library)
            let people = [("ada", "1001"), ("bob", "1002"), ("cyd", "1003"), ("dan", "1004"), ("eve", "1005")]
            var sessions: [SessionResponse] = []
            for (name, card) in people { sessions.append(try await t.patron(name, at: library, card: card)) }
            let asks: [PurchaseRequestInput] = [
                PurchaseRequestInput(isbn: "978-91-0-012345-1"),
                PurchaseRequestInput(title: "Röda rummet", author: "Strindberg, August", note: "For our book circle"),
                PurchaseRequestInput(isbn: "9789100123451"),
                PurchaseRequestInput(title: "RÖDA  rummet!", author: "strindberg august"),
                PurchaseRequestInput(title: "Roda Rummet", author: "Strindberg August", holdWhenBought: true),
            ]
            for (ask, session) in zip(asks, sessions) {
                let res = try await Self.ask(t, library, ask, as: session)
                #expect(res.status == .created, "\(res.body.string)")
            }
            let groups = try await Self.groups(t, library, as: sam)
            #expect(groups.map(\.count) == [3, 2])
            #expect(groups[0].title == "Röda rummet" && groups[0].notes == ["For our book circle"] && groups[0].holdsWanted == 1)
            #expect(groups[1].matchKey == "isbn:9789100123451")
        }
    }

    @Test func askingAgainForABookOneHasAskedForIsRefusedUntilTheFirstRequestIsWithdrawn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let first = try await Self.ask(t, library, PurchaseRequestInput(title: "Hemsöborna", author: "Strindberg"), as: ada)
            #expect(first.status == .created)
            let again = try await Self.ask(t, library, PurchaseRequestInput(title: "hemsöborna", author: "STRINDBERG"), as: ada)
            #expect(again.status == .conflict)
            #expect(try again.decode(Problem.self).detail?.isEmpty == false)
            let request = try first.decode(PurchaseRequest.self)
            let bob = try await t.signUp("bob", keep: true)
            #expect(try await t.request(PurchaseRequestRoute.withdrawRequest(request.id), token: bob.token).status == .notFound)
            #expect(try await t.request(PurchaseRequestRoute.withdrawRequest(request.id), token: ada.token).status == .noContent)
            #expect(try await Self.ask(t, library, PurchaseRequestInput(title: "Hemsöborna", author: "Strindberg"), as: ada).status == .created)
            let mine = try await t.request(PurchaseRequestRoute.requests(library: library.id), token: ada.token).decode([PurchaseRequest].self)
            #expect(mine.map(\.state) == ["open", "withdrawn"])
        }
    }

    @Test func moreCopiesCanBeAskedForOnlyWhileTheQueueIsLongAndAnISBNTheCatalogueHasAsksForThatTitle() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            #expect(try await TitleEditingTests.edit(t, library, title, TitleMetadataChange(isbns: ["9789100123451"]), as: sam).status == .ok)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cyd = try await t.patron("cyd", at: library, card: "1003")
            let short = try await Self.ask(t, library, PurchaseRequestInput(titleId: title), as: ada)
            #expect(short.status == .conflict)
            #expect(try short.decode(Problem.self).type.hasSuffix("conflict"))
            #expect(try await t.borrow(title, as: ada).status == .created)
            for waiting in [bob, cyd] {
                #expect(try await t.request(LibraryRoute.placeHold(title), token: waiting.token).status == .created)
            }
            let long = try await Self.ask(t, library, PurchaseRequestInput(isbn: "9789100123451", holdWhenBought: true), as: ada)
            #expect(long.status == .created, "\(long.body.string)")
            #expect(try long.decode(PurchaseRequest.self).titleId == title)
            let page = try await t.request(.GET, "/library/malmo/titles/\(title.uuidString.lowercased())", token: bob.token)
            #expect(page.body.string.contains("/library/malmo/requests?title=\(title.uuidString.lowercased())"))
        }
    }

    @Test func theRequestsPageOffersMoreCopiesOfATitleOnlyWhileItsQueueIsLong() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            var web = try await Browser.signedIn(t, "ada")
            let path = "/library/malmo/requests?title=\(title.uuidString.lowercased())"
            #expect(!(try await web.get(path).body.string.contains("More copies of")))
            #expect(try await t.borrow(title, as: ada).status == .created)
            for (name, card) in [("bob", "1002"), ("cyd", "1003")] {
                let waiting = try await t.patron(name, at: library, card: card)
                #expect(try await t.request(LibraryRoute.placeHold(title), token: waiting.token).status == .created)
            }
            #expect(try await web.get(path).body.string.contains("More copies of Utvandrarna"))
        }
    }

    @Test func boughtTellsEveryoneWhoAskedAndPlacesTheHoldsWantedInTheOrderTheyAsked() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let sam = try await Self.staff(t, library)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cyd = try await t.patron("cyd", at: library, card: "1003")
            for (session, hold) in [(ada, true), (bob, true), (cyd, false)] {
                let res = try await Self.ask(t, library, PurchaseRequestInput(title: "Röda rummet", author: "Strindberg", holdWhenBought: hold),
                                             as: session)
                #expect(res.status == .created)
            }
            let bought = try await library.add(t, [("Röda rummet", "Strindberg, August")])[0]
            let key = try #require(try await Self.groups(t, library, as: sam).first).matchKey
            let res = try await t.request(PurchaseRequestRoute.bought(library: library.id), token: sam.token,
                                          json: PurchaseBought(matchKey: key, titleId: bought))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(PurchaseDecision.self) == PurchaseDecision(requests: 3, holdsPlaced: 2))
            for (person, state) in [(ada, "ready"), (bob, "waiting")] {
                let holds = try await t.request(LibraryRoute.holds(library.id), token: person.token).decode([Hold].self)
                #expect(holds.map(\.state) == [state])
            }
            #expect(try await t.request(LibraryRoute.holds(library.id), token: cyd.token).decode([Hold].self).isEmpty)
            for person in [ada, bob, cyd] {
                #expect(try await Self.inbox(t, person).contains { $0.kind == PurchaseRequests.bought && $0.text.contains("Röda rummet") })
            }
            #expect(try await Self.inbox(t, bob).first { $0.kind == PurchaseRequests.bought }?.text.contains("a hold is placed for you") == true)
            #expect(try await Self.groups(t, library, as: sam).isEmpty)
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.map(\.action)
            #expect(actions.first == "library.request_bought")
        }
    }

    @Test func aRequesterAtTheHoldLimitIsToldNoHoldWasPlaced() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, maxHolds: 1)
            let sam = try await Self.staff(t, library)
            let other = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            #expect(try await t.borrow(other, as: bob).status == .created)
            #expect(try await t.request(LibraryRoute.placeHold(other), token: ada.token).status == .created)
            #expect(try await Self.ask(t, library, PurchaseRequestInput(title: "Inferno", author: "Strindberg", holdWhenBought: true), as: ada)
                .status == .created)
            let bought = try await library.add(t, [("Inferno", "Strindberg, August")])[0]
            let key = try #require(try await Self.groups(t, library, as: sam).first).matchKey
            let res = try await t.request(PurchaseRequestRoute.bought(library: library.id), token: sam.token,
                                          json: PurchaseBought(matchKey: key, titleId: bought))
            #expect(try res.decode(PurchaseDecision.self) == PurchaseDecision(requests: 1, holdsPlaced: 0))
            let holds = try await t.request(LibraryRoute.holds(library.id), token: ada.token).decode([Hold].self)
            #expect(holds.map(\.title.id) == [other])
            #expect(try await Self.inbox(t, ada).first { $0.kind == PurchaseRequests.bought }?.text.contains("hold limit") == true)
            let mine = try await t.request(PurchaseRequestRoute.requests(library: library.id), token: ada.token).decode([PurchaseRequest].self)
            #expect(mine.first?.holdOutcome == "library.hold_limit")
        }
    }

    @Test func declinedTellsEachRequesterTheReason() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let sam = try await Self.staff(t, library)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            for session in [ada, bob] {
                #expect(try await Self.ask(t, library, PurchaseRequestInput(title: "Ett drömspel", author: "Strindberg"), as: session).status == .created)
            }
            let key = try #require(try await Self.groups(t, library, as: sam).first).matchKey
            let empty = try await t.request(PurchaseRequestRoute.declined(library: library.id), token: sam.token,
                                            json: PurchaseDeclined(matchKey: key, reason: " "))
            #expect(empty.status == .unprocessableEntity)
            let res = try await t.request(PurchaseRequestRoute.declined(library: library.id), token: sam.token,
                                          json: PurchaseDeclined(matchKey: key, reason: "Not sold as an e-book"))
            #expect(try res.decode(PurchaseDecision.self).requests == 2)
            for person in [ada, bob] {
                let notice = try await Self.inbox(t, person).first { $0.kind == PurchaseRequests.declined }
                #expect(notice?.text.contains("Not sold as an e-book") == true)
            }
            let mine = try await t.request(PurchaseRequestRoute.requests(library: library.id), token: ada.token).decode([PurchaseRequest].self)
            #expect(mine.first?.state == "declined" && mine.first?.declineReason == "Not sold as an e-book")
        }
    }

    @Test func aPersonsRequestsAreInTheirDataExport() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            #expect(try await Self.ask(t, library, PurchaseRequestInput(title: "Fadren", author: "Strindberg", note: "In Czech too?"), as: ada)
                .status == .created)
            let export = try await t.request(.exportData, token: ada.token).body.string
            #expect(export.contains("libraryPurchaseRequests") && export.contains("Fadren") && export.contains("In Czech too?"))
        }
    }

    @Test func askingNeedsTheLibraryCardAndTheStaffViewIsNotFoundForPatrons() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada", keep: true)
            #expect(try await Self.ask(t, library, PurchaseRequestInput(title: "Inferno"), as: ada).status == .unauthorized)
            #expect(try await t.request(PurchaseRequestRoute.staffRequests(library: library.id), token: ada.token).status == .notFound)
            let bought = try await t.request(PurchaseRequestRoute.bought(library: library.id), token: ada.token,
                                             json: PurchaseBought(matchKey: "x", titleId: UUID()))
            #expect(bought.status == .notFound)
        }
    }

    @Test func thePagesAskFromAZeroHitSearchRankForStaffAndBuyWithAHold() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            _ = try await Self.staff(t, library)
            try await library.card(t, "1001")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/library/malmo/sign-in", ["cardNumber": "1001", "pin": "1234"], from: "/library/malmo/sign-in")
            let search = try await ada.get("/library/malmo/search?q=Inferno").body.string
            #expect(search.contains("/library/malmo/requests?q=Inferno"))
            let form = try await ada.get("/library/malmo/requests?q=Inferno")
            #expect(form.status == .ok && form.body.string.contains("value=\"Inferno\""))
            let sent = try await ada.post("/library/malmo/requests", ["title": "Inferno", "author": "Strindberg", "holdWhenBought": "on"],
                                          from: "/library/malmo/requests")
            #expect(sent.status == .seeOther)
            let twice = try await ada.post("/library/malmo/requests", ["title": "inferno", "author": "strindberg"], from: "/library/malmo/requests")
            #expect(twice.status == .conflict && twice.body.string.contains("value=\"inferno\""))
            var sam = Browser(t: t)
            #expect(try await sam.post("/sign-in", ["login": "sam", "password": "correct horse battery"]).status == .seeOther)
            let staffPage = try await sam.get("/library/malmo/staff/requests").body.string
            #expect(staffPage.contains("Inferno"))
            let bought = try await library.add(t, [("Inferno", "Strindberg, August")])[0]
            let key = "text:inferno|strindberg"
            let unknown = try await sam.post("/library/malmo/staff/requests/bought", ["matchKey": key, "titleId": "nothing"],
                                             from: "/library/malmo/staff/requests")
            #expect(unknown.status == .unprocessableEntity && unknown.body.string.contains("f-titleId-0-error"))
            let done = try await sam.post("/library/malmo/staff/requests/bought", ["matchKey": key, "titleId": bought.uuidString],
                                          from: "/library/malmo/staff/requests")
            #expect(done.status == .seeOther)
            let holds = try await ada.get("/library/malmo/holds").body.string
            #expect(holds.contains("Inferno"))
        }
    }
}
