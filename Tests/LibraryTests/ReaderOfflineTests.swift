import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing

/// Reading offline: the books a person may keep on a device (their open loans of e-books),
/// until when, and every address the reader needs without a network.
@Suite("Reading offline")
struct ReaderOfflineTests {
    static func licences(_ t: TestContext, _ session: SessionResponse) async throws -> [OfflineLicence] {
        let res = try await t.request(ReaderOfflineRoute.licences, token: session.token)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(OfflineLicences.self).items
    }

    @Test func aLoanOfAnEBookIsListedUntilItIsDue() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let loan = try await t.borrow(s.title, as: s.reader).decode(Loan.self)
            let listed = try await Self.licences(t, s.reader)
            #expect(listed.map(\.loanId) == [loan.id])
            #expect(listed.first?.titleId == s.title && listed.first?.title == "Röda rummet" && listed.first?.library == "malmo")
            #expect(listed.first?.until == loan.dueAt)
            #expect(listed.first?.readerPath == "/library/malmo/titles/\(s.title.uuidString.lowercased())/read")
            #expect((listed.first?.bytes ?? 0) > 1000, "the book file's size")
        }
    }

    @Test func everyListedFileIsServedToTheBorrower() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let files = try #require(try await Self.licences(t, s.reader).first?.files)
            let id = s.title.uuidString
            // What the reader's page asks for, spelled as it spells it.
            for path in ["/publications/\(id)/manifest.json", "/publications/\(id)/OEBPS/text/chapter4.xhtml",
                         "/publications/\(id)/OEBPS/style/book.css", "/publications/\(id)/OEBPS/images/cover.png",
                         "/api/v1/reader/titles/\(id)/positions", "/api/v1/reader/titles/\(id)/position",
                         "/api/v1/reader/titles/\(id)/bookmarks", "/api/v1/reader/titles/\(id)/annotations",
                         "/api/v1/reader/titles/\(id)/settings", "/api/v1/reader/settings"] {
                #expect(files.contains(path), "\(path) missing from \(files)")
            }
            for path in files {
                let res = try await t.request(.GET, path, token: s.reader.token)
                #expect(res.status == .ok || res.status == .noContent, "\(path): \(res.status)")
            }
        }
    }

    @Test func aReturnedLoanIsNoLongerListed() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let loan = try await t.borrow(s.title, as: s.reader).decode(Loan.self)
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: s.reader.token).status == .noContent)
            #expect(try await Self.licences(t, s.reader).isEmpty)
        }
    }

    @Test func aLoanPastItsDueTimeIsNotListedBeforeTheJobEndsIt() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let loan = try await t.borrow(s.title, as: s.reader).decode(Loan.self)
            t.clock.advance(by: loan.dueAt.timeIntervalSince(t.context.now) + 1)
            #expect(try await Self.licences(t, s.reader).isEmpty)
        }
    }

    @Test func samplesAndTitlesWithoutAnEBookAreNotListed() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let paper = try await s.library.add(t, [("Utvandrarna", "Moberg, Vilhelm")])[0]
            #expect(try await t.request(LibraryRoute.addSample(s.title), token: s.reader.token).status == .noContent)
            #expect(try await t.borrow(paper, as: s.reader).status == .created)
            #expect(try await Self.licences(t, s.reader).isEmpty)
        }
    }

    @Test func nobodyElseSeesThePersonsBooks() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let bob = try await t.patron("bob", at: s.library, card: "20000002")
            #expect(try await Self.licences(t, bob).isEmpty)
            #expect(try await t.request(ReaderOfflineRoute.licences).status == .unauthorized)
        }
    }

    @Test func aLoanOnACardSignedOutOfItsLibraryIsNotListed() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            #expect(try await t.request(LibraryRoute.signOutCard(s.library.id), token: s.reader.token).status == .noContent)
            #expect(try await Self.licences(t, s.reader).isEmpty, "the reader would show only the sample")
        }
    }

    @Test func theOfflinePageListsTheBorrowedBooksAndTheBookshelfOffersThem() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            var web = Browser(t: t)
            _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let id = s.title.uuidString.lowercased()
            let page = try await web.get("/library/offline")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Books on this device") && page.body.string.contains("href=\"/library/malmo/titles/\(id)/read\""))
            for shelf in ["/library/malmo/shelf", "/library/shelf"] {
                let html = try await web.get(shelf).body.string
                #expect(html.contains("data-title-id=\"\(id)\"") && html.contains("/static/library-offline.js"), "\(shelf)")
                #expect(html.contains("data-t-download=\"Download for reading offline\""), "\(shelf)")
            }
            var stranger = Browser(t: t)
            #expect(try await stranger.get("/library/offline").status == .seeOther, "signed-in only")
        }
    }

    @Test func bothBookshelvesLinkTheBooksOnThisDevice() async throws {
        try await withSatchel { t in
            _ = try await ReaderTests.setUp(t)
            var web = Browser(t: t)
            _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            for shelf in ["/library/malmo/shelf", "/library/shelf"] {
                let html = try await web.get(shelf).body.string
                #expect(html.contains(#"<a href="/library/offline">Books on this device</a>"#)
                        || html.contains(#"<a href="/library/offline" class="offline-link">Books on this device</a>"#), "\(shelf)")
            }
            #expect(!(try await web.get("/library/malmo/holds").body.string.contains(#"href="/library/offline""#)), "only on the bookshelves")
        }
    }

    @Test func noLibraryMayBeCalledOffline() async throws {
        try await withSatchel { t in
            await #expect(throws: AppError.invalid("slug", "library.slug_reserved")) {
                _ = try await TestLibrary.make(t, slug: "offline")
            }
        }
    }
}
