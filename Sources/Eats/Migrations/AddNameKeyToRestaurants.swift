import Foundation
import Fluent
import SatchelCore
import SQLKit

/// Restaurants are found by their folded name. `CreateRestaurants` gained `name_key` after it
/// first shipped; databases made before that get it here, filled from each name. It runs
/// right after `CreateRestaurants` because `CreateDishes` reads restaurants with that column.
struct AddNameKeyToRestaurants: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("name_key", in: RestaurantRecord.schema) else { return }
        try await schema.sql.raw("ALTER TABLE eats_restaurants ADD COLUMN name_key TEXT NOT NULL DEFAULT ''").run()
        for row in try await schema.sql.raw("SELECT id, name FROM eats_restaurants").all() {
            let id = try row.decode(column: "id", as: UUID.self)
            let name = try row.decode(column: "name", as: String.self)
            try await schema.sql.raw("UPDATE eats_restaurants SET name_key = \(bind: PlaceText.fold(name)) WHERE id = \(bind: id)").run()
        }
        try await schema.sql.raw("CREATE INDEX IF NOT EXISTS eats_restaurants_name ON eats_restaurants (name_key)").run()
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
