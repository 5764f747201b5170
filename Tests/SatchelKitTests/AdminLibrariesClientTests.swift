import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Libraries set up and a catalogue imported through SatchelKit against a live server.
@Suite("SatchelKit: libraries and catalogue imports")
struct AdminLibrariesClientTests {
    @Test func anAdministratorAddsALibraryAndImportsABookIntoIt() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let added = try await root.addLibrary(LibrarySetupRequest(slug: "kista", name: "Kista bibliotek", language: "sv", loanDays: 14))
            #expect(added.library.slug == "kista" && added.library.loanDays == 14 && added.titles == 0)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-import-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let book = try #require(try DemoBooks.write(to: folder).first)
            let started = try await root.importCatalogue(try Data(contentsOf: URL(fileURLWithPath: book)), into: added.library.id,
                                                         filename: "demo.epub", copies: 2)
            #expect(started.library == "kista" && started.filename == "demo.epub" && started.unit == "files")
            await app.context.browserImports.wait(started.id)
            let ended = try await root.libraryImport(started.id, library: added.library.id)
            #expect(ended.state == "finished" && ended.fraction == 1 && ended.summary?.inserted == 1)
            #expect(try await root.administeredLibraries().map(\.titles) == [1])
        }
    }

    @Test func aMemberFindsNoLibraryAdministration() async throws {
        try await withLiveServer { url, app in
            _ = try await AdminClientTests.administrator(url, app)
            let ada = try await signedUp(url, "ada")
            do {
                _ = try await ada.administeredLibraries()
                Issue.record("a member listed the libraries")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
        }
    }

    @Test func aFileThatIsNoCatalogueIsRefusedWithTheFieldNamed() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let added = try await root.addLibrary(LibrarySetupRequest(slug: "kista", name: "Kista bibliotek", language: "sv"))
            do {
                _ = try await root.importCatalogue(Data("not a catalogue".utf8), into: added.library.id, filename: "notes.txt")
                Issue.record("a text file was taken as a catalogue")
            } catch let error as SatchelError {
                #expect(error.status == 422 && error.problem?.errors?.first?.field == "file")
            }
        }
    }
}
