import Foundation
import SatchelCore
import SQLKit

/// Wish lists' read layer: wishes, lists and who gives what are read here, by named functions
/// returning plain values decoded once per row. Writes stay on the Fluent records.
struct WishesStore: Sendable {
    let sql: any SQLDatabase

    // MARK: rules

    /// Still wished for: not marked received (for wishes aliased `w`). Received wishes are on
    /// their owner's Received page only.
    static let wanted = SQLRaw("w.received_at IS NULL")

    /// Not a surprise the owner organises for someone else (those are not their own wishes).
    /// For wishes aliased `w`.
    static let ownWish = SQLRaw("NOT EXISTS (SELECT 1 FROM \(FundingRecord.schema) f WHERE f.wish_id = w.id AND f.recipient_id IS NOT NULL)")

    /// A list shared with the viewer is open to them once they accepted it and while its owner is
    /// still their friend: for `wanted(list_id, pair_key)` rows, the share and the friendship
    /// found by their keys.
    static func openTo(_ viewer: UUID) -> SQLQueryString {
        """
        JOIN \(ident: ListShareRecord.schema) s ON s.list_id = wanted.list_id AND s.recipient_id = \(bind: viewer) AND s.accepted = \(bind: true)
        JOIN \(ident: Friendship.schema) f ON f.pair_key = wanted.pair_key AND \(FriendshipRules.accepted(in: "f"))
        """
    }

    // MARK: wishes

    /// One wish, whoever may see it (the caller decides).
    func wish(_ id: UUID) async throws -> WishData? {
        try await wishRows.where("id", .equal, id).first(decoding: WishData.self)
    }

    /// These wishes, in no order.
    func wishes(_ ids: [UUID]) async throws -> [WishData] {
        guard !ids.isEmpty else { return [] }
        return try await wishRows.where("id", .in, ids).all(decoding: WishData.self)
    }

    private var wishRows: SQLSelectBuilder { sql.select().columns(WishData.columns.map { SQLColumn($0) }).from(WishRecord.schema) }

    /// The owner's inbox (wishes in no list) in their order, without the surprises they organise
    /// for someone else, in one read.
    func inbox(owner: UUID) async throws -> [WishData] {
        try await sql.raw("""
            SELECT \(WishData.qualifiedColumns) FROM \(ident: WishRecord.schema) w
            WHERE w.owner_id = \(bind: owner) AND w.list_id IS NULL AND \(Self.wanted) AND \(Self.ownWish)
            ORDER BY w.position, w.created_at
            """).all(decoding: WishData.self)
    }

    /// All the owner's wishes (surprises they organise included), oldest first.
    func wishes(owner: UUID) async throws -> [WishData] {
        try await wishRows.where("owner_id", .equal, owner).orderBy("created_at").all(decoding: WishData.self)
    }

    /// The wishes `giver` reserved or pledged to and their owner has not received yet, in one read.
    func wishes(givenBy giver: UUID) async throws -> [WishData] {
        try await sql.raw("""
            SELECT \(WishData.qualifiedColumns) FROM \(ident: WishRecord.schema) w
            WHERE \(Self.wanted) AND w.id IN (SELECT wish_id FROM \(ident: ReservationRecord.schema) WHERE giver_id = \(bind: giver)
                           UNION SELECT wish_id FROM \(ident: PledgeRecord.schema) WHERE giver_id = \(bind: giver))
            """).all(decoding: WishData.self)
    }

    /// The wishes of a list (not those received), in the owner's order.
    func wishes(inList list: UUID) async throws -> [WishData] {
        try await wishRows.where("list_id", .equal, list).where("received_at", .is, SQLLiteral.null)
            .orderBy("position").orderBy("created_at")
            .all(decoding: WishData.self)
    }

    /// The owner's received wishes, the latest received first.
    func received(owner: UUID) async throws -> [WishData] {
        try await wishRows.where("owner_id", .equal, owner).where("received_at", .isNot, SQLLiteral.null)
            .orderBy("received_at", .descending).all(decoding: WishData.self)
    }

    /// Who gave money to the wish's collection (confirmed gifts from people with an account).
    func donors(ofWish wish: UUID) async throws -> Set<UUID> {
        Set(try await sql.raw("""
            SELECT DISTINCT d.donor_id FROM \(ident: DonationRecord.schema) d
            JOIN \(ident: FundingRecord.schema) f ON f.id = d.funding_id
            WHERE f.wish_id = \(bind: wish) AND d.donor_id IS NOT NULL AND d.state = \(bind: DonationRecord.State.confirmed.rawValue)
            """).all(decodingColumn: "donor_id", as: UUID.self))
    }

    /// The reservations (no amount), pledges and guests' reservations of `wishes`, each kind
    /// oldest first, in one read.
    func gifts(of wishes: [UUID]) async throws -> (reservations: [GiftData], pledges: [GiftData], guests: [GiftData]) {
        guard !wishes.isEmpty else { return ([], [], []) }
        let rows = try await sql.raw("""
            SELECT 0 AS pledge, wish_id, giver_id, NULL AS amount_minor, NULL AS guest_name, bought, created_at
            FROM \(ident: ReservationRecord.schema) WHERE wish_id IN (\(binds: wishes))
            UNION ALL
            SELECT 1 AS pledge, wish_id, giver_id, amount_minor, NULL AS guest_name, bought, created_at
            FROM \(ident: PledgeRecord.schema) WHERE wish_id IN (\(binds: wishes))
            UNION ALL
            SELECT 2 AS pledge, wish_id, id AS giver_id, NULL AS amount_minor, guest_name, bought, created_at
            FROM \(ident: GuestReservationRecord.schema) WHERE wish_id IN (\(binds: wishes))
            ORDER BY created_at
            """).all(decoding: GiftRow.self)
        return (rows.filter { $0.kind == .reservation }.map(\.gift), rows.filter { $0.kind == .pledge }.map(\.gift),
                rows.filter { $0.kind == .guest }.map(\.gift))
    }

    /// A wish's comments, oldest first.
    func comments(on wish: UUID) async throws -> [CommentRow] {
        try await sql.select().columns("id", "author_id", "body", "created_at").from(WishCommentRecord.schema)
            .where("wish_id", .equal, wish).orderBy("created_at").all(decoding: CommentRow.self)
    }

    /// The comments `author` wrote, on any wish, oldest first.
    func comments(by author: UUID) async throws -> [AuthoredCommentRow] {
        try await sql.select().columns("wish_id", "body", "created_at").from(WishCommentRecord.schema)
            .where("author_id", .equal, author).orderBy("created_at").all(decoding: AuthoredCommentRow.self)
    }

    // MARK: lists

    private var listRows: SQLSelectBuilder { sql.select().columns(WishListData.columns).from(WishListRecord.schema) }

    /// The owner's lists by name.
    func lists(owner: UUID) async throws -> [WishListData] {
        try await listRows.where("owner_id", .equal, owner).orderBy("name_key").all(decoding: WishListData.self)
    }

    func list(_ id: UUID) async throws -> WishListData? {
        try await listRows.where("id", .equal, id).first(decoding: WishListData.self)
    }

    /// The lists shared with `recipient`, accepted or not, in one read.
    func lists(sharedWith recipient: UUID) async throws -> [WishListData] {
        try await listRows.where("id", .in, SQLSubquery.select { $0.column("list_id").from(ListShareRecord.schema)
            .where("recipient_id", .equal, recipient) })
            .all(decoding: WishListData.self)
    }

    /// The lists `recipient` accepted to see.
    func acceptedListIDs(recipient: UUID) async throws -> Set<UUID> {
        Set(try await sql.select().column("list_id").from(ListShareRecord.schema)
            .where("recipient_id", .equal, recipient).where("accepted", .equal, true)
            .all(decodingColumn: "list_id", as: UUID.self))
    }

    /// Of these others' lists (with their owners' friendship keys), those open to `viewer`
    /// (`openTo`), in one read.
    func openLists(_ lists: [(list: UUID, pairKey: String)], viewer: UUID) async throws -> Set<UUID> {
        guard !lists.isEmpty else { return [] }
        let wanted = SQLList(lists.map { SQLGroupExpression([SQLBind($0.list), SQLBind($0.pairKey)]) })
        return Set(try await sql.raw("""
            WITH wanted(list_id, pair_key) AS (VALUES \(wanted))
            SELECT wanted.list_id FROM wanted
            \(Self.openTo(viewer))
            """).all(decodingColumn: "list_id", as: UUID.self))
    }

    /// Each list's wish count and its shares (oldest first), in one read: a row per share, or
    /// one without a recipient for a list shared with nobody.
    func countsAndShares(of lists: [UUID]) async throws -> [ListCountRow] {
        guard !lists.isEmpty else { return [] }
        return try await sql.raw("""
            SELECT l.id AS list_id, (SELECT COUNT(*) FROM \(ident: WishRecord.schema) w WHERE w.list_id = l.id AND \(Self.wanted)) AS n,
                   s.recipient_id, s.accepted
            FROM \(ident: WishListRecord.schema) l LEFT JOIN \(ident: ListShareRecord.schema) s ON s.list_id = l.id
            WHERE l.id IN (\(binds: lists)) ORDER BY s.created_at
            """).all(decoding: ListCountRow.self)
    }
}

/// A comment on a wish.
struct CommentRow: Decodable, Sendable {
    let id: UUID
    /// Nil once its author's account is gone.
    let authorID: UUID?
    let body: String
    let createdAt: Date
    enum CodingKeys: String, CodingKey { case id, authorID = "author_id", body, createdAt = "created_at" }
}

/// A comment its author wrote, on which wish.
struct AuthoredCommentRow: Decodable, Sendable {
    let wishID: UUID
    let body: String
    let createdAt: Date
    enum CodingKeys: String, CodingKey { case wishID = "wish_id", body, createdAt = "created_at" }
}

/// A list's wish count with one of its shares (if any).
struct ListCountRow: Decodable, Sendable {
    let listID: UUID
    let wishCount: Int
    let recipientID: UUID?
    let accepted: Bool?
    enum CodingKeys: String, CodingKey { case listID = "list_id", wishCount = "n", recipientID = "recipient_id", accepted }
}

extension SatchelContext {
    /// Wish lists' reads on this context's database (or transaction).
    var wishesStore: WishesStore { WishesStore(sql: sql) }
}
