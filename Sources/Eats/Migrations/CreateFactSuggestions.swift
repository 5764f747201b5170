import Fluent
import SatchelCore

/// People's suggested fixes to a restaurant's facts (hours, website, phone, diets, closed for
/// good), waiting for its contributor or a moderator (issue 42).
struct CreateFactSuggestions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FactSuggestionRecord.schema)
            .id()
            .field("restaurant_id", .uuid, .required, .references(RestaurantRecord.schema, "id", onDelete: .cascade))
            .field("suggested_by", .uuid, .required)
            .field("changes", .string, .required)
            .field("note", .string, .required)
            .field("status", .string, .required)
            .field("version", .int, .required)
            .field("reviewed_by", .uuid)
            .field("reviewed_at", .datetime)
            .field("created_at", .datetime, .required)
            .create()
        try await SchemaInspection(database).sql
            .raw("CREATE INDEX IF NOT EXISTS eats_fact_suggestions_open ON eats_fact_suggestions (restaurant_id, status)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FactSuggestionRecord.schema).delete()
    }
}
