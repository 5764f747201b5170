import Foundation
import SatchelCore

/// A title's metadata on its way into the catalogue, from a MARC record or an EPUB.
public struct CatalogueEntry: Sendable {
    public var sourceKey: String
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    /// "Surname, Given" forms for sorting, where the source has them.
    public var authorSortName: String?
    public var translators: [String] = []
    public var originalTitle: String?
    public var publisher: String?
    public var published: String?
    public var year: Int?
    public var language: String?
    public var isbns: [String] = []
    public var subjects: [String] = []
    public var description: String?
    public var pageCount: Int?
    public var series: String?
    public var seriesNumber: String?
    public var cover: String?
    public var epubFile: String?
    /// Nil: unlimited.
    public var copies: Int?
    /// The title and authors in their own script, beside the romanised ones (MARC 880).
    public var titleInScript: String?
    public var authorsInScript: [String] = []

    public init(sourceKey: String, title: String, authors: [String]) {
        self.sourceKey = sourceKey
        self.title = title
        self.authors = authors
    }

    public init(marc m: MARCTitle, copies: Int?) {
        let key = m.controlNumber.map { "marc:" + $0 } ?? m.isbns.first.map { "isbn:" + $0 } ?? "marc:" + m.title
        self.init(sourceKey: key, title: m.title, authors: m.authors)
        subtitle = m.subtitle
        translators = m.translators
        originalTitle = m.originalTitle
        publisher = m.publisher
        year = m.year
        published = m.year.map(String.init)
        language = m.language
        isbns = m.isbns
        subjects = m.subjects
        description = m.description
        pageCount = m.pageCount
        series = m.series
        seriesNumber = m.seriesNumber
        titleInScript = m.titleInScript
        authorsInScript = m.authorsInScript
        self.copies = copies
    }

    /// The source key is the book's ISBN or identifier when it has a real one; without, its
    /// title here, and the importer keys it by its file instead (`identity`).
    public init(epub p: EPUBPackage, copies: Int?) {
        let key = Self.identity(p) ?? "epub:" + p.title
        self.init(sourceKey: key, title: p.title, authors: p.authors)
        subtitle = p.subtitle
        authorSortName = p.contributors.first { $0.role == "aut" }?.sortName
        translators = p.translators
        publisher = p.publisher
        published = p.date.map { String($0.prefix(10)) }
        year = p.date.flatMap { Int($0.prefix(4)) }
        language = CatalogueText.normalisedLanguage(p.language)
        isbns = p.isbns
        subjects = p.subjects
        description = p.description
        self.copies = copies
    }

    /// What says which book an EPUB is: its first real ISBN (`isbn:…`), else its real package
    /// identifier (`epub:…`); nil when it has only placeholders (`unknown`, an all-zero UUID),
    /// which many unrelated books share.
    static func identity(_ p: EPUBPackage) -> String? {
        if let isbn = p.isbns.first(where: { !isPlaceholderIdentifier($0) }) { return "isbn:" + isbn }
        if let identifier = p.identifier, !isPlaceholderIdentifier(identifier) { return "epub:" + identifier }
        return nil
    }

    static let placeholderIdentifiers: Set<String> = [
        "unknown", "none", "null", "nil", "undefined", "notavailable", "notapplicable", "tbd", "tba", "bookid", "uuid", "isbn",
        "identifier", "noisbn", "epub", "empty", "default", "calibre", "placeholder",
    ]

    /// `unknown`, `urn:uuid:00000000-0000-0000-0000-000000000000`, `0`, `n/a`: an identifier
    /// that identifies nothing.
    static func isPlaceholderIdentifier(_ identifier: String) -> Bool {
        var text = identifier.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        var stripped = true
        while stripped {
            stripped = false
            for prefix in ["urn:", "uuid:", "isbn:", "calibre:", "id:"] where text.hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count))
                stripped = true
            }
        }
        let significant = String(text.filter { $0.isLetter || $0.isNumber })
        return significant.count < 4 || Set(significant).count == 1 || placeholderIdentifiers.contains(significant)
    }

    static let placeholderTexts: Set<String> = [
        "unknown", "none", "null", "nil", "n/a", "na", "-", "--", "?", "tbd", "tba", "undefined", "empty", "description",
        "no description", "no description available", "okänd", "ingen", "ingen beskrivning", "neznámý", "neznámé", "žádný", "bez popisu",
    ]

    /// A description (or other text) that only says there is none: `unknown`, `n/a`, `-`.
    static func isPlaceholder(_ text: String?) -> Bool {
        guard let text else { return false }
        let bare = text.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "."))).lowercased()
        return bare.isEmpty || placeholderTexts.contains(bare)
    }

    /// A date before the year 1000: calibre writes `0101-01-01` for "no date".
    static func isPlaceholderDate(_ text: String?) -> Bool {
        guard let year = text.flatMap({ Int($0.trimmingCharacters(in: .whitespaces).prefix(4)) }) else { return false }
        return year < 1000
    }

    /// Trims every text to a sane length and drops control characters: catalogue data is
    /// untrusted input like any other. Placeholders (a description "unknown", a date before
    /// the year 1000) are no data.
    mutating func clean() {
        func tidy(_ s: String?, _ limit: Int) -> String? { UserText.optional(s, limit: limit) }
        func tidyMultiline(_ s: String?) -> String? { UserText.optional(s.map(Self.plainText), limit: 20_000, multiline: true) }
        title = tidy(title, 500) ?? "?"
        subtitle = tidy(subtitle, 500)
        authors = authors.compactMap { tidy($0, 200) }.prefix(20).map { $0 }
        translators = translators.compactMap { tidy($0, 200) }.prefix(20).map { $0 }
        authorSortName = tidy(authorSortName, 200)
        originalTitle = tidy(originalTitle, 500)
        publisher = tidy(publisher, 200)
        published = tidy(published, 20)
        language = tidy(language, 8)?.lowercased()
        subjects = Array(Set(subjects.compactMap { tidy($0, 200) })).sorted().prefix(30).map { $0 }
        description = tidyMultiline(description)
        if Self.isPlaceholder(description) { description = nil }
        if Self.isPlaceholderDate(published) { published = nil }
        if let year, year < 1000 { self.year = nil }
        series = tidy(series, 300)
        seriesNumber = tidy(seriesNumber, 20)
        titleInScript = tidy(titleInScript, 500)
        authorsInScript = authorsInScript.compactMap { tidy($0, 200) }.prefix(20).map { $0 }
        if let pages = pageCount, !(1...100_000).contains(pages) { pageCount = nil }
        if let copies, copies < 0 { self.copies = 0 }
    }

    /// Descriptions in EPUBs are often HTML: keep the words, paragraphs as blank lines.
    static func plainText(_ html: String) -> String {
        guard html.contains("<") || html.contains("&") else { return html }
        var out = ""
        var inTag = false
        var tag = ""
        for ch in html {
            if inTag {
                if ch == ">" {
                    inTag = false
                    let name = tag.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
                    if ["p", "br", "div", "li"].contains(where: { name == $0 || name.hasPrefix($0 + " ") }) { out += "\n" }
                } else {
                    tag.append(ch)
                }
            } else if ch == "<" {
                inTag = true
                tag = ""
            } else {
                out.append(ch)
            }
        }
        // Every reference decoded (`&eacute;`, `&#233;`, `&hellip;` too); a no-break space is a space here.
        out = HTMLEntities.decode(out).replacingOccurrences(of: "\u{00A0}", with: " ")
        return out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// The sort key of the first author: the catalogued "Surname, Given" form.
    func authorKey(language: String) -> String {
        let name = authorSortName ?? authors.first.map(CatalogueText.invertedName) ?? ""
        return CatalogueText.collationKey(name, language: language)
    }
}
