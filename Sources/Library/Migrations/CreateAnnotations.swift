import Fluent
import SatchelCore
import SQLKit

/// Highlights and notes (issue 43): per person and title, so they outlive the loan; the
/// passage as a TextQuoteSelector plus the place; `edition` is the book file they were last
/// anchored in, so a re-imported book is checked once; tombstones for sync.
struct CreateAnnotations: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await database.schema(AnnotationRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("edition", .string, .required)
            .field("href", .string, .required)
            .field("progression", .double, .required)
            .field("position", .int, .required)
            .field("total_progression", .double, .required)
            .field("chapter", .string)
            .field("exact", .string, .required)
            .field("prefix", .string, .required)
            .field("suffix", .string, .required)
            .field("colour", .string, .required)
            .field("note", .string)
            .field("anchor", .string, .required)
            .field("device_id", .string, .required)
            .field("device_name", .string, .required)
            .field("created_at", .datetime, .required)
            .field("modified_at", .datetime, .required)
            .field("changed_at", .datetime, .required)
            .field("version", .int, .required)
            .field("deleted_at", .datetime)
            .ignoreExisting()
            .create()
        try await sql.raw("CREATE INDEX IF NOT EXISTS reader_annotations_by_title ON reader_annotations (user_id, title_id, changed_at)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS reader_annotations_by_user ON reader_annotations (user_id, changed_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(AnnotationRecord.schema).delete()
    }
}
