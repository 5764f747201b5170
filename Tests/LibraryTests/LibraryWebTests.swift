import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

@Suite("Library pages without JavaScript")
struct LibraryWebTests {
    @Test func aWrongPINIsSaidAtTheTopAndTheCardNumberIsKept() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.card(t, "20001234")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.post("/library/malmo/sign-in", ["cardNumber": "20001234", "pin": "0000"])
            #expect(res.status == .unauthorized)
            let page = res.body.string
            #expect(page.contains("role=\"alert\"") && page.contains("The card number or PIN is wrong."))
            #expect(page.contains("value=\"20001234\""))
            #expect(!page.contains("value=\"0000\""), "the PIN is never sent back")
        }
    }

    @Test func borrowingWithoutTheCardGoesToSignInAndBack() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            try await library.card(t, "20001234")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let path = "/library/malmo/titles/\(title.uuidString.lowercased())"
            let borrow = try await ada.post(path + "/borrow", [:], from: path)
            let location = try #require(borrow.headers.first(name: .location))
            #expect(location.hasPrefix("/library/malmo/sign-in?next=") && location.hasSuffix("&then=borrow"))
            // Signing in finishes what Borrow started: straight to the bookshelf.
            let signedIn = try await ada.post("/library/malmo/sign-in", ["cardNumber": "20001234", "pin": "1234", "next": path, "then": "borrow"])
            #expect(signedIn.headers.first(name: .location)?.hasPrefix("/library/malmo/shelf") == true)
            let shelf = try await ada.get("/library/malmo/shelf").body.string
            #expect(shelf.contains("Utvandrarna") && shelf.contains("Days left: 21"))
        }
    }

    @Test func aRefusedBorrowShowsWhyOnTheTitlesPage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let bob = try await library.card(t, "1002")
            _ = try await t.context.lending.borrow(title, card: bob)
            try await library.card(t, "1001")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/library/malmo/sign-in", ["cardNumber": "1001", "pin": "1234"])
            let path = "/library/malmo/titles/\(title.uuidString.lowercased())"
            let page = try await ada.get(path).body.string
            #expect(page.contains("Place hold") && page.contains("1 of 1 copies out"))
            let hold = try await ada.post(path + "/hold", [:], from: path)
            #expect(hold.headers.first(name: .location)?.contains("done=hold_placed") == true)
            let holds = try await ada.get("/library/malmo/holds").body.string
            #expect(holds.contains("Your place in the queue: 1"))
        }
    }

    @Test func aBadSortIsNamedBesideItsFieldAndTheSearchKept() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/library/malmo/search?q=hist&sort=colour").body.string
            #expect(page.contains("f-sort-error") && page.contains("value=\"hist\""))
        }
    }

    @Test func aSearchOfOneLetterAsksForTwoBesideTheFieldAndKeepsIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, SearchTests.books)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/library/malmo/search?q=h").body.string
            #expect(page.contains("f-q-error") && page.contains("Type at least two letters or digits.") && page.contains("value=\"h\""))
            #expect(!page.contains("No books match") && !page.contains("Results for"))
        }
    }

    @Test func theFrontPageShowsTheAlertAndSpeaksTheReadersLanguage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await t.context.libraries.setAlert("Stängt på söndag", library: library.record)
            try await library.add(t, SearchTests.books)
            var ada = Browser(t: t, language: "sv")
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/library/malmo").body.string
            #expect(page.contains("Stängt på söndag") && page.contains("Nya böcker") && page.contains("Logga in med lånekort"))
        }
    }

    /// Someone else's hold is not found, even on its confirmation page: which titles a patron
    /// waits for is their business.
    @Test func anotherPatronsHoldIsNotFoundOnItsCancelPage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            _ = try await t.context.lending.borrow(title, card: try await library.card(t, "1003"))
            let bob = try await t.patron("bob", at: library, card: "1002")
            let hold = try await t.request(LibraryRoute.placeHold(title), token: bob.token).decode(Hold.self)
            try await library.card(t, "1001")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/library/malmo/sign-in", ["cardNumber": "1001", "pin": "1234"])
            let page = try await ada.get("/library/malmo/holds/\(hold.id.uuidString.lowercased())/cancel")
            #expect(page.status == .notFound)
            #expect(!page.body.string.contains("Utvandrarna"))
        }
    }

    /// The web and the API share the library's rules: removing a title that does not exist from
    /// samples or the to-be-read list is "not found", not "done".
    @Test func removingAnUnknownTitleIsNotFoundOnTheWebAsInTheAPI() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let unknown = "/library/malmo/titles/\(UUID().uuidString.lowercased())"
            #expect(try await ada.post(unknown + "/sample/delete", [:], from: "/library/malmo").status == .notFound)
            #expect(try await ada.post(unknown + "/to-be-read/delete", [:], from: "/library/malmo").status == .notFound)
        }
    }
}
