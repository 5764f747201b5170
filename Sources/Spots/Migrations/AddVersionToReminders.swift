import Fluent
import SatchelCore

/// A reminder's version (issue 46): one up with every change its owner makes, sent as its
/// `ETag` and checked against `If-Match`. Reminders that already exist start at 1.
struct AddVersionToReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("version", in: ReminderRecord.schema) else { return }
        try await database.schema(ReminderRecord.schema).field("version", .int, .required, .sql(.default(1))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderRecord.schema).deleteField("version").update()
    }
}
