import FluentKit
import Foundation
import NIOConcurrencyHelpers
import SQLKit

/// What committed writes changed: some tables, or everything (a schema change, or a write whose
/// tables could not be known).
public struct TableWrites: Codable, Sendable, Equatable {
    public var tables: Set<String> = []
    public var everything = false

    public var isEmpty: Bool { tables.isEmpty && !everything }

    mutating func add(_ other: TableWrites) {
        tables.formUnion(other.tables)
        everything = everything || other.everything
    }
}

/// Watches every statement Satchel sends (every database it opens is a `WatchedDatabase`): it
/// tells the caches which tables each committed write changed, and tells a read being kept
/// (`TableReads`) which tables it read. Nothing has to remember to say what it wrote.
public final class TableWatch: Sendable {
    private let tables = NIOLockedValueBox<DatabaseTables?>(nil)
    private let loading = NIOLockedValueBox<Task<DatabaseTables, any Error>?>(nil)
    private let committed: @Sendable (TableWrites) -> Void

    /// `committed` hears each committed write (at once outside a transaction, at its commit inside one).
    public init(committed: @escaping @Sendable (TableWrites) -> Void) {
        self.committed = committed
    }

    /// Reads the database's tables once (again after a schema change). Until then, a write counts
    /// as changing everything, and nothing is kept by what it read.
    public func load(_ sql: any SQLDatabase) async throws {
        if tables.withLockedValue({ $0 }) != nil { return }
        let task = loading.withLockedValue { running -> Task<DatabaseTables, any Error> in
            if let running { return running }
            let task = Task { try await DatabaseTables.load(sql) }
            running = task
            return task
        }
        do {
            let loaded = try await task.value
            tables.withLockedValue { $0 = loaded }
            loading.withLockedValue { if $0 == task { $0 = nil } }
        } catch {
            loading.withLockedValue { if $0 == task { $0 = nil } }
            throw error
        }
    }

    /// After a schema change: read the tables again before the next kept read.
    func forgetTables() { tables.withLockedValue { $0 = nil } }

    public var isLoaded: Bool { tables.withLockedValue { $0 != nil } }

    // MARK: what a statement does

    /// A Fluent query's tables: read (when a read is being kept) or written.
    func effect(of query: DatabaseQuery) -> (reads: Set<String>, writes: TableWrites) {
        switch query.action {
        case .read, .aggregate:
            guard TableReads.current != nil else { return ([], TableWrites()) }
            return (known(StatementTables(sql: query.description).names.union([query.schema.lowercased()])), TableWrites())
        case .create, .update, .delete:
            return ([], written([query.schema.lowercased()]))
        case .custom:
            return ([], TableWrites(everything: true))
        }
    }

    /// An SQL statement's tables. A SELECT is only looked into when a read is being kept.
    func effect(of query: any SQLExpression, on sql: any SQLDatabase, reading: Bool) -> (statement: StatementTables?, reads: Set<String>, writes: TableWrites) {
        if !reading, query is SQLSelect || query is SQLUnion { return (nil, [], TableWrites()) }
        let statement = StatementTables(sql: sql.serialize(query).sql)
        if statement.changesSchema {
            forgetTables()
            return (statement, [], TableWrites(everything: true))
        }
        let named = known(statement.names)
        return (statement, reading ? named : [], statement.writes ? written(named, unknownIfNone: true) : TableWrites())
    }

    /// Tables that exist, of the names a statement mentions (all of them while the tables are unknown).
    private func known(_ names: Set<String>) -> Set<String> {
        guard let tables = tables.withLockedValue({ $0 }) else { return names }
        return names.intersection(tables.names)
    }

    private func written(_ names: Set<String>, unknownIfNone: Bool = false) -> TableWrites {
        guard let tables = tables.withLockedValue({ $0 }) else { return TableWrites(everything: true) }
        // A write that names no known table writes something unknown (a table made since loading).
        if unknownIfNone && names.isEmpty { return TableWrites(everything: true) }
        return TableWrites(tables: tables.written(names))
    }

    func report(_ writes: TableWrites) {
        guard !writes.isEmpty else { return }
        committed(writes)
    }
}

/// The tables a read being kept has read, so its copy is dropped when any of them is written.
/// Set for the duration of the read (a task local) and carried by each database opened during it.
public final class TableReads: Sendable {
    @TaskLocal public static var current: TableReads?

    private let names = NIOLockedValueBox<Set<String>>([])

    public init() {}

    public var tables: Set<String> { names.withLockedValue { $0 } }

    public func add(_ tables: Set<String>) {
        guard !tables.isEmpty else { return }
        names.withLockedValue { $0.formUnion(tables) }
    }

    /// An in-memory cache read during a kept read: the read is dropped with it (`CacheRegistry`).
    public static func used(_ cache: any DroppableCache) {
        current?.add([CacheRegistry.usedName(of: cache)])
    }

    /// The same for a cache that keeps itself current and says so (`CacheRegistry.memoryChanged`).
    public static func used(cacheNamed name: String) {
        current?.add([CacheRegistry.usedName(name)])
    }
}
