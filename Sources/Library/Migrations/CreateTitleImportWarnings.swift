import Fluent
import SatchelCore
import SQLKit

/// What an import tolerated in a title (issue 43), kept with the title so its staff see it
/// after the import's report is gone. A re-import of the title replaces its rows.
struct CreateTitleImportWarnings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("library_title_warnings")
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("import_id", .uuid)
            .field("file", .string, .required)
            .field("warning", .string, .required)
            .field("position", .int, .required) // the order the import gave the title's warnings in
            .field("created_at", .datetime, .required)
            .ignoreExisting()
            .create()
        let sql = database as! any SQLDatabase
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_title_warnings_title ON library_title_warnings (title_id)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_title_warnings_import ON library_title_warnings (import_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("library_title_warnings").delete()
    }
}
