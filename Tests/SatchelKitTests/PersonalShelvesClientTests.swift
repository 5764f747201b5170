import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Shelves of one's own and browsing through SatchelKit against a live server.
@Suite("SatchelKit: shelves of one's own and browsing")
struct PersonalShelvesClientTests {
    @Test func aTitleFoundByBrowsingGoesOnANewShelfAndAnOldVersionIsRefused() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let added = try await root.addLibrary(LibrarySetupRequest(slug: "kista", name: "Kista bibliotek", language: "sv", loanDays: 14))
            let library = added.library.id
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-shelves-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let book = try #require(try DemoBooks.write(to: folder).first)
            let started = try await root.importCatalogue(try Data(contentsOf: URL(fileURLWithPath: book)), into: library, filename: "demo.epub")
            await app.context.browserImports.wait(started.id)
            let ada = try await signedUp(url, "ada")
            let author = try #require(try await ada.library.browse(library, .authors).items.first)
            let title = try #require(try await ada.library.authorTitles(library, key: author.key).first)
            let shelf = try await ada.personalShelves.make("för resan")
            let on = try await ada.personalShelves.add(title.id, to: shelf.id, version: shelf.version)
            #expect(on.titleCount == 1 && on.version == shelf.version + 1)
            #expect(try await ada.personalShelves.shelf(shelf.id).titles.map(\.title.id) == [title.id])
            #expect(try await ada.personalShelves.shelves(holding: title.id).map(\.contains) == [true])
            do {
                try await ada.personalShelves.rename(shelf.id, to: "sommar", version: shelf.version)
                Issue.record("a rename from an old version was made")
            } catch let error as SatchelError {
                #expect(error.status == 412)
            }
            try await ada.personalShelves.delete(shelf.id, version: on.version)
            #expect(try await ada.personalShelves.shelves().isEmpty)
        }
    }
}
