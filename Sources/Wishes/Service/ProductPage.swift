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

// MARK: - JSON-LD

/// The facts one source (JSON-LD) gives, before cleaning.
struct ProductFacts {
    var name: String?
    var image: String?
    var amount: ProductPage.PriceValue?
    var currency: String?
    var seller: String?
    var brand: String?

    static let productTypes: Set<String> = ["product", "productgroup", "productmodel", "individualproduct", "someproducts"]

    /// The first product in the page's JSON-LD blocks, its gaps filled from its variants.
    static func fromJSONLD(_ blocks: [String]) -> ProductFacts {
        var products: [[String: JSONValue]] = []
        for block in blocks {
            guard let value = JSONLD.decode(block) else { continue }
            collectProducts(value, into: &products, depth: 0)
        }
        var named: [String: JSONValue]?
        for product in products where textValue(product["name"]) != nil {
            named = product
            break
        }
        guard let primary = named ?? products.first else { return ProductFacts() }
        var facts = ProductFacts(object: primary)
        var variants: [[String: JSONValue]] = []
        switch primary["hasVariant"] {
        case .array(let items)?:
            for case .object(let variant) in items.prefix(50) { variants.append(variant) }
        case .object(let variant)?:
            variants = [variant]
        default:
            break
        }
        for variant in variants {
            let other = ProductFacts(object: variant)
            if facts.amount == nil, let amount = other.amount {
                facts.amount = amount
                facts.currency = other.currency ?? facts.currency
            }
            facts.image = facts.image ?? other.image
            facts.seller = facts.seller ?? other.seller
            facts.brand = facts.brand ?? other.brand
        }
        return facts
    }

    /// Products in document order: at the top, in arrays, in `@graph` and in `mainEntity`, but
    /// not in item lists or related products (a category page is not one product).
    static func collectProducts(_ value: JSONValue, into products: inout [[String: JSONValue]], depth: Int) {
        guard depth < 16, products.count < 20 else { return }
        switch value {
        case .array(let items):
            for item in items.prefix(200) { collectProducts(item, into: &products, depth: depth + 1) }
        case .object(let object):
            if isProduct(object["@type"]) {
                products.append(object)
                return
            }
            for key in ["@graph", "mainEntity"] {
                if let child = object[key] { collectProducts(child, into: &products, depth: depth + 1) }
            }
        default:
            break
        }
    }

    static func isProduct(_ type: JSONValue?) -> Bool {
        switch type {
        case .string(let typeName)?:
            let local = typeName.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last
                .map { String($0) } ?? typeName
            return productTypes.contains(local.trimmingCharacters(in: .whitespaces).lowercased())
        case .array(let typeNames)?:
            for typeName in typeNames where isProduct(typeName) { return true }
            return false
        default:
            return false
        }
    }

    init() {}

    init(object p: [String: JSONValue]) {
        name = Self.textValue(p["name"])
        image = Self.imageValue(p["image"])
        let offer = Self.offerValue(p["offers"], depth: 0)
        amount = offer.amount
        currency = offer.currency
        seller = offer.seller
        brand = Self.nameValue(p["brand"]) ?? Self.nameValue(p["manufacturer"])
    }

    struct Offer {
        var amount: ProductPage.PriceValue?
        var currency: String?
        var seller: String?
    }

    /// An `Offer`, an `AggregateOffer` (`lowPrice`), a list of offers, or a `priceSpecification`:
    /// `price`, then `priceSpecification.price`, then `lowPrice`, then nested `offers`.
    static func offerValue(_ value: JSONValue?, depth: Int) -> Offer {
        guard depth < 6 else { return Offer() }
        switch value {
        case .array(let items)?:
            var offers: [Offer] = []
            for item in items.prefix(50) { offers.append(offerValue(item, depth: depth + 1)) }
            for offer in offers where offer.amount != nil && offer.currency != nil { return offer }
            for offer in offers where offer.amount != nil { return offer }
            return offers.first ?? Offer()
        case .object(let o)?:
            var result = Offer(amount: priceValue(o["price"]), currency: textValue(o["priceCurrency"]),
                               seller: nameValue(o["seller"]))
            for key in ["priceSpecification", "offers"] where result.amount == nil || result.currency == nil {
                let inner = offerValue(o[key], depth: depth + 1)
                if result.amount == nil, let amount = inner.amount {
                    result.amount = amount
                    result.currency = result.currency ?? inner.currency
                } else if result.currency == nil {
                    result.currency = inner.currency
                }
                result.seller = result.seller ?? inner.seller
                if key == "priceSpecification", result.amount == nil {
                    result.amount = priceValue(o["lowPrice"])
                }
            }
            return result
        default:
            return Offer()
        }
    }

    static func priceValue(_ value: JSONValue?) -> ProductPage.PriceValue? {
        switch value {
        case .number(let number)?:
            return .number(number)
        case .string(let text)?:
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : .text(text)
        default:
            return nil
        }
    }

    /// A string, the first of several, or a value object.
    static func textValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?:
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        case .array(let items)?:
            for item in items { if let text = textValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["@value"])
        default:
            return nil
        }
    }

    /// A name given as text or as an object (`Brand`, `Organization`) with a `name`.
    static func nameValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string?:
            return textValue(value)
        case .array(let items)?:
            for item in items { if let text = nameValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["name"])
        default:
            return nil
        }
    }

    /// An image as an address, a list of them, or an `ImageObject`.
    static func imageValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string?:
            return textValue(value)
        case .array(let items)?:
            for item in items { if let text = imageValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["url"]) ?? textValue(o["contentUrl"])
        default:
            return nil
        }
    }
}

/// Reads a JSON-LD block as pages really write it.
enum JSONLD {
    static func decode(_ block: String) -> JSONValue? {
        var text = block.trimmingCharacters(in: .whitespacesAndNewlines)
        for (opener, closer) in [("<!--", "-->"), ("//<![CDATA[", "//]]>"), ("<![CDATA[", "]]>")] {
            if text.hasPrefix(opener) { text = String(text.dropFirst(opener.count)) }
            if text.hasSuffix(closer) { text = String(text.dropLast(closer.count)) }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !text.isEmpty else { return nil }
        if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) { return value }
        return try? JSONDecoder().decode(JSONValue.self, from: Data(repair(text).utf8))
    }

    /// Mends the two mistakes pages make most: raw line breaks and tabs inside strings, and a
    /// comma before a closing bracket.
    static func repair(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                } else if c == "\n" {
                    out.append(contentsOf: "\\n".unicodeScalars)
                    continue
                } else if c == "\t" {
                    out.append(contentsOf: "\\t".unicodeScalars)
                    continue
                } else if c.value < 0x20 {
                    out.append(" ")
                    continue
                }
                out.append(c)
                continue
            }
            if c == "\"" {
                inString = true
            } else if c == "," {
                var j = i
                while j < scalars.count, scalars[j].properties.isWhitespace { j += 1 }
                if j < scalars.count, scalars[j] == "}" || scalars[j] == "]" { continue }
            }
            out.append(c)
        }
        return String(out)
    }
}

// MARK: - HTML

/// A forgiving pass over HTML that keeps what a product page needs: the `<meta>` tags' attributes
/// (raw, entities not yet decoded), the JSON-LD blocks and the first `<title>`. Comments are
/// skipped, and the contents of `<script>`, `<style>`, `<textarea>` and `<title>` are never read as
/// tags.
struct HTMLScan {
    var metas: [[String: String]] = []
    var jsonLD: [String] = []
    var title: String?

    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp"]

    init(_ html: String) {
        let b = Array(html.utf8)
        let n = b.count
        var i = 0
        while i < n {
            guard b[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if Self.matches(b, at: i, "<!--") {
                i = Self.find(b, "-->", from: i + 4).map { $0 + 3 } ?? n
                continue
            }
            var j = i + 1
            let closing = j < n && b[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            guard j < n, Self.isLetter(b[j]) else {
                i += 1
                continue
            }
            let nameStart = j
            while j < n, Self.isLetter(b[j]) || Self.isDigit(b[j]) || b[j] == UInt8(ascii: "-") || b[j] == UInt8(ascii: ":") {
                j += 1
            }
            let name = Self.lowercased(b[nameStart..<j])
            let (attributes, end) = Self.attributes(b, from: j)
            i = end
            if closing { continue }
            if name == "meta" {
                metas.append(attributes)
            } else if Self.rawTextElements.contains(name) {
                let close = Self.find(b, "</" + name, from: i) ?? n
                let content = String(decoding: b[i..<close], as: UTF8.self)
                if name == "script", Self.isJSONLD(attributes["type"]) {
                    jsonLD.append(content)
                } else if name == "title", title == nil {
                    title = content
                }
                i = close
            }
        }
    }

    static func isJSONLD(_ type: String?) -> Bool {
        guard let type else { return false }
        let media = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return HTMLEntities.decode(media).trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "application/ld+json"
    }

    /// The attributes of a tag from just after its name; returns them and the index after `>`.
    /// Names are lowercased; the first of a repeated name wins; values stay raw.
    static func attributes(_ b: [UInt8], from start: Int) -> ([String: String], Int) {
        let n = b.count
        var attributes: [String: String] = [:]
        var k = start
        while k < n {
            while k < n, isSpace(b[k]) || b[k] == UInt8(ascii: "/") { k += 1 }
            guard k < n else { break }
            if b[k] == UInt8(ascii: ">") { return (attributes, k + 1) }
            let nameStart = k
            k += 1  // the first character may be anything but space, `/` and `>` (even `=`)
            while k < n, !isSpace(b[k]), b[k] != UInt8(ascii: "="), b[k] != UInt8(ascii: ">"), b[k] != UInt8(ascii: "/") {
                k += 1
            }
            let name = lowercased(b[nameStart..<k])
            while k < n, isSpace(b[k]) { k += 1 }
            var value = ""
            if k < n, b[k] == UInt8(ascii: "=") {
                k += 1
                while k < n, isSpace(b[k]) { k += 1 }
                if k < n, b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") {
                    let quote = b[k]
                    let valueStart = k + 1
                    var e = valueStart
                    while e < n, b[e] != quote { e += 1 }
                    value = String(decoding: b[valueStart..<e], as: UTF8.self)
                    k = min(e + 1, n)
                } else {
                    let valueStart = k
                    while k < n, !isSpace(b[k]), b[k] != UInt8(ascii: ">") { k += 1 }
                    value = String(decoding: b[valueStart..<k], as: UTF8.self)
                }
            }
            if attributes[name] == nil { attributes[name] = value }
        }
        return (attributes, n)
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
    static func isLetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
    static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    static func lower(_ c: UInt8) -> UInt8 { (0x41...0x5A).contains(c) ? c + 0x20 : c }

    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { Self.lower($0) }, as: UTF8.self)
    }

    /// Whether `needle` (ASCII) is at `index`, ignoring case.
    static func matches(_ b: [UInt8], at index: Int, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard index >= 0, index + pattern.count <= b.count else { return false }
        for (offset, c) in pattern.enumerated() where lower(b[index + offset]) != lower(c) { return false }
        return true
    }

    /// The index of the next `needle` (ASCII, ignoring case) at or after `from`.
    static func find(_ b: [UInt8], _ needle: String, from: Int) -> Int? {
        guard let first = needle.utf8.first else { return nil }
        var i = max(0, from)
        let firstLower = lower(first)
        while i < b.count {
            if lower(b[i]) == firstLower, matches(b, at: i, needle) { return i }
            i += 1
        }
        return nil
    }
}
