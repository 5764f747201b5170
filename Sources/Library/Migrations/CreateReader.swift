import Fluent
import SatchelCore
import SQLKit

/// Reading positions, bookmarks (with tombstones), reader settings and samples on the shelf.
struct CreateReader: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await database.schema(ReadingPositionRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("href", .string, .required)
            .field("progression", .double, .required)
            .field("position", .int, .required)
            .field("total_progression", .double, .required)
            .field("excerpt", .string)
            .field("device_id", .string, .required)
            .field("device_name", .string, .required)
            .field("modified_at", .datetime, .required)
            .field("saved_at", .datetime, .required)
            .unique(on: "user_id", "title_id")
            .create()
        try await database.schema(BookmarkRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("href", .string, .required)
            .field("progression", .double, .required)
            .field("position", .int, .required)
            .field("total_progression", .double, .required)
            .field("chapter", .string)
            .field("excerpt", .string)
            .field("device_id", .string, .required)
            .field("created_at", .datetime, .required)
            .field("changed_at", .datetime, .required)
            .field("deleted_at", .datetime)
            .create()
        try await sql.raw("CREATE INDEX reader_bookmarks_by_title ON reader_bookmarks (user_id, title_id, changed_at)").run()
        try await database.schema(ReaderSettingsRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("settings", .string, .required)
            .field("device_id", .string, .required)
            .field("modified_at", .datetime, .required)
            .create()
        // One row of defaults per user (a NULL title would not be unique in a plain constraint).
        try await sql.raw("CREATE UNIQUE INDEX reader_settings_one ON reader_settings (user_id, COALESCE(title_id, '00000000-0000-0000-0000-000000000000'))").run()
        try await database.schema(SampleRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("added_at", .datetime, .required)
            .unique(on: "user_id", "title_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        for schema in [SampleRecord.schema, ReaderSettingsRecord.schema, BookmarkRecord.schema, ReadingPositionRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
