import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import SQLKit
import Testing
import ZIPFoundation

@Suite("Importing catalogues")
struct CatalogueImportTests {
    static let sample = Bundle.module.url(forResource: "loc-sample", withExtension: "mrc", subdirectory: "Fixtures")!.path

    @Test func marcRecordsBecomeSearchableTitles() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            let report = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: 2)
            #expect(report.inserted == 30 && report.skipped.isEmpty)
            let ada = try await t.signUp("ada")
            let found = try await t.searchTitles(library, "q=botanical%20materia", as: ada)
            #expect(found.total == 1)
            #expect(found.items.first?.title == "Botanical materia medica and pharmacology")
            #expect(found.items.first?.availability.copies == 2)
            let title = try await t.request(LibraryRoute.title(found.items[0].id), token: ada.token).decode(Title.self)
            #expect(title.subjects == ["Botany, Medical", "Homeopathy"])
            #expect(title.pageCount == 406 && title.summary.publisher == "P. H. Mallen Company")
        }
    }

    @Test func importingTheSameRecordsAgainFindsThemUnchangedInsteadOfDuplicating() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            _ = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: 1)
            let again = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: nil)
            #expect(again.inserted == 0 && again.updated == 0 && again.unchanged == 30 && again.given == 30)
            let more = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: 3)
            #expect(more.inserted == 0 && more.updated == 30, "a new licence is an update")
            #expect(try await TitleRecord.query(on: t.app.db).count() == 30)
            let ada = try await t.signUp("ada")
            #expect(try await t.searchTitles(library, "q=botanical", as: ada).total == 1)
        }
    }

    @Test func aBulkImportBuildsEverySecondaryIndexAgainAtTheEnd() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            let report = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: 2, bulk: true)
            #expect(report.inserted == 30)
            #expect(try await Self.missingIndexes(t).isEmpty)
            let ada = try await t.signUp("ada")
            let sorted = try await t.searchTitles(library, "sort=title&limit=50", as: ada)
            #expect(sorted.items.count == 30)
        }
    }

    @Test func anImportRestoresTheIndexesAnInterruptedBulkImportLeftDropped() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            try await CatalogueIndexes.drop(on: t.context.sql)
            #expect(try await Self.missingIndexes(t).count == CatalogueIndexes.all(postgres: t.context.isPostgres).count)
            _ = try await t.context.catalogueImport(library.record).importMARC(path: Self.sample, copies: 2, bulk: false)
            #expect(try await Self.missingIndexes(t).isEmpty)
        }
    }

    @Test func onlyAFileBiggerThanTheCatalogueIsLoadedInBulk() {
        #expect(CatalogueImport.isBulk(fileBytes: 231_000_000, titlesHeld: 0))
        #expect(!CatalogueImport.isBulk(fileBytes: 231_000_000, titlesHeld: 400_000))
        #expect(!CatalogueImport.isBulk(fileBytes: 5_000_000, titlesHeld: 0))
    }

    static func missingIndexes(_ t: TestContext) async throws -> [String] {
        let sql = t.context.sql
        let query: SQLQueryString = t.context.isPostgres ? "SELECT indexname AS name FROM pg_indexes" : "SELECT name FROM sqlite_master WHERE type = 'index'"
        let present = Set(try await sql.raw(query).all().map { try $0.decode(column: "name", as: String.self) })
        return CatalogueIndexes.all(postgres: t.context.isPostgres).map(\.name).filter { !present.contains($0) }
    }

    @Test func epubFilesGiveMetadataCoverAndBookAndBrokenOnesAreReported() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epubs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try EPUBFixture.write(to: folder + "/saga.epub", title: "Gösta Berlings saga", author: "Selma Lagerlöf", fileAs: "Lagerlöf, Selma")
        try Data("not a zip".utf8).write(to: URL(fileURLWithPath: folder + "/broken.epub"))
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 3)
            #expect(report.inserted == 1)
            #expect(report.skipped.count == 1 && report.skipped[0].what == "broken.epub" && report.skipped[0].reason == "it is not a ZIP archive")
            let record = try #require(try await TitleRecord.query(on: t.app.db).first())
            #expect(record.title == "Gösta Berlings saga" && record.authorList == ["Selma Lagerlöf"] && record.language == "swe")
            #expect(record.authorKey == CatalogueText.collationKey("Lagerlöf, Selma", language: "sv"))
            #expect(record.isbnList == ["9789100000001"] && record.copies == 3)
            let cover = try #require(record.cover)
            let ada = try await t.signUp("ada")
            let image = try await t.request(.GET, "/library/covers/" + cover, token: ada.token)
            #expect(image.status == .ok && image.headers.contentType?.subType == "png")
            let book = try #require(record.epubFile)
            #expect(FileManager.default.fileExists(atPath: t.app.satchel.settings.dataDirectory + "/library/books/" + book))
        }
    }

    @Test func aCoverNameFromOutsideTheStoreIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(.GET, "/library/covers/..%2F..%2Fsatchel.sqlite", token: ada.token)
            #expect(res.status == .notFound)
        }
    }
}

/// A small, valid EPUB 3 built in the test, with a PNG cover.
enum EPUBFixture {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    static func write(to path: String, title: String, author: String, fileAs: String) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        func add(_ name: String, _ data: Data) throws {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: name == "mimetype" ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", Data("application/epub+zip".utf8))
        try add("META-INF/container.xml", Data("""
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """.utf8))
        try add("OEBPS/content.opf", Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">urn:isbn:978-91-0-000000-1</dc:identifier>
                <dc:title>\(title)</dc:title>
                <dc:creator id="a1">\(author)</dc:creator>
                <meta refines="#a1" property="file-as">\(fileAs)</meta>
                <dc:language>sv</dc:language>
                <dc:description>&lt;p&gt;En roman.&lt;/p&gt;</dc:description>
              </metadata>
              <manifest>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
                <item id="cover" href="cover.png" media-type="image/png" properties="cover-image"/>
              </manifest>
              <spine><itemref idref="c1"/></spine>
            </package>
            """.utf8))
        try add("OEBPS/chapter1.xhtml", Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Äntligen.</p></body></html>".utf8))
        try add("OEBPS/cover.png", png)
    }
}
