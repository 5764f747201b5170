import FluentKit
import NIOConcurrencyHelpers
import SQLKit

/// The writes of one transaction (or one held connection), told only once they commit.
final class WriteLog: Sendable {
    private let state: NIOLockedValueBox<(inTransaction: Bool, writes: TableWrites)>

    init(inTransaction: Bool) { state = NIOLockedValueBox((inTransaction, TableWrites())) }

    var inTransaction: Bool { state.withLockedValue { $0.inTransaction } }

    /// Keeps `writes` until the commit; outside a transaction returns them to tell now.
    func record(_ writes: TableWrites) -> TableWrites {
        state.withLockedValue { s in
            guard s.inTransaction else { return writes }
            s.writes.add(writes)
            return TableWrites()
        }
    }

    func begin() { state.withLockedValue { $0 = (true, TableWrites()) } }

    /// Ends the transaction: what it wrote when it committed, nothing when it rolled back.
    func end(committed: Bool) -> TableWrites {
        state.withLockedValue { s in
            let writes = committed ? s.writes : TableWrites()
            s = (false, TableWrites())
            return writes
        }
    }
}

/// A database that sends everything to the one it wraps and tells the `TableWatch` what each
/// statement read and wrote: Fluent queries, SQLKit statements, in transactions (told at the
/// commit) and on held connections (a raw `BEGIN` … `COMMIT` too).
struct WatchedDatabase: Database, SQLDatabase {
    let inner: any Database
    let watch: TableWatch
    /// The transaction or held connection this is part of; nil for a pooled database, whose
    /// every statement commits by itself.
    let log: WriteLog?
    /// The read being kept when this database was opened (its follow-up queries may run
    /// outside that task).
    let reads: TableReads?

    init(_ inner: any Database, watch: TableWatch, log: WriteLog? = nil, reads: TableReads? = TableReads.current) {
        self.inner = inner
        self.watch = watch
        self.log = log
        self.reads = reads
    }

    private var sql: any SQLDatabase { inner.sql }

    private var readsNow: TableReads? { TableReads.current ?? reads }

    private func done(_ writes: TableWrites) {
        watch.report(log?.record(writes) ?? writes)
    }

    // Database
    var context: DatabaseContext { inner.context }
    var inTransaction: Bool { inner.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> ()) -> EventLoopFuture<Void> {
        let effect = watch.effect(of: query)
        readsNow?.add(effect.reads)
        return inner.execute(query: query, onOutput: onOutput).map { self.done(effect.writes) }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        inner.execute(schema: schema).map { self.schemaChanged() }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        inner.execute(enum: `enum`).map { self.schemaChanged() }
    }

    private func schemaChanged() {
        watch.forgetTables()
        done(TableWrites(everything: true))
    }

    func transaction<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let (watch, reads) = (watch, readsNow)
        // One inside another runs inline (Fluent's rule): part of the outer one, told at its commit.
        if let log, log.inTransaction {
            return inner.transaction { closure(WatchedDatabase($0, watch: watch, log: log, reads: reads)) }
        }
        let log = WriteLog(inTransaction: true)
        return inner.transaction { closure(WatchedDatabase($0, watch: watch, log: log, reads: reads)) }
            .map { value in
                watch.report(log.end(committed: true))
                return value
            }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let (watch, reads, log) = (watch, readsNow, log ?? WriteLog(inTransaction: false))
        return inner.withConnection { closure(WatchedDatabase($0, watch: watch, log: log, reads: reads)) }
    }

    // SQLDatabase
    var logger: Logger { sql.logger }
    var eventLoop: any EventLoop { sql.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    /// Before a statement: its tables, and a raw BEGIN opens the log.
    private func starting(_ query: any SQLExpression) -> (StatementTables?, TableWrites) {
        let reads = readsNow
        let effect = watch.effect(of: query, on: sql, reading: reads != nil)
        reads?.add(effect.reads)
        if effect.statement?.control == .begin { log?.begin() }
        return (effect.statement, effect.writes)
    }

    /// After it succeeded: its writes are told (now, or at the commit), a COMMIT tells the log's.
    private func finished(_ statement: StatementTables?, _ writes: TableWrites) {
        done(writes)
        switch statement?.control {
        case .commit?: watch.report(log?.end(committed: true) ?? TableWrites())
        case .rollback?: _ = log?.end(committed: false)
        default: break
        }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) -> EventLoopFuture<Void> {
        let (statement, writes) = starting(query)
        return sql.execute(sql: query, onRow).map { self.finished(statement, writes) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) async throws {
        let (statement, writes) = starting(query)
        try await sql.execute(sql: query, onRow)
        finished(statement, writes)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        let (watch, reads, log) = (watch, readsNow, log ?? WriteLog(inTransaction: false))
        return try await sql.withSession { session in
            guard let database = session as? any Database else { return try await closure(session) }
            return try await closure(WatchedDatabase(database, watch: watch, log: log, reads: reads))
        }
    }
}

/// A database configuration whose databases are watched (`WatchedDatabase`).
struct WatchedConfiguration: DatabaseConfiguration {
    var inner: any DatabaseConfiguration
    let watch: TableWatch

    var middleware: [any AnyModelMiddleware] {
        get { inner.middleware }
        set { inner.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        WatchedDriver(inner: inner.makeDriver(for: databases), watch: watch)
    }
}

struct WatchedDriver: DatabaseDriver {
    let inner: any DatabaseDriver
    let watch: TableWatch

    func makeDatabase(with context: DatabaseContext) -> any Database {
        WatchedDatabase(inner.makeDatabase(with: context), watch: watch)
    }

    func shutdown() { inner.shutdown() }
    func shutdownAsync() async { await inner.shutdownAsync() }
}

extension DatabaseConfigurationFactory {
    /// The same database, every statement of it watched by `watch`.
    public static func watched(_ factory: DatabaseConfigurationFactory, by watch: TableWatch) -> DatabaseConfigurationFactory {
        DatabaseConfigurationFactory { WatchedConfiguration(inner: factory.make(), watch: watch) }
    }
}
