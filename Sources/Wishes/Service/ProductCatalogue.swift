import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

extension SatchelContext {
    /// The product catalogue behind wish suggestions.
    public var products: ProductCatalogue { ProductCatalogue(core: self) }
}

/// What an import did. Rows with problems are skipped (the others still land) and listed here.
public struct ProductImportReport: Sendable, Equatable {
    public struct SkippedRow: Sendable, Equatable {
        /// CSV: the line the record starts on (the header is line 1). JSON: the product's
        /// position in the array, from 1.
        public var line: Int
        public var reason: String

        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// Products whose sku was new.
    public var inserted: Int
    /// Products whose sku was already in the catalogue (or earlier in the same file): replaced.
    public var updated: Int
    public var skipped: [SkippedRow]

    public init(inserted: Int, updated: Int, skipped: [SkippedRow]) {
        self.inserted = inserted
        self.updated = updated
        self.skipped = skipped
    }
}

public enum ProductFileFormat: String, Sendable, CaseIterable {
    case csv, json
}

/// Why a whole file could not be imported (a single bad row is skipped instead).
public enum ProductImportError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    case fileNotFound(String)
    case unreadable(path: String, reason: String)
    case csv(CSVError)
    case json(String)
    case empty
    case missingColumn(String)

    public var description: String {
        switch self {
        case .fileNotFound(let path): return "No such file: \(path)"
        case .unreadable(let path, let reason): return "Cannot read \(path): \(reason)"
        case .csv(let error): return "Not a valid CSV file: \(error.description)"
        case .json(let detail): return "Not a valid product JSON file: \(detail)"
        case .empty: return "The file is empty: a CSV file starts with a header row such as \(ProductFile.exampleHeader)"
        case .missingColumn(let column):
            return "The header row has no \(column) column (columns: \(ProductFile.exampleHeader))"
        }
    }

    public var errorDescription: String? { description }
}

/// The product catalogue: imported from CSV or JSON files, searched while the user types a
/// wish's name.
public struct ProductCatalogue: Sendable {
    let core: SatchelContext

    /// Rows per INSERT (and per transaction): 11 binds each stays far below both databases' limits.
    static let batchSize = 500
    static let columns = ["id", "sku", "search_key", "name", "brand", "category", "price_minor", "currency",
                          "image_url", "link", "updated_at"]
    /// What an upsert replaces: everything but the id and the sku itself.
    static let replacedColumns = ["search_key", "name", "brand", "category", "price_minor", "currency",
                                  "image_url", "link", "updated_at"]

    // MARK: search

    /// Products whose name, brand or category has a word starting with every word of `text`
    /// (case and diacritics ignored: "kol" and "KOLO" find "Horské kolo"). Names that start with
    /// the query come first, then shorter names, then by name. Under 2 characters: nothing.
    public func search(_ text: String, limit: Int = 8) async throws -> [ProductSuggestion] {
        let words = ProductText.fold(String(text.prefix(200)))
            .split(whereSeparator: \.isWhitespace).prefix(8).map(String.init)
        guard words.joined().count >= 2, limit > 0 else { return [] }
        let sql = core.db as! any SQLDatabase
        let select = sql.select()
            .columns(["id", "name", "brand", "category", "price_minor", "currency", "image_url", "link"])
            .from(ProductRecord.schema)
        for word in words {
            let pattern = "% " + ProductText.escapeLike(word) + "%"
            let condition: SQLQueryString = "\(ident: "search_key") LIKE \(bind: pattern) ESCAPE '!'"
            select.where(condition)
        }
        // The key starts with the name's words, so this is "the name starts with the query".
        let prefix = " " + ProductText.escapeLike(words.joined(separator: " ")) + "%"
        let startsWithQuery: SQLQueryString = "CASE WHEN \(ident: "search_key") LIKE \(bind: prefix) ESCAPE '!' THEN 0 ELSE 1 END"
        let nameLength: SQLQueryString = "LENGTH(\(ident: "name"))"
        select.orderBy(startsWithQuery).orderBy(nameLength).orderBy("name").orderBy("id").limit(min(limit, 50))
        return try await select.all().map { row in
            let amount = try row.decode(column: "price_minor", as: Int?.self)
            let currency = try row.decode(column: "currency", as: String?.self)
            return ProductSuggestion(
                id: try row.decode(column: "id", as: UUID.self),
                name: try row.decode(column: "name", as: String.self),
                brand: try row.decode(column: "brand", as: String.self),
                category: try row.decode(column: "category", as: String.self),
                price: amount.flatMap { amount in currency.map { Price(amount: amount, currency: $0) } },
                imageURL: try row.decode(column: "image_url", as: String?.self),
                link: try row.decode(column: "link", as: String?.self))
        }
    }

    // MARK: import

    /// Imports a CSV (`.csv`) or JSON (`.json`) file; any other name is read as JSON when it
    /// starts with `[` or `{`, else as CSV. Upserts by sku; see docs/products.md.
    public func importFile(at path: String) async throws -> ProductImportReport {
        let parsed = try await core.threadPool.runIfActive { try ProductFile.read(path: path) }
        return try await store(parsed)
    }

    /// Imports a file's contents (an upload, say).
    public func importData(_ data: Data, format: ProductFileFormat) async throws -> ProductImportReport {
        let parsed = try await core.threadPool.runIfActive { try ProductFile.parse(data, format: format) }
        return try await store(parsed)
    }

    /// Adds (or refreshes) a few demo products to try suggestions with.
    public func demoSeed() async throws {
        _ = try await upsert(ProductDemo.products.compactMap { try? ProductFile.row(from: $0).get() })
    }

    func store(_ parsed: ParsedProducts) async throws -> ProductImportReport {
        let counts = try await upsert(parsed.rows)
        return ProductImportReport(inserted: counts.inserted, updated: counts.updated, skipped: parsed.skipped)
    }

    struct Counts: Sendable {
        var inserted = 0
        var updated = 0
    }

    /// Writes rows in batches, one transaction each.
    func upsert(_ rows: [ProductRow]) async throws -> Counts {
        var total = Counts()
        var start = 0
        while start < rows.count {
            let batch = Array(rows[start..<min(start + Self.batchSize, rows.count)])
            start += Self.batchSize
            let now = core.now
            let counts = try await core.writeTransaction { tx in
                try await Self.write(batch, now: now, on: tx.db as! any SQLDatabase)
            }
            total.inserted += counts.inserted
            total.updated += counts.updated
        }
        return total
    }

    /// One multi-row `INSERT … ON CONFLICT (sku) DO UPDATE` (SQLite ≥ 3.24 and PostgreSQL).
    static func write(_ batch: [ProductRow], now: Date, on sql: any SQLDatabase) async throws -> Counts {
        // One statement may not touch a row twice (PostgreSQL refuses): the last row of a sku wins.
        var latest: [String: ProductRow] = [:]
        var order: [String] = []
        for row in batch {
            if latest[row.sku] == nil { order.append(row.sku) }
            latest[row.sku] = row
        }
        var known = Set(try await sql.select().column("sku").from(ProductRecord.schema)
            .where("sku", .in, order).all(decodingColumn: "sku", as: String.self))
        var counts = Counts()
        for row in batch {
            if known.insert(row.sku).inserted { counts.inserted += 1 } else { counts.updated += 1 }
        }
        let insert = sql.insert(into: ProductRecord.schema).columns(Self.columns)
        for sku in order {
            guard let row = latest[sku] else { continue }
            insert.values(row.sqlValues(id: UUID(), now: now))
        }
        try await insert
            .onConflict(with: "sku") { update in
                for column in Self.replacedColumns { update.set(excludedValueOf: column) }
                return update
            }
            .run()
        return counts
    }
}

/// A checked product, ready to store.
struct ProductRow: Sendable, Equatable {
    var sku: String
    var searchKey: String
    var name: String
    var brand: String
    var category: String
    var priceMinor: Int?
    var currency: String?
    var imageURL: String?
    var link: String?

    /// In the order of `ProductCatalogue.columns`.
    func sqlValues(id: UUID, now: Date) -> [any SQLExpression] {
        [SQLBind(id), SQLBind(sku), SQLBind(searchKey), SQLBind(name), SQLBind(brand), SQLBind(category),
         Self.bind(priceMinor), Self.bind(currency), Self.bind(imageURL), Self.bind(link), SQLBind(now)]
    }

    static func bind<Value: Encodable & Sendable>(_ value: Value?) -> any SQLExpression {
        if let value { return SQLBind(value) }
        return SQLLiteral.null
    }
}

struct ParsedProducts: Sendable {
    var rows: [ProductRow] = []
    var skipped: [ProductImportReport.SkippedRow] = []
}

/// How product text is cleaned, folded and matched.
enum ProductText {
    /// Lower case without diacritics: "Horské KOLO" → "horske kolo".
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// Name, brand and category folded, one space between words and one in front, so every
    /// word start is `" " + word`. Words with punctuation ("wh-1000xm5", "(black)") are followed,
    /// at the end, by their letter-and-digit parts, so "1000xm5" and "black" match too; the name
    /// stays first, so "the name starts with the query" is a prefix match on the key.
    static func searchKey(name: String, brand: String, category: String) -> String {
        let words = [name, brand, category].flatMap { fold($0).split(whereSeparator: \.isWhitespace) }
        var parts = words.map(String.init)
        for word in words where word.contains(where: { !$0.isLetter && !$0.isNumber }) {
            parts += word.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        return " " + parts.joined(separator: " ")
    }

    /// `%`, `_` and the escape character itself matched literally (`LIKE … ESCAPE '!'`).
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "!" || character == "%" || character == "_" { escaped.append("!") }
            escaped.append(character)
        }
        return escaped
    }

    /// Control characters and runs of white space (line breaks too) become one space; trimmed.
    static func clean(_ text: String?) -> String {
        guard let text else { return "" }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(scalar)
        }
        return String(out)
    }

    /// An absolute `http`/`https` address with a host.
    static func isWebAddress(_ text: String) -> Bool {
        guard text.count <= 2000, !text.contains(" "), let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return false }
        return true
    }

    /// A value for a message: short, in quotes.
    static func show(_ text: String) -> String {
        "“" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "”"
    }
}

/// Reading and checking product files.
enum ProductFile {
    static let maxName = WishRules.nameLength.upperBound
    static let maxBrand = 120
    static let maxCategory = 120
    static let maxSKU = 200
    static let exampleHeader = "sku,name,brand,category,price,currency,image_url,link"
    /// Column names as `canonical` makes them.
    static let knownColumns: Set<String> = ["sku", "id", "name", "brand", "category", "price", "currency", "imageurl", "link"]

    /// Column names match ignoring case, spaces, `_` and `-`: `Image URL`, `image_url`, `imageUrl`.
    static func canonical(_ column: String) -> String {
        column.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .filter { $0 != "_" && $0 != "-" && $0 != " " }
    }

    static func read(path: String) throws -> ParsedProducts {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProductImportError.fileNotFound(path)
        }
        guard !isDirectory.boolValue else { throw ProductImportError.unreadable(path: path, reason: "it is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ProductImportError.unreadable(path: path, reason: "permission denied")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ProductImportError.unreadable(path: path, reason: error.localizedDescription)
        }
        let format: ProductFileFormat
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "csv": format = .csv
        case "json": format = .json
        default: format = looksLikeJSON(data) ? .json : .csv
        }
        return try parse(data, format: format)
    }

    static func parse(_ data: Data, format: ProductFileFormat) throws -> ParsedProducts {
        switch format {
        case .csv: return try parseCSV(data)
        case .json: return try parseJSON(data)
        }
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The first byte that is not white space (after a byte order mark) opens an array or object.
    static func looksLikeJSON(_ data: Data) -> Bool {
        let bytes = data.starts(with: bom) ? data.dropFirst(bom.count) : data[...]
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }

    // MARK: CSV

    static func parseCSV(_ data: Data) throws -> ParsedProducts {
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: data)
        } catch let error as CSVError {
            throw ProductImportError.csv(error)
        }
        guard let header = records.first else { throw ProductImportError.empty }
        var columns: [String: Int] = [:]
        for (index, title) in header.fields.enumerated() {
            let key = canonical(title)
            if knownColumns.contains(key), columns[key] == nil { columns[key] = index }
        }
        guard columns["name"] != nil else { throw ProductImportError.missingColumn("name") }
        var parsed = ParsedProducts()
        for record in records.dropFirst() {
            let fields = record.fields
            if fields.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { continue }
            // Extra fields are only trusted when empty (a trailing comma); otherwise a comma in
            // an unquoted field has most likely shifted the columns.
            if fields.count > header.fields.count,
               !fields[header.fields.count...].allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                parsed.skipped.append(.init(
                    line: record.line,
                    reason: "has \(fields.count) fields but the header has \(header.fields.count) (a comma in an unquoted field?)"))
                continue
            }
            var values: [String: String] = [:]
            for (key, index) in columns where index < fields.count { values[key] = fields[index] }
            switch row(from: values) {
            case .success(let row): parsed.rows.append(row)
            case .failure(let problem): parsed.skipped.append(.init(line: record.line, reason: problem.reason))
            }
        }
        return parsed
    }

    // MARK: JSON

    /// One element of the products array: its known fields as text (numbers in their exact
    /// decimal form), whatever else it holds ignored.
    struct Input: Decodable {
        var values: [String: String] = [:]
        var unreadable: [String] = []
        var isObject = true

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }

        /// Never throws: a bad element is skipped and reported, not the whole file.
        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: Key.self) else {
                isObject = false
                return
            }
            for key in container.allKeys {
                let name = ProductFile.canonical(key.stringValue)
                guard ProductFile.knownColumns.contains(name), values[name] == nil else { continue }
                if (try? container.decodeNil(forKey: key)) == true { continue }
                if let text = try? container.decode(String.self, forKey: key) {
                    values[name] = text
                } else if let number = try? container.decode(Decimal.self, forKey: key) {
                    values[name] = number.description
                } else {
                    unreadable.append(name)
                }
            }
        }
    }

    struct Wrapped: Decodable {
        var products: [Input]
    }

    static func parseJSON(_ data: Data) throws -> ParsedProducts {
        let body = data.starts(with: bom) ? Data(data.dropFirst(bom.count)) : data
        let first = body.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        let inputs: [Input]
        do {
            if first == UInt8(ascii: "{") {
                inputs = try JSONDecoder().decode(Wrapped.self, from: body).products
            } else {
                inputs = try JSONDecoder().decode([Input].self, from: body)
            }
        } catch let error as DecodingError {
            throw ProductImportError.json(describe(error))
        }
        var parsed = ParsedProducts()
        for (index, input) in inputs.enumerated() {
            let position = index + 1
            guard input.isObject else {
                parsed.skipped.append(.init(line: position, reason: "is not an object"))
                continue
            }
            if !input.unreadable.isEmpty {
                let names = input.unreadable.map { $0 == "imageurl" ? "image_url" : $0 }.sorted().joined(separator: ", ")
                parsed.skipped.append(.init(line: position, reason: "\(names): neither text nor a number"))
                continue
            }
            switch row(from: input.values) {
            case .success(let row): parsed.rows.append(row)
            case .failure(let problem): parsed.skipped.append(.init(line: position, reason: problem.reason))
            }
        }
        return parsed
    }

    static func describe(_ error: DecodingError) -> String {
        if case .keyNotFound(let key, _) = error, key.stringValue == "products" {
            return "an object must hold the products in a \"products\" array"
        }
        if case .dataCorrupted(let context) = error {
            let cause = context.underlyingError.map { " (\($0))" } ?? ""
            return context.debugDescription + cause
        }
        return "expected an array of product objects, or an object with a \"products\" array"
    }

    // MARK: rows

    struct RowProblem: Error {
        let reason: String
    }

    enum PriceProblem: Error {
        case notANumber, negative, tooManyDecimals, tooLarge
    }

    /// Checks one product's fields (keyed by `canonical` column name) and cleans them. Every
    /// problem of the row is named, separated by semicolons.
    static func row(from values: [String: String]) -> Result<ProductRow, RowProblem> {
        var problems: [String] = []
        let name = ProductText.clean(values["name"])
        if name.isEmpty {
            problems.append("name is missing")
        } else if name.count > maxName {
            problems.append("name is longer than \(maxName) characters")
        }
        let brand = ProductText.clean(values["brand"])
        if brand.count > maxBrand { problems.append("brand is longer than \(maxBrand) characters") }
        let category = ProductText.clean(values["category"])
        if category.count > maxCategory { problems.append("category is longer than \(maxCategory) characters") }
        var sku = ProductText.clean(values["sku"])
        if sku.isEmpty { sku = ProductText.clean(values["id"]) }
        if sku.count > maxSKU { problems.append("sku is longer than \(maxSKU) characters") }

        var priceMinor: Int?
        var currency: String?
        let priceText = ProductText.clean(values["price"])
        if !priceText.isEmpty {
            let code = ProductText.clean(values["currency"]).uppercased()
            let knownCurrency = isCurrency(code)
            if code.isEmpty {
                problems.append("currency is required with a price")
            } else if !knownCurrency {
                problems.append("currency \(ProductText.show(code)) is not an ISO 4217 code such as CZK, SEK or EUR")
            }
            switch minorUnits(priceText, digits: Money.minorDigits(code)) {
            case .success(let amount):
                if knownCurrency {
                    priceMinor = amount
                    currency = code
                }
            case .failure(let problem):
                let shown = ProductText.show(priceText)
                switch problem {
                case .notANumber: problems.append("price \(shown) is not a decimal number such as 1299.90 or 1299,90")
                case .negative: problems.append("price \(shown) is negative")
                case .tooLarge: problems.append("price \(shown) is too large")
                case .tooManyDecimals:
                    problems.append(knownCurrency
                        ? "price \(shown) has more decimal places than \(code) has (\(Money.minorDigits(code)))"
                        : "price \(shown) has too many decimal places")
                }
            }
        }

        let link = ProductText.clean(values["link"])
        if !link.isEmpty, !ProductText.isWebAddress(link) {
            problems.append("link \(ProductText.show(link)) is not an http(s) address")
        }
        let image = ProductText.clean(values["imageurl"])
        if !image.isEmpty, !ProductText.isWebAddress(image) {
            problems.append("image_url \(ProductText.show(image)) is not an http(s) address")
        }
        guard problems.isEmpty else { return .failure(RowProblem(reason: problems.joined(separator: "; "))) }

        if sku.isEmpty {
            sku = link.isEmpty ? "name:" + ProductText.fold(name) + "|" + ProductText.fold(brand) : "link:" + link
        }
        return .success(ProductRow(
            sku: sku, searchKey: ProductText.searchKey(name: name, brand: brand, category: category),
            name: name, brand: brand, category: category, priceMinor: priceMinor, currency: currency,
            imageURL: image.isEmpty ? nil : image, link: link.isEmpty ? nil : link))
    }

    /// Three letters of a currency the app knows (ISO 4217).
    static func isCurrency(_ code: String) -> Bool {
        code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter } && WishRules.currencies.contains(code)
    }

    /// A decimal amount in major units ("1299.90", "1299,90", "1 299,9") as exact integer minor
    /// units of a currency with `digits` decimal places. Decimal text all the way: no floating point.
    static func minorUnits(_ text: String, digits: Int) -> Result<Int, PriceProblem> {
        let compact = text.filter { $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" }
        if compact.hasPrefix("-") { return .failure(.negative) }
        let whole: Substring
        let fraction: Substring
        if let separator = compact.firstIndex(where: { $0 == "." || $0 == "," }) {
            whole = compact[..<separator]
            fraction = compact[compact.index(after: separator)...]
            guard !fraction.isEmpty else { return .failure(.notANumber) }
        } else {
            whole = compact[...]
            fraction = ""
        }
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isWholeNumber }
        guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return .failure(.notANumber) }
        var decimals = fraction
        while decimals.count > digits, decimals.last == "0" { decimals.removeLast() }
        guard decimals.count <= digits else { return .failure(.tooManyDecimals) }
        guard whole.drop(while: { $0 == "0" }).count <= 15, let units = Int(whole) else { return .failure(.tooLarge) }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        var minor = Int(decimals) ?? 0
        for _ in decimals.count..<digits { minor *= 10 }
        let amount = units * scale + minor
        guard amount <= WishRules.maxPrice else { return .failure(.tooLarge) }
        return .success(amount)
    }
}

/// A few products to try suggestions with (`satchel serve --demo`).
enum ProductDemo {
    static let products: [[String: String]] = [
        ["sku": "demo-trek-marlin-5", "name": "Horské kolo Trek Marlin 5", "brand": "Trek", "category": "Kola",
         "price": "17990", "currency": "CZK", "link": "https://example.com/cz/kola/trek-marlin-5"],
        ["sku": "demo-kellys-spider-10", "name": "Horské kolo Kellys Spider 10", "brand": "Kellys", "category": "Kola",
         "price": "13990", "currency": "CZK", "link": "https://example.com/cz/kola/kellys-spider-10"],
        ["sku": "demo-woom-3", "name": "Dětské kolo woom 3", "brand": "woom", "category": "Kola",
         "price": "11490", "currency": "CZK", "link": "https://example.com/cz/kola/woom-3"],
        ["sku": "demo-sony-wh-1000xm5", "name": "Sony WH-1000XM5 trådlösa hörlurar", "brand": "Sony", "category": "Hörlurar",
         "price": "3990", "currency": "SEK", "link": "https://example.com/se/ljud/sony-wh-1000xm5"],
        ["sku": "demo-bose-qc-ultra", "name": "Bose QuietComfort Ultra Headphones", "brand": "Bose", "category": "Headphones",
         "price": "449.95", "currency": "EUR", "link": "https://example.com/eu/audio/bose-quietcomfort-ultra"],
        ["sku": "demo-project-hail-mary", "name": "Project Hail Mary", "brand": "Andy Weir", "category": "Böcker",
         "price": "189", "currency": "SEK", "link": "https://example.com/se/bocker/project-hail-mary"],
        ["sku": "demo-saturnin", "name": "Saturnin", "brand": "Zdeněk Jirotka", "category": "Knihy",
         "price": "299", "currency": "CZK", "link": "https://example.com/cz/knihy/saturnin"],
        ["sku": "demo-broderna-lejonhjarta", "name": "Bröderna Lejonhjärta", "brand": "Astrid Lindgren", "category": "Böcker",
         "price": "159", "currency": "SEK", "link": "https://example.com/se/bocker/broderna-lejonhjarta"],
        ["sku": "demo-msr-hubba-hubba-2", "name": "MSR Hubba Hubba 2 Tent", "brand": "MSR", "category": "Camping",
         "price": "549.95", "currency": "EUR", "link": "https://example.com/eu/camping/msr-hubba-hubba-2"],
        ["sku": "demo-comandante-c40", "name": "Comandante C40 MK4 Coffee Grinder", "brand": "Comandante", "category": "Coffee",
         "price": "269.00", "currency": "EUR", "link": "https://example.com/eu/coffee/comandante-c40-mk4"],
        ["sku": "demo-baratza-encore", "name": "Baratza Encore kaffekvarn", "brand": "Baratza", "category": "Kaffe",
         "price": "2490", "currency": "SEK", "link": "https://example.com/se/kaffe/baratza-encore"],
        ["sku": "demo-bialetti-moka-6", "name": "Bialetti Moka Express, 6 šálků", "brand": "Bialetti", "category": "Káva",
         "price": "749", "currency": "CZK", "link": "https://example.com/cz/kava/bialetti-moka-express-6"],
        ["sku": "demo-lego-42143", "name": "LEGO Technic Ferrari Daytona SP3 42143", "brand": "LEGO", "category": "Toys",
         "price": "399.99", "currency": "EUR", "link": "https://example.com/eu/toys/lego-42143"],
        ["sku": "demo-lego-10311", "name": "LEGO Icons Orchidej 10311", "brand": "LEGO", "category": "Hračky",
         "price": "1199", "currency": "CZK", "link": "https://example.com/cz/hracky/lego-10311"],
        ["sku": "demo-kanken", "name": "Fjällräven Kånken ryggsäck", "brand": "Fjällräven", "category": "Väskor",
         "price": "1095", "currency": "SEK", "link": "https://example.com/se/vaskor/fjallraven-kanken"],
        ["sku": "demo-kindle-paperwhite", "name": "Kindle Paperwhite (16 GB)", "brand": "Amazon", "category": "E-readers",
         "price": "169.99", "currency": "EUR", "link": "https://example.com/eu/e-readers/kindle-paperwhite"],
    ]
}
