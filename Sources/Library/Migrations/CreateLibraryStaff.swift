import Fluent
import SatchelCore

/// The people who keep a library's catalogue (issue 43): an instance administrator adds them,
/// one row per person and library. Leaving Satchel removes the row.
struct CreateLibraryStaff: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("library_staff")
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("added_at", .datetime, .required)
            .field("added_by", .uuid)
            .unique(on: "library_id", "user_id")
            .ignoreExisting()
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("library_staff").delete()
    }
}
