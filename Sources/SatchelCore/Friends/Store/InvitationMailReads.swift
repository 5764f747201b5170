import Foundation
import SQLKit

/// One invitation mail an inviter queued: to whom and when (the throttle counts these).
struct InvitationMailRow: Decodable, Sendable {
    let recipient: String
    let createdAt: Date

    enum CodingKeys: String, CodingKey {
        case recipient, createdAt = "created_at"
    }
}

extension FriendsStore {
    /// The invitation mails `inviter` queued after `since`, sent or not: the outbox keeps them
    /// a week, longer than any throttle window looks back.
    func invitationMails(from inviter: UUID, since: Date) async throws -> [InvitationMailRow] {
        try await sql.raw("""
            SELECT recipient, created_at FROM \(ident: MailOutboxItem.schema)
            WHERE kind = \(bind: InvitationMail.kind) AND user_id = \(bind: inviter) AND created_at > \(bind: since)
            """).all(decoding: InvitationMailRow.self)
    }
}
