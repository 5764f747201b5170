import Foundation
import SatchelAPI
import SatchelCore

/// What a product page says about the product, to prefill a wish from a pasted link.
///
/// JSON-LD (`<script type="application/ld+json">` with a schema.org `Product`) comes first;
/// OpenGraph and product meta tags fill the gaps, and `<title>` is the last resort for the name.
/// The page is untrusted: everything read from it is plain text, trimmed and limited, and only
/// `http(s)` image addresses are kept.
public struct ProductPage: Sendable, Equatable {
    public var name: String?
    public var price: Price?
    public var imageURL: String?
    public var link: String
    public var store: String?

    public init(name: String? = nil, price: Price? = nil, imageURL: String? = nil, link: String, store: String? = nil) {
        self.name = name
        self.price = price
        self.imageURL = imageURL
        self.link = link
        self.store = store
    }

    static let urlLimit = 2000

    /// Fetches `link` safely and reads it. The wish keeps the link as the user gave it; the page's
    /// final address (after redirects) is what relative image addresses are resolved against.
    public static func fetch(_ link: String, fetcher: SafeFetcher) async throws -> ProductPage {
        let fetched = try await fetcher.fetch(link)
        var page = parse(html: decodeBody(fetched.body, contentType: fetched.contentType), pageURL: fetched.finalURL)
        page.link = link.trimmingCharacters(in: .whitespacesAndNewlines)
        return page
    }

    /// UTF-8, or ISO-8859-1 when the page says so or is not valid UTF-8.
    static func decodeBody(_ body: [UInt8], contentType: String?) -> String {
        let declared = contentType?.lowercased() ?? ""
        let latin1 = declared.contains("iso-8859-1") || declared.contains("latin1") || declared.contains("windows-1252")
        if !latin1, let text = String(bytes: body, encoding: .utf8) {
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: body.map { Unicode.Scalar($0) })
        return text
    }

    public static func parse(html: String, pageURL: String) -> ProductPage {
        let scan = HTMLScan(html)
        let ld = ProductFacts.fromJSONLD(scan.jsonLD)

        var meta: [String: String] = [:]
        for attributes in scan.metas {
            let rawKey = attributes["property"] ?? attributes["name"] ?? attributes["itemprop"]
            guard let key = rawKey?.trimmingCharacters(in: .whitespaces).lowercased(),
                  let content = attributes["content"],
                  !content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                  meta[key] == nil
            else { continue }
            meta[key] = content
        }

        var page = ProductPage(link: pageURL)
        page.name = clean(ld.name) ?? clean(meta["og:title"]) ?? clean(scan.title)
        let images: [String?] = [ld.image, meta["og:image:secure_url"], meta["og:image"], meta["og:image:url"]]
        page.imageURL = images.compactMap { $0.flatMap { WebAddress.absoluteHTTP(HTMLEntities.decode($0), base: pageURL, maxLength: urlLimit) } }.first
        page.store = clean(ld.seller) ?? clean(meta["og:site_name"]) ?? clean(ld.brand)

        let metaAmount = (meta["product:price:amount"] ?? meta["og:price:amount"] ?? meta["price"]).map { PriceValue.text($0) }
        let metaCurrency = meta["product:price:currency"] ?? meta["og:price:currency"] ?? meta["pricecurrency"]
        if let amount = ld.amount, let currency = currencyCode(ld.currency ?? metaCurrency) {
            page.price = makePrice(amount, currency: currency)
        }
        if page.price == nil, let amount = metaAmount, let currency = currencyCode(metaCurrency ?? ld.currency) {
            page.price = makePrice(amount, currency: currency)
        }
        return page
    }

    // MARK: - Text

    /// Entities decoded, control characters and runs of white space made one space, trimmed,
    /// at most `limit` characters; nil when nothing is left.
    static func clean(_ raw: String?, limit: Int = 120) -> String? {
        guard let raw else { return nil }
        let limited = String(UserText.collapsed(HTMLEntities.decode(raw)).prefix(limit)).trimmingCharacters(in: .whitespaces)
        return limited.isEmpty ? nil : limited
    }


    // MARK: - Money

    enum PriceValue: Sendable, Equatable {
        /// A JSON number: `.` is the decimal point.
        case number(Double)
        /// Text as a page writes it: `1299.00`, `1 299,00`, `1.299,00 kr`, `$1,299`.
        case text(String)
    }

    static let currencySymbols: [String: String] = ["€": "EUR", "£": "GBP", "US$": "USD", "KČ": "CZK"]

    /// An ISO 4217 code (three letters) from what a page gives.
    static func currencyCode(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let text = HTMLEntities.decode(raw).trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if let code = currencySymbols[text] { return code }
        guard text.count == 3, text.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        return text
    }

    static func makePrice(_ value: PriceValue, currency: String) -> Price? {
        guard let amount = minorUnits(value, currency: currency), amount > 0 else { return nil }
        return Price(amount: amount, currency: currency)
    }

    /// The amount in minor units of `currency` (its ISO 4217 exponent), computed on the decimal
    /// digits as text so nothing is lost to binary floating point. More fraction digits than the
    /// currency has are rounded half up. Nil for negative, ranged or unreadable amounts.
    static func minorUnits(_ value: PriceValue, currency: String) -> Int? {
        let exponent = Money.minorDigits(currency)
        var integer = ""
        var fraction = ""
        switch value {
        case .number(let number):
            // `description` is the shortest text that reads back as the same Double: for a
            // price written with up to 15 significant digits, exactly what the page wrote.
            guard number.isFinite, number >= 0 else { return nil }
            let text = number.description
            guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            integer = String(parts[0])
            fraction = parts.count > 1 ? String(parts[1]) : ""
        case .text(let raw):
            var text = HTMLEntities.decode(raw).trimmingCharacters(in: .whitespacesAndNewlines)
            for dash in [",-", ".-", ",–", ".–"] where text.hasSuffix(dash) { text = String(text.dropLast(2)) }
            var kept: [Character] = []
            for character in text {
                if character.isASCII, character.isNumber || character == "." || character == "," {
                    kept.append(character)
                } else if character == "-" || character == "–" || character == "+" {
                    return nil
                }
                // Anything else (spaces, thin spaces, apostrophes, currency signs and codes) is dropped.
            }
            guard let split = splitDecimal(kept, exponent: exponent) else { return nil }
            (integer, fraction) = split
        }
        guard !(integer.isEmpty && fraction.isEmpty),
              (integer + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var roundUp = false
        if fraction.count > exponent {
            let dropped = fraction.dropFirst(exponent)
            roundUp = dropped.first.map { $0 >= "5" } ?? false
            fraction = String(fraction.prefix(exponent))
        }
        fraction += String(repeating: "0", count: exponent - fraction.count)
        var digits = Substring(integer + fraction)
        while digits.count > 1, digits.first == "0" { digits = digits.dropFirst() }
        guard digits.count <= 15, let amount = Int(digits.isEmpty ? "0" : digits) else { return nil }
        return amount + (roundUp ? 1 : 0)
    }

    /// Splits written digits at the decimal separator. With both `.` and `,`, the last one is the
    /// decimal separator. With one kind: several are thousands separators; a single one followed
    /// by exactly three digits after a one-to-three-digit, non-zero whole part is a thousands
    /// separator too (`1,299` or `1.299`), unless the currency has three decimals.
    static func splitDecimal(_ characters: [Character], exponent: Int) -> (String, String)? {
        let separators = characters.filter { $0 == "." || $0 == "," }
        guard let last = characters.lastIndex(where: { $0 == "." || $0 == "," }) else {
            return (String(characters), "")
        }
        let mark = characters[last]
        let whole = characters[..<last].filter { $0 != "." && $0 != "," }
        let after = characters[(last + 1)...]
        if separators.contains(where: { $0 != mark }) {
            // Both kinds: the other kind must not appear after the decimal separator.
            guard !after.contains(where: { $0 == "." || $0 == "," }) else { return nil }
            return (String(whole), String(after))
        }
        if separators.count > 1 {
            return (String(characters.filter { $0 != mark }), "")
        }
        let wholeDigits = String(characters[..<last])
        let grouping = after.count == 3 && exponent != 3 && (1...3).contains(wholeDigits.count)
            && wholeDigits.first != "0"
        return grouping ? (wholeDigits + String(after), "") : (wholeDigits, String(after))
    }
}
