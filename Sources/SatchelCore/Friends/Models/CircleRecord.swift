import Fluent
import Foundation

/// A user's own named, coloured group of friends.
public final class CircleRecord: Model, @unchecked Sendable {
    public static let schema = "circles"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "owner_id") public var owner: User
    // data
    @Field(key: "name") public var name: String
    /// Lower-cased name: unique per owner.
    @Field(key: "name_key") public var nameKey: String
    @Field(key: "color") public var color: String
    @Field(key: "created_at") public var createdAt: Date
    /// One up with every change its owner makes to it, members included (`RowVersion`): its `ETag`.
    @Field(key: "version") public var version: Int

    public init() {}

    public init(owner: UUID, name: String, color: String, createdAt: Date) {
        self.$owner.id = owner
        self.name = name
        self.nameKey = name.lowercased()
        self.color = color
        self.createdAt = createdAt
        self.version = 1
    }
}

public final class CircleMember: Model, @unchecked Sendable {
    public static let schema = "circle_members"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "circle_id") public var circle: CircleRecord
    @Parent(key: "member_id") public var member: User
    // data
    @Field(key: "added_at") public var addedAt: Date

    public init() {}

    public init(circle: UUID, member: UUID, addedAt: Date) {
        self.$circle.id = circle
        self.$member.id = member
        self.addedAt = addedAt
    }
}
