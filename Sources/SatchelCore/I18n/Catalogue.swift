import Foundation
import NIOConcurrencyHelpers

/// Every user-visible string, per language, loaded once from `Resources/Locales/<code>.json`.
public struct Catalogue: Sendable {
    public static let languages = ["en", "sv", "cs"]
    public static let shared = Catalogue()

    let tables: [String: [String: String]]

    init() {
        var tables: [String: [String: String]] = [:]
        for code in Self.languages {
            guard let url = Bundle.module.url(forResource: code, withExtension: "json", subdirectory: "Resources/Locales"),
                  let data = try? Data(contentsOf: url),
                  let table = try? JSONDecoder().decode([String: String].self, from: data)
            else { continue }
            tables[code] = table
        }
        self.tables = tables
    }

    public func keys(_ language: String) -> Set<String> { Set(tables[language]?.keys.map { $0 } ?? []) }

    func lookup(_ key: String, _ language: String) -> String? {
        tables[language]?[key] ?? tables["en"]?[key]
    }

    /// The best supported language for an `Accept-Language` header, else English.
    public static func negotiate(_ acceptLanguage: String?) -> String {
        guard let header = acceptLanguage else { return "en" }
        let ranked = header.split(separator: ",").compactMap { part -> (String, Double)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty else { return nil }
            let q = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (tag.lowercased(), q)
        }.sorted { $0.1 > $1.1 }
        for (tag, q) in ranked where q > 0 {
            let primary = String(tag.split(separator: "-").first ?? "")
            if languages.contains(primary) { return primary }
        }
        return "en"
    }
}

/// Strings and formats in one language, and times in one person's time zone.
public struct Localizer: Sendable {
    public let language: String
    public let locale: Locale
    /// The reader's zone: every time shown is in it (stored times are instants).
    public private(set) var timeZone: TimeZone = TimeZones.utc

    public init(language: String, timeZone: TimeZone = TimeZones.utc) {
        self = Self.shared[language] ?? Self.shared["en"]!
        self.timeZone = timeZone
    }

    private init(code: String, locale: String) {
        self.language = code
        self.locale = Locale(identifier: locale)
    }

    /// The zone's IANA name ("UTC" where Foundation says "GMT").
    public var timeZoneName: String { timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier }

    /// The locale as a BCP 47 tag ("en-GB"), for the browser's `Intl` to format as the server does.
    public var languageTag: String { locale.identifier.replacingOccurrences(of: "_", with: "-") }

    /// Made once: a Locale is costly to build and every request needs one.
    private static let shared: [String: Localizer] = [
        "en": Localizer(code: "en", locale: "en_GB"), "sv": Localizer(code: "sv", locale: "sv_SE"),
        "cs": Localizer(code: "cs", locale: "cs_CZ"),
    ]

    /// The text for `key` with `{name}` placeholders filled; the key itself if nothing matches.
    public func t(_ key: String, _ args: [String: String] = [:]) -> String {
        let text = Catalogue.shared.lookup(key, language) ?? key
        return args.isEmpty ? text : Self.fill(text, args)
    }

    /// `{name}` placeholders replaced in one pass (unknown ones kept as written).
    static func fill(_ template: String, _ args: [String: String]) -> String {
        var out = ""
        out.reserveCapacity(template.utf8.count + 32)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                rest = rest[open...]
                break
            }
            let name = String(rest[rest.index(after: open)..<close])
            out += args[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    /// A date and time in the reader's zone ("25 Nov 2026, 21:29").
    public func date(_ date: Date) -> String {
        self.date(date, timeZone: timeZone)
    }

    /// A date and time in another zone (a reminder's own, a restaurant's): "16 Jan 2026, 01:59".
    /// Made of a date part, a 24-hour time part and the language's pattern joining them
    /// (`format.date_time`), exactly as app.js builds them from the browser's `Intl`, so a time
    /// added live reads as one the server wrote.
    public func date(_ date: Date, timeZone: TimeZone) -> String {
        var day = Date.FormatStyle(locale: locale).day().month(.abbreviated).year()
        day.timeZone = timeZone
        var time = Date.FormatStyle(locale: locale).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
        time.timeZone = timeZone
        return t("format.date_time", ["date": date.formatted(day), "time": date.formatted(time)])
    }

    /// A time of day on a 24-hour clock ("22:00"), in `timeZone`.
    public func time(_ date: Date, timeZone: TimeZone) -> String {
        var style = Date.FormatStyle(locale: locale).hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
        style.timeZone = timeZone
        return date.formatted(style)
    }

    /// The weekday's name ("Thursday", "torsdag"), in `timeZone`.
    public func weekday(_ date: Date, timeZone: TimeZone) -> String {
        var style = Date.FormatStyle(locale: locale).weekday(.wide)
        style.timeZone = timeZone
        return date.formatted(style)
    }

    /// A day without a time ("Wednesday 25 November 2026"), in `timeZone` or the reader's.
    public func day(_ date: Date, timeZone: TimeZone? = nil) -> String {
        var style = Date.FormatStyle(date: .complete, time: .omitted, locale: locale)
        style.timeZone = timeZone ?? self.timeZone
        return date.formatted(style)
    }

    /// A calendar day stored as text ("2027-03-14", a list's date) as the reader writes it
    /// ("14 Mar 2027", "14 mars 2027"). It names a day, not an instant: no zone moves it. Text
    /// that is not such a day is shown as it is.
    public func calendarDay(_ iso: String) -> String {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, iso.count == 10,
              let day = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZones.utc,
                                       year: parts[0], month: parts[1], day: parts[2]).date else { return iso }
        var style = Date.FormatStyle(locale: locale).day().month(.abbreviated).year()
        style.timeZone = TimeZones.utc
        return day.formatted(style)
    }

    /// Minor units as a form field shows them for editing, with the language's decimal mark and
    /// no grouping: 37999 SEK → "379,99" in Swedish, "379.99" in English; whole amounts bare.
    /// `Money.minorUnits` reads either mark back.
    public func moneyField(minorUnits: Int, currency: String) -> String {
        let digits = Money.minorDigits(currency)
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let whole = minorUnits / scale, fraction = minorUnits % scale
        guard fraction != 0 else { return String(whole) }
        let mark = locale.decimalSeparator ?? "."
        let padded = String(repeating: "0", count: max(0, digits - String(fraction).count)) + String(fraction)
        return String(whole) + mark + padded
    }

    public func number(_ value: Int) -> String {
        value.formatted(IntegerFormatStyle<Int>(locale: locale))
    }

    /// A decimal with exactly `digits` fraction digits, in the reader's style ("4.5", "4,5").
    public func decimal(_ value: Double, digits: Int = 1) -> String {
        value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(digits)))
    }

    /// Names joined as the language joins them ("Ben and Fred", "Ben, Ann och Fred").
    public func list(_ items: [String]) -> String {
        items.formatted(.list(type: .and).locale(locale))
    }

    /// Money in integer minor units and an ISO 4217 code.
    public func money(minorUnits: Int, currency: String) -> String {
        let digits = Money.minorDigits(currency)
        let amount = Decimal(minorUnits) / pow(Decimal(10), digits)
        return amount.formatted(Money.style(code: currency, locale: locale))
    }
}

/// Money is integer minor units with an ISO 4217 currency.
public enum Money {
    /// Building a currency format is slow; a page of 500 prices reuses one per language and currency.
    private static let styles = NIOLockedValueBox<[String: Decimal.FormatStyle.Currency]>([:])

    static func style(code: String, locale: Locale) -> Decimal.FormatStyle.Currency {
        let key = locale.identifier + "|" + code
        if let style = styles.withLockedValue({ $0[key] }) { return style }
        let style = Decimal.FormatStyle.Currency(code: code, locale: locale)
        styles.withLockedValue { $0[key] = style }
        return style
    }

    /// How many minor-unit digits a currency has (most have 2).
    public static func minorDigits(_ currency: String) -> Int {
        switch currency.uppercased() {
        case "JPY", "KRW", "ISK", "CLP", "VND": return 0
        case "BHD", "KWD", "OMR", "JOD", "TND": return 3
        default: return 2
        }
    }
}
