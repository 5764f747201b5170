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

    static func library() -> LibraryRecord {
        let r = LibraryRecord(slug: "malmo", name: "Malmö stadsbibliotek", language: "sv", now: now)
        r.id = UUID(uuidString: "00000000-0000-0000-0000-000000000501")!
        return r
    }

    static func detail(_ library: LibraryRecord, patron: Patron?) -> LibraryDetail {
        LibraryDetail(library: LibrarySummary(id: library.id!, slug: library.slug, name: library.name, language: "sv", loanDays: 21,
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
        let patron = Patron(libraryId: library.id!, card: "2000 1234", name: "Ada Lindqvist", loans: 2, holds: 1,
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
