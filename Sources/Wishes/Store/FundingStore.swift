import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Funding's read layer: funding cards, their gifts, totals and the feed's news are read here,
/// by named functions returning plain values decoded once per row. Money is written by
/// `DonationService`; the Fluent records hold the rest of the writes.
struct FundingStore: Sendable {
    let sql: any SQLDatabase

    // MARK: rules

    /// Whether the funding `f` is visible to the viewer beyond its owner: a surprise for them only
    /// once it is funded; any other to its audience (all the owner's friends, or those in one of
    /// its circles). The caller decides friendship (the feed starts from the viewer's friends).
    static func visible(to viewer: UUID) -> SQLQueryString {
        """
        ((f.recipient_id = \(bind: viewer) AND f.state = \(bind: FundingRecord.State.funded.rawValue))
          OR ((f.recipient_id IS NULL OR f.recipient_id <> \(bind: viewer))
              AND (f.audience = \(bind: FundingRecord.Audience.friends.rawValue)
                OR (f.audience = \(bind: FundingRecord.Audience.circles.rawValue) AND EXISTS (
                    SELECT 1 FROM \(ident: FundingCircleRecord.schema) c
                    JOIN \(ident: CircleMember.schema) m ON m.circle_id = c.circle_id
                    WHERE c.funding_id = f.id AND m.member_id = \(bind: viewer))))))
        """
    }

    /// Neither the wish nor its owner is hidden from the viewer's feed.
    static func notHidden(from viewer: UUID) -> SQLQueryString {
        """
        NOT EXISTS (SELECT 1 FROM \(ident: FeedHideRecord.schema) h WHERE h.user_id = \(bind: viewer)
            AND (h.wish_id = f.wish_id OR h.person_id = f.owner_id))
        """
    }

    // MARK: cards

    /// Funding wishes with their wishes and what each raised, in one read: those with these ids,
    /// or those `owner` owns, newest first.
    func cards(ids: [UUID] = [], owner: UUID? = nil) async throws -> [FundingCardRow] {
        guard owner != nil || !ids.isEmpty else { return [] }
        let wanted: SQLQueryString = if let owner { "f.owner_id = \(bind: owner)" } else { "f.id IN (\(binds: ids))" }
        // PostgreSQL sums bigints as numeric: cast back to an integer.
        return try await sql.raw("""
            SELECT \(WishData.qualifiedColumns), f.id AS f_id, f.recipient_id AS f_recipient_id, f.target_minor AS f_target_minor,
                   f.currency AS f_currency, f.deadline AS f_deadline, f.why AS f_why, f.mode AS f_mode, f.state AS f_state,
                   f.audience AS f_audience, f.public_token AS f_public_token, f.created_at AS f_created_at,
                   f.funded_at AS f_funded_at, f.ended_at AS f_ended_at,
                   CAST(COALESCE((SELECT SUM(l.amount_minor) FROM \(ident: LedgerEntryRecord.schema) l WHERE l.funding_id = f.id), 0) AS BIGINT) AS f_raised
            FROM \(ident: FundingRecord.schema) f JOIN \(ident: WishRecord.schema) w ON w.id = f.wish_id
            WHERE \(wanted)
            ORDER BY f.created_at DESC, f.id
            """).all(decoding: FundingCardRow.self)
    }

    /// What funding cards show of their gifts, in one read: the confirmed gifts summed into
    /// donor lines by the database (a donor's gifts together, an anonymous gift alone, the
    /// newest `shown` lines of each funding, all when nil), how many people gave, and the
    /// viewer's own donations in any state. A popular funding's hundreds of gifts stay in the
    /// database instead of being decoded for three lines.
    func cardGifts(of fundings: [UUID], viewer: UUID, shown: Int?) async throws -> CardGifts {
        var gifts = CardGifts()
        guard !fundings.isEmpty else { return gifts }
        let firstLines: SQLQueryString = if let shown { "WHERE lines.n <= \(bind: shown)" } else { "" }
        let rows = try await sql.raw("""
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
            """).all(decoding: CardGiftRow.self)
        var numbered: [UUID: [(n: Int, line: FundingService.DonorLine)]] = [:]
        for row in rows {
            switch row {
            case .line(let funding, let n, let givers, let line):
                numbered[funding, default: []].append((n, line))
                gifts.givers[funding] = givers
            case .mine(let donation):
                gifts.mine[donation.fundingID, default: []].append(donation)
            }
        }
        gifts.lines = numbered.mapValues { $0.sorted { $0.n < $1.n }.map(\.line) }
        gifts.mine = gifts.mine.mapValues { $0.sorted { $0.createdAt > $1.createdAt } }
        return gifts
    }

    // MARK: totals

    /// Each funding's total: confirmed donations less refunds, summed over the ledger.
    func raised(_ fundings: [UUID]) async throws -> [UUID: Int] {
        guard !fundings.isEmpty else { return [:] }
        let rows = try await sql.select().column("funding_id")
            // PostgreSQL sums bigints as numeric: cast back to an integer.
            .column(SQLRaw("CAST(SUM(amount_minor) AS BIGINT)"), as: "total")
            .from(LedgerEntryRecord.schema).where("funding_id", .in, fundings).groupBy("funding_id").all(decoding: RaisedRow.self)
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.fundingID, $0.total) })
    }

    // MARK: feed

    /// Every friend's funding wish visible to the viewer (`visible(to:)`) and not hidden from
    /// their feed (`notHidden(from:)`), with its newest confirmed gift, in one statement:
    /// friends, hides and circles are joined there, funding wishes are found by their owner (not
    /// through every wish a friend has), and only each wish's newest confirmed gift is read.
    func news(viewer: UUID) async throws -> [NewsRow] {
        try await sql.raw("""
            WITH friends(id) AS (\(FriendshipRules.friendIDs(of: viewer)))
            SELECT f.id, f.wish_id, f.owner_id, f.created_at, f.funded_at, d.id AS donation_id, d.donor_id, d.anonymous,
                   d.amount_minor, d.currency, COALESCE(d.confirmed_at, d.created_at) AS donated_at
            FROM friends
            JOIN \(ident: FundingRecord.schema) f ON f.owner_id = friends.id
            LEFT JOIN \(ident: DonationRecord.schema) d ON d.id = (
                SELECT x.id FROM \(ident: DonationRecord.schema) x
                WHERE x.funding_id = f.id AND x.state = \(bind: DonationRecord.State.confirmed.rawValue)
                ORDER BY COALESCE(x.confirmed_at, x.created_at) DESC, x.id DESC LIMIT 1)
            WHERE \(Self.notHidden(from: viewer))
              AND \(Self.visible(to: viewer))
            """).all(decoding: NewsRow.self)
    }
}

/// A funding's total over the ledger.
struct RaisedRow: Decodable, Sendable {
    let fundingID: UUID
    let total: Int
    enum CodingKeys: String, CodingKey { case fundingID = "funding_id", total }
}

/// A friend's funding wish for the feed, with its newest confirmed gift (if any).
struct NewsRow: Decodable, Sendable {
    let fundingID: UUID
    let wishID: UUID
    let ownerID: UUID
    let createdAt: Date
    let fundedAt: Date?
    let donationID: UUID?
    let donorID: UUID?
    let anonymous: Bool?
    let amountMinor: Int?
    let currency: String?
    let donatedAt: Date?

    enum CodingKeys: String, CodingKey {
        case fundingID = "id", wishID = "wish_id", ownerID = "owner_id", createdAt = "created_at", fundedAt = "funded_at"
        case donationID = "donation_id", donorID = "donor_id", anonymous, amountMinor = "amount_minor", currency, donatedAt = "donated_at"
    }
}

extension SatchelContext {
    /// Funding's reads on this context's database (or transaction).
    var fundingStore: FundingStore { FundingStore(sql: sql) }
}
