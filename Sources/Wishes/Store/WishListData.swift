import Foundation
import SQLKit

/// A list's stored fields as plain values, decoded once per row (`WishesStore`). Writes go
/// through `WishListRecord`.
struct WishListData: Sendable, Decodable {
    let id: UUID
    let ownerID: UUID
    let name: String
    /// `WishListRecord.Occasion`'s raw value.
    let occasion: String
    /// `YYYY-MM-DD`.
    let date: String?
    let createdAt: Date
    let version: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, ownerID = "owner_id", name, occasion, date, createdAt = "created_at", version
    }

    static let columns = CodingKeys.allCases.map { SQLColumn($0.stringValue) }

    init(_ r: WishListRecord) throws {
        id = try r.requireID()
        ownerID = r.$owner.id
        name = r.name
        occasion = r.occasion.rawValue
        date = r.date
        createdAt = r.createdAt
        version = r.version
    }
}
