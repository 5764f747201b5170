import Foundation
import SatchelAPI
import SQLKit

/// An invitation link with its inviter and, once used, who signed up through it
/// (`FriendsStore.invitations`); one just made is shown through it too.
struct InvitationRow: Sendable, Decodable {
    let id: UUID
    let createdAt: Date
    let expiresAt: Date
    let acceptedAt: Date?
    /// What an app carries along (`InvitationHooks`), and where the newcomer goes next.
    let payload: String?
    let nextPath: String?
    let inviterID: UUID
    let inviterUsername: String
    let inviterName: String
    let acceptedByID: UUID?
    let acceptedByUsername: String?
    let acceptedByName: String?
    let acceptedByPhoto: UUID?

    enum CodingKeys: String, CodingKey {
        case id, createdAt = "created_at", expiresAt = "expires_at", acceptedAt = "accepted_at", payload, nextPath = "next_path"
        case inviterID = "inviter_id", inviterUsername = "inviter_username", inviterName = "inviter_name"
        case acceptedByID = "accepted_by_id", acceptedByUsername = "accepted_by_username", acceptedByName = "accepted_by_name"
        case acceptedByPhoto = "accepted_by_photo"
    }

    /// The invitations (`i`) with their inviter and who accepted; a read adds its conditions.
    static let select: SQLQueryString = """
        SELECT i.id, i.created_at, i.expires_at, i.accepted_at, i.payload, i.next_path, i.inviter_id,
               v.username AS inviter_username, v.display_name AS inviter_name, i.accepted_by_id,
               a.username AS accepted_by_username, a.display_name AS accepted_by_name, a.photo_id AS accepted_by_photo
        FROM \(ident: InvitationRecord.schema) i JOIN \(ident: User.schema) v ON v.id = i.inviter_id
        LEFT JOIN \(ident: User.schema) a ON a.id = i.accepted_by_id
        """

    /// Who signed up through it, a friend since.
    var acceptedBy: Person? {
        guard let acceptedByID, let acceptedByUsername, let acceptedByName else { return nil }
        return Person(id: acceptedByID, username: acceptedByUsername, displayName: acceptedByName,
                      photoURL: FriendService.photoURL(acceptedByPhoto), relationship: "friend")
    }
}
