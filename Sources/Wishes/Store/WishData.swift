import Foundation
import SatchelCore
import SQLKit

/// A wish's stored fields as plain values, decoded once per row (`WishesStore`). Lists of
/// hundreds of wishes are read into these: hydrating Fluent models costs far more than the query.
/// Writes go through `WishRecord`.
struct WishData: Sendable, Decodable {
    let id: UUID
    let ownerID: UUID
    let listID: UUID?
    let photoID: UUID?
    let name: String
    let priceMinor: Int?
    let currency: String?
    let store: String
    let link: String?
    let notes: String
    let quantity: Int
    let priority: String
    let position: Int
    let createdAt: Date
    let updatedAt: Date
    let version: Int
    /// When its owner marked it received; nil while it is wished for.
    let receivedAt: Date?

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, ownerID = "owner_id", listID = "list_id", photoID = "photo_id", name, priceMinor = "price_minor", currency, store, link
        case notes, quantity, priority, position, createdAt = "created_at", updatedAt = "updated_at", version
        case receivedAt = "received_at"
    }

    static let columns = CodingKeys.allCases.map(\.stringValue)
    /// The columns qualified by the alias `w` (`FROM wishes w`, joined or not).
    static let qualifiedColumns = SQLRaw(columns.map { "w." + $0 }.joined(separator: ", "))

    init(_ r: WishRecord) throws {
        id = try r.requireID()
        ownerID = r.$owner.id
        listID = r.$list.id
        photoID = r.photoID
        name = r.name
        priceMinor = r.priceMinor
        currency = r.currency
        store = r.store
        link = r.link
        notes = r.notes
        quantity = r.quantity
        priority = r.priority.rawValue
        position = r.position
        createdAt = r.createdAt
        updatedAt = r.updatedAt
        version = r.version
        receivedAt = r.receivedAt
    }
}
