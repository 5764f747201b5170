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

    /// The rule, once, for friends and guests alike: the wish's reservations (by friends and by
    /// guests through a public link), plus one unit for a group gift in progress, stay under its
    /// quantity.
    static func unitLeft(_ id: UUID, quantity: Int) -> SQLQueryString {
        """
        (SELECT COUNT(*) FROM wish_reservations WHERE wish_id = \(bind: id))
            + (SELECT COUNT(*) FROM wish_guest_reservations WHERE wish_id = \(bind: id))
            + (CASE WHEN EXISTS (SELECT 1 FROM wish_pledges WHERE wish_id = \(bind: id)) THEN 1 ELSE 0 END)
            < \(bind: quantity)
        """
    }

    /// Reserves one unit as the row `row` if a unit is left (`unitLeft`); the caller finds the
    /// row or not.
    func reserveIfUnitLeft(row: UUID, wish id: UUID, quantity: Int, giver: UUID, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO wish_reservations (id, wish_id, giver_id, bought, created_at)
            SELECT \(bind: row), \(bind: id), \(bind: giver), \(bind: false), \(bind: now)
            WHERE \(Self.unitLeft(id, quantity: quantity))
            """).run()
    }

    /// A guest's reservation, under the same rule as a friend's (`unitLeft`).
    func reserveForGuestIfUnitLeft(row: UUID, wish id: UUID, quantity: Int, name: String, tokenHash: String, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO wish_guest_reservations (id, wish_id, token_hash, guest_name, bought, created_at)
            SELECT \(bind: row), \(bind: id), \(bind: tokenHash), \(bind: name), \(bind: false), \(bind: now)
            WHERE \(Self.unitLeft(id, quantity: quantity))
            """).run()
    }

    /// Units reserved one by one, by friends and guests (a group gift starts only on a free unit).
    func reservedUnits(_ id: UUID) async throws -> Int {
        try await sql.raw("""
            SELECT (SELECT COUNT(*) FROM wish_reservations WHERE wish_id = \(bind: id))
                 + (SELECT COUNT(*) FROM wish_guest_reservations WHERE wish_id = \(bind: id)) AS n
            """).first(decodingColumn: "n", as: Int.self) ?? 0
    }
}

extension SatchelContext {
    var givingWrites: GivingWrites { GivingWrites(sql: sql) }
}
