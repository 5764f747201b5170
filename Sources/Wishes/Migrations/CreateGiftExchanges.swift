import Fluent
import SatchelCore
import SQLKit

/// Secret Santa draws (issue 41): exchanges, their members (with whom each gives to),
/// exclusions and the anonymous questions between a giver and their receiver.
struct CreateGiftExchanges: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(GiftExchangeRecord.schema)
            .id()
            .field("name_key", .string, .required)
            .field("organiser_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("budget_minor", .int64, .required)
            .field("currency", .string, .required)
            .field("date", .string, .required)
            .field("avoid_last_year", .bool, .required)
            .field("drawn_at", .datetime)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema(ExchangeMemberRecord.schema)
            .id()
            .field("exchange_id", .uuid, .required, .references(GiftExchangeRecord.schema, .id, onDelete: .cascade))
            .field("person_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("receiver_id", .uuid)
            .field("list_id", .uuid)
            .field("seen_at", .datetime)
            .field("created_at", .datetime, .required)
            .unique(on: "exchange_id", "person_id")
            .create()
        try await database.schema(ExchangeExclusionRecord.schema)
            .id()
            .field("exchange_id", .uuid, .required, .references(GiftExchangeRecord.schema, .id, onDelete: .cascade))
            .field("a_id", .uuid, .required)
            .field("b_id", .uuid, .required)
            .create()
        try await database.schema(ExchangeQuestionRecord.schema)
            .id()
            .field("exchange_id", .uuid, .required, .references(GiftExchangeRecord.schema, .id, onDelete: .cascade))
            .field("giver_id", .uuid, .required)
            .field("receiver_id", .uuid, .required)
            .field("text", .string, .required)
            .field("answer", .string)
            .field("asked_at", .datetime, .required)
            .field("answered_at", .datetime)
            .create()
        if let sql = database as? any SQLDatabase {
            // A person's exchanges, as organiser and as member; last year's by organiser and name.
            try await sql.raw("CREATE INDEX IF NOT EXISTS gift_exchanges_organiser ON gift_exchanges (organiser_id, name_key)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS gift_exchange_members_person ON gift_exchange_members (person_id)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS gift_exchange_exclusions_exchange ON gift_exchange_exclusions (exchange_id)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS gift_exchange_questions_exchange ON gift_exchange_questions (exchange_id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        for schema in [ExchangeQuestionRecord.schema, ExchangeExclusionRecord.schema, ExchangeMemberRecord.schema, GiftExchangeRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
