import Fluent

/// Whether a kind of notification is also mailed. Empty (the rows people already have, and
/// kinds they never touched) means the kind's default: on for what matters when you are not
/// looking, off otherwise (`NotificationKinds.mailDefault`).
struct AddEmailToNotificationPreferences: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("notification_preferences").field("email", .bool).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("notification_preferences").deleteField("email").update()
    }
}
