import Foundation
@testable import Library
import Testing

@Suite("A book's contents")
struct TableOfContentsTests {
    static func toc(_ book: BookFixture) throws -> [(String, String)] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("toc-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try book.write(to: path)
        return try Publication(file: path).toc.map { ($0.title, $0.href) }
    }

    static let byHeadings = (1...4).map { ("Kapitel \($0)", "OEBPS/text/chapter\($0).xhtml") }

    @Test func aNavigationDocumentWithOneEntryForTheWholeBookFallsBackToTheChaptersHeadings() throws {
        var book = BookFixture()
        book.navItems = #"<li><a href="text/chapter1.xhtml">Start</a></li>"#
        let toc = try Self.toc(book)
        #expect(toc.map(\.0) == Self.byHeadings.map(\.0) && toc.map(\.1) == Self.byHeadings.map(\.1))
    }

    @Test func contentsPointingAtNothingInTheBookFallBackToo() throws {
        var book = BookFixture()
        book.navItems = #"<li><a href="text/gone1.xhtml">Ett</a></li><li><a href="text/gone2.xhtml">Två</a></li>"#
        #expect(try Self.toc(book).map(\.0) == Self.byHeadings.map(\.0))
    }

    @Test func usableContentsAreKeptAsTheBookGivesThem() throws {
        var book = BookFixture()
        book.navItems = #"<li><a href="text/chapter1.xhtml">Början</a></li><li><a href="text/chapter3.xhtml#mitten">Mitten</a></li>"#
        let toc = try Self.toc(book)
        #expect(toc.map(\.0) == ["Början", "Mitten"])
        #expect(toc.map(\.1) == ["OEBPS/text/chapter1.xhtml", "OEBPS/text/chapter3.xhtml#mitten"])
    }
}
