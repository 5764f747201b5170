import Foundation
import SQLKit

/// Who is whose friend, written once for every app's reads (Eats' friends' ratings, the funding
/// feed, the friends list): a friendship counts once both agreed, whichever of the two asked.
public enum FriendshipRules {
    /// A friendship both agreed to, not a request (`table`: the friendships' alias in the query, if any).
    public static func accepted(in table: String? = nil) -> SQLQueryString {
        "\(SQLColumn("status", table: table)) = \(bind: Friendship.Status.accepted.rawValue)"
    }

    /// The ids of `viewer`'s friends: a one-column (`id`) subquery (`… IN (\(friendIDs(of:)))`, a CTE).
    public static func friendIDs(of viewer: UUID) -> SQLQueryString {
        """
        SELECT CASE WHEN requester_id = \(bind: viewer) THEN addressee_id ELSE requester_id END AS id
        FROM \(ident: Friendship.schema) WHERE \(accepted()) AND (requester_id = \(bind: viewer) OR addressee_id = \(bind: viewer))
        """
    }

    /// Whether `person` (a column) is `viewer`'s friend: two lookups, each by an indexed side.
    public static func isFriend(_ person: any SQLExpression, of viewer: UUID) -> SQLQueryString {
        """
        (\(person) IN (SELECT addressee_id FROM \(ident: Friendship.schema) WHERE requester_id = \(bind: viewer) AND \(accepted()))
          OR \(person) IN (SELECT requester_id FROM \(ident: Friendship.schema) WHERE addressee_id = \(bind: viewer) AND \(accepted())))
        """
    }
}
