import Foundation
import ZIPFoundation

/// Readable books the project writes itself (its own text, no rights to clear), for the demo
/// world and the browser tests: one EPUB 3 with a navigation document and one EPUB 2 with an
/// NCX, several chapters each, long enough to turn pages. The EPUB 2 one has two shapes real
/// books have: a chapter its spine lists twice (`ch2.xhtml#part1`, `ch2.xhtml#part2`) and notes
/// outside the reading flow (`linear="no"`), reached from the contents.
public enum DemoBooks {
    struct Book {
        var file: String
        var identifier: String
        var title: String
        var author: String
        var fileAs: String
        var language: String
        var version: String
        var chapters: [(title: String, paragraphs: [String])]
        /// The chapter (index) the spine lists twice, each time for another part of it.
        var listedTwice: Int? = nil
        /// Notes outside the reading flow, last in the contents.
        var notes: (title: String, paragraphs: [String])? = nil
    }

    static let swedish: [String] = [
        "Kartan låg hopvikt i en gammal atlas på bibliotekets översta hylla, och ingen hade lånat atlasen på tjugo år.",
        "Maja vecklade ut den på bordet vid fönstret och såg att gatorna i Lindhamn hade andra namn än i dag.",
        "Där torget borde ligga fanns en sjö, och där sjön låg nu hade någon ritat ett litet hus med ett kryss.",
        "Bibliotekarien kom förbi med en vagn full av återlämnade böcker och stannade när hon såg kartan.",
        "– Den där har jag letat efter länge, sa hon, men sedan log hon och sköt vagnen vidare utan ett ord till.",
        "Utanför regnade det, och droppar rann i långa rader nedför rutan medan lamporna i läsesalen tändes en efter en.",
        "Maja skrev av namnen i sitt anteckningsblock: Fiskargränd, Tullbacken, Gamla bryggan och Kvarnstigen.",
        "Hon visste att Kvarnstigen fanns kvar, för den gick förbi skolan, men de andra namnen hade hon aldrig hört.",
        "Ju längre hon tittade, desto fler detaljer såg hon: en bro, en brunn, en rad med träd som inte längre fanns.",
        "När biblioteket stängde vek hon ihop kartan försiktigt och lade tillbaka den i atlasen, precis som den legat.",
    ]
    static let english: [String] = [
        "The ledger had a green cloth cover worn pale at the corners, and every page was ruled in faded red ink.",
        "Each evening the keeper wrote down the wind, the weather and every ship that passed the point before dark.",
        "Most entries were short: a schooner bound north, a fishing boat late home, fog from the east until noon.",
        "But in the spring of that year the entries grew longer, and the handwriting leaned as if written in a hurry.",
        "He described a light out on the water where no ship should be, steady for an hour and then gone.",
        "The lamp in the tower needed oil twice a night, and he climbed the hundred and twelve steps with a can in each hand.",
        "From the gallery he could see the whole bay, the village lights and the dark line of the northern shore.",
        "He counted the seconds between the flashes of the far buoy and wrote them down, as if numbers could explain it.",
        "In the morning the sea was flat and grey, and nothing in it suggested that anything had happened at all.",
        "Still, he wrote, a careful keeper does not trust a quiet morning, and he filled the lamp again before breakfast.",
    ]

    static func chapters(_ sentences: [String], titles: [String]) -> [(title: String, paragraphs: [String])] {
        titles.enumerated().map { n, title in
            // Each chapter reads its sentences in a different order, three to a paragraph.
            let paragraphs = (0..<18).map { p in
                (0..<3).map { s in sentences[(n * 7 + p * 3 + s * (n + 1)) % sentences.count] }.joined(separator: " ")
            }
            return (title, paragraphs)
        }
    }

    static var books: [Book] {
        [
            Book(file: "kartan-over-lindhamn.epub", identifier: "urn:satchel:demo:kartan-over-lindhamn", title: "Kartan över Lindhamn",
                 author: "Satchels bibliotek", fileAs: "Satchels bibliotek", language: "sv", version: "3.0",
                 chapters: chapters(swedish, titles: ["Atlasen", "Gatunamnen", "Huset vid sjön", "Kvarnstigen", "Bryggan"])),
            Book(file: "the-keepers-ledger.epub", identifier: "urn:satchel:demo:the-keepers-ledger", title: "The Keeper's Ledger",
                 author: "Satchel Library", fileAs: "Satchel Library", language: "en", version: "2.0",
                 chapters: chapters(english, titles: ["The Ledger", "A Light on the Water", "One Hundred and Twelve Steps", "Morning"]),
                 listedTwice: 1, notes: ("Notes on the Ledger", Array(english.prefix(4)))),
        ]
    }

    /// Writes the demo books into `directory` (created when missing); returns their paths.
    @discardableResult
    public static func write(to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try books.map { book in
            let path = directory + "/" + book.file
            try? FileManager.default.removeItem(atPath: path)
            try write(book, to: path)
            return path
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func write(_ book: Book, to path: String) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        func add(_ name: String, _ text: String) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: name == "mimetype" ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let epub3 = book.version == "3.0"
        try add("mimetype", "application/epub+zip")
        try add("META-INF/container.xml", """
            <?xml version="1.0"?>
            <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
              <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
            </container>
            """)
        var items = book.chapters.indices.map { "<item id=\"ch\($0 + 1)\" href=\"ch\($0 + 1).xhtml\" media-type=\"application/xhtml+xml\"/>" }
        var spine = book.chapters.indices.map { "<itemref idref=\"ch\($0 + 1)\"/>" }
        if let twice = book.listedTwice {
            // As some converters write it: one file, two manifest items for two of its sections.
            items[twice] = "<item id=\"ch\(twice + 1)\" href=\"ch\(twice + 1).xhtml#part1\" media-type=\"application/xhtml+xml\"/>"
                + "<item id=\"ch\(twice + 1)b\" href=\"ch\(twice + 1).xhtml#part2\" media-type=\"application/xhtml+xml\"/>"
            spine.insert("<itemref idref=\"ch\(twice + 1)b\"/>", at: twice + 1)
        }
        if book.notes != nil {
            items.append("<item id=\"notes\" href=\"notes.xhtml\" media-type=\"application/xhtml+xml\"/>")
            spine.insert("<itemref idref=\"notes\" linear=\"no\"/>", at: spine.count - 1)
        }
        let navItem = epub3 ? "<item id=\"nav\" href=\"nav.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>"
            : "<item id=\"ncx\" href=\"toc.ncx\" media-type=\"application/x-dtbncx+xml\"/>"
        let creator = epub3 ? "<dc:creator id=\"author\">\(escape(book.author))</dc:creator><meta refines=\"#author\" property=\"file-as\">\(escape(book.fileAs))</meta>"
            : "<dc:creator opf:role=\"aut\" opf:file-as=\"\(escape(book.fileAs))\">\(escape(book.author))</dc:creator>"
        try add("OEBPS/content.opf", """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" xmlns:opf="http://www.idpf.org/2007/opf" version="\(book.version)" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">\(book.identifier)</dc:identifier>
                <dc:title>\(escape(book.title))</dc:title>
                \(creator)
                <dc:language>\(book.language)</dc:language>
                <dc:publisher>Satchel</dc:publisher>
                <dc:subject>Fiction</dc:subject>
                <dc:description>\(escape(book.chapters[0].paragraphs[0]))</dc:description>
                \(epub3 ? "<meta property=\"dcterms:modified\">2026-11-22T00:00:00Z</meta>" : "")
              </metadata>
              <manifest>
                \(navItem)
                <item id="css" href="book.css" media-type="text/css"/>
                \(items.joined(separator: "\n    "))
              </manifest>
              <spine\(epub3 ? "" : " toc=\"ncx\"")>\(spine.joined())</spine>
            </package>
            """)
        try add("OEBPS/book.css", "body { font-family: serif; } h1 { text-align: center; margin: 2em 0 1em; } p { text-indent: 1.2em; margin: 0; }")
        if epub3 {
            let entries = book.chapters.enumerated().map { "<li><a href=\"ch\($0.offset + 1).xhtml\">\(escape($0.element.title))</a></li>" }
            try add("OEBPS/nav.xhtml", """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(book.language)">
                <head><title>\(escape(book.title))</title></head>
                <body><nav epub:type="toc"><h1>\(escape(book.title))</h1><ol>\(entries.joined())</ol></nav></body></html>
                """)
        } else {
            var points = book.chapters.enumerated().map { n, chapter in
                "<navPoint id=\"p\(n + 1)\" playOrder=\"\(n + 1)\"><navLabel><text>\(escape(chapter.title))</text></navLabel><content src=\"ch\(n + 1).xhtml\"/></navPoint>"
            }
            if let notes = book.notes {
                let n = points.count + 1
                points.append("<navPoint id=\"p\(n)\" playOrder=\"\(n)\"><navLabel><text>\(escape(notes.title))</text></navLabel><content src=\"notes.xhtml\"/></navPoint>")
            }
            try add("OEBPS/toc.ncx", """
                <?xml version="1.0" encoding="UTF-8"?>
                <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
                <head><meta name="dtb:uid" content="\(book.identifier)"/></head>
                <docTitle><text>\(escape(book.title))</text></docTitle>
                <navMap>\(points.joined())</navMap></ncx>
                """)
        }
        if let notes = book.notes {
            try add("OEBPS/notes.xhtml", """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" lang="\(book.language)" xml:lang="\(book.language)">
                <head><title>\(escape(notes.title))</title><link rel="stylesheet" type="text/css" href="book.css"/></head>
                <body><section id="notes"><h1>\(escape(notes.title))</h1>
                \(notes.paragraphs.map { "<p>\(escape($0))</p>" }.joined(separator: "\n"))
                </section></body></html>
                """)
        }
        for (n, chapter) in book.chapters.enumerated() {
            var paragraphs = chapter.paragraphs.map { "<p>\(escape($0))</p>" }.joined(separator: "\n")
            if n == book.listedTwice {
                // The second part, which the spine lists on its own.
                let half = chapter.paragraphs.count / 2
                paragraphs = "<div id=\"part1\">" + chapter.paragraphs[..<half].map { "<p>\(escape($0))</p>" }.joined(separator: "\n")
                    + "</div>\n<div id=\"part2\">" + chapter.paragraphs[half...].map { "<p>\(escape($0))</p>" }.joined(separator: "\n") + "</div>"
            }
            try add("OEBPS/ch\(n + 1).xhtml", """
                <?xml version="1.0" encoding="UTF-8"?>
                <html xmlns="http://www.w3.org/1999/xhtml" lang="\(book.language)" xml:lang="\(book.language)">
                <head><title>\(escape(chapter.title))</title><link rel="stylesheet" type="text/css" href="book.css"/></head>
                <body><section id="c\(n + 1)"><h1>\(escape(chapter.title))</h1>
                \(paragraphs)
                </section></body></html>
                """)
        }
    }
}
