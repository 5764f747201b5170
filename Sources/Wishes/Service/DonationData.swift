import Fluent
import SQLKit
import FluentSQL
import Foundation
import SatchelAPI
import SatchelCore

/// A donation as a funding card shows it, as plain values: only the columns the card needs. A
/// card lists every gift, and building a whole model per gift was most of a feed page's time at
/// a city's size.
struct DonationData: Sendable {
    static let columns = ["id", "funding_id", "donor_id", "amount_minor", "currency", "anonymous", "state", "created_at",
                          "confirmed_at", "payment_url"]

    let id: UUID
    let fundingID: UUID
    let donorID: UUID?
    let amountMinor: Int
    let currency: String
    let anonymous: Bool
    let state: DonationRecord.State
    let createdAt: Date
    let confirmedAt: Date?
    let paymentURL: String?

    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        fundingID = try row.decode(column: "funding_id", as: UUID.self)
        donorID = try row.decode(column: "donor_id", as: UUID?.self)
        amountMinor = try row.decode(column: "amount_minor", as: Int.self)
        currency = try row.decode(column: "currency", as: String.self)
        anonymous = try row.decode(column: "anonymous", as: Bool.self)
        state = try row.decode(column: "state", as: DonationRecord.State.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
        confirmedAt = try row.decode(column: "confirmed_at", as: Date?.self)
        paymentURL = try row.decode(column: "payment_url", as: String?.self)
    }

    /// The confirmed donations to these fundings and the viewer's own, in one read. The
    /// condition is a CASE so that SQLite keeps to the funding index ("confirmed OR the
    /// viewer's" made it scan every donation through two indexes).
    static func shownOnCards(of fundings: [UUID], viewer: UUID, db: any SQLDatabase) async throws -> [DonationData] {
        guard !fundings.isEmpty else { return [] }
        return try await db.raw("""
            SELECT \(unsafeRaw: columns.joined(separator: ", ")) FROM \(ident: DonationRecord.schema)
            WHERE funding_id IN (\(binds: fundings))
              AND CASE WHEN state = \(bind: DonationRecord.State.confirmed.rawValue) THEN 1
                       WHEN donor_id = \(bind: viewer) THEN 1 ELSE 0 END = 1
            """).all().map(DonationData.init)
    }

    /// The donation in the donor's own list.
    func rendered(wishName: String, wishID: UUID) -> Donation {
        Donation(id: id, wishId: wishID, wishName: wishName, amount: Price(amount: amountMinor, currency: currency),
                 state: state.rawValue, anonymous: anonymous, createdAt: createdAt,
                 paymentURL: state == .pending ? paymentURL : nil)
    }
}
