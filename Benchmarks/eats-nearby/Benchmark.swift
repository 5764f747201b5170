// The "restaurants within 1 km, nearest 50" query against 1,000,000 restaurants, in process,
// through the real service (`RestaurantSearch.nearby`: the latitude-band index, the exact
// distance, the rows of the page), on SQLite (a file, as in production) or PostgreSQL
// (`DATABASE_URL`). Restaurants cluster around real GeoNames cities: a city picked with weight
// √population, then a half-normal distance (σ 3 km) in a random direction (`WeightedCities`);
// queries come from the same distribution; fixed seeds.
//
// With `POSTGIS_URL` (an empty PostgreSQL database with the postgis extension available) the
// same restaurants go into a PostGIS table (geography, GiST) and the same queries run there
// through the same client, for comparison. With `EATS_BENCH_DATA=DIR` the database (SQLite) and
// the query points (`queries.txt`) are kept in DIR for the HTTP benchmark.
//
//   Benchmarks/eats/run.sh [RESTAURANTS] [QUERIES]
import Eats
import FluentPostgresDriver
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SatchelServer
import SQLKit
import Vapor

@main
enum EatsNearbyBenchmark {
    static let radius = 1000.0
    static let limit = 50

    static func main() async throws {
        let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
        let restaurantCount = arguments.count > 0 ? arguments[0] : 1_000_000
        let queryCount = arguments.count > 1 ? arguments[1] : 20_000
        let env = ProcessInfo.processInfo.environment
        let keep = env["EATS_BENCH_DATA"]
        let directory = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("eats-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: directory) } }
        let databaseURL = env["DATABASE_URL"] ?? "sqlite:\(directory)/satchel.sqlite"
        let app = try await Application.make(.testing)
        app.logger.logLevel = .warning
        try await configure(app, settings: Settings(dataDirectory: directory, databaseURL: databaseURL, bcryptCost: 4), clock: SatchelClock())
        try await app.autoMigrate().get()
        let sql = app.db as! any SQLDatabase
        let engine = databaseURL.hasPrefix("sqlite") ? "SQLite" : "PostgreSQL"

        let cities = WeightedCities(PlaceDirectory.load(imported: []).places)
        var rng = SplitMix64(state: 20_261_122)
        let existing = try await sql.raw("SELECT COUNT(*) AS n FROM eats_restaurants").first()?.decode(column: "n", as: Int.self) ?? 0
        var points: [GeoPoint] = []
        points.reserveCapacity(restaurantCount)
        for _ in 0..<restaurantCount { points.append(cities.sample(&rng)) }
        if existing == 0 {
            print("seeding \(restaurantCount) restaurants on \(engine)…")
            let start = ContinuousClock.now
            try await seed(points, sql: sql, context: app.context)
            try await sql.raw("ANALYZE").run()
            print("seeded in \(start.duration(to: .now))")
        } else {
            print("using the \(existing) restaurants already in \(databaseURL)")
        }

        var queryRNG = SplitMix64(state: 7_777)
        let queries = (0..<queryCount).map { _ in cities.sample(&queryRNG) }
        if keep != nil {
            try queries.map { String(format: "%.5f,%.5f", $0.latitude, $0.longitude) }.joined(separator: "\n")
                .write(toFile: directory + "/queries.txt", atomically: true, encoding: .utf8)
        }

        let search = app.context.restaurantSearch
        #if os(Linux)
        _ = returnFreeMemory(0)
        #endif
        print("before the nearby index: \(residentMegabytes()) MB")
        let loadStart = ContinuousClock.now
        _ = try await search.nearby(queries[0], radius: radius, limit: limit) // loads the nearby index
        print("nearby index loaded in \(loadStart.duration(to: .now)); memory \(residentMegabytes()) MB")
        #if os(Linux)
        _ = returnFreeMemory(0)
        print("after returning free heap pages: \(residentMegabytes()) MB")
        #endif
        for point in queries.prefix(2000) { _ = try await search.nearby(point, radius: radius, limit: limit) } // warm up
        let sequential = try await measure(queries) { point in try await search.nearby(point, radius: radius, limit: limit).count }
        let parallel = try await throughput(queries, clients: 2) { point in try await search.nearby(point, radius: radius, limit: limit).count }
        // What the API adds: list entries to API values, and the JSON page.
        let service = app.context.restaurantService
        let encoded = try await measure(queries) { point in
            let page = Page(items: try await search.nearby(point, radius: radius, limit: limit).map(service.summary), nextCursor: nil)
            return try JSONEncoder.api.encode(page).count
        }
        print("\(engine), \(restaurantCount) restaurants, \(queryCount) queries (1 km, ≤ \(limit) by distance, whole rows):")
        print("  one client: \(sequential.summary); mean \(sequential.meanResults) results")
        print("  two clients: \(Int(parallel)) queries/s")
        print("  with the API's JSON page encoded: \(encoded.summary); mean \(encoded.meanResults) bytes")
        print("  memory: \(residentMegabytes()) MB resident with the nearby index loaded")

        if let postgis = env["POSTGIS_URL"] {
            app.databases.use(try .postgres(url: postgis), as: DatabaseID(string: "postgis"))
            let gis = app.db(DatabaseID(string: "postgis")) as! any SQLDatabase
            try await seedPostGIS(points, sql: gis)
            let nearest: @Sendable (GeoPoint) async throws -> Int = { point in
                try await gis.raw("""
                    SELECT id, name, lat, lon, ST_Distance(geog, ST_MakePoint(\(bind: point.longitude), \(bind: point.latitude))::geography) AS d
                    FROM bench_restaurants
                    WHERE ST_DWithin(geog, ST_MakePoint(\(bind: point.longitude), \(bind: point.latitude))::geography, \(bind: radius))
                    ORDER BY d, id LIMIT \(literal: limit)
                    """).all().count
            }
            for point in queries.prefix(2000) { _ = try await nearest(point) }
            let gisSequential = try await measure(queries, nearest)
            let gisParallel = try await throughput(queries, clients: 2, nearest)
            print("PostGIS (geography, GiST), the same restaurants and queries:")
            print("  one client: \(gisSequential.summary); mean \(gisSequential.meanResults) results")
            print("  two clients: \(Int(gisParallel)) queries/s")
        }
        try await app.asyncShutdown()
    }

    /// Bulk insert in transactions of 10,000 rows.
    static func seed(_ points: [GeoPoint], sql: any SQLDatabase, context: SatchelContext) async throws {
        let cuisines = ["pizza", "ramen", "sushi", "burger", "thai", "indian", "coffee_shop", "kebab", "vietnamese", "italian"]
        let now = context.now
        let zones = context.services.places.gazetteer
        for block in stride(from: 0, to: points.count, by: 10_000) {
            try await sql.raw("BEGIN").run()
            for chunk in stride(from: block, to: min(block + 10_000, points.count), by: 500) {
                var rows: [SQLQueryString] = []
                for n in chunk..<min(chunk + 500, points.count) {
                    let p = points[n]
                    let name = "Bench \(n)"
                    let zone = n % 97 == 0 ? (zones.nearest(to: p)?.timeZone ?? "UTC") : "UTC"
                    rows.append("""
                        (\(bind: UUID()), \(bind: name), \(bind: name.lowercased()), \(bind: "restaurant"), \(bind: cuisines[n % cuisines.count]), \
                        \(bind: ""), \(bind: p.latitude), \(bind: p.longitude), \(bind: RestaurantRecord.band(p.latitude)), \(bind: zone), \
                        \(bind: ""), \(bind: (n % 5) * 4), \(bind: n % 5), \(bind: false), \(bind: now), \(bind: now))
                        """)
                }
                try await sql.raw("""
                    INSERT INTO eats_restaurants (id, name, name_key, kind, cuisines, address, lat, lon, lat_band, time_zone, diets,
                      rating_sum, rating_count, hidden, created_at, updated_at) VALUES \(rows.joined(separator: ", "))
                    """).run()
            }
            try await sql.raw("COMMIT").run()
        }
    }

    static func seedPostGIS(_ points: [GeoPoint], sql: any SQLDatabase) async throws {
        try await sql.raw("CREATE EXTENSION IF NOT EXISTS postgis").run()
        try await sql.raw("DROP TABLE IF EXISTS bench_restaurants").run()
        try await sql.raw("CREATE TABLE bench_restaurants (id uuid PRIMARY KEY, name text NOT NULL, lat float8 NOT NULL, lon float8 NOT NULL, geog geography(Point, 4326) NOT NULL)").run()
        print("seeding PostGIS with \(points.count) restaurants…")
        for block in stride(from: 0, to: points.count, by: 10_000) {
            var rows: [SQLQueryString] = []
            for n in block..<min(block + 10_000, points.count) {
                rows.append("(\(bind: UUID()), \(bind: "Bench \(n)"), \(bind: points[n].latitude), \(bind: points[n].longitude))")
                if rows.count == 1000 {
                    try await sql.raw("INSERT INTO bench_restaurants (id, name, lat, lon, geog) SELECT v.id, v.name, v.lat, v.lon, ST_MakePoint(v.lon, v.lat)::geography FROM (VALUES \(rows.joined(separator: ", "))) AS v(id, name, lat, lon)").run()
                    rows.removeAll(keepingCapacity: true)
                }
            }
            if !rows.isEmpty {
                try await sql.raw("INSERT INTO bench_restaurants (id, name, lat, lon, geog) SELECT v.id, v.name, v.lat, v.lon, ST_MakePoint(v.lon, v.lat)::geography FROM (VALUES \(rows.joined(separator: ", "))) AS v(id, name, lat, lon)").run()
            }
        }
        try await sql.raw("CREATE INDEX bench_restaurants_geog ON bench_restaurants USING gist (geog)").run()
        try await sql.raw("ANALYZE bench_restaurants").run()
    }

    struct Latencies {
        var durations: [Duration]
        var results: Int

        var meanResults: String { String(format: "%.1f", Double(results) / Double(max(1, durations.count))) }

        var summary: String {
            let sorted = durations.sorted()
            func at(_ p: Double) -> String {
                let d = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
                return String(format: "%.3f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000)
            }
            return "p50 \(at(0.5))  p90 \(at(0.9))  p99 \(at(0.99))  p99.9 \(at(0.999))  max \(at(1.0))"
        }
    }

    static func measure(_ queries: [GeoPoint], _ run: @Sendable (GeoPoint) async throws -> Int) async throws -> Latencies {
        var latencies = Latencies(durations: [], results: 0)
        latencies.durations.reserveCapacity(queries.count)
        for point in queries {
            let start = ContinuousClock.now
            latencies.results += try await run(point)
            latencies.durations.append(start.duration(to: .now))
        }
        return latencies
    }

    /// Queries per second with `clients` concurrent callers, each taking every `clients`-th query.
    static func throughput(_ queries: [GeoPoint], clients: Int, _ run: @escaping @Sendable (GeoPoint) async throws -> Int) async throws -> Double {
        let start = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in 0..<clients {
                group.addTask {
                    for index in stride(from: client, to: queries.count, by: clients) { _ = try await run(queries[index]) }
                }
            }
            try await group.waitForAll()
        }
        let elapsed = start.duration(to: .now)
        return Double(queries.count) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}

#if os(Linux)
/// glibc's `malloc_trim`: hands freed heap pages back, so what stays resident is what is used.
@_silgen_name("malloc_trim") func returnFreeMemory(_ pad: Int) -> Int32
#endif

/// The process's resident memory (Linux): anonymous (the heap: the nearby index) and file
/// pages (the database file mapped by SQLite, shared with the page cache).
func residentMegabytes() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "?" }
    func field(_ name: String) -> Int {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }
    return "\(field("VmRSS")) (heap \(field("RssAnon")), mapped file \(field("RssFile")))"
}
