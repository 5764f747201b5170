import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

@Suite("The reader's pages")
struct ReaderWebTests {
    @Test func aSampleOpensWithItsContentsAndStaysOnTheBookshelf() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.add(t, book: BookFixture())
            try await library.card(t, "20001234")
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let path = "/library/malmo/titles/\(title.uuidString.lowercased())"
            #expect(try await ada.get(path).body.string.contains("Read a sample"))
            let reader = try await ada.get(path + "/read")
            #expect(reader.status == .ok)
            let page = reader.body.string
            // Real links for the contents, a labelled frame that may not run scripts, the sample said.
            #expect(page.contains("data-href=\"OEBPS/text/chapter2.xhtml\"") == false, "only the sample's chapters are listed")
            #expect(page.contains("data-href=\"OEBPS/text/chapter1.xhtml\">Kapitel 1</a>"))
            #expect(page.contains("sandbox=\"allow-same-origin\"") && page.contains("title=\"Book text\""))
            #expect(page.contains("You are reading a sample."))
            _ = try await ada.post("/library/malmo/sign-in", ["cardNumber": "20001234", "pin": "1234"])
            let shelf = try await ada.get("/library/malmo/shelf").body.string
            #expect(shelf.contains("id=\"samples\"") && shelf.contains("Röda rummet") && shelf.contains("Remove the sample"))
        }
    }

    @Test func theBookshelfShowsHowMuchOfALoanIsRead() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.add(t, book: BookFixture())
            let reader = try await t.patron("ada", at: library, card: "20000001")
            _ = try await t.borrow(title, as: reader)
            let place = ReadingPosition(locator: ReaderLocator(href: "OEBPS/text/chapter3.xhtml", locations: .init(progression: 0)),
                                        device: ReaderDevice(id: "phone", name: "Phone"), modified: Date())
            #expect(try await t.request(ReaderRoute.savePosition(title), token: reader.token, json: place).status == .ok)
            var web = Browser(t: t)
            _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let shelf = try await web.get("/library/malmo/shelf").body.string
            #expect(shelf.contains("50 % read"), "chapter 3 of 4 equal chapters starts half way")
            #expect(shelf.contains("/titles/\(title.uuidString.lowercased())/read\""))
        }
    }

    @Test func aTitleWithoutAnEBookHasNoReader() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            #expect(try await ada.get("/library/malmo/titles/\(title.uuidString.lowercased())/read").status == .notFound)
        }
    }
}
