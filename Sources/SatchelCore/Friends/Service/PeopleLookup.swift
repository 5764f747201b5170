import Fluent
import Foundation
import SatchelAPI
import SQLKit

extension FriendService {
    /// Display names by id (people who deleted their account are gone).
    public func names(_ ids: some Collection<UUID>) async throws -> [UUID: String] {
        guard !ids.isEmpty else { return [:] }
        let read = { (ids: [UUID]) async throws -> [UUID: String] in
            var names: [UUID: String] = [:]
            for row in try await context.friendsStore.names(ids) { names[row.id] = row.displayName }
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
    public func keepViewer(_ user: ViewerUser) {
        guard let memo = context.memo else { return }
        let id = user.id
        memo.keep("people:" + id.uuidString, [id: Person(id: id, username: user.username, displayName: user.displayName,
                                                           photoURL: Self.photoURL(user.photoID), relationship: "self")])
    }

    func readPeople(ids: [UUID], viewer: UUID) async throws -> [UUID: Person] {
        var people: [UUID: Person] = [:]
        for row in try await context.friendsStore.people(Set(ids), viewer: viewer) { people[row.id] = row.person(viewer: viewer) }
        return people
    }
}
