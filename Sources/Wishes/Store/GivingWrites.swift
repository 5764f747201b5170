import Foundation
import SatchelCore
import SQLKit

/// The writes that keep a wish from being given more often than it is wished for.
struct GivingWrites: Sendable {
    let sql: any SQLDatabase

    /// PostgreSQL: holds the wish's row until the transaction ends, so reservations and pledges
    /// of one wish happen one after the other. (SQLite writes one transaction at a time anyway.)
    func lockWish(_ id: UUID) async throws {
        try await sql.raw("SELECT id FROM wishes WHERE id = \(bind: id) FOR UPDATE").run()
    }

    /// Reserves one unit as the row `row` if a unit is left (reservations, plus one unit for a
    /// group gift in progress, stay under the quantity); the caller finds the row or not.
    func reserveIfUnitLeft(row: UUID, wish id: UUID, quantity: Int, giver: UUID, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO wish_reservations (id, wish_id, giver_id, bought, created_at)
            SELECT \(bind: row), \(bind: id), \(bind: giver), \(bind: false), \(bind: now)
            WHERE (SELECT COUNT(*) FROM wish_reservations WHERE wish_id = \(bind: id))
                + (CASE WHEN EXISTS (SELECT 1 FROM wish_pledges WHERE wish_id = \(bind: id)) THEN 1 ELSE 0 END)
                < \(bind: quantity)
            """).run()
    }
}

extension SatchelContext {
    var givingWrites: GivingWrites { GivingWrites(sql: sql) }
}
