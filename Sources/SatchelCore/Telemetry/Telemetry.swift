import CoreMetrics
import Foundation
import Prometheus

/// What `/metrics` reports, in Prometheus's text format. Vapor reports every request
/// (`http_requests_total` and the `http_request_duration_seconds` histogram, by method, route
/// pattern and status); Satchel adds its jobs, push deliveries and database connections.
/// swift-metrics has one backend per process, so every app in a process shares the registry.
public enum Telemetry {
    public static let registry = PrometheusCollectorRegistry()

    private static let bootstrapped: Void = {
        var factory = PrometheusMetricsFactory(registry: registry)
        // Most requests take a few milliseconds: finer buckets below 5 ms.
        factory.defaultDurationHistogramBuckets = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10), .seconds(30),
        ]
        MetricsSystem.bootstrap(factory)
    }()

    /// Connects swift-metrics to the registry (once per process; later calls do nothing).
    public static func start() { _ = bootstrapped }

    /// A background job's pass: it ran (taking `nanoseconds`), failed, or was skipped because
    /// another instance was running it.
    public enum JobOutcome: String, Sendable { case ran, failed, skipped }

    public static func job(_ name: String, _ outcome: JobOutcome, nanoseconds: UInt64) {
        let dimensions = [("job", name)]
        switch outcome {
        case .ran: Counter(label: "satchel_job_runs_total", dimensions: dimensions).increment()
        case .failed: Counter(label: "satchel_job_failures_total", dimensions: dimensions).increment()
        case .skipped: Counter(label: "satchel_job_skips_total", dimensions: dimensions).increment()
        }
        if outcome != .skipped {
            Timer(label: "satchel_job_duration_seconds", dimensions: dimensions).recordNanoseconds(Int64(clamping: nanoseconds))
        }
    }

    /// One push attempt on a channel: `delivered`, `not_subscribed`, `retry`, `error`, `expired`.
    public static func push(channel: String, outcome: String) {
        Counter(label: "satchel_push_deliveries_total", dimensions: [("channel", channel), ("outcome", outcome)]).increment()
    }
}
