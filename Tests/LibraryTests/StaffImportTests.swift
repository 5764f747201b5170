import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A library's staff import catalogue files from the staff area and the API as administrators
/// do (issue 43); for anyone else the imports do not exist.
@Suite("Staff imports")
struct StaffImportTests {
    static func epubBytes() throws -> [UInt8] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("staff-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try TitleImportWarningTests.book(identifier: "urn:isbn:9789100000001", fragments: true).write(to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// `bob` made staff of the library in the browser (by an administrator).
    static func staffBrowser(_ t: TestContext) async throws -> Browser {
        var root = try await LibraryAdminTests.administrator(t)
        var bob = Browser(t: t)
        _ = try await bob.signUp("bob")
        #expect(try await root.post("/admin/libraries/malmo/staff", ["username": "bob"], from: "/admin/libraries/malmo").status == .seeOther)
        return bob
    }

    static func upload(_ browser: inout Browser, _ bytes: [UInt8]) async throws -> TestingHTTPResponse {
        try await LibraryAdminTests.upload(&browser, slug: "malmo", bytes, filename: "hemso.epub",
                                           page: "/library/malmo/staff/imports", action: "/library/malmo/staff/imports")
    }

    @Test func staffUploadAnEPUBFromTheStaffAreaAndSeeItsWarningUnderItsTitle() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var bob = try await Self.staffBrowser(t)
            let home = try await bob.get("/library/malmo/staff").body.string
            #expect(home.contains("href=\"/library/malmo/staff/imports\""))
            let form = try await bob.get("/library/malmo/staff/imports").body.string
            #expect(form.contains("data-upload-progress=") && form.contains("enctype=\"multipart/form-data\""))
            let res = try await Self.upload(&bob, try Self.epubBytes())
            #expect(res.status == .seeOther)
            let location = try #require(res.headers.first(name: .location))
            #expect(location.hasPrefix("/library/malmo/staff/imports/"))
            await t.context.browserImports.wait(try #require(UUID(uuidString: String(location.split(separator: "/").last ?? ""))))
            let progress = try await bob.get(location + "/progress").decode(LibraryImportProgress.self)
            #expect(progress.state == "finished" && progress.summary?.inserted == 1)
            let id = try await TitleImportWarningTests.titleID(t, library)
            let report = try await bob.get(location).body.string
            #expect(report.contains("href=\"/library/malmo/staff/titles/\(id.uuidString.lowercased())\"") && report.contains("carries #top"))
        }
    }

    @Test func staffSignedInWithTheirCardAreNotAskedToSignInWithItOnTheImportPages() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var bob = try await Self.staffBrowser(t)
            try await library.card(t, "3003")
            _ = try await bob.post("/library/malmo/sign-in", ["cardNumber": "3003", "pin": "1234"])
            let signIn = "href=\"/library/malmo/sign-in"
            #expect(!(try await bob.get("/library/malmo/staff/imports").body.string.contains(signIn)))
            let res = try await Self.upload(&bob, try Self.epubBytes())
            let location = try #require(res.headers.first(name: .location))
            await t.context.browserImports.wait(try #require(UUID(uuidString: String(location.split(separator: "/").last ?? ""))))
            let report = try await bob.get(location).body.string
            #expect(report.contains("href=\"/library/malmo/staff\"") && !report.contains(signIn))
        }
    }

    @Test func aFileThatIsNeitherMARCNorEPUBIsSaidBesideTheFileField() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            var bob = try await Self.staffBrowser(t)
            let res = try await Self.upload(&bob, Array("just some text, not a catalogue".utf8))
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("id=\"f-file-error\"") && res.body.string.contains("neither MARC 21 records"))
        }
    }

    @Test func staffStartAnImportThroughTheAPIAndReadItsProgress() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let admin = try await t.createAdministrator("root")
            let staff = try await LibraryStaffTests.staff(t, "ada", of: library, admin: admin)
            let started = try await t.request(.POST, "/api/v1/library/libraries/\(library.id.uuidString.lowercased())/staff/imports?copies=3&filename=hemso.epub",
                                              token: staff.token, headers: ["Content-Type": "application/octet-stream"],
                                              body: ByteBuffer(bytes: try Self.epubBytes()))
            #expect(started.status == .accepted, "\(started.body.string)")
            let progress = try started.decode(LibraryImportProgress.self)
            #expect(progress.filename == "hemso.epub")
            await t.context.browserImports.wait(progress.id)
            let read = try await t.request(StaffImportRoute.importProgress(library: library.id, import: progress.id), token: staff.token)
            #expect(try read.decode(LibraryImportProgress.self).summary?.inserted == 1)
        }
    }

    @Test func importsDoNotExistForSomeoneWhoIsNotStaff() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada", keep: true)
            let api = try await t.request(.POST, "/api/v1/library/libraries/\(library.id.uuidString.lowercased())/staff/imports",
                                          token: ada.token, headers: ["Content-Type": "application/octet-stream"],
                                          body: ByteBuffer(bytes: try Self.epubBytes()))
            #expect(api.status == .notFound)
            #expect(try await t.request(StaffImportRoute.importProgress(library: library.id, import: UUID()), token: ada.token).status == .notFound)
            var bob = Browser(t: t)
            _ = try await bob.signUp("bob")
            #expect(try await bob.get("/library/malmo/staff/imports").status == .notFound)
            let csrf = Browser.csrf(in: try await bob.get("/library/malmo").body.string)
            let post = try await LibraryAdminTests.upload(&bob, slug: "malmo", try Self.epubBytes(), filename: "hemso.epub", csrf: csrf,
                                                          page: "/library/malmo", action: "/library/malmo/staff/imports")
            #expect(post.status == .notFound)
            #expect(try await t.context.libraryStore.titleCount(library: library.id) == 0)
        }
    }
}
