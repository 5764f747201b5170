import Foundation

/// Who gives what, as plain values: a reservation (no amount), a pledge, or a guest's
/// reservation through a public link (`guestName`; its `giverID` is then the reservation's own
/// id, never a person's).
struct GiftData: Sendable {
    let wishID: UUID
    let giverID: UUID
    let amountMinor: Int?
    let bought: Bool
    let createdAt: Date
    var guestName: String? = nil

    var isGuests: Bool { guestName != nil }
}

/// A row of `WishesStore.gifts`: a reservation, a pledge or a guest's reservation, said by `kind`.
struct GiftRow: Decodable, Sendable {
    enum Kind: Int { case reservation = 0, pledge = 1, guest = 2 }

    let kind: Kind
    let gift: GiftData

    enum CodingKeys: String, CodingKey {
        case kind = "pledge", wishID = "wish_id", giverID = "giver_id", amountMinor = "amount_minor", guestName = "guest_name", bought
        case createdAt = "created_at"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = Kind(rawValue: try c.decode(Int.self, forKey: .kind)) ?? .reservation
        gift = GiftData(wishID: try c.decode(UUID.self, forKey: .wishID), giverID: try c.decode(UUID.self, forKey: .giverID),
                        amountMinor: try c.decodeIfPresent(Int.self, forKey: .amountMinor), bought: try c.decode(Bool.self, forKey: .bought),
                        createdAt: try c.decode(Date.self, forKey: .createdAt), guestName: try c.decodeIfPresent(String.self, forKey: .guestName))
    }
}
