import Fluent
import Foundation
import SatchelAPI
import SQLKit

extension FriendService {
    /// Display names by id (people who deleted their account are gone).
    public func names(_ ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        let users = try await User.query(on: context.db).filter(\.$id ~~ Array(Set(ids))).all()
        return Dictionary(users.map { ($0.id!, $0.displayName) }, uniquingKeysWith: { a, _ in a })
    }

    /// How `viewer` stands to `id`: themselves, a friend, a request either way, or nobody.
    static func relationship(of id: UUID, to viewer: UUID, link: (requester: UUID, accepted: Bool)?) -> String {
        if id == viewer { return "self" }
        guard let link else { return "none" }
        return link.accepted ? "friend" : (link.requester == viewer ? "requestSent" : "requestReceived")
    }

    static func photoURL(_ photo: UUID?) -> String? { photo.map { "/media/\($0.uuidString.lowercased())" } }

    /// People by id as `viewer` sees them, read with plain SQL (used on hot paths).
    public func people(ids: [UUID], viewer: UUID) async throws -> [UUID: Person] {
        guard !ids.isEmpty else { return [:] }
        let sql = context.db as! any SQLDatabase
        let users = try await sql.select()
            .columns("id", "username", "display_name", "photo_id")
            .from(User.schema)
            .where("id", .in, ids)
            .all()
        let keys = ids.map { Friendship.pairKey($0, viewer) }
        let links = try await sql.select()
            .columns("pair_key", "requester_id", "status")
            .from(Friendship.schema)
            .where("pair_key", .in, keys)
            .all()
        var relation: [String: (requester: UUID, status: String)] = [:]
        for link in links {
            relation[try link.decode(column: "pair_key", as: String.self)] =
                (try link.decode(column: "requester_id", as: UUID.self), try link.decode(column: "status", as: String.self))
        }
        var people: [UUID: Person] = [:]
        for row in users {
            let id = try row.decode(column: "id", as: UUID.self)
            let link = relation[Friendship.pairKey(id, viewer)]
            people[id] = Person(id: id, username: try row.decode(column: "username", as: String.self),
                                displayName: try row.decode(column: "display_name", as: String.self),
                                photoURL: Self.photoURL(try row.decode(column: "photo_id", as: UUID?.self)),
                                relationship: Self.relationship(of: id, to: viewer,
                                                                link: link.map { ($0.requester, $0.status == Friendship.Status.accepted.rawValue) }))
        }
        return people
    }
}
