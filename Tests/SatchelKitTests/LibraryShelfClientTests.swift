import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Several cards, one shelf, and pausing a hold, with only SatchelKit against a live server.
@Suite("SatchelKit: one shelf of several cards and pausing a hold, live")
struct LibraryShelfClientTests {
    /// Malmö and Lund with the demo books, one copy each; cards 1001/1002 at Malmö, 2001 at Lund (PIN 1234).
    static func setUpLibraries(_ app: Application) async throws {
        let context = app.context
        for (slug, name, cards) in [("malmo", "Malmö stadsbibliotek", ["1001", "1002"]), ("lund", "Lunds stadsbibliotek", ["2001"])] {
            let library = try await context.libraries.save(LibraryService.Setup(slug: slug, name: name, language: "sv"))
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-shelf-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try DemoBooks.write(to: folder)
            _ = try await context.catalogueImport(library).importEPUBs(directory: folder, copies: 1)
            for number in cards { _ = try await context.cards.issue(library: library, number: number, pin: "1234", name: "Patron \(number)") }
        }
    }

    @Test func loansAtTwoLibrariesAreOneShelfAndAPausedHoldKeepsItsPlaceUntilResumed() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibraries(app)
            let ada = try await signedUp(url, "ada")
            let bob = try await signedUp(url, "bob")
            let libraries = try await ada.library.libraries()
            let malmo = try #require(libraries.first { $0.slug == "malmo" })
            let lund = try #require(libraries.first { $0.slug == "lund" })
            try await ada.library.signIn(malmo.id, cardNumber: "1001", pin: "1234")
            try await ada.library.signIn(lund.id, cardNumber: "2001", pin: "1234")
            try await bob.library.signIn(malmo.id, cardNumber: "1002", pin: "1234")

            let atMalmo = try #require(try await ada.library.search(malmo.id, TitleSearchQuery("kartan lindhamn")).items.first)
            let atLund = try #require(try await ada.library.search(lund.id, TitleSearchQuery("keeper")).items.first)
            _ = try await ada.library.borrow(atMalmo.id)
            _ = try await ada.library.borrow(atLund.id)
            // Bob has Malmö's only copy of The Keeper's Ledger: Ada waits for it there.
            let ledger = try #require(try await ada.library.search(malmo.id, TitleSearchQuery("keeper")).items.first)
            _ = try await bob.library.borrow(ledger.id)
            let hold = try await ada.library.placeHold(ledger.id)

            let shelf = try await ada.library.allShelf()
            #expect(Set(shelf.loans.compactMap { $0.library?.slug }) == ["malmo", "lund"])
            #expect(shelf.cards.count == 2 && shelf.holds.map(\.id) == [hold.id])
            #expect(shelf.holds.first?.library?.name == "Malmö stadsbibliotek")

            let paused = try await ada.library.pauseHold(hold.id, days: 14)
            #expect(paused.pausedUntil != nil && paused.position == 1)
            #expect(try await ada.library.allShelf().holds.first?.pausedUntil == paused.pausedUntil)
            // Both libraries have the book: one row, with Malmö's paused hold counted apart.
            let everywhere = try await ada.library.searchEverywhere("keeper's ledger")
            let row = try #require(everywhere.first { $0.title.title == "The Keeper's Ledger" })
            #expect(Set(row.libraries.map(\.library.slug)) == ["malmo", "lund"])
            #expect(row.libraries.first { $0.library.slug == "malmo" }?.availability.pausedHolds == 1)

            let resumed = try await ada.library.resumeHold(hold.id)
            #expect(resumed.pausedUntil == nil && resumed.position == 1)
            do {
                _ = try await ada.library.resumeHold(hold.id)
                Issue.record("a hold that is not paused cannot be resumed")
            } catch let error as SatchelError {
                #expect(error.status == 409)
            }
        }
    }
}
