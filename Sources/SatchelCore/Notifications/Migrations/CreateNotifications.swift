import Fluent
import SQLKit

/// The inbox, per-kind preferences and the push outbox.
struct CreateNotification: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(InboxNotification.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("actor_id", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("kind", .string, .required)
            .field("params", .string, .required)
            .field("link", .string)
            .field("read_at", .datetime)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema(NotificationPreferenceRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("inbox", .bool, .required)
            .field("push", .bool, .required)
            .unique(on: "user_id", "kind")
            .create()
        try await database.schema(PushOutboxItem.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("notification_id", .uuid, .references(InboxNotification.schema, .id, onDelete: .setNull))
            .field("kind", .string, .required)
            .field("title", .string, .required)
            .field("body", .string, .required)
            .field("link", .string)
            .field("status", .string, .required)
            .field("attempts", .int, .required)
            .field("next_attempt_at", .datetime, .required)
            .field("last_error", .string)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PushOutboxItem.schema).delete()
        try await database.schema(NotificationPreferenceRecord.schema).delete()
        try await database.schema(InboxNotification.schema).delete()
    }
}

/// The inbox is read newest first per user: index that path.
struct IndexNotificationsByUser: AsyncMigration {
    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX IF NOT EXISTS notifications_user_created ON notifications (user_id, created_at, id)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS push_outbox_due ON push_outbox (status, next_attempt_at)").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP INDEX IF EXISTS notifications_user_created").run()
        try await sql.raw("DROP INDEX IF EXISTS push_outbox_due").run()
    }
}
