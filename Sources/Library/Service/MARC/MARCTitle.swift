import Foundation

/// What the catalogue keeps of a MARC 21 bibliographic record.
public struct MARCTitle: Sendable, Equatable {
    public var controlNumber: String?
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var translators: [String]
    /// The uniform title (240), often the original title of a translation.
    public var originalTitle: String?
    public var publisher: String?
    /// The year of publication.
    public var year: Int?
    /// MARC language code (ISO 639-2/B, e.g. `eng`, `swe`).
    public var language: String?
    /// ISBN-10 or ISBN-13 digits (and X), without hyphens or qualifiers.
    public var isbns: [String]
    public var subjects: [String]
    public var description: String?
    public var pageCount: Int?
    public var series: String?
    public var seriesNumber: String?
    /// The title and the authors in their own script (Chinese, Japanese, Korean, Cyrillic,
    /// Arabic, Hebrew…), when the record gives them beside the romanisation: 880 fields linked by
    /// subfield 6 to the 245 and to the 100/110/700/710 they write otherwise.
    public var titleInScript: String?
    public var authorsInScript: [String] = []

    /// Nil when the record has no title (245 $a).
    public init?(_ r: MARCRecord) {
        guard let titleField = r.field("245"), let main = titleField.first("a").map(Self.trim), !main.isEmpty else { return nil }
        controlNumber = r.control("001").map(Self.spaceTrimmed)
        title = main
        subtitle = titleField.first("b").map(Self.trim).flatMap { $0.isEmpty ? nil : $0 }
        var authors: [String] = []
        var translators: [String] = []
        for field in r.fields("100") + r.fields("110") + r.fields("700") + r.fields("710") {
            guard let name = field.first("a").map(Self.trim), !name.isEmpty else { continue }
            let roles = (field.values("e") + field.values("4")).map { $0.lowercased() }
            if roles.contains(where: { $0.hasPrefix("trl") || $0.hasPrefix("translator") }) {
                translators.append(name)
            } else if field.tag.hasPrefix("1") || roles.isEmpty || roles.contains(where: { $0.hasPrefix("aut") || $0.hasPrefix("author") }) {
                authors.append(name)
            }
        }
        self.authors = Self.unique(authors)
        self.translators = Self.unique(translators)
        originalTitle = r.field("240")?.first("a").map(Self.trim)
        let imprint = r.field("264") ?? r.field("260")
        publisher = imprint?.first("b").map(Self.trim)
        year = imprint?.first("c").flatMap(Self.year) ?? r.control("008").flatMap { Self.year(String($0.dropFirst(7).prefix(4))) }
        let fixed = r.control("008").map { String($0.dropFirst(35).prefix(3)) }.map(Self.spaceTrimmed)
        language = (fixed?.count == 3 && fixed != "|||") ? fixed : r.field("041")?.first("a").map { String($0.prefix(3)) }
        isbns = Self.unique(r.fields("020").compactMap { $0.first("a").flatMap(Self.isbn) })
        subjects = Self.unique(r.fields("650").compactMap { $0.first("a").map(Self.trim) } + r.fields("651").compactMap { $0.first("a").map(Self.trim) })
        description = r.field("520")?.first("a").map(Self.spaceTrimmed)
        pageCount = r.field("300")?.first("a").flatMap(Self.pages)
        if let series = r.field("490") ?? r.field("830") {
            self.series = series.first("a").map(Self.trim)
            seriesNumber = series.first("v").map(Self.trim)
        }
        let alternates = Self.alternates(r)
        if let script = titleField.alternate(in: alternates) ?? alternates.first(where: { $0.linkedTag == "245" })?.field,
           let main = script.first("a").map(Self.trim), !main.isEmpty {
            let sub = script.first("b").map(Self.trim).flatMap { $0.isEmpty ? nil : $0 }
            titleInScript = sub.map { main + " : " + $0 } ?? main
        }
        var people: [String] = []
        for field in r.fields("100") + r.fields("110") + r.fields("700") + r.fields("710") {
            guard let name = field.first("a").map(Self.trim), authors.contains(name),
                  let script = field.alternate(in: alternates)?.first("a").map(Self.trim), !script.isEmpty else { continue }
            people.append(script)
        }
        // Names given only in their script (880 with occurrence 00: linked to no field).
        for alternate in alternates where alternate.occurrence == "00" && ["100", "110", "700", "710"].contains(alternate.linkedTag) {
            if let name = alternate.field.first("a").map(Self.trim), !name.isEmpty { people.append(name) }
        }
        authorsInScript = Self.unique(people)
    }

    /// An 880 field (alternate graphic representation) with what its subfield 6 says it writes
    /// otherwise: `245-01/$1` is the 245 whose own subfield 6 is `880-01`.
    struct Alternate {
        var field: MARCField
        var linkedTag: String
        var occurrence: String
    }

    static func alternates(_ r: MARCRecord) -> [Alternate] {
        r.fields("880").compactMap { field in
            guard let link = field.first("6"), link.count >= 6 else { return nil }
            let tag = String(link.prefix(3))
            let occurrence = String(link.dropFirst(4).prefix(2))
            return Alternate(field: field, linkedTag: tag, occurrence: occurrence)
        }
    }

    /// Without the ISBD punctuation cataloguers end subfields with (" /", " :", ",", ";", ".").
    static func trim(_ s: String) -> String {
        var text = spaceTrimmed(s)
        while let last = text.last, "/:;,=".contains(last) || (last == "." && !text.hasSuffix("..") && !Self.endsWithInitial(text)) {
            text.removeLast()
            text = spaceTrimmed(text)
        }
        return text
    }

    /// Without surrounding spaces and tabs; plain ASCII without Foundation (most records).
    static func spaceTrimmed(_ s: String) -> String {
        guard s.utf8.allSatisfy({ $0 < 0x80 }) else { return s.trimmingCharacters(in: .whitespaces) }
        let bytes = s.utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })!
        return first == bytes.startIndex && last == bytes.index(before: bytes.endIndex) ? s : String(s[first...last])
    }

    /// "Smith, J." keeps its full stop: it ends an initial, not a sentence.
    static func endsWithInitial(_ s: String) -> Bool {
        let parts = s.split(separator: " ")
        guard let last = parts.last else { return false }
        return last.count == 2 && last.first!.isUppercase
    }

    static func year(_ text: String) -> Int? {
        let digits = Array(text)
        for i in 0..<max(0, digits.count - 3) {
            let four = String(digits[i..<i + 4])
            if four.allSatisfy(\.isNumber), let value = Int(four), (1000...2999).contains(value) { return value }
        }
        return nil
    }

    static func isbn(_ text: String) -> String? {
        let candidate = text.prefix { !$0.isWhitespace && $0 != "(" }.filter { $0.isNumber || $0 == "X" || $0 == "x" }.uppercased()
        return candidate.count == 10 || candidate.count == 13 ? candidate : nil
    }

    static func pages(_ text: String) -> Int? {
        // "406 p.", "xii, 320 pages", "1 online resource (250 pages)": the largest number before p./pages.
        var best: Int?
        let scanner = text.replacingOccurrences(of: "(", with: " ").split(separator: " ")
        for (i, word) in scanner.enumerated() {
            let digits = word.filter(\.isNumber)
            guard !digits.isEmpty, digits.count == word.trimmingCharacters(in: CharacterSet(charactersIn: ",;")).count,
                  let value = Int(digits), i + 1 < scanner.count else { continue }
            let unit = scanner[i + 1].lowercased()
            if unit.hasPrefix("p") { best = max(best ?? 0, value) }
        }
        return best
    }

    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
