import Fluent
import SatchelCore
import SQLKit

/// Patrons' requests that the library buy a book (issue 43), one row per person and book asked
/// for; `match_key` groups the requests for one book. A person has one open request per book.
struct CreatePurchaseRequests: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("library_purchase_requests")
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("card_id", .uuid, .references(CardRecord.schema, .id, onDelete: .setNull))
            .field("title_id", .uuid, .references(TitleRecord.schema, .id, onDelete: .setNull))
            .field("wanted_title", .string, .required)
            .field("wanted_author", .string)
            .field("wanted_isbn", .string)
            .field("match_key", .string, .required)
            .field("note", .string)
            .field("hold_when_bought", .bool, .required)
            .field("state", .string, .required)
            .field("created_at", .datetime, .required)
            .field("decided_at", .datetime)
            .field("decided_by", .uuid)
            .field("resolution_title_id", .uuid, .references(TitleRecord.schema, .id, onDelete: .setNull))
            .field("decline_reason", .string)
            .field("hold_outcome", .string)
            .create()
        let sql = database as! any SQLDatabase
        try await sql.raw("""
            CREATE UNIQUE INDEX library_purchase_requests_one_open ON library_purchase_requests (user_id, library_id, match_key)
            WHERE state = 'open'
            """).run()
        try await sql.raw("CREATE INDEX library_purchase_requests_groups ON library_purchase_requests (library_id, state, match_key)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("library_purchase_requests").delete()
    }
}
