import Fluent
import Foundation
import SQLKit

/// The lending rules every read chooses rows by, written once: an open loan (not returned or
/// expired yet) and an active hold (waiting in the queue, or ready to collect). Queries use
/// `.open()` and `.active()`, SQL uses `LoanRecord.open` and `HoldRecord.active`, a row in hand
/// `isOpen` and `isActive`.
extension LoanRecord {
    /// `ended_at IS NULL`, of `alias` when the statement names the table so.
    static func open(_ alias: String? = nil) -> SQLRaw {
        SQLRaw((alias.map { $0 + "." } ?? "") + "ended_at IS NULL")
    }

    var isOpen: Bool { endedAt == nil }
}

extension HoldRecord {
    static let activeStates: [State] = [.waiting, .ready]

    /// `state IN ('waiting', 'ready')`, of `alias` when the statement names the table so.
    static func active(_ alias: String? = nil) -> SQLRaw {
        SQLRaw((alias.map { $0 + "." } ?? "") + "state IN (" + activeStates.map { "'\($0.rawValue)'" }.joined(separator: ", ") + ")")
    }

    var isActive: Bool { Self.activeStates.contains(currentState) }
}

extension QueryBuilder where Model == LoanRecord {
    /// Loans not returned or expired yet.
    func open() -> Self { filter(\.$endedAt == nil) }
}

extension QueryBuilder where Model == HoldRecord {
    /// Holds waiting in the queue or ready to collect.
    func active() -> Self { filter(\.$state ~~ HoldRecord.activeStates.map(\.rawValue)) }
}
