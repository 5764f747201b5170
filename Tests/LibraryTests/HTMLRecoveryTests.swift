import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

/// A page that is not well-formed XHTML is read as HTML, as browsers read it: the book imports
/// with a warning that says where, and the page is served sanitised like any other.
@Suite("Pages read as HTML")
struct HTMLRecoveryTests {
    /// The tree in brief: `name(children)`, text in quotes, SVG and MathML names prefixed.
    static func shape(_ node: MarkupNode) -> String {
        switch node {
        case .text(let text): return "\"" + text + "\""
        case .element(let e):
            let prefix = e.namespace == XHTMLSanitizer.svg ? "svg:" : e.namespace == HTMLTree.mathML ? "math:" : ""
            return prefix + e.name + (e.children.isEmpty ? "" : "(" + e.children.map(shape).joined(separator: ",") + ")")
        }
    }

    static func tree(_ html: String) -> String { shape(.element(HTMLTree.parse(html))) }

    @Test func aLessThanSignThatStartsNoTagIsText() {
        #expect(Self.tree("<p>1 < 2 and 3 <= 4, a <3 b</p>") == #"html(head,body(p("1 < 2 and 3 <= 4, a <3 b")))"#)
    }

    @Test func aBareAddressInAnglesIsAnUnknownElementAndTheTextAroundItStays() {
        #expect(Self.tree("<p>Write to <list@host> now</p><p>next") == #"html(head,body(p("Write to ",list@host(" now")),p("next")))"#)
    }

    @Test func missingHtmlHeadAndBodyAreAdded() {
        #expect(Self.tree("<title>T</title><p>x") == #"html(head(title("T")),body(p("x")))"#)
        #expect(Self.tree("") == "html(head,body)")
    }

    @Test func paragraphsListItemsAndDefinitionsCloseWhenTheNextBegins() {
        #expect(Self.tree("<p>a<p>b<div>c</div><ul><li>1<li>2</ul><dl><dt>t<dd>d<dt>u</dl>")
            == #"html(head,body(p("a"),p("b"),div("c"),ul(li("1"),li("2")),dl(dt("t"),dd("d"),dt("u"))))"#)
        #expect(Self.tree("<ul><li>a<ul><li>b</ul><li>c</ul>") == #"html(head,body(ul(li("a",ul(li("b"))),li("c"))))"#)
        #expect(Self.tree("<select><option>a<option>b</select>") == #"html(head,body(select(option("a"),option("b"))))"#)
        #expect(Self.tree("<h1>a<h2>b</h2>c") == #"html(head,body(h1("a"),h2("b"),"c"))"#)
    }

    @Test func tablePartsCloseImplicitlyAndRowsGetTheirBody() {
        #expect(Self.tree("<table><tr><td>1<td>2<tr><th>3</table>after")
            == #"html(head,body(table(tbody(tr(td("1"),td("2")),tr(th("3")))),"after"))"#)
    }

    @Test func voidElementsHoldNothing() {
        #expect(Self.tree("<p>a<br>b<img src=x.png>c<hr>d") == #"html(head,body(p("a",br,"b",img,"c"),hr,"d"))"#)
    }

    @Test func endTagsThatCloseNothingAreIgnored() {
        #expect(Self.tree("</div></span><p>a</b>b</p></p>c") == #"html(head,body(p("ab"),"c"))"#)
        #expect(Self.tree("<p>x</body></html><p>y") == #"html(head,body(p("x"),p("y")))"#)
    }

    @Test func scriptAndStyleAreRawTextAndTitleDecodesReferences() {
        #expect(Self.tree(#"<title>A &amp; B</title><script>if (a<b) x("</p>")</script><style>p > a {}</style><p>x"#)
            == #"html(head(title("A & B"),script("if (a<b) x("</p>")"),style("p > a {}")),body(p("x")))"#)
    }

    @Test func commentsDoctypeAndProcessingInstructionsAreSkippedAndCDATAIsText() {
        #expect(Self.tree("<!DOCTYPE html><!-- a <p> comment --><?pi x?><p>a<![CDATA[<b>]]>c</p>") == #"html(head,body(p("a<b>c")))"#)
    }

    @Test func attributesMayBeQuotedUnquotedOrBareAndTheFirstOfANameCounts() throws {
        let root = HTMLTree.parse(#"<p ID=one class='two' hidden title="a &amp; b" id=again data-x=1 bad"name=x>t</p>"#)
        let p = try #require(root.descendants("p").first)
        #expect(p.attributes == ["id": "one", "class": "two", "hidden": "", "title": "a & b", "data-x": "1"])
    }

    @Test func svgAndMathMLKeepTheirNamesAsWrittenInTheirNamespaces() throws {
        let root = HTMLTree.parse(#"<svg viewBox="0 0 1 1"><linearGradient/><foreignObject><p>x</p></foreignObject></svg><math><mi>y</mi></math>z"#)
        #expect(Self.shape(.element(root)) == #"html(head,body(svg:svg(svg:linearGradient,svg:foreignObject(p("x"))),math:math(math:mi("y")),"z"))"#)
        #expect(root.descendants("svg").first?.attributes["viewBox"] == "0 0 1 1")
    }

    @Test func nestingIsCappedAndTheTextBelowTheCapStays() {
        let root = HTMLTree.parse(String(repeating: "<div>", count: 5000) + "deep")
        func depth(_ element: MarkupElement) -> Int { 1 + (element.elements.map(depth).max() ?? 0) }
        #expect(depth(root) <= HTMLTree.maxDepth)
        #expect(root.text == "deep")
    }

    /// A 56-page book whose 23rd page has a bare `<list@host>` (and a named reference before it,
    /// which parsing numbers, so columns would drift if they were not mapped back).
    static func book() -> BookFixture {
        var book = BookFixture(title: "Listan")
        book.chapters = (1...56).map { "<h1>Kapitel \($0)</h1><p>Det var en afton i början av maj.</p>" }
        book.chapters[22] = "<h1>Kapitel 23</h1><p>Skriv&hellip; till <list@host> om du vill vara med.</p><p>Sista stycket.</p>"
        return book
    }

    @Test func aBookWithOnePageThatIsNotXMLImportsWithOneWarningNamingFileLineAndColumn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Self.book().write(to: folder + "/listan.epub")
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 1)
            #expect(report.inserted == 1 && report.skipped.isEmpty, "\(report.skipped)")
            #expect(report.warned.map(\.what) == ["listan.epub"])
            let warnings = report.warned.first?.warnings ?? []
            #expect(warnings.count == 1, "\(warnings)")
            // Line 4 is "<body>" and the page; the "@" is its 53rd character as written ("&hellip;" counts as 8).
            let warning = try #require(warnings.first)
            #expect(warning.hasPrefix("OEBPS/text/chapter23.xhtml is not well-formed XHTML (line 4, column 53, near "), "\(warning)")
            #expect(warning.contains("<list@host>") && warning.contains("a tag that is not well-formed"), "\(warning)")
            #expect(warning.hasSuffix("it was read as HTML, as browsers read it"), "\(warning)")
            #expect(!warning.contains("NSXMLParserErrorDomain") && !warning.contains("error 68"), "\(warning)")
        }
    }

    @Test func thePageReadAsHTMLIsServedCleanedWithItsText() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("recovery-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.book().write(to: path)
        let publication = try Publication(file: path)
        let page = String(decoding: try publication.resource("OEBPS/text/chapter23.xhtml").body, as: UTF8.self)
        #expect(page.contains("<h1>Kapitel 23</h1>") && page.contains("Skriv\u{2026} till ") && page.contains("om du vill vara med.")
                && page.contains("<p>Sista stycket.</p>"), "\(page)")
        #expect(page.contains(#"<link rel="stylesheet" type="text/css" href="../style/book.css"/>"#), "\(page)")
        #expect(!page.contains("list@host"), "\(page)")
        if case .failure(let error) = MarkupElement.parse(Data(page.utf8)) { Issue.record("not well-formed: \(error.message)") }
        // The well-formed pages are as before.
        let other = String(decoding: try publication.resource("OEBPS/text/chapter22.xhtml").body, as: UTF8.self)
        #expect(other.contains("<h1>Kapitel 22</h1>"))
    }

    @Test func aReaderGetsThePageReadAsHTML() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.add(t, book: Self.book())
            let reader = try await t.patron("ada", at: library, card: "20000001")
            _ = try await t.borrow(title, as: reader)
            let page = try await t.request(.GET, "/publications/\(title)/OEBPS/text/chapter23.xhtml", token: reader.token)
            #expect(page.status == .ok && page.body.string.contains("om du vill vara med."), "\(page.body.string.prefix(300))")
        }
    }

    @Test func hostileXMLInAPageIsStillRefused() throws {
        var book = Self.book()
        book.chapters[10] = "<p>&lol;</p>"
        book.items = [("evil", "text/evil.xhtml", "application/xhtml+xml", Data("""
            <?xml version="1.0"?><!DOCTYPE html [<!ENTITY lol "lol">]><html><body><p>&lol; <broken</p></body></html>
            """.utf8))]
        #expect(try HostileEPUBTests.refusal(book) == "OEBPS/text/evil.xhtml declares XML entities")
    }
}
