import CoreMetrics
import Foundation
import SQLKit
import Vapor

/// `GET /metrics`: Prometheus's text format. Only for the operator: with `SATCHEL_METRICS_TOKEN`
/// set, a request must carry it as a bearer token; without it, only a client on this machine
/// (`Request.isLocalClient`: not through a proxy, or through a trusted one for a local client).
struct MetricsRoute {
    func register(_ r: any RoutesBuilder) {
        r.get("metrics") { req async throws -> Response in
            try Self.checkAccess(req)
            await Self.measureDatabase(req)
            var text: [UInt8] = []
            Telemetry.registry.emit(into: &text)
            let res = Response(status: .ok, body: .init(data: Data(text)))
            res.headers.replaceOrAdd(name: .contentType, value: "text/plain; version=0.0.4; charset=utf-8")
            res.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
            return res
        }
    }

    static func checkAccess(_ req: Request) throws {
        if let token = req.application.satchel.settings.environment["SATCHEL_METRICS_TOKEN"], !token.isEmpty {
            guard let sent = req.headers.bearerAuthorization?.token,
                  SecureToken.constantTimeEqual(Array(sent.utf8), Array(token.utf8)) else { throw AppError(.forbidden, "metrics.forbidden") }
            return
        }
        guard req.isLocalClient else { throw AppError(.forbidden, "metrics.forbidden") }
    }

    /// The pool's size and, on PostgreSQL, this instance's connections by state (found by the
    /// `application_name` its pool connects with), plus how long a trivial query takes now.
    static func measureDatabase(_ req: Request) async {
        let context = req.context
        let loops = Double(req.application.eventLoopGroup.makeIterator().reduce(0) { n, _ in n + 1 })
        Gauge(label: "satchel_database_pool_max_connections").record(loops * Double(context.isPostgres ? DatabasePool.connectionsPerEventLoop : 1))
        let store = DatabaseActivityStore(sql: context.sql)
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            try await store.ping()
            Gauge(label: "satchel_database_ping_seconds").record(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
            guard context.isPostgres else { return }
            let name = DatabasePool.applicationName(instance: context.services.cluster.instanceID)
            var counts = ["active": 0, "idle": 0, "idle in transaction": 0]
            for row in try await store.connectionStates(applicationName: name) { counts[row.state] = row.count }
            for (state, count) in counts {
                Gauge(label: "satchel_database_connections", dimensions: [("state", state)]).record(count)
            }
        } catch {
            req.logger.warning("metrics: database unavailable: \(String(describing: error))")
        }
    }
}

/// How the PostgreSQL pool is set up (see `configure`).
public enum DatabasePool {
    public static let connectionsPerEventLoop = 4

    /// What this instance's connections call themselves in `pg_stat_activity`.
    public static func applicationName(instance: UUID) -> String { "satchel-" + instance.uuidString.prefix(8).lowercased() }
}

