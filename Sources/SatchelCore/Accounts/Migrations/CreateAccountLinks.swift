import Fluent
import SQLKit

/// The links Satchel mails about an account (`AccountLink`): a password reset, an address's
/// confirmation. Only each secret's hash is kept.
struct CreateAccountLinks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("account_links")
            .id()
            .field("user_id", .uuid, .required, .references("users", .id, onDelete: .cascade))
            .field("purpose", .string, .required)
            .field("token_hash", .string, .required)
            .field("email", .string, .required)
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("used_at", .datetime)
            .unique(on: "token_hash")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // A person's links of one purpose (counted for throttling, spent together).
        try await sql.raw("CREATE INDEX IF NOT EXISTS account_links_user ON account_links (user_id, purpose, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("account_links").delete()
    }
}
