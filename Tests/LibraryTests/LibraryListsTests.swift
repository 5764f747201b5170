import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing

@Suite("The top list and publication dates")
struct LibraryListsTests {
    @Test func theTopListHasItsBorrowedTitlesFirstThenEnoughOthersAndIsNumbered() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, SearchTests.books + [("Gösta Berlings saga", "Lagerlöf, Selma"), ("Kejsarn av Portugallien", "Lagerlöf, Selma")])
            let ada = try await t.patron("ada", at: library, card: "1001")
            _ = try await t.borrow(ids[7], as: ada)
            let top = try await t.context.discovery.top(library.record)
            #expect(top.count == 12)
            #expect(top.first?.id == ids[7])
            var browser = Browser(t: t)
            _ = try await browser.signUp("bea")
            let page = try await browser.get("/library/malmo").body.string
            #expect(page.contains(#"<ol class="titles grid ranked""#))
            #expect(page.contains(#"<span class="rank" aria-hidden="true">10</span>"#))
        }
    }

    @Test(arguments: [
        ("en", "2008-05-20", nil, "20 May 2008"), ("sv", "2008-05-20", nil, "20 maj 2008"), ("en", "2008-05", nil, "May 2008"),
        ("en", "1869", nil, "1869"), ("en", nil, 1901, "1901"), ("en", "c1985.", 1985, "1985"),
    ] as [(String, String?, Int?, String)])
    func aPublicationDateIsShownAsPreciselyAsItIsKnown(language: String, stored: String?, year: Int?, shown: String) {
        #expect(LibraryViews.published(Localizer(language: language), stored, year: year) == shown)
    }
}
