import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

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

    /// Checks one product's fields (keyed by `canonical` column name) and cleans them. Every
    /// problem of the row is named, separated by semicolons.
    static func row(from values: [String: String]) -> Result<ProductRow, RowProblem> {
        var problems: [String] = []
        let name = UserText.collapsed(values["name"])
        if name.isEmpty {
            problems.append("name is missing")
        } else if name.count > maxName {
            problems.append("name is longer than \(maxName) characters")
        }
        let brand = UserText.collapsed(values["brand"])
        if brand.count > maxBrand { problems.append("brand is longer than \(maxBrand) characters") }
        let category = UserText.collapsed(values["category"])
        if category.count > maxCategory { problems.append("category is longer than \(maxCategory) characters") }
        var sku = UserText.collapsed(values["sku"])
        if sku.isEmpty { sku = UserText.collapsed(values["id"]) }
        if sku.count > maxSKU { problems.append("sku is longer than \(maxSKU) characters") }

        var priceMinor: Int?
        var currency: String?
        let priceText = UserText.collapsed(values["price"])
        if !priceText.isEmpty {
            let code = UserText.collapsed(values["currency"]).uppercased()
            let knownCurrency = isCurrency(code)
            if code.isEmpty {
                problems.append("currency is required with a price")
            } else if !knownCurrency {
                problems.append("currency \(ProductText.show(code)) is not an ISO 4217 code such as CZK, SEK or EUR")
            }
            switch Money.minorUnits(priceText, currency: code, max: WishRules.maxPrice) {
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

        let link = UserText.collapsed(values["link"])
        if !link.isEmpty, !WebAddress.isHTTP(link) {
            problems.append("link \(ProductText.show(link)) is not an http(s) address")
        }
        let image = UserText.collapsed(values["imageurl"])
        if !image.isEmpty, !WebAddress.isHTTP(image) {
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
}
