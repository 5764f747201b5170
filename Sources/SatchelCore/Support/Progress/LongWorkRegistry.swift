import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The long work of this process (imports, backups, generated worlds) as its reporters last
/// published it, for pages that show running work (the administration's Instance page). Each
/// process has its own: a command run on the server is seen by that command's process only.
public final class LongWorkRegistry: Sendable {
    /// Finished and failed work kept for showing, newest first.
    public static let keptEnded = 20

    private let entries = NIOLockedValueBox<[UUID: ProgressSnapshot]>([:])

    public init() {}

    /// Records the latest snapshot of a piece of work (a reporter does this as it goes).
    public func publish(_ snapshot: ProgressSnapshot) {
        entries.withLockedValue { entries in
            entries[snapshot.id] = snapshot
            let ended = entries.values.filter { $0.state != .running }.sorted { $0.updatedAt > $1.updatedAt }
            for old in ended.dropFirst(Self.keptEnded) { entries[old.id] = nil }
        }
    }

    /// Work running now, the longest-running first.
    public func current() -> [ProgressSnapshot] {
        entries.withLockedValue { Array($0.values) }.filter { $0.state == .running }.sorted { $0.startedAt < $1.startedAt }
    }

    /// Work that has ended (finished or failed), the latest first, at most `keptEnded`.
    public func recent() -> [ProgressSnapshot] {
        entries.withLockedValue { Array($0.values) }.filter { $0.state != .running }.sorted { $0.updatedAt > $1.updatedAt }
    }

    public func snapshot(id: UUID) -> ProgressSnapshot? {
        entries.withLockedValue { $0[id] }
    }

    /// A reporter for work started in this process, publishing here; `.silent` for work started
    /// in the browser, whose progress is read from here.
    public func reporter(name: String, unit: String, total: Int? = nil, bytesTotal: Int64? = nil, clock: SatchelClock,
                         output: ProgressReporter.Output = .silent,
                         write: @escaping @Sendable (String) -> Void = { _ in }) -> ProgressReporter {
        ProgressReporter(name: name, unit: unit, total: total, bytesTotal: bytesTotal, clock: clock, output: output,
                         registry: self, write: write)
    }
}

extension Application {
    /// This process's long work (`LongWorkRegistry`).
    public var longWork: LongWorkRegistry { satchel.longWork }

    /// A progress reporter on standard error for a command's long work, published to `longWork`.
    public func progress(_ name: String, unit: String, total: Int? = nil, bytesTotal: Int64? = nil) -> ProgressReporter {
        ProgressReporter.standardError(name: name, unit: unit, total: total, bytesTotal: bytesTotal, clock: satchel.clock,
                                       registry: satchel.longWork)
    }
}

extension SatchelContext {
    /// This process's long work (`LongWorkRegistry`).
    public var longWork: LongWorkRegistry { services.longWork }
}
