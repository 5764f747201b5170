import Foundation
import SatchelCore
import SQLKit

/// A funding wish's stored fields as plain values, for cards in lists: hydrating a Fluent model
/// (and its wish) cost about 0.1 ms each, 4 ms of a feed page of twenty.
struct FundingData: Sendable {
    let id: UUID
    let wishID: UUID
    let recipientID: UUID?
    let targetMinor: Int
    let currency: String
    let deadline: Date
    let why: String
    let mode: FundingRecord.Mode
    let state: FundingRecord.State
    let audience: FundingRecord.Audience
    let publicToken: String?
    let createdAt: Date
    let fundedAt: Date?
    let endedAt: Date?
    /// What the ledger says it raised, when read with it (else `render` reads it).
    let raised: Int?

    init(_ r: FundingRecord) throws {
        id = try r.requireID()
        wishID = r.$wish.id
        recipientID = r.$recipient.id
        targetMinor = r.targetMinor
        currency = r.currency
        deadline = r.deadline
        why = r.why
        mode = r.mode
        state = r.state
        audience = r.audience
        publicToken = r.publicToken
        createdAt = r.createdAt
        fundedAt = r.fundedAt
        endedAt = r.endedAt
        raised = nil
    }

    /// A row of `withWishes`: the funding's columns carry the prefix `f_`.
    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "f_id", as: UUID.self)
        wishID = try row.decode(column: "id", as: UUID.self)
        recipientID = try row.decode(column: "f_recipient_id", as: UUID?.self)
        targetMinor = try row.decode(column: "f_target_minor", as: Int.self)
        currency = try row.decode(column: "f_currency", as: String.self)
        deadline = try row.decode(column: "f_deadline", as: Date.self)
        why = try row.decode(column: "f_why", as: String.self)
        mode = try row.decode(column: "f_mode", as: FundingRecord.Mode.self)
        state = try row.decode(column: "f_state", as: FundingRecord.State.self)
        audience = try row.decode(column: "f_audience", as: FundingRecord.Audience.self)
        publicToken = try row.decode(column: "f_public_token", as: String?.self)
        createdAt = try row.decode(column: "f_created_at", as: Date.self)
        fundedAt = try row.decode(column: "f_funded_at", as: Date?.self)
        endedAt = try row.decode(column: "f_ended_at", as: Date?.self)
        raised = try row.decode(column: "f_raised", as: Int.self)
    }

    /// Funding wishes with their wishes and what each raised, in one read: those with these ids,
    /// or those `owner` owns, newest first.
    static func withWishes(ids: [UUID] = [], owner: UUID? = nil, db: any SQLDatabase) async throws -> [(FundingData, WishData)] {
        guard owner != nil || !ids.isEmpty else { return [] }
        let wanted: SQLQueryString = owner.map { "f.owner_id = \(bind: $0)" } ?? "f.id IN (\(binds: ids))"
        // PostgreSQL sums bigints as numeric: cast back to an integer.
        let rows = try await db.raw("""
            SELECT \(unsafeRaw: WishData.qualifiedColumns), f.id AS f_id, f.recipient_id AS f_recipient_id, f.target_minor AS f_target_minor,
                   f.currency AS f_currency, f.deadline AS f_deadline, f.why AS f_why, f.mode AS f_mode, f.state AS f_state,
                   f.audience AS f_audience, f.public_token AS f_public_token, f.created_at AS f_created_at,
                   f.funded_at AS f_funded_at, f.ended_at AS f_ended_at,
                   CAST(COALESCE((SELECT SUM(l.amount_minor) FROM \(ident: LedgerEntryRecord.schema) l WHERE l.funding_id = f.id), 0) AS BIGINT) AS f_raised
            FROM \(ident: FundingRecord.schema) f JOIN \(ident: WishRecord.schema) w ON w.id = f.wish_id
            WHERE \(wanted)
            ORDER BY f.created_at DESC, f.id
            """).all()
        return try rows.map { (try FundingData($0), try WishData($0)) }
    }
}
