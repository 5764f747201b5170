import Fluent
import NIOConcurrencyHelpers
import SatchelCore
import Vapor

/// Periodic work: push and mail delivery and clearing expired sessions. Each pass is idempotent, and
/// with several instances on one PostgreSQL each job runs on one of them at a time (an
/// advisory lock; see `PostgresCoordinator`). Started by `serve` once the database is migrated;
/// other commands and tests never start it (tests run passes themselves).
final class BackgroundJobs: LifecycleHandler, Sendable {
    /// Between passes: 30 s, or `SATCHEL_JOB_INTERVAL_SECONDS` (1–3600; tests use 1).
    static func interval(_ settings: Settings) -> Duration {
        .seconds(settings.environment["SATCHEL_JOB_INTERVAL_SECONDS"].flatMap(Int.init).map { min(max($0, 1), 3600) } ?? 30)
    }

    private let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    func start(_ app: Application) {
        let context = app.context
        let interval = Self.interval(context.settings)
        task.withLockedValue { running in
            guard running == nil else { return }
            running = Task {
                while !Task.isCancelled {
                    // Each job on its own: one failing (a payment gateway down) holds back none of
                    // the others (due reminders).
                    await Self.run("push delivery", context) { try await PushOutboxDispatcher(context: context).runOnce() }
                    await Self.run("mail digests", context) { try await MailDigestDispatcher(context: context).runOnce() }
                    await Self.run("mail delivery", context) { try await MailOutboxDispatcher(context: context).runOnce() }
                    await Self.run("housekeeping", context) { try await Housekeeping(context: context).runOnce() }
                    for module in satchelModules {
                        await Self.run(module.name, context) { try await module.runJobs(context) }
                    }
                    Self.returnFreedMemory()
                    try? await Task.sleep(for: interval)
                }
            }
        }
    }

    static func run(_ name: String, _ context: SatchelContext, _ job: @Sendable () async throws -> Void) async {
        let started = DispatchTime.now().uptimeNanoseconds
        do {
            let services = context.services
            // Recorded for the administration's instance page (what this instance saw).
            let ran = try await services.jobRuns.run(name, now: { services.clock.now }) { try await services.cluster.exclusively(name, job) }
            Telemetry.job(name, ran ? .ran : .skipped, nanoseconds: DispatchTime.now().uptimeNanoseconds - started)
        } catch {
            Telemetry.job(name, .failed, nanoseconds: DispatchTime.now().uptimeNanoseconds - started)
            context.logger.error("background job \(name) failed: \(String(reflecting: error))")
        }
    }

    /// What requests freed between passes (a search's scratch arrays, a reloaded index's old
    /// copy) stays in glibc's heaps, counted against resident memory, until given back: in the
    /// city's 10-minute mix 326 MB besides the database without this, 250 MB with it. Timed in
    /// `/metrics` as the job "memory return" (it holds each heap's lock while it runs).
    static func returnFreedMemory() {
        let started = DispatchTime.now().uptimeNanoseconds
        Allocator.returnFreedMemory()
        Telemetry.job("memory return", .ran, nanoseconds: DispatchTime.now().uptimeNanoseconds - started)
    }

    func shutdownAsync(_ app: Application) async { await stop() }

    /// Stops the loop and waits for the pass under way, so no job runs on after the cluster
    /// or the database is gone.
    func stop() async {
        let running = task.withLockedValue { task -> Task<Void, Never>? in
            defer { task = nil }
            return task
        }
        running?.cancel()
        await running?.value
    }
}

extension Application {
    private struct JobsKey: StorageKey { typealias Value = BackgroundJobs }

    var backgroundJobs: BackgroundJobs {
        if let jobs = storage[JobsKey.self] { return jobs }
        let jobs = BackgroundJobs()
        storage[JobsKey.self] = jobs
        lifecycle.use(jobs)
        return jobs
    }
}
