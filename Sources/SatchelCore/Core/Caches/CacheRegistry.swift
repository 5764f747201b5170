import Foundation
import NIOConcurrencyHelpers

/// What a write changed, as the caches see it: a table (or a narrower part of one, such as a
/// library's catalogue) and whose rows — everyone's, one person's, or one key's (`list:<id>`).
public struct CacheChange: Hashable, Codable, Sendable {
    public enum Scope: Hashable, Codable, Sendable {
        case all
        case user(UUID)
        case key(String)
    }

    public let table: String
    public let scope: Scope

    public init(_ table: String, _ scope: Scope = .all) {
        self.table = table
        self.scope = scope
    }
}

/// An in-memory cache of what the database holds. It says, where it is made, which tables'
/// changes drop its entries; the registry calls `drop` after the change commits, on every
/// instance (docs/ARCHITECTURE.md, "Caches", has the table of them).
public protocol DroppableCache: AnyObject, Sendable {
    /// Its name in the logs and the table of caches.
    var cacheName: String { get }
    /// The tables (or parts) whose changes drop entries.
    var droppedBy: Set<String> { get }
    /// Drops what `changes` (each of a table in `droppedBy`) make stale.
    func drop(_ changes: [CacheChange])
}

/// A cache that hears every committed write, by table (`TableWatch`), besides the changes named
/// in `droppedBy`.
public protocol WatchesTableWrites: AnyObject, Sendable {
    func written(_ writes: TableWrites)
}

/// Every cache, and the one place that drops them: a committed change goes to each cache whose
/// tables it names, here and, through the cluster, on every other instance.
public final class CacheRegistry: Sendable {
    private let caches = NIOLockedValueBox<[any DroppableCache]>([])
    private let cluster: Cluster

    init(cluster: Cluster) { self.cluster = cluster }

    public func register(_ cache: any DroppableCache) {
        caches.withLockedValue { $0.append(cache) }
    }

    public var registered: [any DroppableCache] { caches.withLockedValue { $0 } }

    /// Changes that are in the database now: dropped here and on the other instances.
    func committed(_ changes: [CacheChange]) {
        guard !changes.isEmpty else { return }
        dropHere(changes)
        cluster.send(.changed(changes))
    }

    /// Drops what `changes` make stale in this process only (what another instance sent). A
    /// response kept after reading from a dropped cache (`TableReads.used`) goes with it.
    func dropHere(_ changes: [CacheChange]) {
        var used = TableWrites()
        for cache in registered {
            let mine = changes.filter { cache.droppedBy.contains($0.table) }
            if !mine.isEmpty {
                cache.drop(mine)
                if !(cache is any WatchesTableWrites) { used.tables.insert(Self.usedName(of: cache)) }
            }
        }
        writtenHere(used)
    }

    /// Writes that have committed, as the database watch saw them: here and on the other instances.
    func written(_ writes: TableWrites) {
        guard !writes.isEmpty else { return }
        writtenHere(writes)
        cluster.send(.written(writes))
    }

    func writtenHere(_ writes: TableWrites) {
        guard !writes.isEmpty else { return }
        let caches = registered
        // A cache whose tables were written may hold what is no longer true, whether or not the
        // writer said so: answers kept from it go too.
        var reached = writes
        for cache in caches where !(cache is any WatchesTableWrites)
            && (writes.everything || !cache.droppedBy.isDisjoint(with: writes.tables)) {
            reached.tables.insert(Self.usedName(of: cache))
        }
        for cache in caches {
            (cache as? any WatchesTableWrites)?.written(reached)
        }
    }

    /// An in-memory cache that keeps itself current (not by `droppedBy`) changed: answers kept
    /// after reading from it go (`TableReads.used(cacheNamed:)`). This process only.
    public func memoryChanged(cacheNamed name: String) {
        writtenHere(TableWrites(tables: [Self.usedName(name)]))
    }

    /// How a kept read names an in-memory cache it read from, among its tables.
    static func usedName(of cache: any DroppableCache) -> String { usedName(cache.cacheName) }
    static func usedName(_ cacheName: String) -> String { "cache:" + cacheName }
}

/// What a transaction changed and what must wait for its commit; dropped or run only once it
/// commits, never when it rolls back.
final class PendingChanges: Sendable {
    private let state = NIOLockedValueBox<(changes: [CacheChange], afterCommit: [@Sendable () -> Void])>(([], []))

    func add(_ change: CacheChange) {
        state.withLockedValue { if !$0.changes.contains(change) { $0.changes.append(change) } }
    }

    func afterCommit(_ work: @escaping @Sendable () -> Void) {
        state.withLockedValue { $0.afterCommit.append(work) }
    }

    func committed(to registry: CacheRegistry) {
        let (changes, work) = state.withLockedValue { ($0.changes, $0.afterCommit) }
        registry.committed(changes)
        for item in work { item() }
    }
}

extension SatchelContext {
    /// Says what a write changed. Inside a transaction the caches drop it once the transaction
    /// commits (not at all if it rolls back); outside one, the write has committed, so at once.
    public func changed(_ table: String, _ scope: CacheChange.Scope = .all) {
        let change = CacheChange(table, scope)
        if let pending { pending.add(change) } else { services.cacheRegistry.committed([change]) }
    }

    /// Runs `work` (an in-memory update that must not outlive a rollback) once the transaction
    /// commits; at once outside a transaction.
    public func afterCommit(_ work: @escaping @Sendable () -> Void) {
        if let pending { pending.afterCommit(work) } else { work() }
    }
}
