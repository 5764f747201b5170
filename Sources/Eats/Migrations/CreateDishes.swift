import Fluent
import SatchelCore
import SQLKit

/// Dishes and what people add to them: ratings, reviews, helpful votes, photos, reports.
/// Also gives restaurants what search needs: a latitude band for the nearby index, the time
/// zone their opening hours are read in, rating totals and a hidden flag.
struct CreateDishes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RestaurantRecord.schema)
            .field("lat_band", .int, .required, .sql(.default(0)))
            .update()
        try await database.schema(RestaurantRecord.schema)
            .field("time_zone", .string, .required, .sql(.default("UTC")))
            .update()
        try await database.schema(RestaurantRecord.schema)
            .field("rating_sum", .int, .required, .sql(.default(0)))
            .update()
        try await database.schema(RestaurantRecord.schema)
            .field("rating_count", .int, .required, .sql(.default(0)))
            .update()
        try await database.schema(RestaurantRecord.schema)
            .field("hidden", .bool, .required, .sql(.default(false)))
            .update()
        // Rows imported before this migration get their band (a small table then).
        for record in try await RestaurantRecord.query(on: database).all() {
            record.latitudeBand = RestaurantRecord.band(record.latitude)
            try await record.update(on: database)
        }

        try await database.schema(DishRecord.schema)
            .id()
            .field("restaurant_id", .uuid, .required, .references(RestaurantRecord.schema, .id, onDelete: .cascade))
            .field("added_by", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("description", .string, .required)
            .field("rating_sum", .int, .required)
            .field("rating_count", .int, .required)
            .field("energy_kcal", .double)
            .field("protein_g", .double)
            .field("fat_g", .double)
            .field("carbohydrate_g", .double)
            .field("nutrition_by", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("nutrition_at", .datetime)
            .field("hidden", .bool, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "restaurant_id", "name_key")
            .create()
        try await database.schema(DishRatingRecord.schema)
            .id()
            .field("dish_id", .uuid, .required, .references(DishRecord.schema, .id, onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("stars", .int, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "dish_id", "user_id")
            .create()
        try await database.schema(DishReviewRecord.schema)
            .id()
            .field("dish_id", .uuid, .required, .references(DishRecord.schema, .id, onDelete: .cascade))
            .field("author_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("body", .string, .required)
            .field("helpful", .int, .required)
            .field("unhelpful", .int, .required)
            .field("helpfulness", .double, .required)
            .field("hidden", .bool, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "dish_id", "author_id")
            .create()
        try await database.schema(ReviewVoteRecord.schema)
            .id()
            .field("review_id", .uuid, .required, .references(DishReviewRecord.schema, .id, onDelete: .cascade))
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("helpful", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "review_id", "user_id")
            .create()
        try await database.schema(DishPhotoRecord.schema)
            .id()
            .field("dish_id", .uuid, .required, .references(DishRecord.schema, .id, onDelete: .cascade))
            .field("media_id", .uuid, .required)
            .field("added_by", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("hidden", .bool, .required)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema(AbuseReportRecord.schema)
            .id()
            .field("subject", .string, .required)
            .field("subject_id", .uuid, .required)
            .field("reporter_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("reason", .string, .required)
            .field("note", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "subject_id", "reporter_id")
            .create()
        // Rating totals per cuisine: the prior a thinly rated restaurant's dishes shrink toward.
        try await database.schema(CuisineStats.schema)
            .field("cuisine", .string, .identifier(auto: false))
            .field("rating_sum", .int, .required)
            .field("rating_count", .int, .required)
            .create()
        // Deleted restaurants, for other processes' nearby indexes.
        try await database.schema(RestaurantDeletion.schema)
            .field("id", .uuid, .identifier(auto: false))
            .field("deleted_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // Nearby: one short index range per 0.01° latitude band (≈ 1.1 km), narrowed by
        // longitude; id, lat and lon are in the index, so the distance filter never reads rows.
        try await sql.raw("DROP INDEX eats_restaurants_position").run()
        try await sql.raw("CREATE INDEX eats_restaurants_band ON eats_restaurants (lat_band, lon, lat, id)").run()
        // What changed since: the in-memory nearby index catches up with other processes.
        try await sql.raw("CREATE INDEX eats_restaurants_updated ON eats_restaurants (updated_at)").run()
        try await sql.raw("CREATE INDEX eats_dishes_name ON eats_dishes (name_key)").run()
        try await sql.raw("CREATE INDEX eats_dishes_restaurant ON eats_dishes (restaurant_id)").run()
        try await sql.raw("CREATE INDEX eats_ratings_user ON eats_ratings (user_id)").run()
        try await sql.raw("CREATE INDEX eats_reviews_dish ON eats_reviews (dish_id, helpfulness)").run()
        try await sql.raw("CREATE INDEX eats_photos_dish ON eats_photos (dish_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        for schema in [RestaurantDeletion.schema, CuisineStats.schema, AbuseReportRecord.schema, DishPhotoRecord.schema, ReviewVoteRecord.schema,
                       DishReviewRecord.schema, DishRatingRecord.schema, DishRecord.schema] {
            try await database.schema(schema).delete()
        }
        for field in ["hidden", "rating_count", "rating_sum", "time_zone", "lat_band"] {
            try await database.schema(RestaurantRecord.schema).deleteField(FieldKey(stringLiteral: field)).update()
        }
    }
}
