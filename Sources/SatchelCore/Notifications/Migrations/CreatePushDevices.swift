import Fluent

/// Push devices and the server's own secrets (the VAPID key).
struct CreatePushDevices: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PushDevice.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("token_id", .uuid, .references(AuthToken.schema, .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("address", .string, .required)
            .field("p256dh", .string)
            .field("auth", .string)
            .field("name", .string, .required)
            .field("created_at", .datetime, .required)
            .field("last_delivered_at", .datetime)
            .unique(on: "address")
            .create()
        try await database.schema(ServerSecret.schema)
            .field("name", .string, .identifier(auto: false))
            .field("value", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ServerSecret.schema).delete()
        try await database.schema(PushDevice.schema).delete()
    }
}
