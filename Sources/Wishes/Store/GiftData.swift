import Foundation

/// Who gives what, as plain values: a reservation (no amount) or a pledge.
struct GiftData: Sendable {
    let wishID: UUID
    let giverID: UUID
    let amountMinor: Int?
    let bought: Bool
    let createdAt: Date
}

/// A row of `WishesStore.gifts`: a reservation or a pledge, said by `pledge`.
struct GiftRow: Decodable, Sendable {
    let isPledge: Bool
    let gift: GiftData

    enum CodingKeys: String, CodingKey { case pledge, wishID = "wish_id", giverID = "giver_id", amountMinor = "amount_minor", bought, createdAt = "created_at" }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        isPledge = try c.decode(Int.self, forKey: .pledge) == 1
        gift = GiftData(wishID: try c.decode(UUID.self, forKey: .wishID), giverID: try c.decode(UUID.self, forKey: .giverID),
                        amountMinor: try c.decodeIfPresent(Int.self, forKey: .amountMinor), bought: try c.decode(Bool.self, forKey: .bought),
                        createdAt: try c.decode(Date.self, forKey: .createdAt))
    }
}
