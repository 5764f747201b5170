import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SQLKit

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
    func index(for library: LibraryRecord, context: SatchelContext) async throws -> TitleWordIndex? {
        let id = try library.requireID()
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

    /// `library_title_search`'s columns in `TitleWordIndex.Field` order.
    static let sqliteColumns = ["title", "author", "keyword", "publisher", "isbn", "marked"]

    static func countTitles(_ id: UUID, context: SatchelContext) async throws -> Int {
        let sql = context.sql
        return try await sql.raw("SELECT COUNT(*) AS n FROM library_titles WHERE library_id = \(bind: id)").first()?
            .decode(column: "n", as: Int.self) ?? 0
    }

    /// Reads the library's titles in number order, a batch at a time, as the search index has
    /// them: SQLite's index keeps its folded text (read as it is: the same words, and no folding
    /// of 250,000 titles again; `CROSS JOIN` keeps SQLite walking the titles by number and
    /// looking each up in the index, not scanning the index); PostgreSQL's is folded from the titles.
    /// Then each static order's places (`readOrders`).
    static func make(_ id: UUID, context: SatchelContext) async throws -> TitleWordIndex {
        let sql = context.sql
        let postgres = context.isPostgres
        var builder = TitleWordIndex.Builder()
        var after = Int.min
        while true {
            let rows = try await sql.raw(postgres ? """
                SELECT number, language, title, subtitle, original_title, series, authors, translators, subjects, description, publisher, isbns,
                       title_in_script, authors_in_script
                FROM library_titles WHERE library_id = \(bind: id) AND number > \(bind: after) ORDER BY number LIMIT \(unsafeRaw: String(batch))
                """ : """
                SELECT s.rowid AS number, t.language, s.title, s.author, s.keyword, s.publisher, s.isbn, s.marked
                FROM library_titles t CROSS JOIN library_title_search s ON s.rowid = t.number
                WHERE t.library_id = \(bind: id) AND t.number > \(bind: after) ORDER BY t.number LIMIT \(unsafeRaw: String(batch))
                """).all()
            for row in rows {
                after = try row.decode(column: "number", as: Int.self)
                builder.add(number: after, fields: try postgres ? Self.foldedFields(row) : Self.sqliteColumns.map {
                    try row.decode(column: $0, as: String?.self) ?? ""
                }, language: try row.decode(column: "language", as: String?.self))
            }
            if rows.count < batch { break }
        }
        var index = builder.finish()
        try await readOrders(into: &index, library: id, sql: sql)
        return index
    }

    /// A title's indexed fields from its stored columns, folded as an import folds them.
    static func foldedFields(_ row: any SQLRow) throws -> [String] {
        SearchDocument(
            title: try row.decode(column: "title", as: String.self), subtitle: try row.decode(column: "subtitle", as: String?.self),
            originalTitle: try row.decode(column: "original_title", as: String?.self), series: try row.decode(column: "series", as: String?.self),
            authors: try row.decode(column: "authors", as: String.self), translators: try row.decode(column: "translators", as: String.self),
            subjects: try row.decode(column: "subjects", as: String.self), description: try row.decode(column: "description", as: String?.self),
            publisher: try row.decode(column: "publisher", as: String?.self), isbns: try row.decode(column: "isbns", as: String.self),
            titleInScript: try row.decode(column: "title_in_script", as: String?.self),
            authorsInScript: try row.decode(column: "authors_in_script", as: String?.self)
        ).indexedFields
    }
}
