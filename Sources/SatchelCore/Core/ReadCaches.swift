import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1

/// Short-lived caches for the hottest reads: who a token belongs to, a user's encoded inbox
/// pages and unread count, a wish list's page (tagged `list:<id>`), and whole responses of the
/// routes marked `keptReads`, each dropped when a table it read is written (`TableWatch`). A committed change to
/// the tables they show (`droppedBy`) drops the changed person's entries (`.user`), the
/// changed list's (`.key("list:<id>")`) or all (`.all`), here and, through the cluster, on
/// every other instance (`CacheRegistry`); the time limit bounds what a missed message could
/// leave behind. A limit of 0 turns caching off.
public final class ReadCaches: DroppableCache, WatchesTableWrites {
    public let cacheName = "read caches (viewers, inbox pages, unread counts, list pages, kept responses)"
    public let droppedBy: Set<String> = ["users", "auth_tokens", "notifications", "friendships", "circles", "circle_members",
                                         "wishes", "wish_lists", "wish_list_shares", "wish_reservations", "wish_pledges",
                                         "wish_fundings", "wish_list_public_links", "wish_guest_reservations"]
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
        /// Whole responses kept by what they read (`keep`), and when each table was last written.
        var kept: [String: KeptEntry] = [:]
        var writeSequence = 0
        var lastWrite: [String: Int] = [:]
        var lastWriteOfAll = 0

        mutating func written(_ table: String) {
            writeSequence += 1
            lastWrite[table] = writeSequence
        }

        /// Whether none of `tables` was written after `sequence`.
        func unwritten(_ tables: Set<String>, since sequence: Int) -> Bool {
            lastWriteOfAll <= sequence && tables.allSatisfy { (lastWrite[$0] ?? 0) <= sequence }
        }

        func generation(user: UUID, tags: Set<String>) -> [Int] {
            [globalGeneration, generations[user] ?? 0] + tags.sorted().map { tagGenerations[$0] ?? 0 }
        }
    }

    struct KeptEntry {
        let response: KeptResponse
        let tables: Set<String>
        let ticket: KeepTicket
        let until: Date
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
        // A kept read that uses this goes when this would: its person or one of its tags changes.
        TableReads.current?.add(Set(tags.map { "tag:" + $0 } + ["user:" + user.uuidString]))
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

    // MARK: responses kept by the tables they read

    /// A kept response for `key`, if nothing it read has been written since and its person has
    /// not changed.
    public func kept(_ key: String, user: UUID, now: Date) -> KeptResponse? {
        guard lifetime > 0 else { return nil }
        return state.withLockedValue { s in
            guard let entry = s.kept[key], entry.until > now, entry.ticket.user == user,
                  s.generation(user: user, tags: []) == entry.ticket.generation,
                  s.unwritten(entry.tables, since: entry.ticket.sequence)
            else { return nil }
            return entry.response
        }
    }

    /// Taken before a response is made: what it must still match to be kept.
    public func ticket(user: UUID) -> KeepTicket {
        state.withLockedValue { KeepTicket(user: user, generation: $0.generation(user: user, tags: []), sequence: $0.writeSequence) }
    }

    /// Keeps `response`, made after `ticket` by reading `tables`, unless one of them was written
    /// (or its person changed) while it was made.
    public func keep(_ key: String, _ response: KeptResponse, read tables: Set<String>, ticket: KeepTicket, now: Date) {
        guard lifetime > 0 else { return }
        state.withLockedValue { s in
            guard s.generation(user: ticket.user, tags: []) == ticket.generation, s.unwritten(tables, since: ticket.sequence) else { return }
            if s.kept.count >= Self.maxEntries { s.kept.removeAll() }
            s.kept[key] = KeptEntry(response: response, tables: tables, ticket: ticket, until: now.addingTimeInterval(lifetime))
        }
    }

    /// Committed writes: every kept response that read one of their tables is stale from now.
    public func written(_ writes: TableWrites) {
        state.withLockedValue { s in
            s.writeSequence += 1
            if writes.everything { s.lastWriteOfAll = s.writeSequence }
            for table in writes.tables { s.lastWrite[table] = s.writeSequence }
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
            s.written("user:" + user.uuidString)
            s.viewers = s.viewers.filter { $0.value.viewer.user.id != user }
            s.responses = s.responses.filter { $0.value.user != user }
            for key in s.inFlight.keys where key.contains(user.uuidString) { s.inFlight[key] = nil }
        }
    }

    func dropTag(_ tag: String) {
        state.withLockedValue { s in
            s.tagGenerations[tag, default: 0] += 1
            s.written("tag:" + tag)
            s.responses = s.responses.filter { !$0.value.tags.contains(tag) }
        }
    }

    func dropAll() {
        state.withLockedValue { s in
            s.globalGeneration += 1
            s.viewers.removeAll()
            s.responses.removeAll()
            s.kept.removeAll()
            s.inFlight.removeAll()
        }
    }
}

/// A response as it is kept: its headers and body (only 200s are kept).
public struct KeptResponse: Sendable {
    public let headers: HTTPHeaders
    public let body: ByteBuffer

    public init(headers: HTTPHeaders, body: ByteBuffer) {
        self.headers = headers
        self.body = body
    }
}

/// What a response being made must still match when it is done to be kept.
public struct KeepTicket: Sendable, Equatable {
    let user: UUID
    let generation: [Int]
    let sequence: Int
}
