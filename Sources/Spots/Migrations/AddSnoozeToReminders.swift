import Fluent
import SQLKit

/// Acting on an alert where it is seen: a snoozed reminder alerts again at a time
/// (`snooze_until`) or on the next arrival (`snooze_arrival`), and a pushed alert carries a
/// token (only its hash is kept) that lets the notification's buttons act without a session.
struct AddSnoozeToReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column at a time: SQLite adds one per ALTER TABLE.
        try await database.schema(ReminderRecord.schema).field("snooze_until", .datetime).update()
        try await database.schema(ReminderRecord.schema).field("snooze_arrival", .bool, .required, .sql(.default(false))).update()
        try await database.schema(ReminderRecord.schema).field("alert_token_hash", .string).update()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("CREATE INDEX spot_reminders_snooze ON spot_reminders (snooze_until)").run()
            try await sql.raw("CREATE INDEX spot_reminders_alert_token ON spot_reminders (alert_token_hash)").run()
        }
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase {
            try await sql.raw("DROP INDEX IF EXISTS spot_reminders_snooze").run()
            try await sql.raw("DROP INDEX IF EXISTS spot_reminders_alert_token").run()
        }
        for field in ["snooze_until", "snooze_arrival", "alert_token_hash"] {
            try await database.schema(ReminderRecord.schema).deleteField(FieldKey(stringLiteral: field)).update()
        }
    }
}
