import FluentPostgresDriver
import Foundation
import NIOCore
import NIOPosix
import SatchelAPI
@_exported @testable import SatchelCore
@testable import SatchelServer
import SQLKit
import Testing
import Vapor
import VaporTesting

/// Settings for a test that counts statements (`Satchel-Statements` on each response): hot reads
/// are kept five minutes, so no cache runs out between two requests on a slow machine.
public func countingStatements(_ settings: inout Settings) {
    settings.environment["SATCHEL_STATEMENT_COUNT_HEADER"] = "1"
    settings.readCacheSeconds = 300
}

/// Runs `body` with a Satchel app built by the real `configure` on a fresh database:
/// SQLite in memory, or — when `SATCHEL_TEST_DATABASE_URL` is set — a PostgreSQL database
/// cloned for this test from a migrated template.
/// `upgrading` starts from an old database instead (a directory holding `satchel.sqlite` and
/// `postgres.sql`, made by `scripts/make-upgrade-fixture`), which the migrations bring up to date.
public func withSatchel(upgrading fixture: URL? = nil, settings adjust: (inout Settings) -> Void = { _ in },
                 _ body: (TestContext) async throws -> Void) async throws {
    // PostgreSQL has a connection limit: let only a few test apps hold pools at once.
    try await TestDatabases.slots.acquire()
    defer { Task { await TestDatabases.slots.release() } }
    let database = try await TestDatabases.shared.fresh(from: fixture)
    let clock = SatchelClock()
    var settings = Settings(dataDirectory: FileManager.default.temporaryDirectory
                                .appendingPathComponent("satchel-test-\(UUID().uuidString)").path,
                            databaseURL: database.url, publicURL: "http://satchel.test", bcryptCost: 4)
    if database.name == nil {
        // A file, as in production: an in-memory database shares one cache between
        // connections and locks differently.
        try FileManager.default.createDirectory(atPath: settings.dataDirectory, withIntermediateDirectories: true)
        settings.databaseURL = "sqlite:" + settings.dataDirectory + "/satchel.sqlite"
        // A copy of the old database, or of the one migrated once for the run (migrating each
        // test's own was a third of the suite's time); the migrations then find nothing to do.
        let source: URL
        if let fixture { source = fixture.appendingPathComponent("satchel.sqlite") } else { source = try await TestDatabases.shared.sqliteTemplate() }
        try FileManager.default.copyItem(at: source, to: URL(fileURLWithPath: settings.dataDirectory + "/satchel.sqlite"))
    }
    // Tests sign up freely; tests of the other modes set their own (a new instance's first
    // read of the policy stores this).
    settings.environment["SATCHEL_SIGN_UP"] = "open"
    adjust(&settings)
    let app = try await Application.make(.testing)
    // SQLite's driver waits for a busy database by spinning on a thread-pool thread. Tests run
    // many apps at once: on one shared pool, two apps' waiters could hold every thread while the
    // writers they wait for starve. Each app gets its own pool, as a lone server has.
    app.threadPool = NIOThreadPool(numberOfThreads: 2)
    do {
        try await configure(app, settings: settings, clock: clock)
        try await app.autoMigrate()
        try await body(TestContext(app: app, clock: clock))
    } catch {
        try? await app.asyncShutdown()
        try? await TestDatabases.shared.drop(database)
        try? FileManager.default.removeItem(atPath: settings.dataDirectory)
        throw error
    }
    try await app.asyncShutdown()
    try await TestDatabases.shared.drop(database)
    try? FileManager.default.removeItem(atPath: settings.dataDirectory)
}

/// Whether this run uses PostgreSQL (for the rare test that only makes sense on one).
public var testsUsePostgres: Bool { ProcessInfo.processInfo.environment["SATCHEL_TEST_DATABASE_URL"]?.isEmpty == false }

/// The trait of a slow test that touches no database: it runs in the SQLite pass only, since
/// the PostgreSQL pass would repeat exactly the same work.
public let noDatabase: ConditionTrait = .enabled(if: !testsUsePostgres, "touches no database: runs in the SQLite pass")

struct TestDatabaseError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

struct TestDatabase: Sendable {
    let url: String
    let name: String?
}

/// Creates and drops the per-test databases. The admin connection and the migrated template
/// are made once, by the first test to ask; the others wait for that same task (the actor is
/// re-entrant across awaits, so a plain "if nil" would build them twice).
actor TestDatabases {
    static let shared = TestDatabases()
    static let slots = AsyncSemaphore(testsUsePostgres ? 6 : 64)

    private var admin: Task<Application, any Error>?
    private var template: Task<String, any Error>?
    private var sqliteTemplateFile: Task<URL, any Error>?

    func fresh(from fixture: URL? = nil) async throws -> TestDatabase {
        guard let base = ProcessInfo.processInfo.environment["SATCHEL_TEST_DATABASE_URL"], !base.isEmpty else {
            return TestDatabase(url: "sqlite::memory:", name: nil)
        }
        let sql = try await adminDatabase(base)
        // The template's making clears what an earlier run left behind: it must be done before
        // any database of this run exists, a restored one too, or it would drop that one.
        let templateName = try await templateDatabase(base, sql)
        if let fixture { return try await restored(fixture.appendingPathComponent("postgres.sql"), base, sql) }
        let name = Self.newDatabaseName()
        let strategy = try await copyStrategy(sql)
        try await sql.raw("CREATE DATABASE \(unsafeRaw: name) TEMPLATE \(unsafeRaw: templateName)\(unsafeRaw: strategy)").run()
        return TestDatabase(url: Self.url(base, database: name), name: name)
    }

    func drop(_ database: TestDatabase) async throws {
        guard let name = database.name,
              let base = ProcessInfo.processInfo.environment["SATCHEL_TEST_DATABASE_URL"] else { return }
        // A drop can be refused while the server itself still touches the database (autovacuum);
        // the next run clears what is left, so it does not fail the test.
        try? await adminDatabase(base).raw("DROP DATABASE IF EXISTS \(unsafeRaw: name) WITH (FORCE)").run()
    }

    /// A new database holding what a plain `pg_dump` wrote, loaded by `psql` as an operator would.
    private func restored(_ dump: URL, _ base: String, _ sql: any SQLDatabase) async throws -> TestDatabase {
        let name = Self.newDatabaseName()
        try await sql.raw("CREATE DATABASE \(unsafeRaw: name) TEMPLATE template0").run()
        let url = Self.url(base, database: name)
        let psql = Process()
        psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        psql.arguments = ["psql", url, "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", "--file", dump.path]
        psql.standardOutput = FileHandle.nullDevice
        try psql.run()
        psql.waitUntilExit()
        guard psql.terminationStatus == 0 else {
            throw TestDatabaseError(message: "psql could not load \(dump.path) (exit \(psql.terminationStatus))")
        }
        return TestDatabase(url: url, name: name)
    }

    private func templateDatabase(_ base: String, _ sql: any SQLDatabase) async throws -> String {
        if template == nil {
            template = Task {
                // Databases an earlier, interrupted run left behind; not those of a run still
                // going (a second test run on the same server would lose its databases mid-test).
                let stale = try await sql.raw("SELECT datname FROM pg_database WHERE datname LIKE 'satchel\\_t\\_%' OR datname LIKE 'satchel\\_tmpl\\_%'")
                    .all().map { try $0.decode(column: "datname", as: String.self) }.filter(Self.isLeftBehind)
                for old in stale { try? await sql.raw("DROP DATABASE IF EXISTS \(unsafeRaw: old) WITH (FORCE)").run() }
                let name = "satchel_tmpl_\(Self.runTag)_\(UInt32.random(in: 0...UInt32.max))"
                try await sql.raw("CREATE DATABASE \(unsafeRaw: name)").run()
                // Migrate the template once with the real configure, then close it so it can be copied.
                let app = try await Application.make(.testing)
                do {
                    try await configure(app, settings: Settings(databaseURL: Self.url(base, database: name), bcryptCost: 4))
                    try await app.autoMigrate()
                } catch {
                    try? await app.asyncShutdown()
                    throw error
                }
                try await app.asyncShutdown()
                return name
            }
        }
        return try await template!.value
    }

    /// A SQLite database file migrated once with the real configure, for tests to copy.
    func sqliteTemplate() async throws -> URL {
        if sqliteTemplateFile == nil {
            sqliteTemplateFile = Task {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-template-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("satchel.sqlite")
                let app = try await Application.make(.testing)
                do {
                    try await configure(app, settings: Settings(dataDirectory: folder.path, databaseURL: "sqlite:" + file.path, bcryptCost: 4))
                    try await app.autoMigrate()
                } catch {
                    try? await app.asyncShutdown()
                    throw error
                }
                // Closing the last connection folds the write-ahead log into the file.
                try await app.asyncShutdown()
                return file
            }
        }
        return try await sqliteTemplateFile!.value
    }

    private var strategyClause: String?

    /// PostgreSQL 15 copies a template through the write-ahead log by default, a third slower
    /// than copying its files for a small database like a test's; older servers only copy files.
    private func copyStrategy(_ sql: any SQLDatabase) async throws -> String {
        if let strategyClause { return strategyClause }
        let version = try await sql.raw("SELECT current_setting('server_version_num')::int AS version").first()?
            .decode(column: "version", as: Int.self) ?? 0
        let clause = version >= 150_000 ? " STRATEGY FILE_COPY" : ""
        strategyClause = clause
        return clause
    }

    private func adminDatabase(_ base: String) async throws -> any SQLDatabase {
        if admin == nil {
            admin = Task {
                let app = try await Application.make(.testing)
                try app.databases.use(.postgres(url: base), as: .psql)
                return app
            }
        }
        return try await admin!.value.db.sql
    }

    /// This run's mark in its databases' names: its process id, so that another run can tell
    /// whether they are still in use.
    static let runTag = "p\(ProcessInfo.processInfo.processIdentifier)"

    static func newDatabaseName() -> String {
        "satchel_t_\(runTag)_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
    }

    /// A test database whose run has ended: its process is gone (or its name carries none).
    static func isLeftBehind(_ name: String) -> Bool {
        let parts = name.split(separator: "_")
        guard let tag = parts.first(where: { $0.hasPrefix("p") && Int32($0.dropFirst()) != nil }), let pid = Int32(tag.dropFirst())
        else { return true }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    static func url(_ base: String, database: String) -> String {
        var parts = URLComponents(string: base)!
        parts.path = "/" + database
        return parts.string!
    }
}

/// The app under test plus helpers to talk to it like a client does.
public struct TestContext: Sendable {
    public let app: Application
    public let clock: SatchelClock

    public var context: SatchelContext { app.context }

    public init(app: Application, clock: SatchelClock) {
        self.app = app
        self.clock = clock
    }

    /// Sends a request in process; `json` is encoded as the body.
    @discardableResult
    public func request(_ method: HTTPMethod, _ path: String, token: String? = nil, json: (any Encodable & Sendable)? = nil,
                 headers: HTTPHeaders = [:], body: ByteBuffer? = nil) async throws -> TestingHTTPResponse {
        var headers = headers
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        var buffer = body
        if let json {
            headers.contentType = .json
            buffer = ByteBuffer(data: try JSONEncoder.api.encode(json))
        }
        return try await app.testing().sendRequest(method, path, headers: headers, body: buffer)
    }

    /// Sends a request in process as if it came over a connection from `peer` (an IP address),
    /// for what depends on who connected: trusted proxies, client addresses.
    @discardableResult
    public func request(_ method: HTTPMethod, _ path: String, from peer: String, token: String? = nil,
                        json: (any Encodable & Sendable)? = nil, headers: HTTPHeaders = [:]) async throws -> Response {
        var headers = headers
        if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
        var body = ByteBuffer()
        if let json {
            headers.contentType = .json
            body = ByteBuffer(data: try JSONEncoder.api.encode(json))
        }
        let request = Request(application: app, method: method, url: URI(string: path), headers: headers,
                              collectedBody: body, remoteAddress: try SocketAddress(ipAddress: peer, port: 40_000),
                              logger: app.logger, on: app.eventLoopGroup.next())
        let response = try await app.responder.current.respond(to: request).get()
        if let collected = try await response.body.collect(on: request.eventLoop).get() { response.body = .init(buffer: collected) }
        return response
    }

    public func request(_ route: any TypedRoute, token: String? = nil, json: (any Encodable & Sendable)? = nil,
                 query: String = "") async throws -> TestingHTTPResponse {
        try await request(HTTPMethod(rawValue: route.method.rawValue), route.path + query, token: token, json: json)
    }

    public func request(_ route: APIRoute, token: String? = nil, json: (any Encodable & Sendable)? = nil,
                 query: String = "") async throws -> TestingHTTPResponse {
        try await request(route as any TypedRoute, token: token, json: json, query: query)
    }

    /// Signs up through the API; returns the session.
    public func signUp(_ username: String, name: String? = nil, password: String = "correct horse battery",
                keep: Bool = false) async throws -> SessionResponse {
        let res = try await request(.signUp, json: SignUpRequest(displayName: name ?? username.capitalized, username: username,
                                                                 email: "\(username)@example.org", password: password,
                                                                 keepSignedIn: keep))
        #expect(res.status == .created, "sign-up of \(username) failed: \(res.body.string)")
        return try res.decode(SessionResponse.self)
    }

    /// The first start's administrator, through the API.
    @discardableResult
    public func createAdministrator(_ username: String = "admin", password: String = "correct horse battery") async throws -> SessionResponse {
        let res = try await request(.createAdministrator, json: SignUpRequest(displayName: username.capitalized, username: username,
                                                                             email: "\(username)@example.org", password: password))
        #expect(res.status == .created, "creating the administrator \(username) failed: \(res.body.string)")
        return try res.decode(SessionResponse.self)
    }

    /// Makes two users friends through the API.
    public func befriend(_ a: SessionResponse, _ b: SessionResponse) async throws {
        let sent = try await request(.sendFriendRequest, token: a.token, json: NewFriendRequest(userId: b.user.id))
        let request = try sent.decode(FriendRequest.self)
        let accepted = try await self.request(.acceptFriendRequest(request.id), token: b.token)
        #expect(accepted.status == .ok)
    }

    public func user(_ session: SessionResponse) async throws -> User {
        try await User.find(session.user.id, on: app.db)!
    }
}

extension TestingHTTPResponse {
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder.api.decode(T.self, from: Data(body.readableBytesView))
    }

    public var problem: Problem? { try? decode(Problem.self) }
}

/// Lets at most `limit` callers in at once; the rest wait in order.
actor AsyncSemaphore {
    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ limit: Int) { available = limit }

    func acquire() async throws {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { available += 1 } else { waiting.removeFirst().resume() }
    }
}
