import Fluent
import SatchelCore
import SQLKit

/// What a person removed from their reading journey (issue 43): one loan (`loan_id`), or
/// everything started before `before`. The library's own loan records are not touched.
struct CreateReadingJourneyDeletions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await database.schema("reader_journey_deletions")
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("loan_id", .uuid)
            .field("before", .datetime)
            .field("created_at", .datetime, .required)
            .ignoreExisting()
            .create()
        try await sql.raw("CREATE INDEX IF NOT EXISTS reader_journey_deletions_by_user ON reader_journey_deletions (user_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("reader_journey_deletions").delete()
    }
}
