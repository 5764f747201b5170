import Foundation
@testable import Library
import NIOCore
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

@Suite("OPDS catalogues")
struct OPDSTests {
    static func basic(_ number: String, _ pin: String) -> HTTPHeaders {
        var h = HTTPHeaders()
        h.basicAuthorization = BasicAuthorization(username: number, password: pin)
        return h
    }

    static func xml(_ res: TestingHTTPResponse) throws -> XMLElementNode {
        guard case .success(let root) = XMLElementNode.parse(Data(res.body.readableBytesView)) else {
            Issue.record("not well-formed XML: \(res.body.string.prefix(300))")
            throw CancellationError()
        }
        return root
    }

    @Test func theRootIsANavigationFeedWithSearchShelfAndAuthentication() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, SearchTests.books, subjects: ["Fiction"])
            let res = try await t.request(.GET, "/opds/malmo")
            #expect(res.status == .ok && res.headers.first(name: .contentType)?.contains("kind=navigation") == true)
            let feed = try Self.xml(res)
            #expect(feed.name == "feed")
            let rels = feed.children("link").compactMap { $0.attribute("rel") }
            #expect(rels.contains("search") && rels.contains("http://opds-spec.org/shelf") && rels.contains("http://opds-spec.org/auth/document"))
            #expect(feed.children("entry").count == 3)
            let search = try await t.request(.GET, "/opds/malmo/opensearch.xml")
            #expect(search.body.string.contains("/opds/malmo/search?q={searchTerms}"))
        }
    }

    @Test func acquisitionFeedsPageAndCarryAvailabilityHoldsAndCopies() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, SearchTests.books, copies: 1)
            let ada = try await library.card(t, "1001")
            _ = try await t.context.lending.borrow(ids[0], card: ada)
            let first = try Self.xml(try await t.request(.GET, "/opds/malmo/new?limit=4"))
            #expect(first.children("entry").count == 4)
            let next = try #require(first.children("link").first { $0.attribute("rel") == "next" }?.attribute("href"))
            var seen = Set(first.children("entry").compactMap { $0.child("id")?.trimmedText })
            var page: String? = next
            var pages = 0
            while let url = page, pages < 20 {
                pages += 1
                let feed = try Self.xml(try await t.request(.GET, String(url.dropFirst("http://satchel.test".count))))
                seen.formUnion(feed.children("entry").compactMap { $0.child("id")?.trimmedText })
                page = feed.children("link").first { $0.attribute("rel") == "next" }?.attribute("href")
            }
            #expect(seen.count == SearchTests.books.count)
            let search = try Self.xml(try await t.request(.GET, "/opds/malmo/search?q=%C3%B6ar"))
            let entry = try #require(search.children("entry").first)
            let borrow = try #require(entry.children("link").first { $0.attribute("rel") == "http://opds-spec.org/acquisition/borrow" })
            #expect(borrow.child("availability")?.attribute("status") == "unavailable")
            #expect(borrow.child("copies")?.attribute("total") == "1" && borrow.child("copies")?.attribute("available") == "0")
            #expect(borrow.child("holds")?.attribute("total") == "0")
            #expect(search.children("link").contains { $0.attribute("rel") == "http://opds-spec.org/facet" && $0.attribute("activeFacet") == "true" })
        }
    }

    @Test func theShelfAsksForTheCardAndBorrowingWorksWithIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, [("Doktor Glas", "Söderberg, Hjalmar")], copies: 1)
            try await library.card(t, "1001")
            try await library.card(t, "1002")
            let anonymous = try await t.request(.GET, "/opds/malmo/shelf")
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.headers.first(name: .wwwAuthenticate)?.hasPrefix("Basic") == true)
            #expect(anonymous.headers.first(name: .contentType) == OPDSMediaType.authentication)
            #expect(anonymous.body.string.contains("http://opds-spec.org/auth/basic"))
            let wrong = try await t.request(.GET, "/opds/malmo/shelf", headers: Self.basic("1001", "9999"))
            #expect(wrong.status == .unauthorized)

            let id = ids[0].uuidString.lowercased()
            let borrowed = try await t.request(.PUT, "/opds/malmo/titles/\(id)/borrow", headers: Self.basic("1001", "1234"))
            #expect(borrowed.status == .created)
            let entry = try Self.xml(borrowed)
            let acquisition = try #require(entry.children("link").first { $0.attribute("rel") == "http://opds-spec.org/acquisition/borrow" })
            #expect(acquisition.child("availability")?.attribute("status") == "available" && acquisition.child("availability")?.attribute("until") != nil)
            // The second patron finds no copy: the same link puts them in the queue.
            let queued = try Self.xml(try await t.request(.POST, "/opds/malmo/titles/\(id)/borrow", headers: Self.basic("1002", "1234")))
            let held = try #require(queued.children("link").first { $0.attribute("rel") == "http://opds-spec.org/acquisition/borrow" })
            #expect(held.child("availability")?.attribute("status") == "reserved" && held.child("holds")?.attribute("position") == "1")
            let shelf = try Self.xml(try await t.request(.GET, "/opds/malmo/shelf", headers: Self.basic("1001", "1234")))
            #expect(shelf.children("entry").count == 1)
            let revoke = try #require(shelf.children("entry").first?.children("link").first { $0.attribute("rel") == "http://librarysimplified.org/terms/rel/revoke" })
            let path = String(try #require(revoke.attribute("href")).dropFirst("http://satchel.test".count))
            #expect(try await t.request(.PUT, path, headers: Self.basic("1001", "1234")).status == .noContent)
            let holds = try await HoldRecord.query(on: t.app.db).all()
            #expect(holds.first?.currentState == .ready)
        }
    }

    @Test func anotherSitesFormCannotBorrowWithCachedCredentials() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, [("Doktor Glas", "Söderberg, Hjalmar")])
            try await library.card(t, "1001")
            var headers = Self.basic("1001", "1234")
            headers.add(name: .origin, value: "https://evil.example")
            let res = try await t.request(.POST, "/opds/malmo/titles/\(ids[0].uuidString.lowercased())/borrow", headers: headers)
            #expect(res.status == .forbidden)
            #expect(try await LoanRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func opds2GivesTheSameCatalogueAsJSON() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, SearchTests.books, copies: 2)
            let root = try await t.request(.GET, "/opds/malmo/v2")
            #expect(root.headers.first(name: .contentType) == "application/opds+json")
            let doc = try #require(try JSONSerialization.jsonObject(with: Data(root.body.readableBytesView)) as? [String: Any])
            #expect((doc["navigation"] as? [[String: Any]])?.count == 3)
            let links = try #require(doc["links"] as? [[String: Any]])
            #expect(links.contains { $0["rel"] as? String == "search" && $0["templated"] as? Bool == true })
            // The same catalogue in OPDS 1.2 is an Atom feed, and its link says so.
            let alternate = try #require(links.first { $0["rel"] as? String == "alternate" })
            #expect(alternate["type"] as? String == "application/atom+xml;profile=opds-catalog;kind=navigation")
            #expect((alternate["href"] as? String)?.hasSuffix("/opds/malmo") == true)
            let search = try await t.request(.GET, "/opds/malmo/v2/search?query=hist")
            let feed = try #require(try JSONSerialization.jsonObject(with: Data(search.body.readableBytesView)) as? [String: Any])
            let publications = try #require(feed["publications"] as? [[String: Any]])
            #expect(publications.count == 2)
            let acquisition = try #require((publications[0]["links"] as? [[String: Any]])?.first)
            let properties = try #require(acquisition["properties"] as? [String: Any])
            #expect((properties["availability"] as? [String: Any])?["state"] as? String == "available")
            #expect((properties["copies"] as? [String: Any])?["total"] as? Int == 2)
            #expect((feed["metadata"] as? [String: Any])?["numberOfItems"] as? Int == 2)
        }
    }

    @Test func bothFeedsNameLanguagesAsBCP47() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Röda rummet", "Strindberg, August")], language: "swe")
            try await library.add(t, [("Le Misanthrope", "Molière")], language: "fre")
            let atom = try Self.xml(try await t.request(.GET, "/opds/malmo/new"))
            let atomLanguages = Set(atom.children("entry").compactMap { $0.child("language")?.trimmedText })
            #expect(atomLanguages == ["sv", "fr"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(try await t.request(.GET, "/opds/malmo/v2/new").body.readableBytesView))
                as? [String: Any])
            let publications = try #require(json["publications"] as? [[String: Any]])
            #expect(Set(publications.compactMap { ($0["metadata"] as? [String: Any])?["language"] as? String }) == ["sv", "fr"])
        }
    }
}
