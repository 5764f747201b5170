import Foundation
import NIOConcurrencyHelpers
import SatchelCore

/// Each library's `TitleWordIndex`, made on its first best-match search and made again when its
/// catalogue changes: at once after an import here (`forget`), and within the library cache's
/// lifetime after an import on another server (the library's `catalogueVersion` moved on).
/// A catalogue of up to `waitBelow` titles is indexed while the search waits (milliseconds);
/// a larger one in the background, the database answering until it is ready.
final class TitleWordIndexes: DroppableCache {
    let cacheName = "library word indexes"
    /// Other servers also see the catalogue's version move (`catalogue_version`).
    let droppedBy: Set<String> = ["library_catalogue"]

    func drop(_ changes: [CacheChange]) {
        guard let libraries = LibraryCaches.libraries(in: changes) else {
            slots.withLockedValue { $0.slots.removeAll() }
            return
        }
        for library in libraries { forget(library) }
    }

    static let waitBelow = 20_000
    /// Titles read from the database at a time while indexing.
    static let batch = 5_000

    private struct Slot {
        var version: Int
        var generation: Int
        var task: Task<TitleWordIndex?, Never>
        var ready: TitleWordIndex?
    }

    /// The last index started: one is made at a time (making one takes a core and, for a
    /// while, several times the memory it ends up in).
    /// (Only its end is kept: an index dropped after an import is not held on to by it.)
    private let slots = NIOLockedValueBox<(slots: [UUID: Slot], generation: Int, last: Task<Void, Never>?)>(([:], 0, nil))

    init() {}

    /// The library's index when it is ready (or small enough to make now); nil while a large
    /// catalogue is being indexed or when indexing failed (the database answers then).
    func index(for library: LibraryRow, context: SatchelContext) async throws -> TitleWordIndex? {
        TableReads.used(self)
        let id = library.id
        let version = library.catalogueVersion
        if let ready = slots.withLockedValue({ $0.slots[id] }).flatMap({ $0.version >= version ? $0.ready : nil }) {
            return ready
        }
        let count = { try await Self.countTitles(id, context: context) }
        let titles: Int
        if let directory = context.libraryDirectory { titles = try await directory.titleCount(id, count: count) } else { titles = try await count() }
        let task = slots.withLockedValue { state -> Task<TitleWordIndex?, Never> in
            if let slot = state.slots[id], slot.version >= version { return slot.task }
            state.generation += 1
            let generation = state.generation
            let previous = state.last
            let task = Task { () -> TitleWordIndex? in
                await previous?.value
                defer { Allocator.returnFreedMemory() }
                do {
                    let index = try await Self.make(id, context: context)
                    self.slots.withLockedValue { state in
                        if state.slots[id]?.generation == generation { state.slots[id]?.ready = index }
                    }
                    context.logger.info("library: indexed \(index.count) titles in memory (\(index.bytes / 1_000_000) MB)")
                    return index
                } catch {
                    context.logger.warning("library: indexing the titles in memory failed: \(error)")
                    self.slots.withLockedValue { state in
                        if state.slots[id]?.generation == generation { state.slots[id] = nil }
                    }
                    return nil
                }
            }
            state.slots[id] = Slot(version: version, generation: generation, task: task)
            state.last = Task { _ = await task.value }
            return task
        }
        return titles <= Self.waitBelow ? await task.value : nil
    }

    /// Drops a library's index after its catalogue changed: the next search makes it anew.
    private func forget(_ id: UUID) {
        slots.withLockedValue { _ = $0.slots.removeValue(forKey: id) }
    }

    static func countTitles(_ id: UUID, context: SatchelContext) async throws -> Int {
        try await context.libraryStore.titleCount(library: id)
    }

    /// Reads the library's titles in number order, a batch at a time, as the search index has
    /// them: SQLite's index keeps its folded text (`LibraryStore.indexedTitles`); PostgreSQL's is
    /// folded from the titles. Then each static order's places (`readOrders`).
    static func make(_ id: UUID, context: SatchelContext) async throws -> TitleWordIndex {
        let store = context.libraryStore
        let postgres = context.isPostgres
        var builder = TitleWordIndex.Builder()
        var after = Int.min
        while true {
            let read: Int
            if postgres {
                let rows = try await store.titleTexts(library: id, after: after, rows: batch)
                for row in rows { builder.add(number: row.number, fields: row.fields, language: row.language) }
                after = rows.last?.number ?? after
                read = rows.count
            } else {
                let rows = try await store.indexedTitles(library: id, after: after, rows: batch)
                for row in rows { builder.add(number: row.number, fields: row.fields, language: row.language) }
                after = rows.last?.number ?? after
                read = rows.count
            }
            if read < batch { break }
        }
        var index = builder.finish()
        try await readOrders(into: &index, library: id, store: store)
        return index
    }
}
