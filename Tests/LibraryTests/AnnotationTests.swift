import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

@Suite("Highlights and notes: synced, kept per title, found again in a new edition, exported")
struct AnnotationTests {
    static let phone = ReaderDevice(id: "phone", name: "Ada's phone")
    static let tablet = ReaderDevice(id: "tablet", name: "Ada's tablet")

    /// A four-chapter book (a fixed identifier, so importing it again is a new edition of the
    /// same title) and a patron with a card, borrowing it.
    static func setUp(_ t: TestContext, book: BookFixture = Self.book()) async throws -> ReaderTests.Setup {
        let library = try await TestLibrary.make(t)
        let title = try await library.add(t, book: book)
        let reader = try await t.patron("ada", at: library, card: "20000001")
        _ = try await t.borrow(title, as: reader)
        return ReaderTests.Setup(library: library, title: title, reader: reader)
    }

    static func book(_ chapters: [String]? = nil) -> BookFixture {
        var book = BookFixture()
        book.identifier = "urn:isbn:9789100000001"
        if let chapters { book.chapters = chapters }
        return book
    }

    /// Chapter 2 says something only once, in the middle.
    static let chapters: [String] = (1...4).map { n in
        "<h1>Kapitel \(n)</h1><p>Det var en afton i början av maj.</p>"
            + (n == 2 ? "<p>Arvid Falk stod vid <em>fönstret</em> och såg ut över staden.</p>" : "") + "<p>Den lilla trädgården på Mosebacke.</p>"
    }

    static func input(_ highlight: String, before: String? = "maj. ", after: String? = " och", colour: String = "green", note: String? = nil,
                      href: String = "OEBPS/text/chapter2.xhtml") -> AnnotationInput {
        AnnotationInput(locator: ReaderLocator(href: href, locations: .init(progression: 0.4),
                                               text: .init(highlight: highlight, before: before, after: after)),
                        colour: colour, note: note, device: phone, created: Date())
    }

    static func list(_ t: TestContext, _ s: ReaderTests.Setup) async throws -> [ReaderAnnotation] {
        try await t.request(AnnotationRoute.annotations(s.title), token: s.reader.token).decode(AnnotationList.self).items
    }

    @Test func aHighlightIsAddedOnceWhenReplayedAndADeletedOneNeverReturns() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            let id = UUID()
            let input = Self.input("Arvid Falk stod vid fönstret", note: "Början!")
            #expect(try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: input).status == .created)
            let again = try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: input)
            #expect(again.status == .ok)
            let a = try again.decode(ReaderAnnotation.self)
            #expect(a.motivation == "commenting" && a.note == "Början!" && a.stylesClass == "highlight-green" && a.version == 1)
            #expect(a.target.selector == [.init(exact: "Arvid Falk stod vid fönstret", prefix: "maj. ", suffix: " och")])
            #expect(try await Self.list(t, s).map(\.id) == [a.id])
            #expect(try await t.request(AnnotationRoute.deleteAnnotation(s.title, id), token: s.reader.token).status == .noContent)
            #expect(try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: input).status == .gone)
            #expect(try await Self.list(t, s).isEmpty)
        }
    }

    @Test func anotherPersonsHighlightIdIsRefusedAndTheirHighlightsAreNeverShown() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            let id = UUID()
            #expect(try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: Self.input("Arvid Falk")).status == .created)
            let bo = try await t.patron("bo", at: s.library, card: "20000002")
            // Bo may mark the sample (chapter 1), but not with Ada's id.
            let taken = try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: bo.token,
                                            json: Self.input("Det var", before: nil, after: nil, href: "OEBPS/text/chapter1.xhtml"))
            #expect(taken.status == .conflict)
            #expect(try await t.request(AnnotationRoute.annotations(s.title), token: bo.token).decode(AnnotationList.self).items.isEmpty)
            #expect(try await t.request(AnnotationRoute.allAnnotations, token: bo.token).decode(AnnotationsByTitle.self).titles.isEmpty)
            #expect(try await t.request(AnnotationRoute.deleteAnnotation(s.title, id), token: bo.token).status == .notFound)
        }
    }

    @Test func highlightsOutliveTheLoanAndAreThereOnTheNextOne() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            #expect(try await t.request(AnnotationRoute.putAnnotation(s.title, UUID()), token: s.reader.token,
                                        json: Self.input("Arvid Falk", colour: "pink")).status == .created)
            let loan = try await t.request(LibraryRoute.loans(s.library.id), token: s.reader.token).decode([Loan].self)[0]
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: s.reader.token).status == .noContent)
            #expect(try await Self.list(t, s).map(\.colour) == ["pink"])
            _ = try await t.borrow(s.title, as: s.reader)
            #expect(try await Self.list(t, s).map(\.exact) == ["Arvid Falk"])
        }
    }

    @Test func aChangeFromAnOlderVersionIsRefusedWithTheHighlightAsItIsNow() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            let id = UUID()
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: Self.input("Arvid Falk", note: "ett"))
            var headers = HTTPHeaders()
            headers.bearerAuthorization = BearerAuthorization(token: s.reader.token)
            headers.replaceOrAdd(name: .ifMatch, value: "\"1\"")
            let route = AnnotationRoute.changeAnnotation(s.title, id)
            let tablet = try await t.request(.PATCH, route.path, json: AnnotationChange(note: "två", device: Self.tablet, modified: Date()), headers: headers)
            #expect(tablet.status == .ok && tablet.headers.first(name: .eTag) == "\"2\"")
            // The phone still holds version 1.
            let phone = try await t.request(.PATCH, route.path, json: AnnotationChange(note: "tre", device: Self.phone, modified: Date()), headers: headers)
            #expect(phone.status == .preconditionFailed)
            let conflict = try phone.decode(AnnotationConflict.self)
            #expect(conflict.current.note == "två" && conflict.current.version == 2 && conflict.current.device == Self.tablet)
            #expect(try await Self.list(t, s).map(\.note) == ["två"])
        }
    }

    @Test func aNewEditionMovesAPassageFoundElsewhereAndOrphansOneThatIsGone() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            let moving = UUID(), going = UUID(), staying = UUID()
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, moving), token: s.reader.token, json: Self.input("Arvid Falk stod vid fönstret"))
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, going), token: s.reader.token,
                                    json: Self.input("och såg ut över staden", before: "fönstret ", after: nil))
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, staying), token: s.reader.token,
                                    json: Self.input("Kapitel 2", before: nil, after: " Det", href: "OEBPS/text/chapter2.xhtml"))
            // The new edition: Arvid's sentence is in chapter 3 now, and he no longer looks out.
            var edition = Self.chapters
            edition[2] = edition[2] + "<p>Arvid Falk stod vid fönstret.</p>"
            edition[1] = "<h1>Kapitel 2</h1><p>Det var en afton i början av maj.</p><p>Den lilla trädgården på Mosebacke.</p>"
            #expect(try await s.library.add(t, book: Self.book(edition)) == s.title, "a new edition of the same title")
            let items = Dictionary(uniqueKeysWithValues: try await Self.list(t, s).map { ($0.uuid!, $0) })
            #expect(items[moving]?.anchor == "moved" && items[moving]?.target.locator.href == "OEBPS/text/chapter3.xhtml")
            #expect(items[going]?.anchor == "orphaned" && items[going]?.target.locator.href == "OEBPS/text/chapter2.xhtml")
            #expect(items[staying]?.anchor == "anchored")
            var web = try await Browser.signedIn(t, "ada")
            let page = try await web.get(NotesWeb.back(s.title)).body.string
            #expect(page.contains("This passage is not in this edition of the book."))
        }
    }

    @Test func theJSONLDExportIsAnAnnotationCollectionWithQuoteSelectorsAndStyles() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, UUID()), token: s.reader.token, json: Self.input("Arvid Falk", note: "Hm"))
            let res = try await t.request(AnnotationRoute.exportJSONLD, token: s.reader.token)
            #expect(res.status == .ok && res.headers.contentType?.subType == "ld+json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any])
            #expect(json["type"] as? String == "AnnotationCollection" && json["@context"] as? String == "http://www.w3.org/ns/anno.jsonld")
            let page = try #require(json["first"] as? [String: Any])
            let item = try #require((page["items"] as? [[String: Any]])?.first)
            let selector = try #require(((item["target"] as? [String: Any])?["selector"] as? [[String: Any]])?.first)
            #expect(selector["type"] as? String == "TextQuoteSelector" && selector["prefix"] as? String == "maj. " && selector["suffix"] as? String == " och")
            #expect((item["stylesheet"] as? [String: Any])?["type"] as? String == "CssStylesheet" && item["stylesClass"] as? String == "highlight-green")
            #expect(((item["body"] as? [[String: Any]])?.first?["purpose"]) as? String == "commenting")
        }
    }

    @Test func theMarkdownExportQuotesEachPassageUnderItsBookAndChapter() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, UUID()), token: s.reader.token,
                                    json: Self.input("Arvid Falk", colour: "blue", note: "Huvudpersonen"))
            let res = try await t.request(AnnotationRoute.exportMarkdown, token: s.reader.token, query: "?titleId=\(s.title)")
            #expect(res.headers.contentType?.type == "text" && res.headers.contentType?.subType == "markdown")
            let text = res.body.string
            #expect(text.hasPrefix("# Röda rummet — August Strindberg\n\n## Kapitel 2\n\n> Arvid Falk\n\nHuvudpersonen\n\n— Blue highlight, "))
            #expect(text.contains(" UTC"))
        }
    }

    @Test func anExportForATitleIdThatIsNoIdIsRefused() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            for route in [AnnotationRoute.exportJSONLD, .exportMarkdown] {
                let res = try await t.request(route, token: s.reader.token, query: "?titleId=")
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == "titleId")
            }
        }
    }

    @Test func theNotesPageEditsANoteAndAStaleEditOffersBothNotes() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, book: Self.book(Self.chapters))
            let id = UUID()
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, id), token: s.reader.token, json: Self.input("Arvid Falk", note: "ett"))
            var web = try await Browser.signedIn(t, "ada")
            let page = try await web.get(NotesWeb.path).body.string
            #expect(page.contains("Green highlight") && page.contains("Arvid Falk") && page.contains("#annotation=" + id.uuidString.lowercased()))
            let action = NotesWeb.path + "/" + id.uuidString.lowercased()
            let saved = try await web.post(action, ["note": "två", "version": "1"], from: NotesWeb.path)
            #expect(saved.status == .seeOther)
            #expect(try await Self.list(t, s).map(\.note) == ["två"])
            // A page opened before that edit still says version 1.
            let stale = try await web.post(action, ["note": "tre", "version": "1"], from: NotesWeb.path)
            #expect(stale.status == .conflict)
            #expect(stale.body.string.contains("två\n\n— from the Notes page:\ntre"))
            #expect(try await Self.list(t, s).map(\.note) == ["två"])
        }
    }
}

extension Browser {
    /// Ada (made by `TestContext.patron`) signed in on the web.
    static func signedIn(_ t: TestContext, _ username: String) async throws -> Browser {
        var web = Browser(t: t)
        _ = try await web.post("/sign-in", ["login": username, "password": "correct horse battery"])
        return web
    }
}
