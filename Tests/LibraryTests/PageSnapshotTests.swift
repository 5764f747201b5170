import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SnapshotTesting
import Testing

/// A library's front page built from a plain model without a request, its HTML compared with
/// what was recorded (`__Snapshots__`; delete a file to record it again).
@Suite("The library's front page as rendered")
struct LibraryPageSnapshotTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A library with the rules a new one gets.
    static func library(id: String = "00000000-0000-0000-0000-000000000501", slug: String = "malmo", name: String = "Malmö stadsbibliotek",
                        selfRegistration: Bool = false, help: String = "") -> LibraryRow {
        LibraryRow(id: UUID(uuidString: id)!, slug: slug, name: name, language: "sv", loanDays: 21, pickupDays: 3, maxLoans: 5, maxHolds: 5,
                   selfRegistration: selfRegistration, alert: nil, help: help, catalogueVersion: 0)
    }

    static func detail(_ library: LibraryRow, patron: Patron?) -> LibraryDetail {
        LibraryDetail(library: LibrarySummary(id: library.id, slug: library.slug, name: library.name, language: "sv", loanDays: 21,
                                              pickupDays: 3, maxLoans: 10, maxHolds: 5, selfRegistration: false, alert: nil, chosen: true),
                      events: [LibraryEvent(title: "Författarsamtal", startsAt: now.addingTimeInterval(7 * 86_400), imageUrl: nil)],
                      help: "", patron: patron)
    }

    static let book = TitleSummary(id: UUID(uuidString: "00000000-0000-0000-0000-000000000601")!, title: "Gösta Berlings saga",
                                   subtitle: nil, authors: ["Selma Lagerlöf"], publisher: "Bonniers", year: 1891, language: "swe",
                                   coverUrl: nil, rating: 4.5, ratingCount: 12,
                                   availability: Availability(state: "available", copies: 2, copiesOut: 1, holdQueue: 0,
                                                              estimatedWaitDays: nil, reason: nil))

    @Test func aSignedInPatronSeesTheirCardShelvesCategoriesAndEvents() {
        let library = Self.library()
        let patron = Patron(libraryId: library.id, card: "2000 1234", name: "Ada Lindqvist", loans: 2, holds: 1,
                            expiresAt: Self.now.addingTimeInterval(3600))
        let model = LibraryHomePage.Model(library: library, detail: Self.detail(library, patron: patron),
                                          shelves: [.init(key: "top", name: "Mest lånade", titles: [Self.book])],
                                          categories: [CategoryCount(name: "Romaner", titles: 120)])
        assertSnapshot(of: LibraryHomePage.html(model, .detached(language: "sv", path: "/library/malmo")), as: .lines)
    }

    @Test func withoutACardTheFrontPageOffersSigningIn() {
        let library = Self.library()
        let model = LibraryHomePage.Model(library: library, detail: Self.detail(library, patron: nil), shelves: [], categories: [])
        assertSnapshot(of: LibraryHomePage.html(model, .detached(language: "en", path: "/library/malmo")), as: .lines)
    }
}

/// The library's other pages, each built from a plain model without a request.
@Suite("The library's pages as rendered")
struct LibraryPagesSnapshotTests {
    typealias Fixture = LibraryPageSnapshotTests
    static let now = Fixture.now

    static func library(selfRegistration: Bool = true) -> LibraryRow {
        Fixture.library(selfRegistration: selfRegistration, help: "Welcome to the library.\n\nQ: Can I read on my phone?\n\nYes, in the browser.")
    }

    static let patron = Patron(libraryId: UUID(uuidString: "00000000-0000-0000-0000-000000000501")!, card: "•••• 1234", name: "Ada Lindqvist",
                               loans: 1, holds: 1, expiresAt: now.addingTimeInterval(3600))
    static let loanID = UUID(uuidString: "00000000-0000-0000-0000-000000000701")!
    static let holdID = UUID(uuidString: "00000000-0000-0000-0000-000000000702")!

    static func ctx(_ path: String) -> PageContext { .detached(language: "en", path: path) }

    @Test func thePickerMarksTheChosenLibrary() {
        let other = Fixture.library(id: "00000000-0000-0000-0000-000000000502", slug: "lund", name: "Lunds stadsbibliotek")
        let model = LibraryChoicePage.Model(libraries: [Self.library(), other], chosen: other.id)
        assertSnapshot(of: LibraryChoicePage.html(model, Self.ctx("/library")), as: .lines)
    }

    @Test func theHelpPageShowsTheRulesAndTheStaffsText() {
        let model = LibraryHelpPage.Model(library: Self.library(), patron: Self.patron)
        assertSnapshot(of: LibraryHelpPage.html(model, Self.ctx("/library/malmo/help")), as: .lines)
    }

    @Test func signingInKeepsWhereToGoAndWhatToDoThen() {
        let state = FormState(values: ["cardNumber": "2000"], error: AppError(.unauthorized, "library.card_or_pin_wrong"))
        let model = CardSignInPage.Model(library: Self.library(), state: state, next: "/library/malmo/titles/00000000-0000-0000-0000-000000000601",
                                         then: .borrow)
        assertSnapshot(of: CardSignInPage.html(model, Self.ctx("/library/malmo/sign-in")), as: .lines)
    }

    @Test func gettingACardAsksForANameAndAPIN() {
        let model = CardRegistrationPage.Model(library: Self.library(), state: FormState(values: ["name": "Ada Lindqvist"]))
        assertSnapshot(of: CardRegistrationPage.html(model, Self.ctx("/library/malmo/register")), as: .lines)
    }

    @Test func aNewCardShowsItsNumberOnce() {
        let model = CardIssuedPage.Model(library: Self.library(), number: "2000 0001 2345")
        assertSnapshot(of: CardIssuedPage.html(model, Self.ctx("/library/malmo/register")), as: .lines)
    }

    @Test func theBookshelfListsLoansAndSamples() {
        let book = Fixture.book
        let loan = Loan(id: Self.loanID, title: book, startedAt: Self.now, dueAt: Self.now.addingTimeInterval(14 * 86_400), daysLeft: 14,
                        renewable: true, readable: true, readProgress: 0.42)
        var sample = book
        sample.id = UUID(uuidString: "00000000-0000-0000-0000-000000000602")!
        sample.title = "Nils Holgerssons underbara resa"
        let model = PatronListPage.Model(library: Self.library(), page: .shelf, grid: false, patron: Self.patron, loans: [loan],
                                         samples: [sample], progress: [sample.id: 0.1])
        assertSnapshot(of: PatronListPage.html(model, Self.ctx("/library/malmo/shelf")), as: .lines)
    }

    @Test func theHoldsPageShowsAReadyHoldAndAPlaceInTheQueue() {
        let book = Fixture.book
        var waited = book
        waited.id = UUID(uuidString: "00000000-0000-0000-0000-000000000603")!
        let holds = [Hold(id: Self.holdID, title: book, state: "ready", position: nil, placedAt: Self.now, readyUntil: Self.now.addingTimeInterval(3 * 86_400),
                          estimatedWaitDays: nil),
                     Hold(id: UUID(uuidString: "00000000-0000-0000-0000-000000000703")!, title: waited, state: "waiting", position: 3, placedAt: Self.now,
                          readyUntil: nil, estimatedWaitDays: 20)]
        let model = PatronListPage.Model(library: Self.library(), page: .holds, grid: true, patron: Self.patron, holds: holds)
        assertSnapshot(of: PatronListPage.html(model, Self.ctx("/library/malmo/holds")), as: .lines)
    }

    @Test func anEmptyToBeReadListSaysSo() {
        let model = PatronListPage.Model(library: Self.library(), page: .toBeRead, grid: false, patron: nil)
        assertSnapshot(of: PatronListPage.html(model, Self.ctx("/library/malmo/to-be-read")), as: .lines)
    }

    @Test func searchResultsCountTheHitsAndLinkTheNextPage() {
        let state = FormState(values: ["q": "saga", "in": "", "sort": "", "order": "", "language": "", "publisher": "", "category": ""])
        let model = CatalogSearchPage.Model(library: Self.library(), patron: Self.patron, heading: "Results for “saga”", state: state,
                                            availableNow: false, grid: true, problem: nil, titles: [Fixture.book], total: 31,
                                            moreQuery: "q=saga&cursor=abc")
        assertSnapshot(of: CatalogSearchPage.html(model, Self.ctx("/library/malmo/search")), as: .lines)
    }

    @Test func aRefusedSearchSaysWhyBesideTheField() {
        let problem = AppError.invalid("q", "library.search_too_short")
        let state = FormState(values: ["q": "a", "in": "", "sort": "", "order": "", "language": "", "publisher": "", "category": ""], error: problem)
        let model = CatalogSearchPage.Model(library: Self.library(), patron: nil, heading: "Search", state: state, availableNow: true, grid: false,
                                            problem: problem, titles: [], total: 0, moreQuery: nil)
        assertSnapshot(of: CatalogSearchPage.html(model, Self.ctx("/library/malmo/search")), as: .lines)
    }

    @Test func aTitleOnLoanOffersReadingReturningAndRenewing() {
        let book = Fixture.book
        let loan = Loan(id: Self.loanID, title: book, startedAt: Self.now, dueAt: Self.now.addingTimeInterval(14 * 86_400), daysLeft: 14,
                        renewable: true, readable: true)
        let title = Title(summary: book, libraryId: Self.library().id, translators: [], originalTitle: nil, published: "1891",
                          isbns: ["9789100000001"], subjects: ["Romaner", "Värmland"], description: "En roman.\n\nOm Gösta Berling.",
                          pageCount: 480, series: nil, seriesNumber: nil, readable: true, yourLoan: loan, yourHold: nil, toBeRead: nil,
                          reviews: [TitleReview(name: "Ada Lindqvist", stars: 5, review: "Underbar.", updatedAt: Self.now, byYou: true)])
        let model = TitlePage.Model(library: Self.library(), title: title, patron: Self.patron, similar: [],
                                    ratingState: FormState(values: ["stars": "5", "review": "Underbar."]), problem: nil)
        assertSnapshot(of: TitlePage.html(model, Self.ctx("/library/malmo/titles/00000000-0000-0000-0000-000000000601")), as: .lines)
    }

    @Test func aTitleWithNoCopyFreeOffersAHoldAndSaysWhyBorrowingFailed() {
        var book = Fixture.book
        book.availability = Availability(state: "unavailable", copies: 1, copiesOut: 1, holdQueue: 2, estimatedWaitDays: 30, reason: "all_copies_out")
        var similar = Fixture.book
        similar.id = UUID(uuidString: "00000000-0000-0000-0000-000000000604")!
        similar.title = "Kejsarn av Portugallien"
        let title = Title(summary: book, libraryId: Self.library().id, translators: ["Someone"], originalTitle: nil, published: nil, isbns: [],
                          subjects: [], description: nil, pageCount: nil, series: "Löwensköldska ringen", seriesNumber: "1", readable: false,
                          yourLoan: nil, yourHold: nil, toBeRead: nil, reviews: [])
        let model = TitlePage.Model(library: Self.library(), title: title, patron: nil, similar: [similar], ratingState: FormState(),
                                    problem: AppError(.conflict, "library.unavailable"))
        assertSnapshot(of: TitlePage.html(model, Self.ctx("/library/malmo/titles/00000000-0000-0000-0000-000000000601")), as: .lines)
    }

    @Test func theReaderOffersASampleItsContentsAndSettings() {
        let manifest = PublicationManifest(
            metadata: .init(title: "Gösta Berlings saga", subtitle: nil, author: ["Selma Lagerlöf"], translator: nil, language: "sv",
                            publisher: nil, identifier: nil, numberOfPositions: 10, sample: true),
            links: [], readingOrder: [PublicationLink(href: "chapter1.xhtml")], resources: [],
            toc: [PublicationLink(href: "chapter1.xhtml", title: "Inledning", children: [PublicationLink(href: "chapter1.xhtml#a", title: "Del 1")])])
        let model = ReaderPage.Model(library: Self.library(), titleID: Fixture.book.id, bookTitle: "Gösta Berlings saga", full: false, manifest: manifest)
        assertSnapshot(of: ReaderPage.html(model, Self.ctx("/library/malmo/titles/00000000-0000-0000-0000-000000000601/read")), as: .lines)
    }
}
