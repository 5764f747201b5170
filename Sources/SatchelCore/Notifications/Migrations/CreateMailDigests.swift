import Fluent
import SQLKit

/// The daily digest: who chose it and the local day it last went (`mail_digests`, one row a
/// person), and the notifications kept for the next one (`mail_digest_items`).
struct CreateMailDigests: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("mail_digests")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("enabled", .bool, .required)
            .field("last_sent_on", .string)
            .unique(on: "user_id")
            .create()
        try await database.schema("mail_digest_items")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("text", .string, .required)
            .field("link", .string)
            .field("created_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX IF NOT EXISTS mail_digest_items_user ON mail_digest_items (user_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("mail_digest_items").delete()
        try await database.schema("mail_digests").delete()
    }
}
