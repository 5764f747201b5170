import Fluent
import Foundation
@testable import Library
import SatchelTesting
import Testing
import ZIPFoundation

/// Books from the wild that mainstream reading systems open: each is built here with one
/// imperfection, and imports with a warning that names it (the hostile corpus stays refused).
@Suite("Imperfect EPUBs import, with warnings")
struct EPUBToleranceTests {
    /// A package document listing the fixture's four chapters under `hrefs`, with `extra` items.
    static func package(hrefs: [String], extra: String = "", ids: [String]? = nil) -> String {
        let ids = ids ?? hrefs.indices.map { "c\($0 + 1)" }
        let items = zip(ids, hrefs).map { "<item id=\"\($0)\" href=\"\($1)\" media-type=\"application/xhtml+xml\"/>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">urn:uuid:\(UUID().uuidString.lowercased())</dc:identifier>
                <dc:title>Röda rummet</dc:title><dc:creator>August Strindberg</dc:creator><dc:language>sv</dc:language>
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                \(items)
                \(extra)
              </manifest>
              <spine>\(ids.map { "<itemref idref=\"\($0)\"/>" }.joined())</spine>
            </package>
            """
    }

    static func read(_ book: BookFixture) throws -> EPUBPackage {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tolerance-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try book.write(to: path)
        return try EPUBPackage.read(path: path)
    }

    @Test func referencesWithFragmentsAreReadWithoutThem() throws {
        var book = BookFixture()
        book.packageDocument = Self.package(hrefs: (1...4).map { "text/chapter\($0).xhtml#o\($0 * 4)" })
        let package = try Self.read(book)
        #expect(package.readingOrder == (1...4).map { "OEBPS/text/chapter\($0).xhtml" })
        #expect(package.warnings.first == "the reference text/chapter1.xhtml#o4 carries #o4; it is read as text/chapter1.xhtml")
    }

    @Test func aNameInADifferentCaseIsFoundAsTheArchiveSpellsIt() throws {
        var book = BookFixture()
        book.packageDocument = Self.package(hrefs: (1...4).map { "Text/Chapter\($0).XHTML" })
        let package = try Self.read(book)
        #expect(package.readingOrder == (1...4).map { "OEBPS/text/chapter\($0).xhtml" })
        #expect(package.warnings.contains("OEBPS/Text/Chapter1.XHTML is named OEBPS/text/chapter1.xhtml in the archive"))
    }

    @Test func aPercentEncodedNameInTheArchiveMatchesItsDecodedReference() throws {
        var book = BookFixture()
        book.chapters = [book.chapters[0]]
        book.rawEntries = [("OEBPS/text/first%20chapter.xhtml", Data("""
            <?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Ett</title></head><body><p>Ett.</p></body></html>
            """.utf8), .file)]
        book.packageDocument = Self.package(hrefs: ["text/chapter1.xhtml", "text/first%20chapter.xhtml"])
        let package = try Self.read(book)
        #expect(package.readingOrder == ["OEBPS/text/chapter1.xhtml", "OEBPS/text/first%20chapter.xhtml"])
        #expect(package.warnings.contains("OEBPS/text/first chapter.xhtml is named OEBPS/text/first%20chapter.xhtml in the archive"))
    }

    @Test func aDuplicateIdUsesTheFirstItem() throws {
        var book = BookFixture()
        book.packageDocument = Self.package(hrefs: (1...4).map { "text/chapter\($0).xhtml" },
                                            extra: "<item id=\"c1\" href=\"text/chapter2.xhtml\" media-type=\"application/xhtml+xml\"/>")
        let package = try Self.read(book)
        #expect(package.readingOrder.first == "OEBPS/text/chapter1.xhtml")
        #expect(package.warnings == ["the manifest has the id c1 twice; the first is used"])
    }

    @Test func aMimetypeEntryThatIsNotFirstOrIsCompressedIsNoObstacle() throws {
        var book = BookFixture()
        book.compressAll = true
        book.rawEntries = [("mimetype2", Data("x".utf8), .file)]
        // The fixture writes mimetype first and stored; here the archive is rewritten with it last and deflated.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mimetype-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try book.write(to: path)
        let original = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        let moved = path + ".moved.epub"
        defer { try? FileManager.default.removeItem(atPath: moved) }
        let target = try Archive(url: URL(fileURLWithPath: moved), accessMode: .create)
        var mimetype = Data()
        for entry in original {
            var data = Data()
            _ = try original.extract(entry) { data.append($0) }
            if entry.path == "mimetype" { mimetype = data; continue }
            try target.addEntry(with: entry.path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { p, s in
                data.subdata(in: Int(p)..<Int(p) + s)
            }
        }
        try target.addEntry(with: "mimetype", type: .file, uncompressedSize: Int64(mimetype.count), compressionMethod: .deflate) { p, s in
            mimetype.subdata(in: Int(p)..<Int(p) + s)
        }
        #expect(try EPUBPackage.read(path: moved).readingOrder.count == 4)
    }

    @Test func theImportListsWarningsAndStillRefusesWhatCannotBeRead() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tolerance-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var fragments = BookFixture(title: "Hemsöborna")
            fragments.packageDocument = Self.package(hrefs: (1...4).map { "text/chapter\($0).xhtml#top" })
                .replacingOccurrences(of: "Röda rummet", with: "Hemsöborna")
            try fragments.write(to: folder + "/fragments.epub")
            var missing = BookFixture(title: "Inferno")
            missing.packageDocument = Self.package(hrefs: ["text/chapter1.xhtml", "text/nowhere.xhtml"])
                .replacingOccurrences(of: "Röda rummet", with: "Inferno")
            try missing.write(to: folder + "/missing.epub")
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 1)
            #expect(report.inserted == 1)
            #expect(report.warned.map(\.what) == ["fragments.epub"])
            #expect(report.skipped.map(\.what) == ["missing.epub"])
            #expect(report.skipped.first?.reason == "the spine's OEBPS/text/nowhere.xhtml is not in the archive")
        }
    }
}
