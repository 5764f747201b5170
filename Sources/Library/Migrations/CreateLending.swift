import Fluent
import SatchelCore
import SQLKit

/// Loans, holds, to-be-read lists, ratings and librarians' recommended lists.
struct CreateLending: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await database.schema(LoanRecord.schema)
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("card_id", .uuid, .required, .references(CardRecord.schema, .id, onDelete: .cascade))
            .field("started_at", .datetime, .required)
            .field("due_at", .datetime, .required)
            .field("ended_at", .datetime)
            .field("ended_how", .string)
            .field("renewals", .int, .required)
            .field("reminded", .bool, .required)
            .create()
        // One active loan of a title per card, whatever races.
        try await sql.raw("CREATE UNIQUE INDEX library_loans_one_active ON library_loans (title_id, card_id) WHERE ended_at IS NULL").run()
        try await sql.raw("CREATE INDEX library_loans_by_card ON library_loans (card_id, ended_at)").run()
        try await sql.raw("CREATE INDEX library_loans_due ON library_loans (due_at) WHERE ended_at IS NULL").run()
        try await sql.raw("CREATE INDEX library_loans_recent ON library_loans (library_id, started_at)").run()
        try await sql.raw("CREATE INDEX library_loans_by_title ON library_loans (title_id, ended_at)").run()

        try await database.schema(HoldRecord.schema)
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("card_id", .uuid, .required, .references(CardRecord.schema, .id, onDelete: .cascade))
            .field("seq", .int, .required)
            .field("state", .string, .required)
            .field("placed_at", .datetime, .required)
            .field("ready_at", .datetime)
            .field("ready_until", .datetime)
            .field("ended_at", .datetime)
            .create()
        try await sql.raw("""
            CREATE UNIQUE INDEX library_holds_one_open ON library_holds (title_id, card_id) WHERE state IN ('waiting', 'ready')
            """).run()
        try await sql.raw("CREATE INDEX library_holds_queue ON library_holds (title_id, state, seq)").run()
        try await sql.raw("CREATE INDEX library_holds_by_card ON library_holds (card_id, state)").run()
        try await sql.raw("CREATE INDEX library_holds_pickup ON library_holds (state, ready_until)").run()

        try await database.schema(ToBeReadRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("notify", .bool, .required)
            .field("notified_at", .datetime)
            .field("added_at", .datetime, .required)
            .unique(on: "user_id", "title_id")
            .create()
        try await sql.raw("CREATE INDEX library_to_be_read_by_title ON library_to_be_read (title_id, notify)").run()
        try await database.schema(TitleRatingRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("title_id", .uuid, .required, .references(TitleRecord.schema, .id, onDelete: .cascade))
            .field("stars", .int, .required)
            .field("review", .string, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "title_id", "user_id")
            .create()
        try await database.schema(RecommendedListRecord.schema)
            .id()
            .field("library_id", .uuid, .required, .references(LibraryRecord.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("position", .int, .required)
            .field("title_ids", .string, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        for schema in [RecommendedListRecord.schema, TitleRatingRecord.schema, ToBeReadRecord.schema,
                       HoldRecord.schema, LoanRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
