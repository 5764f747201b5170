import Fluent
import SatchelAPI
import SQLKit
import Vapor

/// Liveness, readiness and the API document.
struct SystemRoutes {
    let openAPIDocument: String

    func register(_ r: any RoutesBuilder) {
        // Answers without touching the database: the process is up.
        r.get("health") { _ in JSONBody(HealthStatus(status: "ok")) }
        // Checks the database: the instance can serve.
        r.get("ready") { req async -> Response in
            do {
                try await DatabaseActivityStore(sql: req.context.sql).ping()
                return try await JSONBody(HealthStatus(status: "ready", database: "ok")).encodeResponse(for: req)
            } catch {
                req.logger.warning("readiness check failed: \(String(describing: error))")
                let res = Response(status: .serviceUnavailable)
                res.headers.contentType = .json
                res.body = .init(data: (try? JSONEncoder.api.encode(HealthStatus(status: "unavailable", database: "down"))) ?? Data())
                return res
            }
        }
        MetricsRoute().register(r)
        let document = openAPIDocument
        r.get("api", "v1", "openapi.yaml") { _ -> Response in
            let res = Response(status: .ok, body: .init(string: document))
            res.headers.replaceOrAdd(name: .contentType, value: "application/yaml; charset=utf-8")
            return res
        }
    }
}
