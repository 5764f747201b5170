import ConsoleKit
import Fluent
import Foundation
import SatchelCore
import SatchelServer
import SQLKit
import Vapor

/// `satchel admin generate-world`: fills an empty database with a city-sized world for
/// benchmarks (docs/performance.md), the same for the same seed.
public struct GenerateWorldCommand: AsyncCommand {
    public init() {}

    public struct Signature: CommandSignature {
        @Option(name: "seed", help: "Random seed (default 2026): the same seed gives the same world.") var seed: UInt64?
        @Option(name: "scale", help: "Fraction of the full size (default 1: 100,000 people, 1,000,000 wishes, …).") var scale: Double?
        @Option(name: "catalogue", help: "A MARC 21 file both libraries import (e.g. loc-books-250k.mrc from shared/data/fetch.sh).")
        var catalogue: String?
        @Option(name: "password", help: "Everyone's password (default satchel-world-2026).") var password: String?
        public init() {}
    }

    static let defaultPassword = "satchel-world-2026"

    public var help: String {
        "Fills an empty database with a generated city (people person1…personN, friends, wishes, fundings, notifications, reminders, restaurants, libraries) for benchmarks."
    }

    public func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let scale = signature.scale ?? 1
        guard scale > 0, scale <= 10 else { throw GenerateWorldError("--scale must be above 0 and at most 10") }
        if let catalogue = signature.catalogue, !FileManager.default.isReadableFile(atPath: catalogue) {
            throw GenerateWorldError("--catalogue: cannot read \(catalogue)")
        }
        try await migrate(app)
        let satchel = app.context
        guard try await User.query(on: satchel.db).count() == 0 else {
            throw GenerateWorldError("the database already has accounts; generate a world into an empty one")
        }
        let size = WorldSize().scaled(by: scale)
        let seed = signature.seed ?? 2026
        let password = signature.password ?? Self.defaultPassword
        let console = context.console
        let progress = app.progress("generate-world", unit: "parts", total: WorldParts.count)
        // A note starts on a clean line; the progress line is drawn again below it.
        let say: @Sendable (String) -> Void = { line in
            progress.clearLine()
            console.info(line)
        }
        let start = ContinuousClock.now
        say("generating a world (seed \(seed), scale \(scale)) into \(app.satchel.settings.postgresURL == nil ? "SQLite" : "PostgreSQL")…")
        try await progress.run {
            try await Self.generate(app, size: size, seed: seed, password: password, catalogue: signature.catalogue, say: say,
                                    progress: progress)
        }
        say("done in \(Int(start.duration(to: .now).components.seconds)) s; database \(try await Self.databaseMegabytes(app)) MB")
        say("sign in as person1 … person\(size.people) with the password \(password)")
    }

    /// Every module's part, in order, then fresh planner statistics.
    public static func generate(_ app: Application, size: WorldSize, seed: UInt64, password: String, catalogue: String?,
                         say: @escaping @Sendable (String) -> Void, progress: ProgressReporter? = nil) async throws {
        try await loadQuickly(app)
        let satchel = app.context
        let hash = try await satchel.hashPassword(password)
        let population = try await CoreModule.worldPopulation(context: satchel, size: size, seed: seed, passwordHash: hash, say: say)
        progress?.advance()
        let world = GeneratedWorld(context: satchel, size: size, seed: seed, population: population, catalogue: catalogue, say: say,
                                   progress: progress)
        try await WorldParts.generate(world)
        try await satchel.db.sql.raw("ANALYZE").run()
    }

    /// SQLite: a large page cache (inserts into big indexes touch pages all over them; the
    /// server's 16 MB cache made every one a system call) and commits that do not wait for the
    /// disk: a world interrupted is generated again. Set on each event loop's connection.
    static func loadQuickly(_ app: Application) async throws {
        guard app.satchel.settings.postgresURL == nil else { return }
        for eventLoop in app.eventLoopGroup.makeIterator() {
            guard let connection = app.databases.database(logger: app.logger, on: eventLoop)?.sql else { continue }
            try await connection.raw("PRAGMA cache_size=-524288").run()
            try await connection.raw("PRAGMA synchronous=OFF").run()
        }
    }

    /// The database's size on disk: the SQLite file and its write-ahead log, or PostgreSQL's own count.
    static func databaseMegabytes(_ app: Application) async throws -> Int {
        if app.satchel.settings.postgresURL != nil {
            let row = try await app.db.sql.raw("SELECT pg_database_size(current_database()) AS bytes").first()
            return (try row?.decode(column: "bytes", as: Int.self) ?? 0) / 1_048_576
        }
        let path = app.satchel.settings.dataDirectory + "/satchel.sqlite"
        let bytes = [path, path + "-wal"].compactMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int }.reduce(0, +)
        return bytes / 1_048_576
    }
}

struct GenerateWorldError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
