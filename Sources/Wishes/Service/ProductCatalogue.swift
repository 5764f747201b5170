import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

extension SatchelContext {
    /// The product catalogue behind wish suggestions.
    public var products: ProductCatalogue { ProductCatalogue(context: self) }
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
    let context: SatchelContext

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
        let sql = context.sql
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
        let parsed = try await context.threadPool.runIfActive { try ProductFile.read(path: path) }
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
            let now = context.now
            let counts = try await context.writeTransaction { tx in
                try await Self.write(batch, now: now, on: tx.sql)
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
