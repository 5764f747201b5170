import Fluent
import Foundation
@testable import Library
import SatchelTesting
import Testing
import ZIPFoundation

/// EPUB 3 books built in the tests: chapters with a navigation document, a style sheet and an
/// image, plus whatever hostile entries a test adds.
struct BookFixture {
    var title = "Röda rummet"
    var chapters: [String] = (1...4).map { n in
        "<h1>Kapitel \(n)</h1>" + String(repeating: "<p>Det var en afton i början av maj. Den lilla trädgården på Mosebacke.</p>", count: 40)
    }
    /// Extra manifest items: (id, href, media type, bytes).
    var items: [(String, String, String, Data)] = []
    /// Raw archive entries added as they are (paths not checked), with their type.
    var rawEntries: [(String, Data, Entry.EntryType)] = []
    /// Replaces the whole package document.
    var packageDocument: String?
    /// Replaces the navigation document's list items.
    var navItems: String?
    var compressAll = true
    /// The package's unique identifier; nil: a new `urn:uuid:` each time the book is written.
    var identifier: String?
    var language = "sv"
    /// More package metadata (`<dc:description>…`), as written.
    var metadata = ""

    func write(to path: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        func add(_ name: String, _ data: Data, type: Entry.EntryType = .file) throws {
            try archive.addEntry(with: name, type: type, uncompressedSize: Int64(data.count),
                                 compressionMethod: name == "mimetype" || !compressAll ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", Data("application/epub+zip".utf8))
        try add("META-INF/container.xml", Data("""
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """.utf8))
        let chapterItems = chapters.indices.map { "<item id=\"c\($0 + 1)\" href=\"text/chapter\($0 + 1).xhtml\" media-type=\"application/xhtml+xml\"/>" }
        let extra = items.map { "<item id=\"\($0.0)\" href=\"\($0.1)\" media-type=\"\($0.2)\"/>" }
        try add("OEBPS/content.opf", Data((packageDocument ?? """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">\(identifier ?? "urn:uuid:" + UUID().uuidString.lowercased())</dc:identifier>
                <dc:title>\(title)</dc:title>
                <dc:creator>August Strindberg</dc:creator>
                <dc:language>\(language)</dc:language>
                \(metadata)
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="css" href="style/book.css" media-type="text/css"/>
                <item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>
                \(chapterItems.joined(separator: "\n"))
                \(extra.joined(separator: "\n"))
              </manifest>
              <spine>\(chapters.indices.map { "<itemref idref=\"c\($0 + 1)\"/>" }.joined())</spine>
            </package>
            """).utf8))
        let nav = navItems ?? chapters.indices.map { "<li><a href=\"text/chapter\($0 + 1).xhtml\">Kapitel \($0 + 1)</a></li>" }.joined()
        try add("OEBPS/nav.xhtml", Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Innehåll</title></head>
            <body><nav epub:type="toc"><h1>Innehåll</h1><ol>\(nav)</ol></nav></body></html>
            """.utf8))
        try add("OEBPS/style/book.css", Data("p { text-indent: 1em; } h1 { background: url(../images/cover.png); }".utf8))
        try add("OEBPS/images/cover.png", EPUBFixture.png)
        for (n, body) in chapters.enumerated() {
            try add("OEBPS/text/chapter\(n + 1).xhtml", Data("""
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
                <head><title>Kapitel \(n + 1)</title><link rel="stylesheet" type="text/css" href="../style/book.css"/></head>
                <body>\(body)</body></html>
                """.utf8))
        }
        for (_, href, _, data) in items { try add("OEBPS/" + href, data) }
        for (name, data, type) in rawEntries { try add(name, data, type: type) }
    }
}

extension TestLibrary {
    /// Imports `book` (two copies) and returns its title id.
    func add(_ t: TestContext, book: BookFixture) async throws -> UUID {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("books-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try book.write(to: folder + "/book.epub")
        let report = try await t.context.catalogueImport(record).importEPUBs(directory: folder, copies: 2)
        guard report.skipped.isEmpty else { throw ImportFailure(description: report.skipped.map(\.reason).joined(separator: "; ")) }
        return try #require(try await TitleRecord.query(on: t.app.db).filter(\.$title == book.title).first()?.id)
    }
}
