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

    /// The alerts among `items` whose reminder is checked off or deleted: nothing is left to do
    /// on them (a repeating reminder checked off moves on, and stays open).
    static func settled(_ items: [NotificationItem], owner: UUID, context: SatchelContext) async throws -> Set<UUID> {
        let alerts = items.compactMap { item in all.contains(item.kind) ? reminderID(inLink: item.link).map { (item.id, $0) } : nil }
        guard !alerts.isEmpty else { return [] }
        let open = Set(try await ReminderRecord.query(on: context.db)
            .filter(\.$owner.$id == owner).filter(\.$id ~~ Set(alerts.map(\.1))).filter(\.$doneAt == nil)
            .all(\.$id))
        return Set(alerts.filter { !open.contains($0.1) }.map(\.0))
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
