import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

/// What an import tolerated in a book is kept with its title (issue 43): its staff page shows it,
/// the browser import's report lists it under the title, and importing the book again replaces it.
@Suite("Import warnings kept per title")
struct TitleImportWarningTests {
    static let fragmentWarning = "the reference text/chapter1.xhtml#top carries #top; it is read as text/chapter1.xhtml"

    /// Hemsöborna with `identifier`, its chapters referenced with a fragment (a warning) or not.
    static func book(identifier: String, fragments: Bool) -> BookFixture {
        var book = BookFixture(title: "Hemsöborna")
        book.packageDocument = EPUBToleranceTests.package(hrefs: (1...4).map { "text/chapter\($0).xhtml" + (fragments ? "#top" : "") })
            .replacingOccurrences(of: "Röda rummet", with: "Hemsöborna")
            .replacingOccurrences(of: #"urn:uuid:[0-9a-f-]+"#, with: identifier, options: .regularExpression)
        return book
    }

    /// Imports `books` (file name, book) as the command does, from a folder of their own.
    static func importEPUBs(_ t: TestContext, _ library: TestLibrary, _ books: [(String, BookFixture)]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("warnings-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, book) in books { try book.write(to: folder + "/" + name) }
        _ = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 1)
    }

    static func titleID(_ t: TestContext, _ library: TestLibrary) async throws -> UUID {
        let titles = try await t.context.libraryStore.staffTitles(library: library.id, containing: "Hemsöborna", limit: 10)
        #expect(titles.count == 1)
        return try #require(titles.first?.staffTitle(libraryLoanDays: 14).id)
    }

    @Test func aBooksWarningsAreKeptWithItsTitle() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.importEPUBs(t, library, [("hemso.epub", Self.book(identifier: "urn:isbn:9789100000001", fragments: true))])
            let warnings = try await t.context.libraryStore.warnings(title: try await Self.titleID(t, library), library: library.id)
            // One warning for each of the four chapters, in the order the book gave them.
            #expect(warnings.count == 4 && Set(warnings.map(\.file)) == ["hemso.epub"])
            #expect(warnings.first?.warning == Self.fragmentWarning)
        }
    }

    @Test func importingTheCorrectedBookAgainClearsItsWarnings() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.importEPUBs(t, library, [("hemso.epub", Self.book(identifier: "urn:isbn:9789100000001", fragments: true))])
            try await Self.importEPUBs(t, library, [("hemso-fixed.epub", Self.book(identifier: "urn:isbn:9789100000001", fragments: false))])
            let warnings = try await t.context.libraryStore.warnings(title: try await Self.titleID(t, library), library: library.id)
            #expect(warnings.isEmpty)
        }
    }

    @Test func theTitlesStaffPageShowsItsWarnings() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.importEPUBs(t, library, [("hemso.epub", Self.book(identifier: "urn:isbn:9789100000001", fragments: true))])
            let id = try await Self.titleID(t, library)
            var root = try await LibraryAdminTests.administrator(t)
            let page = try await root.get("/library/malmo/staff/titles/\(id.uuidString.lowercased())")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("id=\"warnings\"") && page.body.string.contains("carries #top"))
        }
    }

    @Test func theStaffAPIGivesATitlesWarningsWithItsData() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await Self.importEPUBs(t, library, [("hemso.epub", Self.book(identifier: "urn:isbn:9789100000001", fragments: true))])
            let id = try await Self.titleID(t, library)
            let root = try await t.createAdministrator("root")
            let res = try await t.request(TitleEditRoute.metadata(library: library.id, title: id), token: root.token)
            let metadata = try res.decode(TitleMetadata.self)
            #expect(metadata.importWarnings.count == 4 && metadata.importWarnings.first == TitleImportWarning(file: "hemso.epub", warning: Self.fragmentWarning))
        }
    }

    @Test func theBrowserImportsReportListsWarningsUnderTheirTitle() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("warned-\(UUID().uuidString).epub").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Self.book(identifier: "urn:isbn:9789100000001", fragments: true).write(to: path)
            var root = try await LibraryAdminTests.administrator(t)
            let res = try await LibraryAdminTests.upload(&root, slug: "malmo", [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))),
                                                         filename: "hemso.epub")
            let location = try #require(res.headers.first(name: .location))
            await t.context.browserImports.wait(try #require(UUID(uuidString: String(location.split(separator: "/").last ?? ""))))
            let id = try await Self.titleID(t, library)
            let report = try await root.get(location).body.string
            let section = try #require(report.range(of: "id=\"title-warnings\"").map { String(report[$0.lowerBound...]) })
            #expect(section.contains("href=\"/library/malmo/staff/titles/\(id.uuidString.lowercased())\""))
            #expect(section.contains("carries #top") && section.contains("File hemso.epub"))
        }
    }
}
