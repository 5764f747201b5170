import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Spots' part of "download my data": reminders, lists and the last position Satchel kept.
struct SpotsExport: Codable, Sendable {
    var reminders: [Reminder]
    var lists: [ReminderList]
    var lastPosition: PositionFix?

    static func make(user: UUID, context: SatchelContext) async throws -> SpotsExport {
        let tracker = try await PositionTrackerRecord.find(user, on: context.db)
        return SpotsExport(
            reminders: try await context.reminders.all(owner: user).map(ReminderService.render),
            lists: try await context.reminders.lists(owner: user),
            lastPosition: tracker.map { PositionFix(latitude: $0.latitude, longitude: $0.longitude, accuracy: $0.accuracy, timestamp: $0.fixAt) })
    }
}
