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
            let due = try await ReminderRecord.query(on: context.db)
                .filter(\.$doneAt == nil).filter(\.$dueAt <= context.now)
                .filter(.sql(unsafeRaw: "(alerted_due_at IS NULL OR alerted_due_at <> due_at)"))
                .sort(\.$dueAt).limit(batch + seen.count)
                .all()
                .filter { !seen.contains($0.id!) }
            if due.isEmpty { break }
            for record in due {
                seen.insert(record.id!)
                // One reminder that fails must not hold back the others.
                do {
                    if try await fire(record.requireID(), context: context) { raised += 1 }
                } catch {
                    context.logger.error("reminder \(record.id!) could not alert: \(String(reflecting: error))")
                }
            }
        }
        // Snoozed ones whose time came round.
        while true {
            let snoozed = try await ReminderRecord.query(on: context.db)
                .filter(\.$doneAt == nil).filter(\.$snoozeUntil <= context.now).sort(\.$snoozeUntil).limit(batch).all()
            if snoozed.isEmpty { return raised }
            for record in snoozed {
                do {
                    if try await fireSnoozed(record.requireID(), context: context) { raised += 1 }
                } catch {
                    context.logger.error("snoozed reminder \(record.id!) could not alert: \(String(reflecting: error))")
                    return raised // it stays due: the next pass tries again
                }
            }
        }
    }

    /// Claims and alerts a snoozed reminder once (a time alert, whatever its kind).
    static func fireSnoozed(_ id: UUID, context: SatchelContext) async throws -> Bool {
        let alert = try await context.writeTransaction { tx -> InboxNotification?? in
            guard let sql = tx.db as? any SQLDatabase else { return nil }
            struct Claimed: Decodable { let claimed: Int }
            let claimed = try await sql.raw("""
                UPDATE spot_reminders SET snooze_until = NULL
                WHERE id = \(bind: id) AND done_at IS NULL AND snooze_until <= \(bind: tx.now)
                RETURNING 1 AS claimed
                """).first(decoding: Claimed.self)
            guard claimed != nil, let record = try await ReminderRecord.find(id, on: tx.db) else { return nil }
            record.firedAt = tx.now
            try await record.update(on: tx.db)
            return .some(try await SpotsNotification.alert(SpotsNotification.due, record, context: tx))
        }
        guard let alert else { return false }
        if let item = alert { try await context.notifications.publish(item) }
        return true
    }

    /// Claims and alerts one reminder's due occurrence; false when another run had it, or
    /// when it waits for its place (a place reminder alerts at its time only if already there).
    static func fire(_ id: UUID, context: SatchelContext) async throws -> Bool {
        let alert = try await context.writeTransaction { tx -> InboxNotification?? in
            guard let sql = tx.db as? any SQLDatabase else { return nil }
            struct Claimed: Decodable { let claimed: Int }
            let claimed = try await sql.raw("""
                UPDATE spot_reminders SET alerted_due_at = due_at
                WHERE id = \(bind: id) AND done_at IS NULL AND due_at <= \(bind: tx.now)
                  AND (alerted_due_at IS NULL OR alerted_due_at <> due_at)
                RETURNING 1 AS claimed
                """).first(decoding: Claimed.self)
            guard claimed != nil, let record = try await ReminderRecord.find(id, on: tx.db) else { return nil }
            var kind: String?
            if !record.hasPlace {
                kind = SpotsNotification.due
            } else if record.trigger != ReminderRecord.Trigger.leave.rawValue,
                      record.presence == GeofencePresence.inside.rawValue, !record.stayAlerted {
                kind = SpotsNotification.arrived
                record.stayAlerted = true
            }
            guard let kind else { return nil }
            record.firedAt = tx.now
            advanceRepeat(record, now: tx.now)
            try await record.update(on: tx.db)
            return .some(try await SpotsNotification.alert(kind, record, context: tx))
        }
        guard let alert else { return false }
        // Live only once committed; nil when the owner turned this kind of alert off.
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
        record.dueLocal = next.local
        record.dueAt = next.instant
        record.stayAlerted = false // a new occurrence: being there already counts again
    }
}
