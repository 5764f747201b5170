import Fluent
import Foundation

/// One row per pair of people: a pending request or an accepted friendship.
public final class Friendship: Model, @unchecked Sendable {
    public static let schema = "friendships"

    public enum Status: String, Codable, Sendable { case pending, accepted }

    // identity
    @ID(key: .id) public var id: UUID?
    /// `smaller-id|larger-id`: unique, so two people never have two rows, whoever asked first.
    @Field(key: "pair_key") public var pairKey: String
    // references
    @Parent(key: "requester_id") public var requester: User
    @Parent(key: "addressee_id") public var addressee: User
    // data
    @Enum(key: "status") public var status: Status
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "accepted_at") public var acceptedAt: Date?

    public init() {}

    public init(requester: UUID, addressee: UUID, createdAt: Date) {
        self.pairKey = Self.pairKey(requester, addressee)
        self.$requester.id = requester
        self.$addressee.id = addressee
        self.status = .pending
        self.createdAt = createdAt
    }

    public static func pairKey(_ a: UUID, _ b: UUID) -> String {
        let (x, y) = (a.uuidString.lowercased(), b.uuidString.lowercased())
        return x < y ? "\(x)|\(y)" : "\(y)|\(x)"
    }

    /// The other person of the pair.
    public func other(than user: UUID) -> UUID {
        $requester.id == user ? $addressee.id : $requester.id
    }
}
