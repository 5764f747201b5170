import Foundation
import SQLKit

/// Who is whose friend, written once for every app's reads (Eats' friends' ratings, the funding
/// feed, the friends list): a friendship counts once both agreed, whichever of the two asked.
public enum FriendshipRules {
    /// A friendship both agreed to, not a request (`table`: the friendships' alias in the query, if any).
    public static func accepted(in table: String? = nil) -> SQLQueryString {
        "\(SQLColumn("status", table: table)) = \(bind: Friendship.Status.accepted.rawValue)"
    }

    /// The other person of each of `user`'s friendships.
    public static func other(of user: UUID, in table: String? = nil) -> SQLQueryString {
        let requester = SQLColumn("requester_id", table: table), addressee = SQLColumn("addressee_id", table: table)
        return "CASE WHEN \(requester) = \(bind: user) THEN \(addressee) ELSE \(requester) END"
    }

    /// Friendships (and requests) `user` is either side of.
    public static func involving(_ user: UUID, in table: String? = nil) -> SQLQueryString {
        "(\(SQLColumn("requester_id", table: table)) = \(bind: user) OR \(SQLColumn("addressee_id", table: table)) = \(bind: user))"
    }

    /// The ids of `viewer`'s friends: a one-column (`id`) subquery (`… IN (\(friendIDs(of:)))`, a CTE).
    public static func friendIDs(of viewer: UUID) -> SQLQueryString {
        "SELECT \(other(of: viewer)) AS id FROM \(ident: Friendship.schema) WHERE \(accepted()) AND \(involving(viewer))"
    }

    /// Whether `person` (a column) is `viewer`'s friend: two lookups, each by an indexed side.
    public static func isFriend(_ person: any SQLExpression, of viewer: UUID) -> SQLQueryString {
        """
        (\(person) IN (SELECT addressee_id FROM \(ident: Friendship.schema) WHERE requester_id = \(bind: viewer) AND \(accepted()))
          OR \(person) IN (SELECT requester_id FROM \(ident: Friendship.schema) WHERE addressee_id = \(bind: viewer) AND \(accepted())))
        """
    }
}
