import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SQLKit

/// The Library's periodic work: loans end at their due date, uncollected holds pass on,
/// paused holds resume (or lapse after 365 days), "3 days left" notices go out, popularity forgets old loans. Every step re-checks its
/// condition under the title's lock, so two passes at once (two servers) do each thing once.
public struct LendingJobs: Sendable {
    let context: SatchelContext

    public func runOnce() async throws {
        let now = context.now
        let lending = context.lending
        for loan in try await LoanRecord.query(on: context.db).open().filter(\.$dueAt <= now).limit(1000).all() {
            try await lending.end(loan.requireID(), how: "expired", card: nil)
        }
        for hold in try await HoldRecord.query(on: context.db).filter(\.$state == HoldRecord.State.ready.rawValue)
            .filter(\.$readyUntil <= now).limit(1000).all() {
            try await lending.expireHold(hold.requireID())
        }
        // Lapses first: a pause that reached 365 days in a row ends rather than resumes.
        let paused = HoldRecord.query(on: context.db).filter(\.$state == HoldRecord.State.waiting.rawValue)
        for hold in try await paused.copy().filter(\.$pausedSince <= now.addingTimeInterval(-LendingService.pauseLimit)).limit(1000).all() {
            try await lending.lapse(hold.requireID())
        }
        for hold in try await paused.copy().filter(\.$pausedUntil <= now).limit(1000).all() {
            try await lending.endPause(hold.requireID())
        }
        try await remindEndingLoans()
        try await refreshPopularity()
    }

    /// Loans with 3 days or less left, told once (the flag is set by one statement that only
    /// one pass can win).
    func remindEndingLoans() async throws {
        let soon = context.now.addingTimeInterval(3 * 86_400)
        let due = try await LoanRecord.query(on: context.db).open().filter(\.$reminded == false)
            .filter(\.$dueAt <= soon).limit(1000).all()
        for loan in due {
            let id = try loan.requireID()
            let won = try await context.writeTransaction { tx in
                try await tx.sql.raw("""
                    UPDATE library_loans SET reminded = \(bind: true) WHERE id = \(bind: id) AND reminded = \(bind: false) AND \(LoanRecord.open()) RETURNING id
                    """).all().count
            }
            guard won == 1, let card = try await CardRecord.find(loan.cardID, on: context.db),
                  let title = try await TitleRecord.find(loan.titleID, on: context.db),
                  let library = try await context.libraryStore.library(loan.libraryID) else { continue }
            let days = max(0, Int((loan.dueAt.timeIntervalSince(context.now) / 86_400).rounded(.up)))
            if let item = try await LibraryNotification.notify(LibraryNotification.loanEnding, card: card, title: title, library: library,
                                                               extra: ["days": "\(days)"], context: context) {
                try await context.notifications.publish(item)
            }
        }
    }

    /// Popularity counts loans of the last 90 days; recounted at most hourly per process.
    func refreshPopularity() async throws {
        let now = context.now
        guard Self.lastPopularity.withLockedValue({ last in
            if let last, now.timeIntervalSince(last) < 3600, now >= last { return false }
            last = now
            return true
        }) else { return }
        let since = now.addingTimeInterval(-90 * 86_400)
        try await context.writeTransaction { tx in
            try await tx.sql.raw("""
                UPDATE library_titles SET popularity = (SELECT COUNT(*) FROM library_loans l WHERE l.title_id = library_titles.id AND l.started_at >= \(bind: since))
                WHERE popularity > 0
                """).run()
        }
    }

    static let lastPopularity = NIOLockedValueBox<Date?>(nil)
}

extension SatchelContext {
    public var lendingJobs: LendingJobs { LendingJobs(context: self) }
}
