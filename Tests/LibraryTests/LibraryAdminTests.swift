import Foundation
@testable import Library
import NIOCore
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// `/admin/libraries`: libraries set up and catalogues imported in the browser.
@Suite("Libraries in the administration")
struct LibraryAdminTests {
    static let sample = Bundle.module.url(forResource: "loc-sample", withExtension: "mrc", subdirectory: "Fixtures")!.path

    static let newLibrary = ["name": "Kista bibliotek", "slug": "kista", "language": "sv", "loanDays": "14", "pickupDays": "3",
                             "maxLoans": "5", "maxHolds": "5"]

    /// The first start's administrator, signed in in a browser.
    static func administrator(_ t: TestContext) async throws -> Browser {
        try await t.createAdministrator("root")
        var browser = Browser(t: t)
        let res = try await browser.post("/sign-in", ["login": "root", "password": "correct horse battery"])
        #expect(res.status == .seeOther, "sign-in failed: \(res.body.string)")
        return browser
    }

    /// Uploads `bytes` through the library's import form (multipart, the page's CSRF token first).
    static func upload(_ browser: inout Browser, slug: String, _ bytes: [UInt8], filename: String = "catalogue.mrc",
                       fields: [(String, String)] = [("copies", "2")], csrf: String? = nil,
                       page pagePath: String? = nil, action: String? = nil) async throws -> TestingHTTPResponse {
        let page = try await browser.get(pagePath ?? "/admin/libraries/\(slug)")
        let token = csrf ?? Browser.csrf(in: page.body.string)
        let boundary = "satchel-test-boundary"
        var body = ByteBuffer()
        for (name, value) in [("_csrf", token)] + fields {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\n"
                         + "Content-Type: application/octet-stream\r\n\r\n")
        body.writeBytes(bytes)
        body.writeString("\r\n--\(boundary)--\r\n")
        var headers = browser.headers()
        headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
        let res = try await browser.t.request(.POST, action ?? "/admin/libraries/\(slug)/import", headers: headers, body: body)
        browser.keep(res)
        return res
    }

    static func sampleBytes() throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: sample))) }

    @Test func anAdministratorAddsALibraryThroughThePage() async throws {
        try await withSatchel { t in
            var root = try await Self.administrator(t)
            let res = try await root.post("/admin/libraries", Self.newLibrary)
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location)?.hasPrefix("/admin/libraries/kista") == true)
            let library = try await t.context.libraries.find(slug: "kista")
            #expect(library.name == "Kista bibliotek" && library.language == "sv" && library.loanDays == 14)
            let list = try await root.get("/admin/libraries").body.string
            #expect(list.contains("Kista bibliotek") && list.contains("/library/kista"))
        }
    }

    @Test func addingAndChangingALibraryAreInTheAuditLog() async throws {
        try await withSatchel { t in
            var root = try await Self.administrator(t)
            _ = try await root.post("/admin/libraries", Self.newLibrary)
            var changed = Self.newLibrary
            changed["name"] = "Kista stadsbibliotek"
            let saved = try await root.post("/admin/libraries/kista", changed)
            #expect(saved.status == .seeOther)
            #expect(try await t.context.libraries.find(slug: "kista").name == "Kista stadsbibliotek")
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.reversed().map(\.action)
            #expect(actions == ["library.add", "library.change"])
        }
    }

    @Test func aTakenShortNameAndANumberOutOfRangeAreSaidBesideTheirFields() async throws {
        try await withSatchel { t in
            var root = try await Self.administrator(t)
            _ = try await root.post("/admin/libraries", Self.newLibrary)
            var again = Self.newLibrary
            again["name"] = "Another"
            let taken = try await root.post("/admin/libraries", again)
            #expect(taken.status == .unprocessableEntity)
            #expect(taken.body.string.contains("A library already has this short name.") && taken.body.string.contains("value=\"Another\""))
            var tooLong = Self.newLibrary
            tooLong["slug"] = "solna"
            tooLong["loanDays"] = "0"
            let range = try await root.post("/admin/libraries", tooLong)
            #expect(range.status == .unprocessableEntity)
            #expect(range.body.string.contains("f-loanDays-error"))
            #expect(try await t.context.libraries.all().count == 1)
        }
    }

    @Test func aShortNameThatIsOneOfTheLibraryPagesIsRefusedBesideItsField() async throws {
        try await withSatchel { t in
            var root = try await Self.administrator(t)
            var named = Self.newLibrary
            named["slug"] = "shelf"
            let refused = try await root.post("/admin/libraries", named)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("f-slug-error") && refused.body.string.contains("one of the pages for all libraries"))
            #expect(try await t.context.libraries.all().isEmpty)
        }
    }

    @Test func theLibrariesPagesDoNotExistForAMember() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            #expect(try await ada.get("/admin/libraries").status == .notFound)
            #expect(try await ada.get("/admin/libraries/malmo").status == .notFound)
            #expect(try await ada.post("/admin/libraries", Self.newLibrary, from: "/library").status == .notFound)
            let upload = try await Self.upload(&ada, slug: "malmo", try Self.sampleBytes())
            #expect(upload.status == .notFound)
            #expect(try await t.context.libraryStore.titleCount(library: try await t.context.libraries.find(slug: "malmo").id) == 0)
        }
    }

    @Test func anUploadedMARCFileIsImportedInTheBackgroundIntoSearchableTitles() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            let res = try await Self.upload(&root, slug: "malmo", try Self.sampleBytes())
            #expect(res.status == .seeOther)
            let location = try #require(res.headers.first(name: .location))
            let id = try #require(UUID(uuidString: String(location.split(separator: "/").last ?? "")))
            await t.context.browserImports.wait(id)
            let progress = try await root.get(location + "/progress").decode(LibraryImportProgress.self)
            #expect(progress.state == "finished" && progress.fraction == 1 && progress.done == 30 && progress.unit == "records")
            #expect(progress.summary?.inserted == 30 && progress.summary?.refused == 0)
            let page = try await root.get(location).body.string
            #expect(page.contains("Finished") && page.contains("What the import did") && !page.contains("http-equiv=\"refresh\""))
            let ada = try await t.signUp("ada")
            let found = try await t.searchTitles(library, "q=botanical%20materia", as: ada)
            #expect(found.total == 1 && found.items.first?.availability.copies == 2)
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.map(\.action)
            #expect(actions == ["library.import"])
        }
    }

    @Test func theUploadedFileIsRemovedOnceImported() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            let res = try await Self.upload(&root, slug: "malmo", try Self.sampleBytes())
            let id = try #require(UUID(uuidString: String(res.headers.first(name: .location)?.split(separator: "/").last ?? "")))
            await t.context.browserImports.wait(id)
            let folder = t.context.settings.dataDirectory + "/library/uploads"
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty ?? true)
        }
    }

    @Test func aRunningImportShowsItsProgressAndRefreshesItself() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            // An import this process is running (claimed, its progress half way).
            let id = UUID()
            #expect(t.context.browserImports.claim(.init(id: id, libraryID: library.id, librarySlug: "malmo", filename: "big.mrc",
                                                         startedAt: t.context.now)))
            let reporter = ProgressReporter(id: id, name: "library import-marc", unit: "records", bytesTotal: 1000, clock: t.clock,
                                            output: .silent, registry: t.context.longWork) { _ in }
            reporter.advance(by: 120, bytesRead: 500)
            let page = try await root.get("/admin/libraries/malmo/imports/\(id.uuidString.lowercased())").body.string
            #expect(page.contains("http-equiv=\"refresh\" content=\"3\""))
            #expect(page.contains("data-progress-url=\"/admin/libraries/malmo/imports/\(id.uuidString.lowercased())/progress\""))
            #expect(page.contains("Running"))
            let instance = try await root.get("/admin/instance").body.string
            #expect(instance.contains("Work in progress") && instance.contains("library import-marc"))
            reporter.finish()
            t.context.browserImports.ended(id, outcome: nil)
        }
    }

    @Test func aSecondImportIntoTheSameLibraryIsRefusedWhileOneRuns() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            let id = UUID()
            #expect(t.context.browserImports.claim(.init(id: id, libraryID: library.id, librarySlug: "malmo", filename: "first.mrc",
                                                         startedAt: t.context.now)))
            let second = try await Self.upload(&root, slug: "malmo", try Self.sampleBytes())
            #expect(second.status == .conflict)
            #expect(second.body.string.contains("An import into this library is running."))
            #expect(try await t.context.libraryStore.titleCount(library: library.id) == 0)
            t.context.browserImports.ended(id, outcome: nil)
        }
    }

    @Test func aFileThatIsNeitherMARCNorEPUBIsRefusedAndChangesNothing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            let res = try await Self.upload(&root, slug: "malmo", Array("title,author\nDune,Herbert\n".utf8), filename: "books.csv")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("This is neither MARC 21 records (.mrc) nor an EPUB book (.epub). Nothing was imported."))
            #expect(res.body.string.contains("f-file-error"))
            #expect(try await t.context.libraryStore.titleCount(library: library.id) == 0)
            #expect(t.context.browserImports.running(library: library.id) == nil)
            let folder = t.context.settings.dataDirectory + "/library/uploads"
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty ?? true)
        }
    }

    @Test func aMARCFileWhoseRecordsAreAllDamagedEndsAsAFailureWithTheReasons() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            // A leader that starts as MARC does, then nothing a record needs.
            let damaged = Array("00050nam  2200000   4500".utf8) + [UInt8](repeating: 0x20, count: 26)
            let res = try await Self.upload(&root, slug: "malmo", damaged)
            let location = try #require(res.headers.first(name: .location))
            let id = try #require(UUID(uuidString: String(location.split(separator: "/").last ?? "")))
            await t.context.browserImports.wait(id)
            let progress = try await root.get(location + "/progress").decode(LibraryImportProgress.self)
            #expect(progress.state == "failed" && progress.summary?.refused == 1 && progress.summary?.inserted == 0)
            let page = try await root.get(location).body.string
            #expect(page.contains("The import stopped.") && page.contains("Refused, and why"))
            #expect(try await t.context.libraryStore.titleCount(library: library.id) == 0)
        }
    }

    @Test func aFileOverTheLimitIsRefusedWithTheLimitSaidAndNothingKept() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            t.app.setPart(BrowserImports(maxUploadBytes: 2_000_000))
            var root = try await Self.administrator(t)
            let res = try await Self.upload(&root, slug: "malmo", [UInt8](repeating: 0x30, count: 2_000_001))
            #expect(res.status == .payloadTooLarge)
            #expect(res.body.string.contains("The file is larger than 2 MB, and nothing was kept."))
            #expect(t.context.browserImports.running(library: library.id) == nil)
            let folder = t.context.settings.dataDirectory + "/library/uploads"
            #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty ?? true)
        }
    }

    @Test func anUploadWithoutThePagesTokenKeepsNothing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            var root = try await Self.administrator(t)
            let res = try await Self.upload(&root, slug: "malmo", try Self.sampleBytes(), csrf: "forged")
            #expect(res.status == .forbidden)
            #expect(t.context.browserImports.running(library: library.id) == nil)
            #expect(try await t.context.libraryStore.titleCount(library: library.id) == 0)
        }
    }

    @Test func theEmptyLibraryTabLeadsAnAdministratorToSetOneUp() async throws {
        try await withSatchel { t in
            var root = try await Self.administrator(t)
            let page = try await root.get("/library").body.string
            #expect(page.contains("No library has been set up yet.") && page.contains("href=\"/admin/libraries\""))
            #expect(page.contains("Set up a library"))
        }
    }

    @Test func theEmptyLibraryTabTellsAMemberToAskTheAdministrator() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/library").body.string
            #expect(page.contains("Ask the administrator of this Satchel to set one up.") && !page.contains("href=\"/admin/libraries\""))
        }
    }
}
