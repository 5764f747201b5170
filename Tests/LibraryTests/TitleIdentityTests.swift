import Fluent
import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// Which imported book is which title: real books share placeholder identifiers, and one
/// identifier can cover every translation of a guide. And metadata that only says "none".
@Suite("Title identity and placeholder metadata")
struct TitleIdentityTests {
    /// A folder of books written once (so importing it again gives the very same files).
    struct Folder {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)").path

        init(_ books: [String: BookFixture]) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try add(books)
        }

        func add(_ books: [String: BookFixture]) throws {
            for (name, book) in books { try book.write(to: path + "/" + name) }
        }

        func remove(_ name: String) { try? FileManager.default.removeItem(atPath: path + "/" + name) }

        func delete() { try? FileManager.default.removeItem(atPath: path) }
    }

    static func book(_ title: String, identifier: String?, language: String = "sv", chapter: String = "Det var en afton i maj.") -> BookFixture {
        var book = BookFixture(title: title)
        book.identifier = identifier
        book.language = language
        book.chapters = ["<h1>\(title)</h1><p>\(chapter)</p>"]
        return book
    }

    static func run(_ t: TestContext, _ library: TestLibrary, _ folder: Folder) async throws -> CatalogueImport.Report {
        try await t.context.catalogueImport(library.record).importEPUBs(directory: folder.path, copies: 1)
    }

    @Test func booksWhoseIdentifierIsUnknownStayDifferentTitles() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = try Folder([
                "a.epub": Self.book("Hemsöborna", identifier: "unknown"),
                "b.epub": Self.book("Inferno", identifier: "unknown"),
                // Even the same title: without a real identifier, another file is another book.
                "c.epub": Self.book("Inferno", identifier: "unknown", chapter: "En annan bok med samma namn."),
            ])
            defer { folder.delete() }
            let report = try await Self.run(t, library, folder)
            #expect(report.inserted == 3 && report.updated == 0 && report.unchanged == 0, "\(report.skipped)")
            #expect(try await TitleRecord.query(on: t.app.db).count() == 3)
        }
    }

    @Test func oneIdentifierInTwoLanguagesIsTwoTitlesAndANewFileOfTheSameBookUpdatesIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let guide = "urn:uuid:7f0c6a52-3c4e-4b53-9d0e-2b1f4f6f0a11"
            let folder = try Folder([
                "en.epub": Self.book("Quick Start Guide", identifier: guide, language: "en"),
                "sv.epub": Self.book("Quick Start Guide", identifier: guide, language: "sv"),
                "sv-titled.epub": Self.book("Kom igång", identifier: guide, language: "sv"),
            ])
            defer { folder.delete() }
            let first = try await Self.run(t, library, folder)
            #expect(first.inserted == 3 && first.updated == 0, "\(first.skipped)")
            let keys = try await TitleRecord.query(on: t.app.db).all().map(\.sourceKey)
            #expect(Set(keys).count == 3)
            // A new edition of the English guide (same identifier, title and language, another file) is the same title.
            folder.remove("sv.epub")
            folder.remove("sv-titled.epub")
            try folder.add(["en.epub": Self.book("Quick Start Guide", identifier: guide, language: "en", chapter: "Second edition.")])
            let second = try await Self.run(t, library, folder)
            #expect(second.inserted == 0 && second.updated == 1 && second.unchanged == 0, "\(second.skipped)")
            #expect(try await TitleRecord.query(on: t.app.db).count() == 3)
        }
    }

    @Test func importingTheSameFilesAgainLeavesThemUnchanged() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = try Folder([
                "a.epub": Self.book("Hemsöborna", identifier: "urn:isbn:9789100000018"),
                "b.epub": Self.book("Inferno", identifier: "unknown"),
            ])
            defer { folder.delete() }
            let first = try await Self.run(t, library, folder)
            #expect(first.inserted == 2)
            let again = try await Self.run(t, library, folder)
            #expect(again.inserted == 0 && again.updated == 0 && again.unchanged == 2 && again.skipped.isEmpty)
            #expect(try await TitleRecord.query(on: t.app.db).count() == 2)
        }
    }

    @Test func theImportCountsEveryFileOnceAsNewUpdatedUnchangedOrRefused() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = try Folder([
                "first.epub": Self.book("Hemsöborna", identifier: "urn:uuid:1d6f2c1e-9a7b-4c1e-8f00-5b2d1e0c9a33"),
                "unknown.epub": Self.book("Inferno", identifier: "unknown"),
            ])
            defer { folder.delete() }
            try Data("not a zip".utf8).write(to: URL(fileURLWithPath: folder.path + "/broken.epub"))
            let first = try await Self.run(t, library, folder)
            #expect(first.inserted == 2 && first.skipped.count == 1 && first.given == 3)
            // Then: the first book's new edition, a new book, the unchanged one, the broken one.
            folder.remove("first.epub")
            try folder.add([
                "edition.epub": Self.book("Hemsöborna", identifier: "urn:uuid:1d6f2c1e-9a7b-4c1e-8f00-5b2d1e0c9a33", chapter: "Andra upplagan."),
                "new.epub": Self.book("Röda rummet", identifier: "urn:uuid:9e3b7c55-0f1a-4d2b-a6c8-3e5f7a9b1c2d"),
            ])
            let second = try await Self.run(t, library, folder)
            #expect(second.inserted == 1 && second.updated == 1 && second.unchanged == 1 && second.skipped.map(\.what) == ["broken.epub"])
            #expect(second.given == 4) // the four files in the folder
            #expect(try await TitleRecord.query(on: t.app.db).count() == 3)
        }
    }

    @Test func placeholderMetadataIsNotImported() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var book = Self.book("Kokoro", identifier: "urn:uuid:4b1c2d3e-5f60-4a7b-8c9d-0e1f2a3b4c5d", language: "jpn")
            book.metadata = "<dc:description>Unknown</dc:description><dc:date>0101-01-01T00:00:00+00:00</dc:date>"
            let id = try await library.add(t, book: book)
            let record = try #require(try await TitleRecord.find(id, on: t.app.db))
            #expect(record.description == nil && record.published == nil && record.yearValue == 0)
            #expect(record.language == "jpn")
        }
    }

    /// A title stored before imports knew placeholders: as calibre wrote it.
    static func storedWithPlaceholders(_ t: TestContext, _ library: TestLibrary) async throws -> UUID {
        var e = CatalogueEntry(sourceKey: "epub:unknown", title: "Kokoro", authors: ["Natsume Sōseki"])
        e.description = "unknown"
        e.published = "0101-01-01"
        e.year = 101
        e.language = "jpn"
        e.copies = 1
        _ = try await CatalogueWriter(context: t.context, library: library.record).write([e])
        return try #require(try await TitleRecord.query(on: t.app.db).filter(\.$sourceKey == "epub:unknown").first()?.id)
    }

    @Test func storedPlaceholdersAreHiddenInTheAPI() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let id = try await Self.storedWithPlaceholders(t, library)
            let ada = try await t.signUp("ada")
            let title = try await t.request(LibraryRoute.title(id), token: ada.token).decode(Title.self)
            #expect(title.description == nil && title.published == nil && title.summary.year == nil)
            #expect(title.summary.language == "jpn")
        }
    }

    @Test func storedPlaceholdersAreHiddenOnTheTitlesPageAndTheLanguageIsNamed() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let id = try await Self.storedWithPlaceholders(t, library)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/library/malmo/titles/\(id.uuidString.lowercased())").body.string
            #expect(page.contains("Kokoro"))
            #expect(!page.contains(#"<section class="description""#) && !page.contains(">unknown<"), "\(page)")
            #expect(!page.contains("101</dd>") && !page.contains("<dd>0101"), "\(page)")
            #expect(page.contains("<dd>Japanese</dd>") && !page.contains("<dd>jpn</dd>"), "\(page)")
        }
    }

    @Test(arguments: [
        ("en", "jpn", "Japanese"), ("sv", "jpn", "Japanska"), ("cs", "jpn", "Japonština"),
        ("en", "rus", "Russian"), ("sv", "rus", "Ryska"), ("cs", "rus", "Ruština"),
        ("sv", "swe", "Svenska"), ("cs", "ger", "Němčina"), ("en", "und", ""), ("en", "qaa", ""),
    ])
    func aLanguageCodeIsShownAsTheLanguagesNameInTheReadersLanguage(reader: String, code: String, shown: String) {
        #expect(LibraryViews.languageName(Localizer(language: reader), code) == shown)
    }

    @Test func aDateBeforeTheYear1000IsNoDate() {
        #expect(LibraryViews.published(Localizer(language: "en"), "0101-01-01", year: 101) == nil)
        #expect(LibraryViews.published(Localizer(language: "en"), "0101-01-01T00:00:00+00:00", year: nil) == nil)
        #expect(LibraryViews.published(Localizer(language: "en"), "2008-05-20", year: 2008) == "20 May 2008")
    }

    @Test func placeholderIdentifiersAreToldFromRealOnes() {
        for placeholder in ["unknown", "Unknown", "", "0", "n/a", "urn:uuid:00000000-0000-0000-0000-000000000000", "0000000000", "isbn"] {
            #expect(CatalogueEntry.isPlaceholderIdentifier(placeholder), "\(placeholder)")
        }
        for real in ["urn:uuid:7f0c6a52-3c4e-4b53-9d0e-2b1f4f6f0a11", "9789100000018", "urn:satchel:demo:kartan-over-lindhamn"] {
            #expect(!CatalogueEntry.isPlaceholderIdentifier(real), "\(real)")
        }
    }
}
