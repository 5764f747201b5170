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
        let store = context.spotsStore
        return SpotsExport(
            reminders: try await store.reminders(owner: user).map(\.rendered),
            lists: try await store.lists(owner: user),
            lastPosition: try await store.lastFix(user: user))
    }
}
