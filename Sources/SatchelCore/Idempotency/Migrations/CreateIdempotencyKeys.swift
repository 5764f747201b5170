import Fluent

/// Answers kept for replayed writes.
struct CreateIdempotencyKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(IdempotencyRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("key", .string, .required)
            .field("fingerprint", .string, .required)
            .field("status", .int)
            .field("content_type", .string)
            .field("body", .data)
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "user_id", "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(IdempotencyRecord.schema).delete()
    }
}
