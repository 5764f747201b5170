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

    // MARK: fundings

    /// A funding's columns as `FundingData` names them (`f_…`), what it raised included; for
    /// fundings aliased `f`.
    static let fundingColumns: SQLQueryString = """
        f.id AS f_id, f.recipient_id AS f_recipient_id, f.target_minor AS f_target_minor,
        f.currency AS f_currency, f.deadline AS f_deadline, f.why AS f_why, f.mode AS f_mode, f.state AS f_state,
        f.audience AS f_audience, f.public_token AS f_public_token, f.created_at AS f_created_at,
        f.funded_at AS f_funded_at, f.ended_at AS f_ended_at, f.names_required AS f_names_required,
        f.amounts_hidden AS f_amounts_hidden,
        CAST(COALESCE((SELECT SUM(l.amount_minor) FROM \(ident: LedgerEntryRecord.schema) l WHERE l.funding_id = f.id), 0) AS BIGINT) AS f_raised
        """

    /// The wish's funding, if it collects money, with what it raised.
    func funding(ofWish wish: UUID) async throws -> FundingData? {
        // PostgreSQL sums bigints as numeric: `fundingColumns` casts back to an integer.
        try await sql.raw("""
            SELECT \(Self.fundingColumns), f.wish_id AS id FROM \(ident: FundingRecord.schema) f
            WHERE f.wish_id = \(bind: wish)
            """).first(decoding: FundingData.self)
    }

    /// The circles each of these fundings is shown to (for those shown to circles).
    func circles(of fundings: [UUID]) async throws -> [FundingCircleRow] {
        guard !fundings.isEmpty else { return [] }
        return try await sql.select().column("funding_id").column("circle_id").from(FundingCircleRecord.schema)
            .where("funding_id", .in, fundings).all(decoding: FundingCircleRow.self)
    }

    /// Of these wishes, those that collect money.
    func fundedWishIDs(among wishes: [UUID]) async throws -> Set<UUID> {
        guard !wishes.isEmpty else { return [] }
        return Set(try await sql.select().column("wish_id").from(FundingRecord.schema)
            .where("wish_id", .in, wishes).all(decodingColumn: "wish_id", as: UUID.self))
    }

    /// The surprises `owner` organises for someone else: not their own wishes.
    func surpriseWishIDs(owner: UUID) async throws -> Set<UUID> {
        Set(try await sql.select().column("wish_id").from(FundingRecord.schema)
            .where("owner_id", .equal, owner).where("recipient_id", .isNot, SQLLiteral.null)
            .all(decodingColumn: "wish_id", as: UUID.self))
    }

    // MARK: cards

    /// Funding wishes with their wishes and what each raised, in one read: those with these ids,
    /// or those `owner` owns, newest first. A wish its owner received has left these listings as
    /// it left its list (it is on the owner's Received page); `receivedToo` keeps it (the export).
    func cards(ids: [UUID] = [], owner: UUID? = nil, receivedToo: Bool = false) async throws -> [FundingCardRow] {
        guard owner != nil || !ids.isEmpty else { return [] }
        let wanted: SQLQueryString = if let owner { "f.owner_id = \(bind: owner)" } else { "f.id IN (\(binds: ids))" }
        return try await cards(where: receivedToo ? wanted : "\(wanted) AND \(WishesStore.wanted)")
    }

    /// The wish's funding and the wish, if it collects money.
    func card(ofWish wish: UUID) async throws -> FundingCardRow? {
        try await cards(where: "f.wish_id = \(bind: wish)").first
    }

    /// The funding behind a public link (still shared), with its wish.
    func card(publicToken token: String) async throws -> FundingCardRow? {
        try await cards(where: "f.public_token = \(bind: token)").first
    }

    /// Surprises organised by one of `organisers` or for `viewer`, newest first. By the
    /// funding's own owner and recipient indexes: through the wishes' owner, SQLite read every
    /// surprise of the city and its wish (2,000 in the generated city, 27 ms a request).
    func surpriseCards(organisers: [UUID], viewer: UUID) async throws -> [FundingCardRow] {
        try await cards(where: """
            f.recipient_id IS NOT NULL AND (f.owner_id IN (\(binds: organisers)) OR f.recipient_id = \(bind: viewer))
            """)
    }

    private func cards(where wanted: SQLQueryString) async throws -> [FundingCardRow] {
        try await sql.raw("""
            SELECT \(WishData.qualifiedColumns), \(Self.fundingColumns)
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
                       CASE WHEN donor_id IS NULL OR (anonymous AND donor_id <> \(bind: viewer)) THEN NULL ELSE donor_id END AS person,
                       CASE WHEN anonymous THEN NULL ELSE guest_name END AS guest
                FROM \(ident: DonationRecord.schema)
                WHERE funding_id IN (\(binds: fundings)) AND state = \(bind: DonationRecord.State.confirmed.rawValue)),
            lines AS (
                SELECT funding_id, person, CAST(SUM(amount_minor) AS BIGINT) AS amount_minor, MIN(currency) AS currency, MAX(at) AS at,
                       ROW_NUMBER() OVER (PARTITION BY funding_id ORDER BY MAX(at) DESC) AS n, MIN(guest) AS guest_name
                FROM gifts GROUP BY funding_id, person, CASE WHEN person IS NULL THEN id END),
            givers AS (SELECT funding_id, COUNT(DISTINCT COALESCE(donor_id, id)) AS givers FROM gifts GROUP BY funding_id)
            SELECT lines.funding_id, lines.person AS donor_id, lines.amount_minor, lines.currency, lines.at, lines.n, givers.givers,
                   lines.guest_name, NULL AS id, NULL AS anonymous, NULL AS state, NULL AS created_at, NULL AS confirmed_at, NULL AS payment_url
            FROM lines JOIN givers ON givers.funding_id = lines.funding_id \(firstLines)
            UNION ALL
            SELECT funding_id, donor_id, amount_minor, currency, created_at, NULL, NULL,
                   NULL, id, anonymous, state, created_at, confirmed_at, payment_url
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

    // MARK: donations

    /// The donor's donations, newest first (`id`: one of them, if theirs), each with its wish's
    /// id and name, in one read.
    func donations(donor: UUID, id: UUID? = nil) async throws -> [DonorDonationRow] {
        let one: SQLQueryString = if let id { "AND d.id = \(bind: id)" } else { "" }
        return try await sql.raw("""
            SELECT d.id, d.funding_id, d.donor_id, d.amount_minor, d.currency, d.anonymous, d.state, d.created_at,
                   d.confirmed_at, d.payment_url, f.wish_id, COALESCE(w.name, '') AS wish_name
            FROM \(ident: DonationRecord.schema) d
            JOIN \(ident: FundingRecord.schema) f ON f.id = d.funding_id
            LEFT JOIN \(ident: WishRecord.schema) w ON w.id = f.wish_id
            WHERE d.donor_id = \(bind: donor) \(one)
            ORDER BY d.created_at DESC
            """).all(decoding: DonorDonationRow.self)
    }

    // MARK: payouts

    /// Where the user's funded money is paid out, if they said.
    func payoutAccount(of user: UUID) async throws -> PayoutAccountRow? {
        try await sql.select().columns("holder", "kind", "account").from(PayoutAccountRecord.schema)
            .where("user_id", .equal, user).first(decoding: PayoutAccountRow.self)
    }

    // MARK: feed

    /// What the viewer hid from their feed, newest first, with a hidden wish's name.
    func hides(of viewer: UUID) async throws -> [FeedHideRow] {
        try await sql.raw("""
            SELECT h.id, h.wish_id, h.person_id, h.created_at, w.name AS wish_name
            FROM \(ident: FeedHideRecord.schema) h LEFT JOIN \(ident: WishRecord.schema) w ON w.id = h.wish_id
            WHERE h.user_id = \(bind: viewer)
            ORDER BY h.created_at DESC
            """).all(decoding: FeedHideRow.self)
    }

    /// Every friend's funding wish visible to the viewer (`visible(to:)`), not hidden from
    /// their feed (`notHidden(from:)`) and not received by its owner (it left the feed as it left
    /// its list), with its newest confirmed gift, in one statement:
    /// friends, hides and circles are joined there, funding wishes are found by their owner (not
    /// through every wish a friend has), and only each wish's newest confirmed gift is read.
    func news(viewer: UUID) async throws -> [NewsRow] {
        try await sql.raw("""
            WITH friends(id) AS (\(FriendshipRules.friendIDs(of: viewer)))
            SELECT f.id, f.wish_id, f.owner_id, f.created_at, f.funded_at, d.id AS donation_id, d.donor_id, d.anonymous,
                   d.amount_minor, d.currency, COALESCE(d.confirmed_at, d.created_at) AS donated_at
            FROM friends
            JOIN \(ident: FundingRecord.schema) f ON f.owner_id = friends.id
            JOIN \(ident: WishRecord.schema) w ON w.id = f.wish_id AND \(WishesStore.wanted)
            LEFT JOIN \(ident: DonationRecord.schema) d ON d.id = (
                SELECT x.id FROM \(ident: DonationRecord.schema) x
                WHERE x.funding_id = f.id AND x.state = \(bind: DonationRecord.State.confirmed.rawValue)
                ORDER BY COALESCE(x.confirmed_at, x.created_at) DESC, x.id DESC LIMIT 1)
            WHERE \(Self.notHidden(from: viewer))
              AND \(Self.visible(to: viewer))
            """).all(decoding: NewsRow.self)
    }
}

/// A donation in its donor's list, with its wish.
struct DonorDonationRow: Decodable, Sendable {
    let donation: DonationData
    let wishID: UUID
    let wishName: String

    enum CodingKeys: String, CodingKey { case wishID = "wish_id", wishName = "wish_name" }

    init(from decoder: any Decoder) throws {
        donation = try DonationData(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        wishID = try c.decode(UUID.self, forKey: .wishID)
        wishName = try c.decode(String.self, forKey: .wishName)
    }
}

/// A payout account's stored fields.
struct PayoutAccountRow: Decodable, Sendable {
    let holder: String
    let kind: String
    let account: String
}

/// Something the viewer hid from their feed: a wish (with its name while it exists) or a person.
struct FeedHideRow: Decodable, Sendable {
    let id: UUID
    let wishID: UUID?
    let personID: UUID?
    let createdAt: Date
    let wishName: String?
    enum CodingKeys: String, CodingKey { case id, wishID = "wish_id", personID = "person_id", createdAt = "created_at", wishName = "wish_name" }
}

/// A circle a funding is shown to.
struct FundingCircleRow: Decodable, Sendable {
    let fundingID: UUID
    let circleID: UUID
    enum CodingKeys: String, CodingKey { case fundingID = "funding_id", circleID = "circle_id" }
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
