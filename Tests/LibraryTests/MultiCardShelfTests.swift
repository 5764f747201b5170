import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

/// Several cards, one shelf: the loans and holds of every card last signed in with the
/// account, each with its library.
@Suite("One shelf of several cards")
struct MultiCardShelfTests {
    func signIn(_ t: TestContext, _ library: TestLibrary, card number: String, as session: SessionResponse) async throws {
        try await library.card(t, number)
        let res = try await t.request(LibraryRoute.signInCard(library.id), token: session.token, json: CardSignIn(cardNumber: number, pin: "1234", remember: true))
        #expect(res.status == .ok, "\(res.body.string)")
    }

    func shelf(_ t: TestContext, _ session: SessionResponse) async throws -> CombinedShelf {
        try await t.request(LibraryShelfRoute.shelf, token: session.token).decode(CombinedShelf.self)
    }

    @Test func loansAtTwoLibrariesShowInOneListByDueDateWithTheirLibrary() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo", loanDays: 21)
            let lund = try await TestLibrary.make(t, slug: "lund", loanDays: 14)
            let inMalmo = try await malmo.title(t)
            let inLund = try await lund.title(t)
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            _ = try await t.borrow(inMalmo, as: ada)
            _ = try await t.borrow(inLund, as: ada)
            let all = try await shelf(t, ada)
            #expect(all.loans.map(\.title.id) == [inLund, inMalmo])
            #expect(all.loans.map { $0.library?.name } == ["Lund bibliotek", "Malmo bibliotek"])
            #expect(all.cards.count == 2 && all.cards.allSatisfy(\.signedIn))
        }
    }

    @Test func aCardSignedInLaterWithAnotherAccountLeavesTheShelf() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            let inLund = try await lund.title(t)
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            _ = try await t.borrow(inLund, as: ada)
            let bob = try await t.signUp("bob", keep: true)
            let res = try await t.request(LibraryRoute.signInCard(lund.id), token: bob.token, json: CardSignIn(cardNumber: "2001", pin: "1234"))
            #expect(res.status == .ok)
            let adas = try await shelf(t, ada)
            #expect(adas.loans.isEmpty && adas.cards.map(\.library.slug) == ["malmo"])
            // Bob never sees Ada's Malmö card.
            #expect(try await shelf(t, bob).cards.map(\.library.slug) == ["lund"])
        }
    }

    @Test func aSignedOutCardStillListsItsLoansButActingNeedsItsLibrarySession() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            let inLund = try await lund.title(t)
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            let loan = try await t.borrow(inLund, as: ada).decode(Loan.self)
            _ = try await t.request(LibraryRoute.signOutCard(lund.id), token: ada.token)
            let all = try await shelf(t, ada)
            #expect(all.loans.map(\.id) == [loan.id])
            #expect(all.cards.first { $0.library.slug == "lund" }?.signedIn == false)
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token).status == .unauthorized)
        }
    }

    @Test func forgettingACardSignsOutThereAndTakesItOffTheShelf() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            let bob = try await t.patron("bob", at: malmo, card: "1002")
            let lundCard = try #require(try await shelf(t, ada).cards.first { $0.library.slug == "lund" })
            // Someone else's card is not found.
            #expect(try await t.request(LibraryShelfRoute.forgetCard(lundCard.id), token: bob.token).status == .notFound)
            #expect(try await t.request(LibraryShelfRoute.forgetCard(lundCard.id), token: ada.token).status == .noContent)
            let cards = try await t.request(LibraryShelfRoute.cards, token: ada.token).decode([LibraryCard].self)
            #expect(cards.map(\.library.slug) == ["malmo"])
            #expect(try await t.request(LibraryRoute.patron(lund.id), token: ada.token).status == .unauthorized)
        }
    }

    @Test func theAllLibrariesPageNamesEachLoansLibraryAndTheCardsPageForgetsAfterAsking() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            let inMalmo = try await malmo.title(t)
            try await malmo.card(t, "1001")
            try await lund.card(t, "2001")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/library/malmo/sign-in", ["cardNumber": "1001", "pin": "1234"])
            _ = try await ada.post("/library/lund/sign-in", ["cardNumber": "2001", "pin": "1234"])
            let path = "/library/malmo/titles/\(inMalmo.uuidString.lowercased())"
            _ = try await ada.post(path + "/borrow", [:], from: path)
            let page = try await ada.get("/library/shelf").body.string
            #expect(page.contains("Utvandrarna") && page.contains("Malmo bibliotek") && page.contains("data-due="))
            // Reached from a library's own bookshelf; it leads on to the notes and the reading journey.
            #expect(try await ada.get("/library/malmo/shelf").body.string.contains(#"href="/library/shelf""#))
            #expect(page.contains(#"href="/library/notes""#) && page.contains(#"href="/library/journey""#))
            let cards = try await ada.get("/library/cards").body.string
            let forget = try #require(cards.firstMatch(of: /href="(\/library\/cards\/[0-9a-f-]+\/forget)"/)?.1)
            #expect(try await ada.get(String(forget)).body.string.contains("Forget your card"))
            let done = try await ada.post(String(forget), [:], from: String(forget))
            #expect(done.status == .seeOther || done.status == .found)
            #expect(try await t.request(LibraryShelfRoute.cards, token: nil).status == .unauthorized)
        }
    }

    @Test func aSearchOfMyLibrariesGroupsOneWorkWithEachLibrarysAvailability() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            let ystad = try await TestLibrary.make(t, slug: "ystad")
            _ = try await malmo.add(t, [("Kallocain", "Boye, Karin")])
            let inLund = try await lund.add(t, [("Kallocain", "Boye, Karin")])[0]
            _ = try await ystad.add(t, [("Kallocain", "Boye, Karin")])
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            let bob = try await t.patron("bob", at: lund, card: "2002")
            let cy = try await t.patron("cyd", at: lund, card: "2003")
            _ = try await t.borrow(inLund, as: bob)
            _ = try await t.request(LibraryRoute.placeHold(inLund), token: cy.token)
            let res = try await t.request(LibraryShelfRoute.searchEverywhere, token: ada.token, query: "?q=kallocain")
            let found = try res.decode([TitleEverywhere].self)
            #expect(found.count == 1)
            let byLibrary = Dictionary(uniqueKeysWithValues: (found.first?.libraries ?? []).map { ($0.library.slug, $0.availability) })
            #expect(Set(byLibrary.keys) == ["malmo", "lund"])
            #expect(byLibrary["malmo"]?.state == "available")
            #expect(byLibrary["lund"]?.state == "unavailable" && byLibrary["lund"]?.holdQueue == 1)
            // Every library: Ystad too, where Ada has no card.
            let all = try await t.request(LibraryShelfRoute.searchEverywhere, token: ada.token, query: "?q=kallocain&scope=all").decode([TitleEverywhere].self)
            #expect(Set(all.first?.libraries.map(\.library.slug) ?? []) == ["malmo", "lund", "ystad"])
            #expect(try await t.request(LibraryShelfRoute.searchEverywhere, token: ada.token, query: "?q=kallocain&scope=x").status == .unprocessableEntity)
            let long = try await t.request(LibraryShelfRoute.searchEverywhere, token: ada.token, query: "?q=" + String(repeating: "a", count: 201))
            #expect(long.status == .unprocessableEntity && long.problem?.errors?.first?.field == "q")
            var page = Browser(t: t)
            _ = try await page.signUp("dan")
            try await malmo.card(t, "1009")
            _ = try await page.post("/library/malmo/sign-in", ["cardNumber": "1009", "pin": "1234"])
            let html = try await page.get("/library/search?q=kallocain").body.string
            #expect(html.contains("Malmo bibliotek: available"))
        }
    }

    /// A title with ISBNs, as a library's catalogue has it.
    func add(_ t: TestContext, _ library: TestLibrary, _ title: String, by author: String, isbns: [String]) async throws {
        var e = CatalogueEntry(sourceKey: "test:\(UUID())", title: title, authors: [author])
        e.copies = 1
        e.isbns = isbns
        e.clean()
        _ = try await CatalogueWriter(context: t.context, library: library.record).write([e])
    }

    @Test func oneISBNAtTwoLibrariesIsOneRowThoughTheirCataloguesWriteItDifferently() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t, slug: "malmo")
            let lund = try await TestLibrary.make(t, slug: "lund")
            // The same book: Lund's record has the subtitle in the title, the author's name
            // written out, and the ISBN in its 10-digit form.
            try await add(t, malmo, "Röda rummet", by: "Strindberg, August", isbns: ["9789113084909"])
            try await add(t, lund, "Röda rummet skildringar ur artist- och författarlivet", by: "Strindberg, Johan August", isbns: ["91-1-308490-9"])
            // Another book of the same name at Lund stays its own row.
            try await add(t, lund, "Röda rummet", by: "Andersson, Anna", isbns: ["9789100000004"])
            let ada = try await t.patron("ada", at: malmo, card: "1001")
            try await signIn(t, lund, card: "2001", as: ada)
            let found = try await t.request(LibraryShelfRoute.searchEverywhere, token: ada.token, query: "?q=r%C3%B6da%20rummet").decode([TitleEverywhere].self)
            let strindberg = try #require(found.first { $0.libraries.contains { $0.library.slug == "malmo" } })
            #expect(strindberg.libraries.map(\.library.slug).sorted() == ["lund", "malmo"])
            #expect(found.count == 2)
        }
    }

    @Test func isbn10AndIsbn13OfOneBookAreOneISBN() {
        #expect(ISBN.thirteen("91-1-308490-9") == "9789113084909")
        #expect(ISBN.thirteen("9789113084909") == "9789113084909")
        #expect(ISBN.thirteen("0-8044-2957-X") == "9780804429573")
        #expect(ISBN.thirteen("9789113084900") == nil)
        #expect(ISBN.thirteen("123") == nil)
    }
}
