import Foundation
import Fluent
import SatchelAPI
import SatchelCore

/// Spots' kinds of notification (texts `notification.<kind>` in the catalogue).
public enum SpotsNotification {
    /// A reminder's time came.
    public static let due = "spots.due"
    /// The owner arrived at a reminder's place.
    public static let arrived = "spots.arrived"
    /// The owner left a reminder's place.
    public static let left = "spots.left"

    static let all = [due, arrived, left]

    static func link(_ record: ReminderRecord) -> String {
        SpotsPath.reminder(record.id ?? UUID()).path
    }

    /// The reminder an alert's link (`link(_:)`) leads to.
    static func reminderID(inLink link: String?) -> UUID? {
        link.flatMap(SpotsPath.reminderID(in:))
    }

    /// The alerts among `items` with nothing left to do: their reminder is checked off or
    /// deleted, or (a repeating one, which moves on when checked off and stays open) they came
    /// before its last check-off.
    static func settled(_ items: [NotificationItem], owner: UUID, context: SatchelContext) async throws -> Set<UUID> {
        let alerts = items.compactMap { item in all.contains(item.kind) ? reminderID(inLink: item.link).map { (item, $0) } : nil }
        guard !alerts.isEmpty else { return [] }
        let open = Dictionary(uniqueKeysWithValues: try await ReminderRecord.query(on: context.db)
            .filter(\.$owner.$id == owner).filter(\.$id ~~ Set(alerts.map(\.1))).filter(\.$doneAt == nil)
            .all().map { ($0.id!, $0) })
        return Set(alerts.filter { item, reminder in
            guard let record = open[reminder] else { return true }
            return isEarlierOccurrence(alertedAt: item.createdAt, of: record)
        }.map(\.0.id))
    }

    /// Checking a repeating reminder off keeps the due time it moved on from
    /// (`completedDueLocal`, for Undo); every alert raised before that time is about an
    /// occurrence now checked off (an alert moves it on at once, so Done after an alert keeps the
    /// next one's time). Undo clears it, and the rows get their actions back.
    static func isEarlierOccurrence(alertedAt: Date, of record: ReminderRecord) -> Bool {
        guard record.repeatRule != nil, let local = record.completedDueLocal, let zone = record.timeZone,
              let checkedOff = DueTime(local: local, timeZone: zone)?.instant else { return false }
        // A second's slack: stored and written times may lose a fraction of one.
        return alertedAt < checkedOff.addingTimeInterval(-1)
    }

    /// Stores the alert for `record` in the inbox and the push outbox, inside the caller's
    /// transaction; the caller publishes the returned item live after committing.
    static func alert(_ kind: String, _ record: ReminderRecord, context: SatchelContext) async throws -> InboxNotification? {
        var params = ["title": record.title]
        if let label = record.placeLabel { params["place"] = label }
        return try await context.notifications.notify(user: record.$owner.id, actor: nil, kind: kind, params: params,
                                                   link: link(record), live: false)
    }
}
