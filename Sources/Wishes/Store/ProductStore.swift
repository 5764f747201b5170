import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// The product catalogue's reads (suggestions while typing) and its one write, the import's
/// upsert by sku.
struct ProductStore: Sendable {
    let sql: any SQLDatabase

    static let columns = ["id", "sku", "search_key", "name", "brand", "category", "price_minor", "currency",
                          "image_url", "link", "updated_at"]
    /// What an upsert replaces: everything but the id and the sku itself.
    static let replacedColumns = ["search_key", "name", "brand", "category", "price_minor", "currency",
                                  "image_url", "link", "updated_at"]

    /// A product's search key holds a word starting with `word` (already folded).
    static func hasWord(startingWith word: String) -> SQLQueryString {
        "\(ident: "search_key") LIKE \(bind: "% " + ProductText.escapeLike(word) + "%") ESCAPE '!'"
    }

    /// Products with a word starting with each of `words` (folded): names that start with the
    /// words first, then shorter names, then by name.
    func suggestions(words: [String], limit: Int) async throws -> [ProductSuggestionRow] {
        let select = sql.select().columns(ProductSuggestionRow.CodingKeys.allCases.map(\.stringValue)).from(ProductRecord.schema)
        for word in words { select.where(Self.hasWord(startingWith: word)) }
        // The key starts with the name's words, so this is "the name starts with the query".
        let prefix = " " + ProductText.escapeLike(words.joined(separator: " ")) + "%"
        let startsWithQuery: SQLQueryString = "CASE WHEN \(ident: "search_key") LIKE \(bind: prefix) ESCAPE '!' THEN 0 ELSE 1 END"
        let nameLength: SQLQueryString = "LENGTH(\(ident: "name"))"
        return try await select.orderBy(startsWithQuery).orderBy(nameLength).orderBy("name").orderBy("id").limit(limit)
            .all(decoding: ProductSuggestionRow.self)
    }

    /// Of these skus, those already in the catalogue.
    func knownSKUs(_ skus: [String]) async throws -> Set<String> {
        Set(try await sql.select().column("sku").from(ProductRecord.schema)
            .where("sku", .in, skus).all(decodingColumn: "sku", as: String.self))
    }

    /// One multi-row `INSERT … ON CONFLICT (sku) DO UPDATE` (SQLite ≥ 3.24 and PostgreSQL).
    func upsert(_ batch: [ProductRow], now: Date) async throws -> ProductCatalogue.Counts {
        // One statement may not touch a row twice (PostgreSQL refuses): the last row of a sku wins.
        var latest: [String: ProductRow] = [:]
        var order: [String] = []
        for row in batch {
            if latest[row.sku] == nil { order.append(row.sku) }
            latest[row.sku] = row
        }
        var known = try await knownSKUs(order)
        var counts = ProductCatalogue.Counts()
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

/// A product as a suggestion shows it.
struct ProductSuggestionRow: Decodable, Sendable {
    let id: UUID
    let name: String
    let brand: String
    let category: String
    let priceMinor: Int?
    let currency: String?
    let imageURL: String?
    let link: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, brand, category, priceMinor = "price_minor", currency, imageURL = "image_url", link
    }

    var suggestion: ProductSuggestion {
        ProductSuggestion(id: id, name: name, brand: brand, category: category,
                          price: priceMinor.flatMap { amount in currency.map { Price(amount: amount, currency: $0) } },
                          imageURL: imageURL, link: link)
    }
}

extension SatchelContext {
    /// The product catalogue's reads on this context's database (or transaction).
    var productStore: ProductStore { ProductStore(sql: sql) }
}
