import Fluent
import SQLKit

/// The mail outbox (`MailOutboxItem`), and the indexes the sender, account deletion and
/// housekeeping read it by.
struct CreateMailOutbox: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("mail_outbox")
            .id()
            .field("user_id", .uuid, .references("users", .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("envelope_from", .string, .required)
            .field("recipient", .string, .required)
            .field("message_id", .string, .required)
            .field("message", .string, .required)
            .field("status", .string, .required)
            .field("attempts", .int, .required)
            .field("next_attempt_at", .datetime, .required)
            .field("last_error", .string)
            .field("created_at", .datetime, .required)
            .field("sent_at", .datetime)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_attempt_at)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS mail_outbox_user ON mail_outbox (user_id)").run()
        // What housekeeping removes, by age.
        try await sql.raw("CREATE INDEX IF NOT EXISTS mail_outbox_created ON mail_outbox (created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("mail_outbox").delete()
    }
}
