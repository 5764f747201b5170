import Fluent
import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Browsing a library (issue 43): facets counted in the library's alphabetical order, in pages;
/// a series in series order (2 before 10), on its own page and on the title page; withdrawn
/// titles left out; the lists follow the catalogue.
@Suite("Browsing a library")
struct BrowseTests {
    struct Book {
        var title: String
        var author: String
        var series: String? = nil
        var number: String? = nil
        var publisher: String? = nil
        var subjects: [String] = []
        var language = "swe"
    }

    @discardableResult
    static func add(_ t: TestContext, _ library: TestLibrary, _ books: [Book]) async throws -> [UUID] {
        let entries = books.map { book in
            var e = CatalogueEntry(sourceKey: "test:\(UUID())", title: book.title, authors: [book.author])
            e.copies = 1
            e.language = book.language
            e.series = book.series
            e.seriesNumber = book.number
            e.publisher = book.publisher
            e.subjects = book.subjects
            e.clean()
            return e
        }
        _ = try await CatalogueWriter(context: t.context, library: library.record).write(entries)
        var ids: [UUID] = []
        for e in entries {
            ids.append(try #require(try await TitleRecord.query(on: t.app.db).filter(\.$sourceKey == e.sourceKey).first()?.id))
        }
        return ids
    }

    static func facet(_ t: TestContext, _ library: TestLibrary, _ facet: BrowseFacet, token: String, cursor: String? = nil) async throws -> SatchelAPI.Page<FacetCount> {
        let query = cursor.map { "?cursor=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") } ?? ""
        let res = try await t.request(BrowseRoute.facet(library: library.id, facet), token: token, query: query)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(SatchelAPI.Page<FacetCount>.self)
    }

    @Test func aKeyNameOrCursorLongerThanAnyBrowsingHandsOutIsRefusedNamingIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            let refused: [(any TypedRoute, String, String)] = [
                (BrowseRoute.facet(library: library.id, .authors), "?cursor=" + String(repeating: "0", count: 201), "cursor"),
                (BrowseRoute.series(library: library.id), "?name=" + String(repeating: "s", count: 501), "name"),
                (BrowseRoute.authorTitles(library: library.id), "?key=" + String(repeating: "k", count: 501), "key"),
                // Counted as sent, before trimming, as JSON Schema counts it (schemathesis ST201).
                (BrowseRoute.authorTitles(library: library.id), "?key=%20" + String(repeating: "k", count: 499) + "%20", "key"),
            ]
            for (route, query, field) in refused {
                let res = try await t.request(route, token: ada.token, query: query)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == field, "\(field): \(res.body.string)")
            }
            let fits = try await t.request(BrowseRoute.series(library: library.id), token: ada.token, query: "?name=" + String(repeating: "s", count: 500))
            #expect(fits.status == .ok)
        }
    }

    @Test func authorsAreCountedInSwedishOrderWithÖAfterZ() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.add(t, library, [Book(title: "Gentlemen", author: "Östergren, Klas"), Book(title: "Zorn om Zorn", author: "Zorn, Anders"),
                                            Book(title: "Anteckningar", author: "Zorn, Anders"), Book(title: "Svarta ballader", author: "Andersson, Dan")])
            let ada = try await t.signUp("ada")
            let page = try await Self.facet(t, library, .authors, token: ada.token)
            #expect(page.items.map(\.name) == ["Andersson, Dan", "Zorn, Anders", "Östergren, Klas"])
            #expect(page.items.map(\.titles) == [1, 2, 1] && page.nextCursor == nil)
            let res = try await t.request(BrowseRoute.authorTitles(library: library.id), token: ada.token, query: "?key=" + page.items[1].key)
            #expect(try res.decode([TitleSummary].self).map(\.title) == ["Anteckningar", "Zorn om Zorn"])
        }
    }

    @Test func aSeriesIsInNumericOrderTwoBeforeTenOnItsPageAndTheTitlePage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await Self.add(t, library, [
                Book(title: "Tionde", author: "Lindgren, Astrid", series: "Bullerbyn", number: "10"),
                Book(title: "Andra", author: "Lindgren, Astrid", series: "Bullerbyn", number: "2"),
                Book(title: "Första", author: "Lindgren, Astrid", series: "Bullerbyn", number: "1"),
            ])
            let ada = try await t.signUp("ada", keep: true)
            let res = try await t.request(BrowseRoute.series(library: library.id), token: ada.token, query: "?name=Bullerbyn")
            #expect(try res.decode([TitleSummary].self).map(\.title) == ["Första", "Andra", "Tionde"])
            var web = try await Browser.signedIn(t, "ada")
            let page = try await web.get(LibraryPath.title(library.record.slug, ids[1]).path).body.string
            #expect(page.contains("Book 2 in the series · 3 of its books here"))
            // Its own number, not its place among the library's (3rd here).
            #expect(try await web.get(LibraryPath.title(library.record.slug, ids[0]).path).body.string.contains("Book 10 in the series"))
            let block = try #require(page.range(of: "id=\"series\"").map { String(page[$0.lowerBound...]) })
            let first = try #require(block.range(of: "Första")), second = try #require(block.range(of: "Andra")), tenth = try #require(block.range(of: "Tionde"))
            #expect(first.lowerBound < second.lowerBound && second.lowerBound < tenth.lowerBound)
            #expect(block.contains("aria-current=\"page\"><strong>Andra</strong>"))
        }
    }

    @Test func aWithdrawnTitleIsNotCountedNorInItsSeries() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await Self.add(t, library, [Book(title: "Första", author: "Lindgren, Astrid", series: "Bullerbyn", number: "1"),
                                                      Book(title: "Andra", author: "Lindgren, Astrid", series: "Bullerbyn", number: "2")])
            let admin = try await t.createAdministrator()
            #expect(try await Self.facet(t, library, .series, token: admin.token).items.map(\.titles) == [2])
            let withdrawn = try await t.request(StaffCatalogueRoute.withdraw(library: library.id, title: ids[1]), token: admin.token)
            #expect(withdrawn.status == .ok, "\(withdrawn.body.string)")
            #expect(try await Self.facet(t, library, .series, token: admin.token).items.map(\.titles) == [1])
            #expect(try await Self.facet(t, library, .authors, token: admin.token).items.map(\.titles) == [1])
            let res = try await t.request(BrowseRoute.series(library: library.id), token: admin.token, query: "?name=Bullerbyn")
            #expect(try res.decode([TitleSummary].self).map(\.title) == ["Första"])
        }
    }

    @Test func theListsFollowAnImport() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.add(t, library, [Book(title: "Röda rummet", author: "Strindberg, August", publisher: "Bonniers")])
            let ada = try await t.signUp("ada")
            #expect(try await Self.facet(t, library, .publishers, token: ada.token).items.map(\.name) == ["Bonniers"])
            try await Self.add(t, library, [Book(title: "Hemsöborna", author: "Strindberg, August", publisher: "Albert Bonniers förlag")])
            let after = try await Self.facet(t, library, .publishers, token: ada.token)
            #expect(after.items.map(\.name) == ["Albert Bonniers förlag", "Bonniers"])
        }
    }

    @Test func aHundredValuesArePageOneAndTheCursorGoesOn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.add(t, library, (0..<101).map { n in Book(title: "Bok \(n)", author: "Författare \(1000 + n), Anna") })
            let ada = try await t.signUp("ada")
            let first = try await Self.facet(t, library, .authors, token: ada.token)
            #expect(first.items.count == 100)
            let cursor: String = try #require(first.nextCursor)
            let next = try await Self.facet(t, library, .authors, token: ada.token, cursor: cursor)
            #expect(next.items.map(\.name) == ["Författare 1100, Anna"] && next.nextCursor == nil)
        }
    }

    @Test func languagesAreListedByTheirNamesInTheReadersLanguage() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.add(t, library, [Book(title: "Emil", author: "Lindgren, Astrid"),
                                            Book(title: "Emil", author: "Lindgren, Astrid", language: "ger"),
                                            Book(title: "Emil", author: "Lindgren, Astrid", language: "eng")])
            _ = try await t.signUp("ada", keep: true)
            var web = try await Browser.signedIn(t, "ada")
            _ = try await web.post("/language", ["language": "sv", "next": "/"], from: "/")
            let page = try await web.get(LibraryPath.browseFacet(library.record.slug, "languages", cursor: nil).path).body.string
            // By code it would be eng, ger, swe: engelska, tyska, svenska.
            let order = ["Engelska", "Svenska", "Tyska"].map { page.range(of: ">" + $0 + "<")?.lowerBound }
            #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "\(order)")
        }
    }

    @Test func languagesAndSubjectsAreCountedAndTheWebLinksEachToItsTitles() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.add(t, library, [Book(title: "Emil", author: "Lindgren, Astrid", subjects: ["Barnböcker"]),
                                            Book(title: "Emil", author: "Lindgren, Astrid", subjects: ["Barnböcker"], language: "eng")])
            let ada = try await t.signUp("ada", keep: true)
            #expect(try await Self.facet(t, library, .languages, token: ada.token).items.map(\.key) == ["eng", "swe"])
            #expect(try await Self.facet(t, library, .subjects, token: ada.token).items.map(\.titles) == [2])
            var web = try await Browser.signedIn(t, "ada")
            let slug = library.record.slug
            let home = try await web.get(LibraryPath.browse(slug).path)
            #expect(home.status == .ok && home.body.string.contains(LibraryPath.browseFacet(slug, "authors", cursor: nil).path))
            let authors = try await web.get(LibraryPath.browseFacet(slug, "authors", cursor: nil).path).body.string
            #expect(authors.contains("Lindgren, Astrid") && authors.contains("Books: 2"))
            let author = try await web.get(LibraryPath.browseAuthor(slug, key: "lindgren astrid").path)
            #expect(author.status == .ok && author.body.string.contains("Emil"))
            let languages = try await web.get(LibraryPath.browseFacet(slug, "languages", cursor: nil).path).body.string
            #expect(languages.contains("Swedish") && languages.contains(LibraryPath.searchFiltered(slug, filter: "language", value: "swe").path.replacingOccurrences(of: "&", with: "&amp;")))
        }
    }
}
