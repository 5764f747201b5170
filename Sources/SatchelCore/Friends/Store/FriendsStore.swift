import Foundation
import SatchelAPI
import SQLKit

/// The friends' read layer: friendships, requests and people, read by named functions into
/// plain rows decoded once (`FriendRows.swift`). Writes stay on the Fluent records
/// (`Friendship`, `InvitationRecord`, `User`).
struct FriendsStore: Sendable {
    let sql: any SQLDatabase

    // MARK: rules

    /// A friendship both have agreed to, not a request (`f` names the friendships).
    static let accepted = FriendshipRules.accepted(in: "f")

    // MARK: friendships

    /// The ids of `user`'s friends: only the other person's id, no model by reflection (a fifth
    /// of a friend list's time for someone with hundreds of friends).
    func friendIDs(of user: UUID) async throws -> [UUID] {
        try await sql.raw(FriendshipRules.friendIDs(of: user)).all(decodingColumn: "id", as: UUID.self)
    }

    /// A page of `user`'s friends, most recently added first, after `cursor`: `limit + 1` rows,
    /// the last telling whether there is a next page. The friendships and their people in one read.
    func friends(of user: UUID, after cursor: Cursor?, limit: Int) async throws -> [FriendRow] {
        let after: any SQLExpression = cursor.map { cursor -> SQLQueryString in
            "AND (f.accepted_at < \(bind: cursor.date) OR (f.accepted_at = \(bind: cursor.date) AND f.id < \(bind: cursor.id)))"
        } ?? SQLRaw("")
        return try await sql.raw("""
            SELECT f.id, f.accepted_at, f.created_at, u.id AS person, u.username, u.display_name, u.photo_id
            FROM \(ident: Friendship.schema) f
            JOIN \(ident: User.schema) u ON u.id = \(FriendshipRules.other(of: user, in: "f"))
            WHERE \(Self.accepted) AND \(FriendshipRules.involving(user, in: "f")) \(after)
            ORDER BY f.accepted_at DESC, f.id DESC LIMIT \(bind: limit + 1)
            """).all(decoding: FriendRow.self)
    }

    /// The requests `user` sent or received and not yet answered, newest first, with both people
    /// (one read: models and two eager loads were three statements).
    func pendingRequests(of user: UUID) async throws -> [FriendRequestRow] {
        try await sql.raw("""
            SELECT f.id, f.created_at, f.requester_id, r.username AS requester_username, r.display_name AS requester_name,
                   r.photo_id AS requester_photo, f.addressee_id, a.username AS addressee_username,
                   a.display_name AS addressee_name, a.photo_id AS addressee_photo
            FROM \(ident: Friendship.schema) f
            JOIN \(ident: User.schema) r ON r.id = f.requester_id
            JOIN \(ident: User.schema) a ON a.id = f.addressee_id
            WHERE f.status = \(bind: Friendship.Status.pending.rawValue) AND \(FriendshipRules.involving(user, in: "f"))
            ORDER BY f.created_at DESC
            """).all(decoding: FriendRequestRow.self)
    }

    // MARK: people

    /// The person (not `viewer`) whose email is `email`, as stored (lower case).
    func userIDs(email: String, except viewer: UUID) async throws -> [UUID] {
        try await sql.raw("SELECT id FROM \(ident: User.schema) WHERE email = \(bind: email) AND id <> \(bind: viewer)")
            .all(decodingColumn: "id", as: UUID.self)
    }

    /// Display names of these people (those who deleted their account are missing).
    func names(_ ids: [UUID]) async throws -> [NameRow] {
        try await sql.select().columns("id", "display_name").from(User.schema).where("id", .in, ids).all(decoding: NameRow.self)
    }

    /// These people, each with the friendship between them and `viewer` if any, in one read.
    /// The pair keys are made here, so the friendship is found by its unique key (an index
    /// lookup), not by either side (which would read every friendship of everyone).
    func people(_ ids: Set<UUID>, viewer: UUID) async throws -> [PersonRow] {
        guard !ids.isEmpty else { return [] }
        let wanted = SQLList(ids.map { id in SQLGroupExpression([SQLBind(id), SQLBind(Friendship.pairKey(id, viewer))]) })
        return try await sql.raw("""
            WITH wanted(id, pair_key) AS (VALUES \(wanted))
            SELECT u.id, u.username, u.display_name, u.photo_id, f.requester_id, f.status
            FROM wanted JOIN \(ident: User.schema) u ON u.id = wanted.id
            LEFT JOIN \(ident: Friendship.schema) f ON f.pair_key = wanted.pair_key
            """).all(decoding: PersonRow.self)
    }

    /// The first `limit` people (not `viewer`) with a word starting with each of `needles`
    /// (longest first: it is looked up, the others are checked), best first: the person whose
    /// username is `query`, then by the kind of word the longest needle started, then by name.
    func peopleMatching(_ needles: [String], query: String, viewer: UUID, limit: Int) async throws -> [UUID] {
        guard let first = needles.first else { return [] }
        let words = PeopleSearchWords.schema
        var select = sql.select()
            .column(SQLColumn("user_id", table: "w"))
            .column(SQLFunction("MIN", args: SQLQueryString("""
                CASE WHEN w.user_id = (SELECT e.user_id FROM \(ident: words) e WHERE e.word = \(bind: query.lowercased())
                                       AND e.kind = \(literal: PeopleSearchWords.Kind.username.rawValue) LIMIT 1) THEN 0
                     ELSE w.kind + 1 END
                """)), as: "rank")
            .column(SQLFunction("MIN", args: SQLColumn("sort_key", table: "w")), as: "sort_key")
            .from(SQLAlias(SQLIdentifier(words), as: SQLIdentifier("w")))
            .where(SQLColumn("word", table: "w"), .greaterThanOrEqual, SQLBind(first))
            .where(SQLColumn("word", table: "w"), .lessThan, SQLBind(PrefixRange.upperBound(first)))
        for needle in needles.dropFirst() {
            select = select.where(SQLQueryString("""
                EXISTS (SELECT 1 FROM \(ident: words) x WHERE x.user_id = w.user_id
                        AND x.word >= \(bind: needle) AND x.word < \(bind: PrefixRange.upperBound(needle)))
                """))
        }
        return try await select.where(SQLColumn("user_id", table: "w"), .notEqual, SQLBind(viewer))
            .groupBy(SQLColumn("user_id", table: "w"))
            .orderBy(SQLIdentifier("rank")).orderBy(SQLIdentifier("sort_key")).orderBy(SQLColumn("user_id", table: "w"))
            .limit(limit)
            .all(decodingColumn: "user_id", as: UUID.self)
    }
}

extension SatchelContext {
    /// The friends' reads on this context's database (or transaction).
    var friendsStore: FriendsStore { FriendsStore(sql: sql) }
}
