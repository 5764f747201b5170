import Foundation
import SatchelCore
import SQLKit

/// The writes Fluent's records cannot say: totals changed in place (so concurrent ratings
/// never lose one another), an upsert, a row lock, and the deletions other processes' nearby
/// indexes read.
extension EatsStore {
    /// Adds to a dish's rating totals.
    func addToDishTotals(_ dish: UUID, sum: Int, count: Int) async throws {
        try await sql.raw("""
            UPDATE eats_dishes SET rating_sum = rating_sum + \(bind: sum), rating_count = rating_count + \(bind: count) WHERE id = \(bind: dish)
            """).run()
    }

    /// Adds to a restaurant's rating totals; `updated_at` moves too: other processes' nearby
    /// indexes catch up by it.
    func addToRestaurantTotals(_ restaurant: UUID, sum: Int, count: Int, at now: Date) async throws {
        try await sql.raw("""
            UPDATE eats_restaurants SET rating_sum = rating_sum + \(bind: sum), rating_count = rating_count + \(bind: count),
            updated_at = \(bind: now) WHERE id = \(bind: restaurant)
            """).run()
    }

    /// Adds to a cuisine's rating totals, starting them if it has none yet.
    func addToCuisineTotals(_ cuisine: String, sum: Int, count: Int) async throws {
        try await sql.raw("""
            INSERT INTO eats_cuisine_stats (cuisine, rating_sum, rating_count) VALUES (\(bind: cuisine), \(bind: sum), \(bind: count))
            ON CONFLICT (cuisine) DO UPDATE SET rating_sum = eats_cuisine_stats.rating_sum + \(bind: sum),
            rating_count = eats_cuisine_stats.rating_count + \(bind: count)
            """).run()
    }

    /// Locks a row of `table` for the rest of the transaction (PostgreSQL only).
    func lockForUpdate(_ table: String, _ id: UUID) async throws {
        try await sql.raw("SELECT id FROM \(ident: table) WHERE id = \(bind: id) FOR UPDATE").run()
    }

    func recordDeletion(ofRestaurant id: UUID, at now: Date) async throws {
        try await sql.insert(into: RestaurantDeletion.schema).columns("id", "deleted_at").values(SQLBind(id), SQLBind(now)).run()
    }

    func forgetDeletions(before date: Date) async throws {
        try await sql.delete(from: RestaurantDeletion.schema).where("deleted_at", .lessThan, date).run()
    }
}
