import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Staff edit a title and its cover through SatchelKit against a live server.
@Suite("SatchelKit: title editing")
struct TitleEditingClientTests {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    @Test func staffEditATitleAndItsCoverAndAChangeFromAnOlderVersionIsRefused() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let added = try await root.addLibrary(LibrarySetupRequest(slug: "kista", name: "Kista bibliotek", language: "sv", loanDays: 14))
            let library = added.library.id
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-edit-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let book = try #require(try DemoBooks.write(to: folder).first)
            let started = try await root.importCatalogue(try Data(contentsOf: URL(fileURLWithPath: book)), into: library, filename: "demo.epub")
            await app.context.browserImports.wait(started.id)
            let title = try #require(try await root.libraryStaff.titles(library).first)
            let before = try await root.libraryStaff.metadata(library, title.id)
            let edited = try await root.libraryStaff.editMetadata(library, title.id,
                                                                  TitleMetadataChange(series: "Demo", seriesNumber: "2", editVersion: before.editVersion))
            #expect(edited.series == "Demo" && edited.editVersion == before.editVersion + 1)
            let covered = try await root.libraryStaff.setCover(library, title.id, image: Self.png, contentType: "image/png")
            #expect(covered.coverUrl != nil && covered.staffEdited.contains("cover"))
            do {
                _ = try await root.libraryStaff.editMetadata(library, title.id, TitleMetadataChange(series: "Old", editVersion: before.editVersion))
                Issue.record("a change from an older version went through")
            } catch let error as SatchelError {
                #expect(error.status == 412)
            }
        }
    }
}
