import Fluent
import Foundation

/// A single-use, expiring link to join Satchel as someone's friend.
public final class InvitationRecord: Model, @unchecked Sendable {
    public static let schema = "invitations"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "token_hash") public var tokenHash: String
    // references
    @Parent(key: "inviter_id") public var inviter: User
    @OptionalParent(key: "accepted_by_id") public var acceptedBy: User?
    // data
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "expires_at") public var expiresAt: Date
    @OptionalField(key: "accepted_at") public var acceptedAt: Date?
    /// What else signing up through it does, for an app to act on (e.g. `share-list:<id>`).
    @OptionalField(key: "payload") public var payload: String?
    /// Where the newcomer goes after signing up.
    @OptionalField(key: "next_path") public var nextPath: String?

    public init() {}

    public init(inviter: UUID, tokenHash: String, createdAt: Date, expiresAt: Date) {
        self.$inviter.id = inviter
        self.tokenHash = tokenHash
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
