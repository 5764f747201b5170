import Fluent
import SatchelCore
import SQLKit

/// Libraries, their events, cards, patrons' library sessions and chosen library.
struct CreateLibraries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(LibraryRecord.schema)
            .id()
            .field("slug", .string, .required)
            .field("name", .string, .required)
            .field("language", .string, .required)
            .field("loan_days", .int, .required)
            .field("pickup_days", .int, .required)
            .field("max_loans", .int, .required)
            .field("max_holds", .int, .required)
            .field("self_registration", .bool, .required)
            .field("alert", .string)
            .field("help", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "slug")
            .create()
        try await database.schema(LibraryEventRecord.schema)
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("image", .string)
            .field("title", .string, .required)
            .field("starts_at", .datetime, .required)
            .create()
        try await database.schema(CardRecord.schema)
            .id()
            .field("number", .string, .required)
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("user_id", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("pin_hash", .string, .required)
            .field("holder_name", .string, .required)
            .field("failed_pins", .int, .required)
            .field("locked_at", .datetime)
            .field("created_at", .datetime, .required)
            .unique(on: "library_id", "number")
            .create()
        try await database.schema(LibrarySessionRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("card_id", .uuid, .required, .references(CardRecord.schema, .id, onDelete: .cascade))
            .field("remember", .bool, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "user_id", "library_id")
            .create()
        try await database.schema(LibraryChoiceRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        for schema in [LibraryChoiceRecord.schema, LibrarySessionRecord.schema, CardRecord.schema,
                       LibraryEventRecord.schema, LibraryRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
