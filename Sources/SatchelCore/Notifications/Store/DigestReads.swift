import Foundation
import SQLKit

/// The digests that could go now: people who chose one and have something waiting for it.
extension InboxStore {
    func digestsWaiting() async throws -> [WaitingDigestRow] {
        try await sql.raw("""
            SELECT d.user_id, u.time_zone, d.last_sent_on FROM \(ident: MailDigestRecord.schema) d
            JOIN \(ident: User.schema) u ON u.id = d.user_id
            WHERE d.enabled = \(bind: true)
            AND EXISTS (SELECT 1 FROM \(ident: MailDigestItem.schema) i WHERE i.user_id = d.user_id)
            """).all(decoding: WaitingDigestRow.self)
    }
}

struct WaitingDigestRow: Sendable, Decodable {
    let userID: UUID
    let timeZone: String?
    let lastSentOn: String?
    enum CodingKeys: String, CodingKey { case userID = "user_id", timeZone = "time_zone", lastSentOn = "last_sent_on" }
}
