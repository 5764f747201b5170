import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

@Suite("When a borrowed book is finished: rate it, return it early")
struct ReaderFinishedTests {
    @Test func aLoansReaderEndsWithTheRatingFormAndItsReturnLinkButASampleDoesNot() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t)
            var web = try await Browser.signedIn(t, "ada")
            let loan = try await t.request(LibraryRoute.loans(s.library.id), token: s.reader.token).decode([Loan].self)[0]
            let read = "/library/malmo/titles/\(s.title.uuidString.lowercased())/read"
            let page = try await web.get(read).body.string
            #expect(page.contains("id=\"reader-finished\"") && page.contains("You reached the end of Röda rummet"))
            #expect(page.contains("href=\"/library/malmo/loans/\(loan.id.uuidString.lowercased())/return\""))
            #expect(page.contains("name=\"next\" value=\"\(read)\"") && page.contains("name=\"stars\""))
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: s.reader.token).status == .noContent)
            #expect(!(try await web.get(read).body.string.contains("id=\"reader-finished\"")), "a sample has no loan to return")
        }
    }

    @Test func ratingFromTheEndOfTheBookGoesBackToTheBook() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t)
            var web = try await Browser.signedIn(t, "ada")
            let read = "/library/malmo/titles/\(s.title.uuidString.lowercased())/read"
            let res = try await web.post("/library/malmo/titles/\(s.title.uuidString.lowercased())/rating", ["stars": "4", "next": read], from: read)
            #expect(res.status == .seeOther && res.headers.first(name: .location)?.hasPrefix(read + "?") == true)
            let elsewhere = try await web.post("/library/malmo/titles/\(s.title.uuidString.lowercased())/rating", ["stars": "4", "next": "https://evil.example/"],
                                               from: read)
            #expect(elsewhere.headers.first(name: .location)?.hasPrefix("/library/malmo/titles/") == true)
            let detail = try await t.request(LibraryRoute.title(s.title), token: s.reader.token).decode(Title.self)
            #expect(detail.reviews.first(where: \.byYou)?.stars == 4)
        }
    }

    @Test func theBookshelfOffersToReturnAndRateALoanReadToTheEnd() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t)
            var web = try await Browser.signedIn(t, "ada")
            #expect(!(try await web.get("/library/malmo/shelf").body.string.contains("Finished?")))
            let end = ReadingPosition(locator: ReaderLocator(href: "OEBPS/text/chapter4.xhtml", locations: .init(progression: 1)),
                                      device: ReaderDevice(id: "phone", name: "Phone"), modified: Date())
            #expect(try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: end).status == .ok)
            let shelf = try await web.get("/library/malmo/shelf").body.string
            #expect(shelf.contains("Finished?") && shelf.contains("Return early"))
        }
    }
}
