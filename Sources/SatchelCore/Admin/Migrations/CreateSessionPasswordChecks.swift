import Fluent

/// When a session last proved its password after signing in (an administrator asked again
/// before a sensitive action). Signing in is the first proof: a session without a row proved
/// it when it was made.
struct CreateSessionPasswordChecks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("session_password_checks")
            .field("token_id", .uuid, .identifier(auto: false), .references("auth_tokens", .id, onDelete: .cascade))
            .field("checked_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("session_password_checks").delete()
    }
}
