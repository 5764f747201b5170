import Fluent
import Foundation
import SatchelAPI
import SQLKit

extension FriendService {
    /// Display names by id (people who deleted their account are gone).
    public func names(_ ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        let read = { (ids: [UUID]) async throws -> [UUID: String] in
            let sql = context.sql
            var names: [UUID: String] = [:]
            for row in try await sql.select().columns("id", "display_name").from(User.schema).where("id", .in, ids).all() {
                names[try row.decode(column: "id", as: UUID.self)] = try row.decode(column: "display_name", as: String.self)
            }
            return names
        }
        // Raters, reviewers and photographers of one page: each name read once.
        guard let memo = context.memo else { return try await read(Array(Set(ids))) }
        return try await memo.values("names", for: Array(ids), load: read)
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
        guard let memo = context.memo else { return try await readPeople(ids: ids, viewer: viewer) }
        // Owners, givers and those a list is shared with: one page asks several times.
        // The viewer comes along with the first read: they are asked for next as a giver or a member.
        let key = "people:" + viewer.uuidString
        let first = !memo.has(key)
        return try await memo.values(key, for: ids) { missing in
            try await readPeople(ids: missing + (first && !missing.contains(viewer) ? [viewer] : []), viewer: viewer)
        }
    }

    /// The signed-in viewer as they see themselves, kept for the request: their session already
    /// read them, and their own wishes, lists and cards name them (a statement saved on each).
    public func keepViewer(_ user: User) {
        guard let memo = context.memo, let id = user.id else { return }
        memo.keep("people:" + id.uuidString, [id: Person(id: id, username: user.username, displayName: user.displayName,
                                                           photoURL: Self.photoURL(user.photoID), relationship: "self")])
    }

    func readPeople(ids: [UUID], viewer: UUID) async throws -> [UUID: Person] {
        let sql = context.sql
        // Each person with the friendship between them and the viewer, if any, in one read.
        // The pair keys are made here, so the friendship is found by its unique key (an index
        // lookup), not by either side (which would read every friendship of everyone).
        let unique = Array(Set(ids))
        var pairs: SQLQueryString = ""
        for (n, id) in unique.enumerated() {
            pairs = pairs + (n == 0 ? "" : ", ") + "(\(bind: id), \(bind: Friendship.pairKey(id, viewer)))"
        }
        let rows = try await sql.raw("""
            WITH wanted(id, pair_key) AS (VALUES \(pairs))
            SELECT u.id, u.username, u.display_name, u.photo_id, f.requester_id, f.status
            FROM wanted JOIN users u ON u.id = wanted.id LEFT JOIN friendships f ON f.pair_key = wanted.pair_key
            """).all()
        var people: [UUID: Person] = [:]
        for row in rows {
            let id = try row.decode(column: "id", as: UUID.self)
            let link = try row.decode(column: "requester_id", as: UUID?.self).map {
                ($0, try row.decode(column: "status", as: String.self) == Friendship.Status.accepted.rawValue)
            }
            people[id] = Person(id: id, username: try row.decode(column: "username", as: String.self),
                                displayName: try row.decode(column: "display_name", as: String.self),
                                photoURL: Self.photoURL(try row.decode(column: "photo_id", as: UUID?.self)),
                                relationship: Self.relationship(of: id, to: viewer, link: link))
        }
        return people
    }
}
