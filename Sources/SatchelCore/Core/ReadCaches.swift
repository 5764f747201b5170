import Foundation
import NIOConcurrencyHelpers

/// Short-lived caches for the hottest reads: who a token belongs to, a user's encoded inbox
/// pages and unread count, and a wish list's page (tagged `list:<id>`). A committed change to
/// the tables they show (`droppedBy`) drops the changed person's entries (`.user`), the
/// changed list's (`.key("list:<id>")`) or all (`.all`), here and, through the cluster, on
/// every other instance (`CacheRegistry`); the time limit bounds what a missed message could
/// leave behind. A limit of 0 turns caching off.
public final class ReadCaches: DroppableCache {
    public let cacheName = "read caches (viewers, inbox pages, unread counts, list pages)"
    public let droppedBy: Set<String> = ["users", "auth_tokens", "notifications", "friendships", "circles", "circle_members",
                                         "wishes", "wish_lists", "wish_list_shares", "wish_reservations", "wish_pledges",
                                         "wish_fundings"]
    public let lifetime: TimeInterval

    private struct State {
        var viewers: [String: (viewer: Viewer, until: Date)] = [:]
        var responses: [String: (user: UUID, tags: Set<String>, body: Data, until: Date)] = [:]
        /// Work under way per key, so a burst of misses computes once, with the generation it
        /// started in: a request after a change never joins work that began before it.
        var inFlight: [String: (task: Task<Data, any Error>, generation: [Int])] = [:]
        /// Bumped by each change, so a result computed across a change is not kept.
        var generations: [UUID: Int] = [:]
        var tagGenerations: [String: Int] = [:]
        var globalGeneration = 0

        func generation(user: UUID, tags: Set<String>) -> [Int] {
            [globalGeneration, generations[user] ?? 0] + tags.sorted().map { tagGenerations[$0] ?? 0 }
        }
    }

    private let state = NIOLockedValueBox(State())
    /// Bounds memory: past this many entries a cache is emptied and starts again.
    static let maxEntries = 50_000

    public init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    // MARK: viewers by token

    func viewer(tokenHash: String, now: Date) -> Viewer? {
        guard lifetime > 0 else { return nil }
        guard let hit = state.withLockedValue({ $0.viewers[tokenHash] }), hit.until > now, hit.viewer.token.expiresAt > now
        else { return nil }
        return hit.viewer
    }

    func remember(_ viewer: Viewer, tokenHash: String, now: Date) {
        guard lifetime > 0 else { return }
        state.withLockedValue {
            if $0.viewers.count >= Self.maxEntries { $0.viewers.removeAll() }
            $0.viewers[tokenHash] = (viewer, now.addingTimeInterval(lifetime))
        }
    }

    // MARK: encoded responses

    /// The body for `key`: cached, being computed by another request, or computed now. It is
    /// dropped when the user changes or any of `tags` does (`changed(tag:)`).
    public func response(_ key: String, user: UUID, tags: Set<String> = [], now: Date,
                         produce: @escaping @Sendable () async throws -> Data) async throws -> Data {
        guard lifetime > 0 else { return try await produce() }
        let (hit, task, generation) = state.withLockedValue { s -> (Data?, Task<Data, any Error>, [Int]) in
            let generation = s.generation(user: user, tags: tags)
            if let hit = s.responses[key], hit.until > now { return (hit.body, Task { hit.body }, generation) }
            if let running = s.inFlight[key], running.generation == generation { return (nil, running.task, generation) }
            let task = Task { try await produce() }
            s.inFlight[key] = (task, generation)
            return (nil, task, generation)
        }
        if let hit { return hit }
        do {
            let body = try await task.value
            state.withLockedValue { s in
                if s.inFlight[key]?.generation == generation { s.inFlight[key] = nil }
                // Keep it only if nothing changed while it was computed.
                guard s.generation(user: user, tags: tags) == generation else { return }
                if s.responses.count >= Self.maxEntries { s.responses.removeAll() }
                s.responses[key] = (user, tags, body, now.addingTimeInterval(lifetime))
            }
            return body
        } catch {
            state.withLockedValue { s in if s.inFlight[key]?.generation == generation { s.inFlight[key] = nil } }
            throw error
        }
    }

    // MARK: invalidation

    public func drop(_ changes: [CacheChange]) {
        for change in changes {
            switch change.scope {
            case .user(let user): dropUser(user)
            case .key(let tag): dropTag(tag)
            case .all: dropAll()
            }
        }
    }

    func dropUser(_ user: UUID) {
        state.withLockedValue { s in
            s.generations[user, default: 0] += 1
            s.viewers = s.viewers.filter { $0.value.viewer.user.id != user }
            s.responses = s.responses.filter { $0.value.user != user }
            for key in s.inFlight.keys where key.contains(user.uuidString) { s.inFlight[key] = nil }
        }
    }

    func dropTag(_ tag: String) {
        state.withLockedValue { s in
            s.tagGenerations[tag, default: 0] += 1
            s.responses = s.responses.filter { !$0.value.tags.contains(tag) }
        }
    }

    func dropAll() {
        state.withLockedValue { s in
            s.globalGeneration += 1
            s.viewers.removeAll()
            s.responses.removeAll()
            s.inFlight.removeAll()
        }
    }
}
