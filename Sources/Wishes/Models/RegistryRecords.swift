import Fluent
import Foundation

/// A list's public registry link while it is on (no row: off). Making a new one replaces the
/// token, so the old link ends.
///
/// The token is kept as it is, not hashed (unlike sign-in or reservation tokens): the owner
/// must be able to copy the link again whenever they want to hand it out. It stays unguessable
/// (32 random bytes) and only its owner sees it inside Satchel.
public final class PublicLinkRecord: Model, @unchecked Sendable {
    public static let schema = "wish_list_public_links"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "token") public var token: String
    // references
    @Parent(key: "list_id") public var list: WishListRecord
    // data
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(list: UUID, token: String, createdAt: Date) {
        self.$list.id = list
        self.token = token
        self.createdAt = createdAt
    }
}

/// One unit of a wish a guest (no account) reserved through a public link. Only the hash of its
/// secret link is kept: the guest got the link once (and by mail).
public final class GuestReservationRecord: Model, @unchecked Sendable {
    public static let schema = "wish_guest_reservations"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "token_hash") public var tokenHash: String
    // references
    @Parent(key: "wish_id") public var wish: WishRecord
    // data
    /// The name the guest gave, shown to the owner's friends ("a guest (NAME)"), never to the owner.
    @Field(key: "guest_name") public var guestName: String
    @Field(key: "bought") public var bought: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}
