import Foundation
import SatchelAPI
import SatchelCore

/// What staff may write into a title: the catalogue's limits (`CatalogueEntry.clean`) said as
/// refusals beside the field instead of silent trimming, a language as ISO 639-2, a date as
/// `YYYY[-MM[-DD]]`, ISBNs with their check digit.
enum TitleEditRules {
    /// `change` over `entry`; every refused field named at once. A value the title already has
    /// (an import's, kept by a form that sends every field) is not refused again.
    static func apply(_ change: TitleMetadataChange, to entry: CatalogueEntry) throws -> CatalogueEntry {
        var e = entry
        var issues: [FieldIssue] = []
        func text(_ value: String?, _ field: String, max: Int, multiline: Bool = false) -> String?? {
            guard let value else { return .none }
            let clean = UserText.clean(value, multiline: multiline)
            if clean.count > max { issues.append(FieldIssue(field: field, code: "library.staff.too_long", args: ["max": "\(max)"])) }
            return .some(clean.isEmpty ? nil : clean)
        }
        func list(_ values: [String]?, _ field: String, max: Int, each: Int) -> [String]? {
            guard let values else { return nil }
            let clean = values.map { UserText.clean($0) }.filter { !$0.isEmpty }
            if clean.count > max { issues.append(FieldIssue(field: field, code: "library.staff.too_many", args: ["max": "\(max)"])) }
            if clean.contains(where: { $0.count > each }) {
                issues.append(FieldIssue(field: field, code: "library.staff.too_long", args: ["max": "\(each)"]))
            }
            return clean
        }
        if let title = change.title {
            let clean = UserText.clean(title)
            if clean.isEmpty {
                issues.append(FieldIssue(field: "title", code: "field.required"))
            } else if clean.count > 500 {
                issues.append(FieldIssue(field: "title", code: "library.staff.too_long", args: ["max": "500"]))
            }
            e.title = clean
        }
        if case .some(let v) = text(change.subtitle, "subtitle", max: 500) { e.subtitle = v }
        if let v = list(change.authors, "authors", max: 20, each: 200) { e.authors = v }
        if let v = list(change.translators, "translators", max: 20, each: 200) { e.translators = v }
        if case .some(let v) = text(change.originalTitle, "originalTitle", max: 500) { e.originalTitle = v }
        if case .some(let v) = text(change.publisher, "publisher", max: 200) { e.publisher = v }
        if case .some(let v) = text(change.published, "published", max: 10) {
            if let v, v != entry.published, !validDate(v) {
                issues.append(FieldIssue(field: "published", code: "library.staff.published"))
            }
            e.published = v
            e.year = v.flatMap { Int($0.prefix(4)) }
        }
        if case .some(let v) = text(change.language, "language", max: 8) {
            let code = CatalogueText.normalisedLanguage(v)
            if let code, code != entry.language, code.count != 3 || !code.allSatisfy({ $0.isASCII && $0.isLetter }) {
                issues.append(FieldIssue(field: "language", code: "library.staff.language"))
            }
            e.language = code
        }
        if let v = list(change.subjects, "subjects", max: 30, each: 200) { e.subjects = v }
        if case .some(let v) = text(change.description, "description", max: 20_000, multiline: true) { e.description = v }
        if case .some(let v) = text(change.series, "series", max: 300) { e.series = v }
        if case .some(let v) = text(change.seriesNumber, "seriesNumber", max: 20) { e.seriesNumber = v }
        if let values = change.isbns {
            var isbns: [String] = []
            for value in values {
                let digits = ISBN.compact(value)
                guard !digits.isEmpty else { continue }
                if ISBN.isValid(digits) || entry.isbns.contains(digits) {
                    if !isbns.contains(digits) { isbns.append(digits) }
                } else if !issues.contains(where: { $0.field == "isbns" }) {
                    issues.append(FieldIssue(field: "isbns", code: "library.staff.isbn", args: ["isbn": value]))
                }
            }
            if isbns.count > 20 { issues.append(FieldIssue(field: "isbns", code: "library.staff.too_many", args: ["max": "20"])) }
            e.isbns = isbns
        }
        if let pages = change.pageCount {
            if pages == 0 {
                e.pageCount = nil
            } else if (1...100_000).contains(pages) {
                e.pageCount = pages
            } else {
                issues.append(FieldIssue(field: "pageCount", code: "library.staff.pages"))
            }
        }
        guard issues.isEmpty else { throw AppError(.validation, "validation", fields: issues) }
        return e
    }

    /// `1869`, `2008-05`, `2019-05-20`: a real date from the year 1000 on.
    static func validDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 }),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), let year = Int(parts[0]), year >= 1000 else { return false }
        if parts.count >= 2 {
            guard let month = Int(parts[1]), (1...12).contains(month) else { return false }
            if parts.count == 3 {
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = TimeZones.utc
                guard let day = Int(parts[2]), day >= 1,
                      let days = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month))!),
                      days.contains(day) else { return false }
            }
        }
        return true
    }
}
