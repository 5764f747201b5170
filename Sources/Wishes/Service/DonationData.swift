import Fluent
import SQLKit
import FluentSQL
import Foundation
import SatchelAPI
import SatchelCore

/// A donation as a funding card shows it to its donor, as plain values: only the columns the
/// card needs (building a whole model per gift was most of a feed page's time at a city's size).
struct DonationData: Sendable {
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

    /// What funding cards show of their gifts, in one read: the confirmed gifts summed into
    /// donor lines by the database (a donor's gifts together, an anonymous gift alone, the
    /// newest `shown` lines of each funding, all when nil), how many people gave, and the
    /// viewer's own donations in any state. A popular funding's hundreds of gifts stay in the
    /// database instead of being decoded for three lines.
    static func cards(of fundings: [UUID], viewer: UUID, shown: Int?, db: any SQLDatabase) async throws -> CardGifts {
        var gifts = CardGifts()
        guard !fundings.isEmpty else { return gifts }
        let firstLines: SQLQueryString = shown.map { "WHERE lines.n <= \(bind: $0)" } ?? ""
        let rows = try await db.raw("""
            WITH gifts AS (
                SELECT funding_id, id, donor_id, amount_minor, currency, COALESCE(confirmed_at, created_at) AS at,
                       CASE WHEN donor_id IS NULL OR (anonymous AND donor_id <> \(bind: viewer)) THEN NULL ELSE donor_id END AS person
                FROM \(ident: DonationRecord.schema)
                WHERE funding_id IN (\(binds: fundings)) AND state = \(bind: DonationRecord.State.confirmed.rawValue)),
            lines AS (
                SELECT funding_id, person, CAST(SUM(amount_minor) AS BIGINT) AS amount_minor, MIN(currency) AS currency, MAX(at) AS at,
                       ROW_NUMBER() OVER (PARTITION BY funding_id ORDER BY MAX(at) DESC) AS n
                FROM gifts GROUP BY funding_id, person, CASE WHEN person IS NULL THEN id END),
            givers AS (SELECT funding_id, COUNT(DISTINCT COALESCE(donor_id, id)) AS givers FROM gifts GROUP BY funding_id)
            SELECT lines.funding_id, lines.person AS donor_id, lines.amount_minor, lines.currency, lines.at, lines.n, givers.givers,
                   NULL AS id, NULL AS anonymous, NULL AS state, NULL AS created_at, NULL AS confirmed_at, NULL AS payment_url
            FROM lines JOIN givers ON givers.funding_id = lines.funding_id \(firstLines)
            UNION ALL
            SELECT funding_id, donor_id, amount_minor, currency, created_at, NULL, NULL,
                   id, anonymous, state, created_at, confirmed_at, payment_url
            FROM \(ident: DonationRecord.schema) WHERE funding_id IN (\(binds: fundings)) AND donor_id = \(bind: viewer)
            """).all()
        var numbered: [UUID: [(n: Int, line: FundingService.DonorLine)]] = [:]
        for row in rows {
            if try row.decodeNil(column: "id") {
                let funding = try row.decode(column: "funding_id", as: UUID.self)
                let line = FundingService.DonorLine(person: try row.decode(column: "donor_id", as: UUID?.self),
                                                    amountMinor: try row.decode(column: "amount_minor", as: Int.self),
                                                    currency: try row.decode(column: "currency", as: String.self),
                                                    at: try row.decode(column: "at", as: Date.self))
                numbered[funding, default: []].append((try row.decode(column: "n", as: Int.self), line))
                gifts.givers[funding] = try row.decode(column: "givers", as: Int.self)
            } else {
                let donation = try DonationData(row: row)
                gifts.mine[donation.fundingID, default: []].append(donation)
            }
        }
        gifts.lines = numbered.mapValues { $0.sorted { $0.n < $1.n }.map(\.line) }
        gifts.mine = gifts.mine.mapValues { $0.sorted { $0.createdAt > $1.createdAt } }
        return gifts
    }

    /// A page of funding cards' gifts, by funding.
    struct CardGifts {
        /// Donor lines, newest first.
        var lines: [UUID: [FundingService.DonorLine]] = [:]
        /// How many people gave (an anonymous gift without a donor counts once).
        var givers: [UUID: Int] = [:]
        /// The viewer's own donations, newest first.
        var mine: [UUID: [DonationData]] = [:]
    }

    /// The donation in the donor's own list.
    func rendered(wishName: String, wishID: UUID) -> Donation {
        Donation(id: id, wishId: wishID, wishName: wishName, amount: Price(amount: amountMinor, currency: currency),
                 state: state.rawValue, anonymous: anonymous, createdAt: createdAt,
                 paymentURL: state == .pending ? paymentURL : nil)
    }
}
