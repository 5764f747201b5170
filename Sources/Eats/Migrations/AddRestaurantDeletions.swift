import Fluent
import SatchelCore
import SQLKit

/// Running servers keep their nearby index fresh from what changed: restaurants by
/// `updated_at`, deletions from their own table. `CreateDishes` gained both after it first
/// shipped; databases made before that get them here.
struct AddRestaurantDeletions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        if try await !schema.hasTable(RestaurantDeletion.schema) {
            try await database.schema(RestaurantDeletion.schema)
                .field("id", .uuid, .identifier(auto: false))
                .field("deleted_at", .datetime, .required)
                .create()
        }
        try await schema.sql.raw("CREATE INDEX IF NOT EXISTS eats_restaurants_updated ON eats_restaurants (updated_at)").run()
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
