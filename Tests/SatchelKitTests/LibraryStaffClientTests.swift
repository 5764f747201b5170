import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// A library's staff through SatchelKit against a live server: an administrator adds them, they
/// set a title's copies and withdraw it.
@Suite("SatchelKit: library staff")
struct LibraryStaffClientTests {
    @Test func staffAddedByAnAdministratorSetCopiesAndWithdrawATitle() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let added = try await root.addLibrary(LibrarySetupRequest(slug: "kista", name: "Kista bibliotek", language: "sv", loanDays: 14))
            let library = added.library.id
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-staff-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let book = try #require(try DemoBooks.write(to: folder).first)
            let started = try await root.importCatalogue(try Data(contentsOf: URL(fileURLWithPath: book)), into: library, filename: "demo.epub")
            await app.context.browserImports.wait(started.id)
            let ada = try await signedUp(url, "ada")
            let adaID = try await ada.me().id
            try await root.libraryStaff.addStaff(library, user: adaID)
            #expect(try await root.libraryStaff.staff(library).map(\.username) == ["ada"])
            let title = try #require(try await ada.libraryStaff.titles(library).first)
            let licensed = try await ada.libraryStaff.setLicence(library, title.id, TitleLicenceInput(copies: 3, loanDays: 7))
            #expect(licensed.copies == 3 && licensed.effectiveLoanDays == 7)
            let withdrawn = try await ada.libraryStaff.withdraw(library, title.id)
            #expect(withdrawn.withdrawnAt != nil)
            try await root.libraryStaff.removeStaff(library, user: adaID)
            do {
                _ = try await ada.libraryStaff.title(library, title.id)
                Issue.record("removed staff still read the staff catalogue")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
        }
    }
}
