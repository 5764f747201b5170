import Fluent

/// Accounts an administrator locked: no sign-in, no session, until unlocked.
struct CreateAccountLocks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("account_locks")
            .field("user_id", .uuid, .identifier(auto: false), .references("users", .id, onDelete: .cascade))
            .field("locked_at", .datetime, .required)
            .field("locked_by", .uuid)
            .field("reason", .string)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("account_locks").delete()
    }
}
