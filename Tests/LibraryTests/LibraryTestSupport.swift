import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

/// A library as staff set it up in tests: titles from simple entries, cards with PIN 1234.
struct TestLibrary {
    let record: LibraryRow
    var id: UUID { record.id }

    static func make(_ t: TestContext, slug: String = "malmo", language: String = "sv", loanDays: Int = 21, pickupDays: Int = 3,
                     maxLoans: Int = 5, maxHolds: Int = 5, selfRegistration: Bool = false) async throws -> TestLibrary {
        var setup = LibraryService.Setup(slug: slug, name: slug.capitalized + " bibliotek", language: language)
        setup.loanDays = loanDays
        setup.pickupDays = pickupDays
        setup.maxLoans = maxLoans
        setup.maxHolds = maxHolds
        setup.selfRegistration = selfRegistration
        return TestLibrary(record: try await t.context.libraries.save(setup))
    }

    /// Adds titles; returns their ids in the given order.
    @discardableResult
    func add(_ t: TestContext, _ books: [(title: String, author: String)], copies: Int? = 1, language: String = "swe",
             subjects: [String] = []) async throws -> [UUID] {
        var entries: [CatalogueEntry] = []
        for (n, book) in books.enumerated() {
            var e = CatalogueEntry(sourceKey: "test:\(UUID())", title: book.title, authors: [book.author])
            e.copies = copies
            e.language = language
            e.subjects = subjects
            e.year = 1900 + n
            e.clean()
            entries.append(e)
        }
        _ = try await CatalogueWriter(context: t.context, library: record).write(entries)
        var ids: [UUID] = []
        for e in entries {
            ids.append(try #require(try await TitleRecord.query(on: t.app.db).filter(\.$sourceKey == e.sourceKey).first()?.id))
        }
        return ids
    }

    func title(_ t: TestContext, copies: Int? = 1) async throws -> UUID {
        try await add(t, [("Utvandrarna", "Moberg, Vilhelm")], copies: copies)[0]
    }

    @discardableResult
    func card(_ t: TestContext, _ number: String, pin: String = "1234", name: String = "Test Patron") async throws -> CardRow {
        try CardRow(await t.context.cards.issue(library: record, number: number, pin: pin, name: name))
    }
}

extension TestContext {
    /// A user signed up through the API and signed in to `library` with a new card.
    func patron(_ username: String, at library: TestLibrary, card number: String) async throws -> SessionResponse {
        let session = try await signUp(username, keep: true)
        try await library.card(self, number)
        let res = try await request(LibraryRoute.signInCard(library.id), token: session.token, json: CardSignIn(cardNumber: number, pin: "1234", remember: true))
        #expect(res.status == .ok, "\(res.body.string)")
        return session
    }

    func borrow(_ title: UUID, as session: SessionResponse) async throws -> TestingHTTPResponse {
        try await request(LibraryRoute.borrow(title), token: session.token)
    }

    func searchTitles(_ library: TestLibrary, _ query: String, as session: SessionResponse) async throws -> TitleSearchPage {
        let res = try await request(LibraryRoute.searchTitles(library.id), token: session.token, query: "?" + query)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(TitleSearchPage.self)
    }
}

import VaporTesting
