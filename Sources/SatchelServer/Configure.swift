import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import SatchelCore
import SQLKit
import Vapor
import Eats
import Library
import Spots
import Wishes

/// Every app of Satchel, in the order their migrations run.
public let satchelModules: [any SatchelModule] = [CoreModule(), WishesModule(), SpotsModule(), EatsModule(), LibraryModule()]

/// Wires database, middleware, modules and jobs into `app`.
/// `settings.databaseURL`: nil for `./data/satchel.sqlite`, `sqlite::memory:` or `sqlite:PATH`,
/// or `postgres://…`. `adminCommands`: more `satchel admin` commands (the executable adds
/// `generate-world` from the benchmarks' SatchelWorld).
public func configure(_ app: Application, settings: Settings = .fromEnvironment(),
                      clock: SatchelClock = SatchelClock(), adminCommands: [String: any AnyAsyncCommand] = [:]) async throws {
    app.satchel = SatchelServices(settings: settings, clock: clock)
    app.satchel.requestLimits = OpenAPILimits.bundled
    do { app.satchel.mail.settings = try MailSettings.from(settings) } catch {
        throw SatchelConfigurationError(message: "\(error)")
    }
    Telemetry.start()
    app.http.server.configuration.hostname = settings.hostname
    app.http.server.configuration.port = settings.port
    app.routes.defaultMaxBodySize = "1mb"

    // Every statement is watched, so the caches learn what each committed write changed.
    let watch = app.satchel.tableWatch
    // A SQLite file given by path, perhaps outside the data folder: made the owner's too.
    var databaseFiles: [String] = []
    switch settings.databaseURL {
    case .some(let url) where url.hasPrefix("postgres://") || url.hasPrefix("postgresql://"):
        // A few connections per event loop: a burst of payment callbacks, each a short
        // transaction, should not queue behind one connection.
        var postgres = try SQLPostgresConfiguration(url: url)
        // Named, so /metrics can count this instance's connections in pg_stat_activity.
        postgres.coreConfiguration.options.additionalStartupParameters = [
            ("application_name", DatabasePool.applicationName(instance: app.satchel.cluster.instanceID)),
        ]
        app.databases.use(.watched(.postgres(configuration: postgres, maxConnectionsPerEventLoop: DatabasePool.connectionsPerEventLoop),
                                   by: watch), as: .psql)
    case .some("sqlite::memory:"):
        app.databases.use(.watched(.sqlite(.memory), by: watch), as: .sqlite)
    case .some(let url) where url.hasPrefix("sqlite:"):
        let file = String(url.dropFirst("sqlite:".count))
        app.databases.use(.watched(.sqlite(.file(file)), by: watch), as: .sqlite)
        try await useWriteAheadLog(app)
        databaseFiles = [file, file + "-wal", file + "-shm"]
    case .some(let url):
        throw SatchelConfigurationError(message: "DATABASE_URL must start with postgres:// or sqlite: (got \(Settings.maskPassword(url)))")
    case .none:
        try DataFolder.create(settings.dataDirectory)
        app.databases.use(.watched(.sqlite(.file(settings.dataDirectory + "/satchel.sqlite")), by: watch), as: .sqlite)
        try await useWriteAheadLog(app)
    }
    // Once the database is open (its files exist): a folder or file left readable by others,
    // by an older Satchel or a copy, is made the owner's alone, said in one line.
    DataFolder.tighten(settings.dataDirectory, alsoFiles: databaseFiles, logger: app.logger)
    for module in satchelModules {
        app.migrations.add(module.migrations)
    }
    app.passwords.use(.bcrypt(cost: settings.bcryptCost))

    SatchelHTTP.install(on: app)
    SatchelHTTP.registerRoutes(on: app, modules: satchelModules, openAPIDocument: openAPIDocument())
    SharedResponder.install(on: app)
    _ = app.backgroundJobs
    registerCommands(app, admin: adminCommands)
    app.logger.debug("Satchel configured: \(settings)")
}

/// A SQLite file in write-ahead-log mode: a commit is one append and one fsync of the log
/// (not three fsyncs of a rollback journal), and readers never wait for a writer. Commits stay
/// durable (synchronous stays FULL). The mode is kept in the file, so setting it once is enough.
///
/// Each connection (one per event loop) keeps a page cache of 8 MB (SQLite's default is 2 MB;
/// 16 MB each held 32 MB of the city's 300 MB budget for pages the system caches anyway). It does not map the file
/// into memory: after any write, SQLite drops a reader's whole map with its cache, and on the
/// city's mix (a write in ten requests) mapping 1 GB served 824 requests a second, 2 GB 710,
/// none 870-876 (docs/performance.md).
func useWriteAheadLog(_ app: Application) async throws {
    let sql = app.db.sql
    try await sql.raw("PRAGMA journal_mode=WAL").run()
    for eventLoop in app.eventLoopGroup.makeIterator() {
        guard let connection = app.databases.database(logger: app.logger, on: eventLoop)?.sql else { continue }
        try await connection.raw("PRAGMA cache_size=-8192").run()
    }
}

/// The OpenAPI document shipped with the server.
func openAPIDocument() -> String {
    guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml", subdirectory: "Resources"),
          let text = try? String(contentsOf: url, encoding: .utf8)
    else { return "" }
    return text
}

struct SatchelConfigurationError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
