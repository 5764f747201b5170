import Fluent

/// Uploaded images.
struct CreateMedia: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(MediaItem.schema)
            .id()
            .field("sha256", .string, .required)
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("subject_id", .uuid)
            .field("purpose", .string, .required)
            .field("content_type", .string, .required)
            .field("byte_size", .int, .required)
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(MediaItem.schema).delete()
    }
}
