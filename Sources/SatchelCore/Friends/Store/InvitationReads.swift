import Foundation
import SQLKit

/// Invitation links as their pages show them, with the people on them, in one read each
/// (`InvitationRow`). Writes go through `InvitationRecord`.
extension FriendsStore {
    /// `inviter`'s invitations, the newest first, each with who signed up through it.
    func invitations(of inviter: UUID) async throws -> [InvitationRow] {
        try await sql.raw("""
            \(InvitationRow.select) WHERE i.inviter_id = \(bind: inviter) ORDER BY i.created_at DESC
            """).all(decoding: InvitationRow.self)
    }

    /// The invitation whose secret hashes to `tokenHash`, used or not.
    func invitation(tokenHash: String) async throws -> InvitationRow? {
        try await sql.raw("\(InvitationRow.select) WHERE i.token_hash = \(bind: tokenHash) LIMIT 1").first(decoding: InvitationRow.self)
    }
}
