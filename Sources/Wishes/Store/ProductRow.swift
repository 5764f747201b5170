import Foundation
import SQLKit

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

    /// In the order of `ProductStore.columns`.
    func sqlValues(id: UUID, now: Date) -> [any SQLExpression] {
        [SQLBind(id), SQLBind(sku), SQLBind(searchKey), SQLBind(name), SQLBind(brand), SQLBind(category),
         Self.bind(priceMinor), Self.bind(currency), Self.bind(imageURL), Self.bind(link), SQLBind(now)]
    }

    static func bind<Value: Encodable & Sendable>(_ value: Value?) -> any SQLExpression {
        if let value { return SQLBind(value) }
        return SQLLiteral.null
    }
}
