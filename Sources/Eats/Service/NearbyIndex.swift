import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SatchelGeo

/// Every restaurant's position and what searches filter and sort by, in memory, in cells of
/// 0.01° × 0.01° (`NearbyStore`, about 90 MB per million restaurants): "what is within 1 km,
/// nearest first, open now" then needs no database round trip; only the page's rows are read.
///
/// The database stays the truth. The index is loaded on the first search (and by the
/// background jobs at start), kept current by this process's own writes, and catches up with
/// other processes' writes (another instance, `satchel import osm`) by `updated_at` and a
/// table of deletions at most every few seconds, with a full reload every ten minutes.
/// Restaurant pages and everything people add are read from the database.
public final class NearbyIndex: Sendable {
    struct State: Sendable {
        var store = NearbyStore()
        var loaded = false
        var loading = false
        /// Writes made while a load reads the table, applied when it finishes.
        var pending: [Change] = []
        var refreshing = false
        /// Every write stamped before this is in the index (a load or catch-up started
        /// `commitMargin` later: a write commits within that of its stamp).
        var caughtUpTo = Date.distantPast
        var lastRefresh = Date.distantPast
        var lastFullLoad = Date.distantPast
    }

    enum Change: Sendable {
        case put(RestaurantFacts)
        case remove(UUID)
    }

    /// After this, a search starts catching up in the background.
    static let refreshInterval: TimeInterval = 2
    /// Older than this, a search waits for the catch-up: no answer is from staler data.
    static let maxAge: TimeInterval = 5
    /// Writes are read again this far back: a write commits within it of its stamp.
    static let commitMargin: TimeInterval = 3
    static let fullReloadInterval: TimeInterval = 600
    private let state = NIOLockedValueBox(State())
    private let recent = NIOLockedValueBox(RecentListings())
    /// Told when what the index holds changes, so answers kept from it go (`TableReads`).
    private let registry: CacheRegistry?
    static let cacheName = "nearby restaurants"

    public init(registry: CacheRegistry? = nil) {
        self.registry = registry
    }

    private func changed() { registry?.memoryChanged(cacheNamed: Self.cacheName) }

    /// Everything within `radius` of `center` that passes `keep`, with its distance, nearest
    /// first (ties by id); nil until loaded (the caller asks the database meanwhile).
    func search(around center: GeoPoint, radius: Double, keep: (RestaurantFacts) -> Bool) -> [(RestaurantFacts, Double)]? {
        TableReads.used(cacheNamed: Self.cacheName)
        guard var found = state.withLockedValue({ s in s.loaded ? s.store.search(around: center, radius: radius, keep: keep) : nil })
        else { return nil }
        found.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.id.uuidString < $1.0.id.uuidString }
        return found
    }

    /// What the index holds about one restaurant (nil when it does not, or is not loaded).
    func facts(of id: UUID) -> RestaurantFacts? {
        TableReads.used(cacheNamed: Self.cacheName)
        return state.withLockedValue { $0.store.facts(of: id) }
    }

    /// The rows of `ids`: those shown lately from memory, the rest by `read` (the database).
    func listings(_ ids: [UUID], read: ([UUID]) async throws -> [UUID: RestaurantListing]) async throws -> [UUID: RestaurantListing] {
        TableReads.used(cacheNamed: Self.cacheName)
        let (kept, missing, generation) = recent.withLockedValue { r in
            let (found, missing) = r.rows(ids)
            return (found, missing, r.generation)
        }
        guard !missing.isEmpty else { return kept }
        let fresh = try await read(missing)
        recent.withLockedValue { $0.keep(fresh, readAt: generation) }
        return kept.merging(fresh) { old, _ in old }
    }

    /// Files a restaurant (again, if it changed or moved).
    public func put(_ listing: RestaurantListing) { apply(.put(listing.facts)) }

    public func remove(_ id: UUID) { apply(.remove(id)) }

    /// Changes a restaurant's rating totals.
    func addRating(_ id: UUID, sum: Int, count: Int) {
        recent.withLockedValue { $0.changed(id) }
        state.withLockedValue { $0.store.addRating(id, sum: sum, count: count) }
        changed()
    }

    private func apply(_ change: Change) {
        switch change {
        case .put(let facts): recent.withLockedValue { $0.changed(facts.id) }
        case .remove(let id): recent.withLockedValue { $0.changed(id) }
        }
        state.withLockedValue { s in
            if s.loading { s.pending.append(change) }
            guard s.loaded else { return }
            Self.apply(change, to: &s.store)
        }
        changed()
    }

    private static func apply(_ change: Change, to store: inout NearbyStore) {
        switch change {
        case .put(let facts): store.put(facts)
        case .remove(let id): store.remove(id)
        }
    }

    /// Loads everything on the first call (the caller waits). Later, catches up with what other
    /// processes wrote (an import, another instance): in the background once the index is
    /// `refreshInterval` old, and before answering once it is `maxAge` old.
    func prepare(_ context: SatchelContext) async {
        let now = context.now
        let (load, refreshNow, background, full) = state.withLockedValue { s -> (Bool, Bool, Bool, Bool) in
            if !s.loaded {
                guard !s.loading else { return (false, false, false, false) }
                s.loading = true
                return (true, false, false, false)
            }
            let age = now.timeIntervalSince(s.lastRefresh)
            let full = now.timeIntervalSince(s.lastFullLoad) >= Self.fullReloadInterval
            let background = !s.refreshing && (full || age >= Self.refreshInterval)
            if background { s.refreshing = true }
            return (false, age >= Self.maxAge, background, full)
        }
        if load {
            do { try await self.load(context) } catch {
                context.logger.warning("eats: loading the nearby index failed: \(error)")
                state.withLockedValue { $0.loading = false; $0.pending = [] }
            }
            return
        }
        if refreshNow {
            do {
                try await self.refresh(context)
                state.withLockedValue { $0.lastRefresh = max($0.lastRefresh, now) }
            } catch {
                context.logger.warning("eats: catching up the nearby index failed: \(error)")
            }
        }
        guard background else { return }
        Task {
            do {
                if full {
                    state.withLockedValue { $0.loading = true }
                    try await self.load(context)
                } else if !refreshNow {
                    try await self.refresh(context)
                }
            } catch {
                context.logger.warning("eats: refreshing the nearby index failed: \(error)")
                self.state.withLockedValue { $0.loading = false; $0.pending = [] }
            }
            self.state.withLockedValue { $0.refreshing = false; $0.lastRefresh = max($0.lastRefresh, now) }
        }
    }

    /// Reads every restaurant; the new state replaces the old at once, with the writes made
    /// meanwhile applied on top.
    func load(_ context: SatchelContext) async throws {
        let started = context.now
        let timer = DispatchTime.now()
        let stamp = context.now
        let store = context.eatsStore
        // Sized for the table at once: growing doubles (and copies) what a million take.
        let expected = try await store.restaurantCount()
        var fresh = State(store: NearbyStore(expecting: expected + expected / 50))
        var after: UUID?
        // Pages by id, so a big table is not one huge result.
        while true {
            let page = try await store.facts(after: after, limit: 20_000)
            for facts in page { fresh.store.put(facts) }
            after = page.last?.id ?? after
            if page.count < 20_000 { break }
        }
        fresh.store.seal()
        let count = fresh.store.count
        recent.withLockedValue { $0.changed(nil) }
        state.withLockedValue { s in
            for change in s.pending { Self.apply(change, to: &fresh.store) }
            fresh.loaded = true
            fresh.refreshing = s.refreshing
            fresh.caughtUpTo = stamp.addingTimeInterval(-Self.commitMargin)
            fresh.lastRefresh = started
            fresh.lastFullLoad = started
            s = fresh
        }
        changed()
        context.logger.info("eats: nearby index loaded, \(count) restaurants in \((DispatchTime.now().uptimeNanoseconds - timer.uptimeNanoseconds) / 1_000_000) ms")
    }

    /// Catches up with what other processes changed or deleted since the last look.
    func refresh(_ context: SatchelContext) async throws {
        let stamp = context.now
        let since = state.withLockedValue { $0.caughtUpTo }
        let store = context.eatsStore
        let changed = try await store.facts(changedAfter: since)
        let deleted = try await store.restaurantsDeleted(after: since)
        recent.withLockedValue { r in
            for id in changed.map(\.id) + deleted { r.changed(id) }
        }
        state.withLockedValue { s in
            for facts in changed { Self.apply(.put(facts), to: &s.store) }
            for id in deleted { Self.apply(.remove(id), to: &s.store) }
            s.caughtUpTo = max(s.caughtUpTo, stamp.addingTimeInterval(-Self.commitMargin))
        }
        if !changed.isEmpty || !deleted.isEmpty { self.changed() }
    }
}

/// Restaurants deleted, so other processes' nearby indexes drop them too (kept a day).
enum RestaurantDeletion {
    static let schema = "eats_restaurant_deletions"

    static func record(_ id: UUID, context: SatchelContext) async throws {
        try await context.eatsStore.recordDeletion(ofRestaurant: id, at: context.now)
    }

    static func purge(context: SatchelContext) async throws {
        try await context.eatsStore.forgetDeletions(before: context.now.addingTimeInterval(-86_400))
    }
}

extension SatchelContext {
    /// The app's nearby index (one per server process).
    var nearbyIndex: NearbyIndex? { part(NearbyIndex.self) }
}
