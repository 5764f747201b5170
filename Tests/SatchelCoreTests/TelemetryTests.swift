import SatchelTesting
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor

@Suite("Metrics and request ids")
struct TelemetryTests {
    static let token = "metrics-secret-for-tests"

    static func metricsToken(_ settings: inout Settings) { settings.environment["SATCHEL_METRICS_TOKEN"] = token }

    func metrics(_ t: TestContext) async throws -> String {
        let res = try await t.request(.GET, "/metrics", headers: ["Authorization": "Bearer \(Self.token)"])
        #expect(res.status == .ok)
        #expect(res.headers.contentType?.description.hasPrefix("text/plain") == true)
        return res.body.string
    }

    @Test func metricsNeedTheOperatorsToken() async throws {
        try await withSatchel(settings: Self.metricsToken) { t in
            let anonymous = try await t.request(.GET, "/metrics")
            #expect(anonymous.status == .forbidden)
            let wrong = try await t.request(.GET, "/metrics", headers: ["Authorization": "Bearer wrong"])
            #expect(wrong.status == .forbidden)
        }
    }

    @Test func requestsAreCountedByRoutePatternAndStatusWithLatencyHistograms() async throws {
        try await withSatchel(settings: Self.metricsToken) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(.me, token: ada.token)
            _ = try await t.request(.GET, "/api/v1/wishes/\(UUID())", token: ada.token)
            let text = try await metrics(t)
            #expect(text.contains(#"http_requests_total{method="GET",path="/api/v1/me",status="200"}"#))
            #expect(text.contains(#"http_requests_total{method="GET",path="/api/v1/wishes/:wishId",status="404"}"#), "the pattern, not the id")
            #expect(text.contains(#"http_request_duration_seconds_bucket{method="GET",path="/api/v1/me",status="200",le="0.005"}"#))
        }
    }

    @Test func jobRunsFailuresAndTheDatabasePoolAreReported() async throws {
        try await withSatchel(settings: Self.metricsToken) { t in
            struct Broken: Error {}
            await BackgroundJobs.run("telemetry test", t.context) {}
            await BackgroundJobs.run("telemetry test", t.context) { throw Broken() }
            let text = try await metrics(t)
            #expect(text.contains(#"satchel_job_runs_total{job="telemetry test"}"#))
            #expect(text.contains(#"satchel_job_failures_total{job="telemetry test"}"#))
            #expect(text.contains(#"satchel_job_duration_seconds_count{job="telemetry test"}"#))
            #expect(text.contains("satchel_database_pool_max_connections"))
            #expect(text.contains("satchel_database_ping_seconds"))
            if testsUsePostgres { #expect(text.contains(#"satchel_database_connections{state="active"} 1"#), "the scrape's own query") }
        }
    }

    @Test func everyResponseCarriesTheRequestIdAndKeepsTheProxys() async throws {
        try await withSatchel { t in
            let made = try await t.request(.GET, "/health")
            #expect((made.headers.first(name: "X-Request-Id") ?? "").count >= 8)
            let given = try await t.request(.GET, "/health", headers: ["X-Request-Id": "from-the-proxy-42"])
            #expect(given.headers.first(name: "X-Request-Id") == "from-the-proxy-42")
        }
    }
}
