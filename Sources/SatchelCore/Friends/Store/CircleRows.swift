import Foundation
import SatchelAPI

/// A circle as its owner sees it (`FriendsStore.circles`); one just written is shown through it too.
struct CircleRow: Sendable, Decodable {
    let id: UUID
    let name: String
    let color: String
    let createdAt: Date
    let version: Int
    enum CodingKeys: String, CodingKey { case id, name, color, createdAt = "created_at", version }
}

extension CircleRow {
    init(_ r: CircleRecord) throws {
        self.init(id: try r.requireID(), name: r.name, color: r.color, createdAt: r.createdAt, version: r.version)
    }
}

/// A person's place in a circle (`FriendsStore.memberships`).
struct MembershipRow: Sendable, Decodable {
    let circleID: UUID
    let memberID: UUID
    enum CodingKeys: String, CodingKey { case circleID = "circle_id", memberID = "member_id" }
}

/// A person in a circle (`FriendsStore.circleMembers`).
struct CircleMemberRow: Sendable, Decodable {
    let circleID: UUID
    let id: UUID
    let username: String
    let displayName: String
    let photoID: UUID?
    enum CodingKeys: String, CodingKey { case circleID = "circle_id", id, username, displayName = "display_name", photoID = "photo_id" }

    /// Everyone in an owner's circles is their friend.
    var person: Person {
        Person(id: id, username: username, displayName: displayName, photoURL: FriendService.photoURL(photoID), relationship: "friend")
    }
}
