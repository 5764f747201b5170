import Fluent
import SatchelCore
import SQLKit

/// Shelves of one's own (issue 43): a person's named shelves (`name_key` is the name as
/// compared, unique per person) and the titles on them, of any library.
struct CreatePersonalShelves: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await database.schema("library_personal_shelves")
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("position", .int, .required)
            .field("version", .int, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "name_key")
            .ignoreExisting()
            .create()
        try await database.schema("library_personal_shelf_titles")
            .id()
            .field("shelf_id", .uuid, .required, .references("library_personal_shelves", .id, onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("added_at", .datetime, .required)
            .unique(on: "shelf_id", "title_id")
            .ignoreExisting()
            .create()
        // "Which of my shelves is this title on?" (the title page).
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_personal_shelf_titles_by_user ON library_personal_shelf_titles (user_id, title_id)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_personal_shelf_titles_by_title ON library_personal_shelf_titles (title_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("library_personal_shelf_titles").delete()
        try await database.schema("library_personal_shelves").delete()
    }
}
