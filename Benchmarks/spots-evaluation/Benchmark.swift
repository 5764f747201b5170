// Evaluates position reports against 1,000,000 active place reminders spread over many users,
// in process, through the real service (`PositionService.report`: the per-user lock, the order
// check, the spatial lookup, the hysteresis, any alert), on a real database: SQLite (a file, as
// in production) or PostgreSQL (`DATABASE_URL`). Prints latency percentiles.
//
//   Benchmarks/spots/run.sh [REMINDERS] [USERS] [REPORTS]
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SatchelServer
import Spots
import SQLKit
import Vapor

@main
enum SpotsEvaluationBenchmark {
    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        let reminderCount = arguments.count > 0 ? arguments[0] : 1_000_000
        let userCount = arguments.count > 1 ? arguments[1] : 100_000
        let reportCount = arguments.count > 2 ? arguments[2] : 20_000

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spots-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let env = ProcessInfo.processInfo.environment
        let databaseURL = env["DATABASE_URL"] ?? "sqlite:\(directory)/bench.sqlite"
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        let clock = SatchelClock()
        try await configure(app, settings: Settings(dataDirectory: directory, databaseURL: databaseURL, bcryptCost: 4), clock: clock)
        try await app.autoMigrate().get()
        let sql = app.db as! any SQLDatabase

        // Users spread over Europe's cities; each has reminderCount / userCount places near home.
        var rng = SystemRandomNumberGenerator()
        let cities = PlaceDirectory.load(imported: []).places.filter { $0.point.latitude > 35 && $0.point.latitude < 70 && $0.point.longitude > -10 && $0.point.longitude < 30 }
        print("seeding \(userCount) users and \(reminderCount) reminders on \(databaseURL.hasPrefix("sqlite") ? "SQLite" : "PostgreSQL")…")
        let seedStart = ContinuousClock.now
        var homes: [(UUID, GeoPoint)] = []
        let now = clock.now
        let perUser = max(1, reminderCount / userCount)
        let batch = 400
        let users: [UUID] = (0..<userCount).map { _ in UUID() }
        for chunk in stride(from: 0, to: userCount, by: batch) {
            let ids = users[chunk..<min(chunk + batch, userCount)]
            var rows: [SQLQueryString] = []
            for id in ids {
                let name = "u" + id.uuidString.lowercased()
                rows.append("(\(bind: id), \(bind: name), \(bind: name + "@bench.test"), \(bind: "Bench"), \(bind: "x"), \(bind: name), \(bind: ""), \(bind: false), \(bind: now))")
            }
            try await sql.raw("INSERT INTO users (id, username, email, display_name, password_hash, search_key, bio, is_admin, created_at) VALUES \(rows.joined(separator: ", "))").run()
        }
        for user in users { homes.append((user, cities.randomElement(using: &rng)!.point)) }
        var pending: [SQLQueryString] = []
        func flush() async throws {
            guard !pending.isEmpty else { return }
            try await sql.raw("""
                INSERT INTO spot_reminders (id, owner_id, title, notes, place_lat, place_lon, place_label, radius, trigger,
                  min_lat, max_lat, min_lon, max_lon, presence, stay_alerted, watching, ical_uid, created_at, updated_at)
                VALUES \(pending.joined(separator: ", "))
                """).run()
            pending.removeAll(keepingCapacity: true)
        }
        for (user, home) in homes {
            for n in 0..<perUser {
                let point = Geo.destination(from: home, metres: Double.random(in: 0...8000, using: &rng), bearing: Double.random(in: 0..<360, using: &rng))
                let radius = [100.0, 150, 150, 300, 1000][n % 5]
                let box = GeoBox.around(point, metres: radius)
                let id = UUID()
                pending.append("(\(bind: id), \(bind: user), \(bind: "Reminder \(n)"), \(bind: ""), \(bind: point.latitude), \(bind: point.longitude), \(bind: "Place \(n)"), \(bind: radius), \(bind: "arrive"), \(bind: box.minLatitude), \(bind: box.maxLatitude), \(bind: box.minLongitude), \(bind: box.maxLongitude), \(bind: "unknown"), \(bind: false), \(bind: true), \(bind: id.uuidString), \(bind: now), \(bind: now))")
                if pending.count >= 200 { try await flush() }
            }
        }
        try await flush()
        // As a database in service is: statistics gathered (autovacuum would, soon after a load).
        try await sql.raw("ANALYZE").run()
        let seeded = ContinuousClock.now - seedStart
        print("seeded in \(seeded)")

        // Each report: a random user, somewhere within 10 km of home (sometimes inside a reminder).
        var durations: [Duration] = []
        var evaluations: [Duration] = []
        durations.reserveCapacity(reportCount)
        var fired = 0
        let context = app.context
        for _ in 0..<reportCount {
            clock.advance(by: 0.01)
            let (user, home) = homes.randomElement(using: &rng)!
            let point = Geo.destination(from: home, metres: Double.random(in: 0...10_000, using: &rng), bearing: Double.random(in: 0..<360, using: &rng))
            let fix = PositionFix(latitude: point.latitude, longitude: point.longitude, accuracy: Double.random(in: 5...60, using: &rng),
                                  timestamp: clock.now)
            let evaluation = ContinuousClock.now
            _ = try await context.positions.evaluate(user: user, fix)
            evaluations.append(ContinuousClock.now - evaluation)
            let start = ContinuousClock.now
            let result = try await context.positions.report(user: user, fix)
            durations.append(ContinuousClock.now - start)
            fired += result.fired.count
        }
        func summary(_ values: [Duration]) -> String {
            let sorted = values.sorted()
            func at(_ p: Double) -> String {
                let d = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
                return String(format: "%.3f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
            }
            return "p50 \(at(0.5))  p90 \(at(0.9))  p99 \(at(0.99))  p99.9 \(at(0.999))  max \(at(1.0))"
        }
        print("\(reportCount) position reports against \(perUser * userCount) reminders of \(userCount) users; \(fired) alerts")
        print("evaluation (spatial lookup + hysteresis): \(summary(evaluations))")
        print("whole report (lock, order check, evaluation, state and alerts committed): \(summary(durations))")
        try await app.asyncShutdown()
    }
}
