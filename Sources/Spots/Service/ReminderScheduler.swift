import Fluent
import FluentSQL
import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// Alerts reminders whose time has come. Idempotent: each due occurrence is claimed by one
/// conditional UPDATE (`alerted_due_at` := `due_at` where it differs) in the same transaction
/// that raises the notification, so two runs at once, or a run after a crash or restart, alert
/// each occurrence exactly once. After downtime a repeating reminder alerts once for what was
/// missed and moves to its next future time, rather than replaying every missed day.
public enum ReminderScheduler {
    static let batch = 200

    /// One pass; returns how many alerts it raised.
    @discardableResult
    public static func runOnce(_ context: SatchelContext) async throws -> Int {
        var raised = 0
        var seen = Set<UUID>()
        while true {
            let due = try await context.spotsStore.dueToAlert(now: context.now, limit: batch + seen.count)
                .filter { !seen.contains($0) }
            if due.isEmpty { break }
            for id in due {
                seen.insert(id)
                // One reminder that fails must not hold back the others.
                do {
                    if try await fire(id, context: context) { raised += 1 }
                } catch {
                    context.logger.error("reminder \(id) could not alert: \(String(reflecting: error))")
                }
            }
        }
        // Snoozed ones whose time came round.
        while true {
            let snoozed = try await context.spotsStore.snoozeOver(now: context.now, limit: batch)
            if snoozed.isEmpty { return raised }
            for id in snoozed {
                do {
                    if try await fireSnoozed(id, context: context) { raised += 1 }
                } catch {
                    context.logger.error("snoozed reminder \(id) could not alert: \(String(reflecting: error))")
                    return raised // it stays due: the next pass tries again
                }
            }
        }
    }

    /// Claims and alerts a snoozed reminder once (a time alert, whatever its kind).
    static func fireSnoozed(_ id: UUID, context: SatchelContext) async throws -> Bool {
        try await claimAndAlert(id, context: context, claim: { now in """
            UPDATE spot_reminders SET snooze_until = NULL
            WHERE id = \(bind: id) AND \(SpotsStore.open) AND snooze_until <= \(bind: now)
            RETURNING 1 AS claimed
            """ }, kind: { _, _ in SpotsNotification.due })
    }

    /// Claims and alerts one reminder's due occurrence; false when another run had it, or
    /// when it waits for its place (a place reminder alerts at its time only if already there).
    static func fire(_ id: UUID, context: SatchelContext) async throws -> Bool {
        try await claimAndAlert(id, context: context, claim: { now in """
            UPDATE spot_reminders SET alerted_due_at = due_at
            WHERE id = \(bind: id) AND \(SpotsStore.open) AND due_at <= \(bind: now) AND \(SpotsStore.notYetAlerted)
            RETURNING 1 AS claimed
            """ }, kind: { record, now in
            // At any place of a kind or brand: the next position report there alerts once due.
            guard record.hasPlace || record.hasTarget else {
                advanceRepeat(record, now: now)
                return SpotsNotification.due
            }
            guard record.trigger != ReminderRecord.Trigger.leave.rawValue,
                  record.presence == GeofencePresence.inside.rawValue, !record.stayAlerted else { return nil }
            record.stayAlerted = true
            advanceRepeat(record, now: now)
            return SpotsNotification.arrived
        })
    }

    /// Runs `claim` (an update only one run can win, `RETURNING 1 AS claimed`) and, when this run
    /// won, alerts with the kind `kind` decides (nil: no alert now; it may change the record),
    /// all in one transaction; the alert goes live only once committed.
    static func claimAndAlert(_ id: UUID, context: SatchelContext, claim: @escaping @Sendable (Date) -> SQLQueryString,
                              kind: @escaping @Sendable (ReminderRecord, Date) -> String?) async throws -> Bool {
        let alert = try await context.writeTransaction { tx -> InboxNotification?? in
            let sql = tx.sql
            struct Claimed: Decodable { let claimed: Int }
            let claimed = try await sql.raw(claim(tx.now)).first(decoding: Claimed.self)
            guard claimed != nil, let record = try await ReminderRecord.find(id, on: tx.db),
                  let kind = kind(record, tx.now) else { return nil }
            record.firedAt = tx.now
            try await record.update(on: tx.db)
            return .some(try await SpotsNotification.alert(kind, record, context: tx))
        }
        guard let alert else { return false }
        // Nil when the owner turned this kind of alert off.
        if let item = alert { try await context.notifications.publish(item) }
        return true
    }

    /// Moves a repeating reminder that alerted to its next time after `now`.
    static func advanceRepeat(_ record: ReminderRecord, now: Date) {
        guard let rule = record.repeatRule.flatMap(ReminderRecord.Repeat.init(rawValue:)),
              let local = record.dueLocal, let zone = record.timeZone, let due = record.dueAt, due <= now,
              let time = DueTime(local: local, timeZone: zone)
        else { return }
        let next = time.firstOccurrence(after: now, rule, anchorDay: record.anchorDay)
        // Which occurrence alerted (an arrival too): Done on its alert answers it, not the next.
        record.alertedDueAt = due
        record.dueLocal = next.local
        record.dueAt = next.instant
        record.stayAlerted = false // a new occurrence: being there already counts again
    }
}
