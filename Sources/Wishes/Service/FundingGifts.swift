import Fluent
import SQLKit
import FluentSQL
import Foundation
import SatchelAPI
import SatchelCore

/// A donation as a funding card shows it: only the columns the card needs. A card lists every
/// gift, and building a whole model per gift was most of a feed page's time at a city's size.
struct Gift: Sendable {
    var id: UUID
    var funding: UUID
    var donor: UUID?
    var amount: Int
    var currency: String
    var anonymous: Bool
    var state: DonationRecord.State
    var createdAt: Date
    var confirmedAt: Date?
    var paymentURL: String?

    /// The gift in the donor's own list.
    func rendered(wishName: String, wishID: UUID) -> Donation {
        Donation(id: id, wishId: wishID, wishName: wishName, amount: Price(amount: amount, currency: currency),
                 state: state.rawValue, anonymous: anonymous, createdAt: createdAt,
                 paymentURL: state == .pending ? paymentURL : nil)
    }
}

extension FundingService {
    /// The confirmed gifts to these fundings and the viewer's own, in one read. The condition is
    /// a CASE so that SQLite keeps to the funding index ("confirmed OR the viewer's" made it
    /// scan every donation through two indexes).
    func gifts(to fundings: [UUID], viewer: UUID) async throws -> [Gift] {
        guard !fundings.isEmpty else { return [] }
        let sql = context.db as! any SQLDatabase
        return try await sql.raw("""
            SELECT id, funding_id, donor_id, amount_minor, currency, anonymous, state, created_at, confirmed_at, payment_url
            FROM \(ident: DonationRecord.schema) WHERE funding_id IN (\(binds: fundings))
              AND CASE WHEN state = \(bind: DonationRecord.State.confirmed.rawValue) THEN 1
                       WHEN donor_id = \(bind: viewer) THEN 1 ELSE 0 END = 1
            """).all().map { row in
            Gift(id: try row.decode(column: "id", as: UUID.self), funding: try row.decode(column: "funding_id", as: UUID.self),
                 donor: try row.decode(column: "donor_id", as: UUID?.self), amount: try row.decode(column: "amount_minor", as: Int.self),
                 currency: try row.decode(column: "currency", as: String.self), anonymous: try row.decode(column: "anonymous", as: Bool.self),
                 state: try row.decode(column: "state", as: DonationRecord.State.self),
                 createdAt: try row.decode(column: "created_at", as: Date.self),
                 confirmedAt: try row.decode(column: "confirmed_at", as: Date?.self),
                 paymentURL: try row.decode(column: "payment_url", as: String?.self))
        }
    }
}
