import Foundation
import NIOConcurrencyHelpers
import SatchelAPI

/// Each background job's last run, success and failure, as this process saw them (kept in
/// memory: on PostgreSQL with several instances, each knows its own). `serve`'s loop runs every
/// job through `run`; the administration's instance page reads `all`.
public final class JobRuns: Sendable {
    private let states = NIOLockedValueBox<[String: JobRunState]>([:])

    public init() {}

    /// Runs `job` and records how it went. `job` answers whether it ran here (false: another
    /// instance holds it now, and nothing is recorded); its error is recorded and thrown on.
    @discardableResult
    public func run(_ name: String, now: @Sendable () -> Date, _ job: () async throws -> Bool) async throws -> Bool {
        let started = now()
        do {
            let ran = try await job()
            if ran { update(name) { $0.lastRunAt = started; $0.lastSuccessAt = now() } }
            return ran
        } catch {
            let message = String(describing: error)
            update(name) { $0.lastRunAt = started; $0.lastFailureAt = now(); $0.lastError = String(message.prefix(500)) }
            throw error
        }
    }

    /// Every job that ran here, by name.
    public var all: [JobRunState] {
        states.withLockedValue { $0.values.sorted { $0.name < $1.name } }
    }

    private func update(_ name: String, _ change: (inout JobRunState) -> Void) {
        states.withLockedValue { all in
            var state = all[name] ?? JobRunState(name: name)
            change(&state)
            all[name] = state
        }
    }
}

/// Parts of the instance that modules know about (Wishes: its payment gateway), each shown on
/// the administration's instance page as set up or not.
public final class InstanceChecks: Sendable {
    public typealias Check = @Sendable (SatchelContext) async throws -> InstanceService
    private let checks = NIOLockedValueBox<[Check]>([])

    public init() {}

    public func register(_ check: @escaping Check) {
        checks.withLockedValue { $0.append(check) }
    }

    var all: [Check] { checks.withLockedValue { $0 } }
}
