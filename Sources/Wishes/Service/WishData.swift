import Foundation
import SatchelCore
import SQLKit

/// A wish's stored fields as plain values. Lists of hundreds of wishes are read with plain SQL
/// into these (hydrating Fluent models costs far more than the query).
struct WishData: Sendable {
    let id: UUID
    let ownerID: UUID
    let listID: UUID?
    let photoID: UUID?
    let name: String
    let priceMinor: Int?
    let currency: String?
    let store: String
    let link: String?
    let notes: String
    let quantity: Int
    let priority: String
    let position: Int
    let createdAt: Date
    let updatedAt: Date

    static let columns = ["id", "owner_id", "list_id", "photo_id", "name", "price_minor", "currency", "store", "link",
                          "notes", "quantity", "priority", "position", "created_at", "updated_at"]
    /// The columns qualified by the alias `w` (`FROM wishes w`, joined or not).
    static let qualifiedColumns = columns.map { "w." + $0 }.joined(separator: ", ")

    init(_ r: WishRecord) throws {
        id = try r.requireID()
        ownerID = r.$owner.id
        listID = r.$list.id
        photoID = r.photoID
        name = r.name
        priceMinor = r.priceMinor
        currency = r.currency
        store = r.store
        link = r.link
        notes = r.notes
        quantity = r.quantity
        priority = r.priority.rawValue
        position = r.position
        createdAt = r.createdAt
        updatedAt = r.updatedAt
    }

    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        ownerID = try row.decode(column: "owner_id", as: UUID.self)
        listID = try row.decode(column: "list_id", as: UUID?.self)
        photoID = try row.decode(column: "photo_id", as: UUID?.self)
        name = try row.decode(column: "name", as: String.self)
        priceMinor = try row.decode(column: "price_minor", as: Int?.self)
        currency = try row.decode(column: "currency", as: String?.self)
        store = try row.decode(column: "store", as: String.self)
        link = try row.decode(column: "link", as: String?.self)
        notes = try row.decode(column: "notes", as: String.self)
        quantity = try row.decode(column: "quantity", as: Int.self)
        priority = try row.decode(column: "priority", as: String.self)
        position = try row.decode(column: "position", as: Int.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
        updatedAt = try row.decode(column: "updated_at", as: Date.self)
    }

    /// The owner's inbox (wishes in no list) in their order, without the surprises they organise
    /// for someone else (those are not their own wishes), in one read.
    static func inbox(_ owner: UUID, db: any SQLDatabase) async throws -> [WishData] {
        try await db.raw("""
            SELECT \(unsafeRaw: qualifiedColumns) FROM \(ident: WishRecord.schema) w
            WHERE w.owner_id = \(bind: owner) AND w.list_id IS NULL
              AND NOT EXISTS (SELECT 1 FROM \(ident: FundingRecord.schema) f WHERE f.wish_id = w.id AND f.recipient_id IS NOT NULL)
            ORDER BY w.position, w.created_at
            """).all().map(WishData.init)
    }

    /// The wishes `giver` reserved or pledged to, in one read.
    static func given(by giver: UUID, db: any SQLDatabase) async throws -> [WishData] {
        try await db.raw("""
            SELECT \(unsafeRaw: qualifiedColumns) FROM \(ident: WishRecord.schema) w
            WHERE w.id IN (SELECT wish_id FROM \(ident: ReservationRecord.schema) WHERE giver_id = \(bind: giver)
                           UNION SELECT wish_id FROM \(ident: PledgeRecord.schema) WHERE giver_id = \(bind: giver))
            """).all().map(WishData.init)
    }

    /// The wishes of a list, in the owner's order.
    static func inList(_ list: UUID, db: any SQLDatabase) async throws -> [WishData] {
        try await db.select().columns(columns.map { SQLColumn($0) }).from(WishRecord.schema)
            .where("list_id", .equal, list)
            .orderBy("position").orderBy("created_at")
            .all().map(WishData.init)
    }
}

/// Who gives what, as plain values.
struct GiftData: Sendable {
    let wishID: UUID
    let giverID: UUID
    let amountMinor: Int?
    let bought: Bool
    let createdAt: Date

    /// The reservations (no amount) and pledges of `wishes`, each kind oldest first, in one read.
    static func gifts(of wishes: [UUID], db: any SQLDatabase) async throws -> (reservations: [GiftData], pledges: [GiftData]) {
        guard !wishes.isEmpty else { return ([], []) }
        let rows = try await db.raw("""
            SELECT 0 AS pledge, wish_id, giver_id, NULL AS amount_minor, bought, created_at FROM \(ident: ReservationRecord.schema)
            WHERE wish_id IN (\(binds: wishes))
            UNION ALL
            SELECT 1 AS pledge, wish_id, giver_id, amount_minor, bought, created_at FROM \(ident: PledgeRecord.schema)
            WHERE wish_id IN (\(binds: wishes))
            ORDER BY created_at
            """).all()
        var reservations: [GiftData] = []
        var pledges: [GiftData] = []
        for row in rows {
            let gift = GiftData(wishID: try row.decode(column: "wish_id", as: UUID.self), giverID: try row.decode(column: "giver_id", as: UUID.self),
                                amountMinor: try row.decode(column: "amount_minor", as: Int?.self), bought: try row.decode(column: "bought", as: Bool.self),
                                createdAt: try row.decode(column: "created_at", as: Date.self))
            if try row.decode(column: "pledge", as: Int.self) == 1 { pledges.append(gift) } else { reservations.append(gift) }
        }
        return (reservations, pledges)
    }
}
