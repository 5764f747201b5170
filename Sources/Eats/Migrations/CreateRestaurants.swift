import Fluent
import SatchelCore
import SQLKit

/// The restaurant catalogue.
struct CreateRestaurants: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RestaurantRecord.schema)
            .id()
            .field("source_key", .string)
            .field("added_by", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("kind", .string, .required)
            .field("cuisines", .string, .required)
            .field("address", .string, .required)
            .field("lat", .double, .required)
            .field("lon", .double, .required)
            .field("country", .string)
            .field("phone", .string)
            .field("website", .string)
            .field("opening_hours", .string)
            .field("diets", .string, .required)
            .field("price_level", .int)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "source_key")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // Nearby: a latitude band, then longitude, then the exact distance.
        try await sql.raw("CREATE INDEX eats_restaurants_position ON eats_restaurants (lat, lon)").run()
        // Place search by name ("savo" finds Savotta).
        try await sql.raw("CREATE INDEX eats_restaurants_name ON eats_restaurants (name_key)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RestaurantRecord.schema).delete()
    }
}
