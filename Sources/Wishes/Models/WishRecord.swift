import Fluent
import Foundation
import SatchelCore

public final class WishRecord: Model, @unchecked Sendable {
    public static let schema = "wishes"

    public enum Priority: String, Codable, Sendable, CaseIterable { case low, normal, high }

    // identity
    @ID(key: .id) public var id: UUID?
    /// Lower-cased name: unique among the owner's wishes.
    @Field(key: "name_key") public var nameKey: String
    // references
    @Parent(key: "owner_id") public var owner: User
    @OptionalParent(key: "list_id") public var list: WishListRecord?
    @OptionalField(key: "photo_id") public var photoID: UUID?
    // data
    @Field(key: "name") public var name: String
    @OptionalField(key: "price_minor") public var priceMinor: Int?
    @OptionalField(key: "currency") public var currency: String?
    @Field(key: "store") public var store: String
    @OptionalField(key: "link") public var link: String?
    @Field(key: "notes") public var notes: String
    @Field(key: "quantity") public var quantity: Int
    @Enum(key: "priority") public var priority: Priority
    /// Order within its list (or the inbox), ascending.
    @Field(key: "position") public var position: Int
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date
    /// One up with every change its owner makes (`RowVersion`), never with giving: its `ETag`.
    @Field(key: "version") public var version: Int
    /// When its owner marked it received: off its list (or inbox), on the Received page.
    @OptionalField(key: "received_at") public var receivedAt: Date?

    public init() {}
}

public final class WishListRecord: Model, @unchecked Sendable {
    public static let schema = "wish_lists"

    public enum Occasion: String, Codable, Sendable, CaseIterable { case birthday, christmas, wedding, other }

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "name_key") public var nameKey: String
    // references
    @Parent(key: "owner_id") public var owner: User
    // data
    @Field(key: "name") public var name: String
    @Enum(key: "occasion") public var occasion: Occasion
    /// `YYYY-MM-DD`, a calendar date without time zone.
    @OptionalField(key: "date") public var date: String?
    @Field(key: "created_at") public var createdAt: Date
    /// One up with every change its owner makes to it (`RowVersion`): its `ETag`.
    @Field(key: "version") public var version: Int

    public init() {}
}

/// A list shared with one person. `accepted` once they said yes.
public final class ListShareRecord: Model, @unchecked Sendable {
    public static let schema = "wish_list_shares"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "list_id") public var list: WishListRecord
    @Parent(key: "recipient_id") public var recipient: User
    // data
    @Field(key: "accepted") public var accepted: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(list: UUID, recipient: UUID, createdAt: Date) {
        self.$list.id = list
        self.$recipient.id = recipient
        self.accepted = false
        self.createdAt = createdAt
    }
}

/// One unit of a wish a giver will buy.
public final class ReservationRecord: Model, @unchecked Sendable {
    public static let schema = "wish_reservations"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "wish_id") public var wish: WishRecord
    @Parent(key: "giver_id") public var giver: User
    // data
    @Field(key: "bought") public var bought: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// A giver's part of a gift bought together.
public final class PledgeRecord: Model, @unchecked Sendable {
    public static let schema = "wish_pledges"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "wish_id") public var wish: WishRecord
    @Parent(key: "giver_id") public var giver: User
    // data
    @Field(key: "amount_minor") public var amountMinor: Int
    @Field(key: "bought") public var bought: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(wish: UUID, giver: UUID, amountMinor: Int, createdAt: Date) {
        self.$wish.id = wish
        self.$giver.id = giver
        self.amountMinor = amountMinor
        self.bought = false
        self.createdAt = createdAt
    }
}

public final class WishCommentRecord: Model, @unchecked Sendable {
    public static let schema = "wish_comments"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "wish_id") public var wish: WishRecord
    @OptionalParent(key: "author_id") public var author: User?
    // data
    @Field(key: "body") public var body: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(wish: UUID, author: UUID, body: String, createdAt: Date) {
        self.$wish.id = wish
        self.$author.id = author
        self.body = body
        self.createdAt = createdAt
    }
}
