import FluentKit
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// How many SQL statements a request sends, for finding reads whose statement count grows with
/// the data. With `SATCHEL_STATEMENT_COUNT_HEADER=1` each response says it in
/// `Satchel-Statements` (the statement-count test and benchmarks turn it on; off, nothing is
/// counted and nothing costs anything).
public final class StatementCounter: Sendable {
    private let statements = NIOLockedValueBox<(count: Int, texts: [String])>((0, []))
    /// `SATCHEL_STATEMENT_COUNT_HEADER=log` also keeps each statement, to be logged with the response.
    let keepsText: Bool

    public init(keepsText: Bool = false) { self.keepsText = keepsText }

    public var value: Int { statements.withLockedValue { $0.count } }
    public var texts: [String] { statements.withLockedValue { $0.texts } }

    func add(_ text: @autoclosure () -> String) {
        let kept = keepsText ? text() : nil
        statements.withLockedValue {
            $0.count += 1
            if let kept { $0.texts.append(kept) }
        }
    }
}

/// Sends everything to the database it wraps and counts each statement: every Fluent query and
/// every SQLKit statement, in transactions and on held connections too.
struct CountedDatabase: Database, SQLDatabase {
    let inner: any Database
    let counter: StatementCounter

    init(_ inner: any Database, counter: StatementCounter) {
        // Wrapping twice would count twice.
        self.inner = (inner as? CountedDatabase)?.inner ?? inner
        self.counter = counter
    }

    private var sql: any SQLDatabase { inner.sql }

    // Database
    var context: DatabaseContext { inner.context }
    var inTransaction: Bool { inner.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> ()) -> EventLoopFuture<Void> {
        counter.add("\(query)")
        return inner.execute(query: query, onOutput: onOutput)
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        counter.add("\(schema)")
        return inner.execute(schema: schema)
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        counter.add("\(`enum`)")
        return inner.execute(enum: `enum`)
    }

    func transaction<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let counter = counter
        return inner.transaction { closure(CountedDatabase($0, counter: counter)) }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let counter = counter
        return inner.withConnection { closure(CountedDatabase($0, counter: counter)) }
    }

    // SQLDatabase
    var logger: Logger { sql.logger }
    var eventLoop: any EventLoop { sql.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) -> EventLoopFuture<Void> {
        counter.add(sql.serialize(query).sql)
        return sql.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> ()) async throws {
        counter.add(sql.serialize(query).sql)
        try await sql.execute(sql: query, onRow)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        let counter = counter
        return try await sql.withSession { try await closure(CountedDatabase($0 as! any Database, counter: counter)) }
    }
}

/// Gives each request its counter and says the count in the response.
struct StatementCountMiddleware: AsyncMiddleware {
    static let header = "Satchel-Statements"
    let logsStatements: Bool

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let counter = StatementCounter(keepsText: logsStatements)
        req.storage[StatementCounterKey.self] = counter
        let res = try await next.respond(to: req)
        res.headers.replaceOrAdd(name: Self.header, value: String(counter.value))
        if logsStatements {
            let texts = counter.texts.joined(separator: "\n")
            req.logger.notice("\(req.method) \(req.url.path): \(counter.value) statements\n\(texts)")
        }
        return res
    }
}

struct StatementCounterKey: StorageKey { typealias Value = StatementCounter }

extension Request {
    /// The request's database: counted when statement counting is on.
    var countedDatabase: any Database {
        guard let counter = storage[StatementCounterKey.self] else { return db }
        return CountedDatabase(db, counter: counter)
    }
}

extension Settings {
    /// `SATCHEL_STATEMENT_COUNT_HEADER=1`: every response says how many SQL statements it took;
    /// `log` also logs them, request by request.
    public var countsStatements: Bool {
        ["1", "true", "yes", "on", "log"].contains(environment["SATCHEL_STATEMENT_COUNT_HEADER"]?.lowercased() ?? "")
    }

    var logsStatements: Bool { environment["SATCHEL_STATEMENT_COUNT_HEADER"]?.lowercased() == "log" }
}
