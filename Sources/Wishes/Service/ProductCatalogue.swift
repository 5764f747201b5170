import Fluent
import Foundation
import SatchelAPI
import SatchelCore

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

    // MARK: search

    /// Products whose name, brand or category has a word starting with every word of `text`
    /// (case and diacritics ignored: "kol" and "KOLO" find "Horské kolo"). Names that start with
    /// the query come first, then shorter names, then by name. Under 2 characters: nothing.
    public func search(_ text: String, limit: Int = 8) async throws -> [ProductSuggestion] {
        let words = ProductText.fold(String(text.prefix(200)))
            .split(whereSeparator: \.isWhitespace).prefix(8).map(String.init)
        guard words.joined().count >= 2, limit > 0 else { return [] }
        return try await context.productStore.suggestions(words: words, limit: min(limit, 50)).map(\.suggestion)
    }

    // MARK: import

    /// Imports a CSV (`.csv`) or JSON (`.json`) file; any other name is read as JSON when it
    /// starts with `[` or `{`, else as CSV. Upserts by sku; see docs/products.md.
    /// `progress` counts the rows written, out of the file's rows once it is read.
    public func importFile(at path: String, progress: ProgressReporter? = nil) async throws -> ProductImportReport {
        let parsed = try await context.threadPool.runIfActive { try ProductFile.read(path: path) }
        progress?.setTotal(parsed.rows.count)
        return try await store(parsed, progress: progress)
    }

    /// Adds (or refreshes) a few demo products to try suggestions with.
    public func demoSeed() async throws {
        _ = try await upsert(ProductDemo.products.compactMap { try? ProductFile.row(from: $0).get() })
    }

    func store(_ parsed: ParsedProducts, progress: ProgressReporter? = nil) async throws -> ProductImportReport {
        let counts = try await upsert(parsed.rows, progress: progress)
        return ProductImportReport(inserted: counts.inserted, updated: counts.updated, skipped: parsed.skipped)
    }

    struct Counts: Sendable {
        var inserted = 0
        var updated = 0
    }

    /// Writes rows in batches, one transaction each.
    func upsert(_ rows: [ProductRow], progress: ProgressReporter? = nil) async throws -> Counts {
        var total = Counts()
        var start = 0
        while start < rows.count {
            let batch = Array(rows[start..<min(start + Self.batchSize, rows.count)])
            start += Self.batchSize
            let now = context.now
            let counts = try await context.writeTransaction { tx in
                try await ProductStore(sql: tx.sql).upsert(batch, now: now)
            }
            total.inserted += counts.inserted
            total.updated += counts.updated
            progress?.advance(by: batch.count)
        }
        return total
    }
}

struct ParsedProducts: Sendable {
    var rows: [ProductRow] = []
    var skipped: [ProductImportReport.SkippedRow] = []
}
