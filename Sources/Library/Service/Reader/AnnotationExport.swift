import Foundation
import SatchelAPI
import SatchelCore

/// A person's highlights and notes to take away: a W3C AnnotationCollection (JSON-LD, one
/// AnnotationPage, each annotation with the stylesheet its `stylesClass` names) and Markdown.
enum AnnotationExport {
    static let stylesheet = ReaderAnnotation.colours.map { colour in
        ".highlight-\(colour) { background-color: \(css[colour] ?? "#fff3a3"); }"
    }.joined(separator: " ")

    private static let css = ["yellow": "#fff3a3", "green": "#c7f0c2", "blue": "#c6e2ff", "pink": "#ffd1e3"]

    struct Stylesheet: Encodable {
        var type = "CssStylesheet"
        var value = AnnotationExport.stylesheet
    }

    /// An annotation as exported: itself plus the stylesheet its class is in.
    struct Item: Encodable {
        var annotation: ReaderAnnotation
        enum Keys: String, CodingKey { case stylesheet }

        func encode(to encoder: any Encoder) throws {
            try annotation.encode(to: encoder)
            var extra = encoder.container(keyedBy: Keys.self)
            try extra.encode(Stylesheet(), forKey: .stylesheet)
        }
    }

    struct Page: Encodable {
        var type = "AnnotationPage"
        var startIndex = 0
        var items: [Item]
    }

    struct Collection: Encodable {
        var context = "http://www.w3.org/ns/anno.jsonld"
        var id: String
        var type = "AnnotationCollection"
        var label: String
        var total: Int
        var first: Page

        enum CodingKeys: String, CodingKey { case context = "@context", id, type, label, total, first }
    }

    static func jsonLD(_ books: [TitleAnnotations], label: String) throws -> Data {
        let items = books.flatMap(\.items).map { Item(annotation: $0) }
        let collection = Collection(id: "urn:uuid:" + UUID().uuidString.lowercased(), label: label, total: items.count, first: Page(items: items))
        let encoder = JSONEncoder.api
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(collection)
    }

    /// `# Title — Author`, `## Chapter`, the quote, the note, its colour and date (UTC).
    static func markdown(_ books: [TitleAnnotations], _ localizer: Localizer) -> String {
        var out = ""
        let utc = DateFormatter()
        utc.locale = Locale(identifier: "en_US_POSIX")
        utc.timeZone = TimeZone(identifier: "UTC")
        utc.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        for book in books {
            let authors = book.authors.joined(separator: ", ")
            out += "# " + book.title + (authors.isEmpty ? "" : " — " + authors) + "\n\n"
            var chapter: String?
            for a in book.items {
                let here = a.target.locator.title
                if here != chapter, let here {
                    out += "## " + here + "\n\n"
                }
                chapter = here
                out += a.exact.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n") + "\n\n"
                if a.anchor == "orphaned" { out += "*" + localizer.t("library.notes.orphaned") + "*\n\n" }
                if let note = a.note { out += note + "\n\n" }
                out += "— " + localizer.t("library.notes.colour_" + a.colour) + ", " + utc.string(from: a.created) + "\n\n"
            }
        }
        return out
    }
}
