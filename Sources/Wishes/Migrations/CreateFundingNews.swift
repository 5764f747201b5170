import Fluent
import SatchelCore
import SQLKit

/// Issue 41, group gifts: an organiser's news to the givers of a collection ("We bought the
/// bike!"), listed on the collection's pages and on guests' receipts.
struct CreateFundingNews: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FundingNewsRecord.schema)
            .id()
            .field("funding_id", .uuid, .required, .references(FundingRecord.schema, .id, onDelete: .cascade))
            .field("body", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        let sql = database as! any SQLDatabase
        try await sql.create(index: "funding_news_funding").on(FundingNewsRecord.schema).column("funding_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FundingNewsRecord.schema).delete()
    }
}
