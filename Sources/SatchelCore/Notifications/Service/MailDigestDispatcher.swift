import Fluent
import Foundation
import SQLKit

/// Sends the daily digests: from `hour` in each person's own zone, one mail listing what was
/// kept for them since the last, once a local day. The day is claimed by one conditional update
/// in the same transaction as the mail is queued, so two passes at once (here or on another
/// instance) never send a day twice; nothing waiting, no mail.
public struct MailDigestDispatcher: Sendable {
    let context: SatchelContext
    /// The local hour digests go from: read with breakfast.
    static let hour = 8

    public init(context: SatchelContext) { self.context = context }

    /// Queues the digests that are due; returns how many.
    @discardableResult
    public func runOnce() async throws -> Int {
        guard context.mail.isConfigured else { return 0 }
        var sent = 0
        for row in try await context.inboxStore.digestsWaiting() {
            guard let day = Self.dueDay(now: context.now, zone: TimeZones.named(row.timeZone) ?? TimeZones.utc),
                  day != row.lastSentOn else { continue }
            if try await send(user: row.userID, day: day) { sent += 1 }
        }
        return sent
    }

    /// The local day (`yyyy-MM-dd`) whose digest is due at `now` in `zone`, or nil before `hour`.
    static func dueDay(now: Date, zone: TimeZone) -> String? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: now)
        guard let year = parts.year, let month = parts.month, let day = parts.day, let hour = parts.hour, hour >= Self.hour else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    func send(user: UUID, day: String) async throws -> Bool {
        let now = context.now
        return try await context.transaction { tx in
            let claimed = try await tx.sql.raw("""
                UPDATE \(ident: MailDigestRecord.schema) SET last_sent_on = \(bind: day)
                WHERE user_id = \(bind: user) AND enabled = \(bind: true) AND (last_sent_on IS NULL OR last_sent_on <> \(bind: day))
                RETURNING user_id
                """).all()
            guard !claimed.isEmpty else { return false }
            let items = try await MailDigestItem.query(on: tx.db).filter(\.$user.$id == user).filter(\.$createdAt <= now)
                .sort(\.$createdAt).all()
            guard !items.isEmpty, let recipient = try await User.find(user, on: tx.db),
                  let address = AccountLetters.mailbox(recipient),
                  try await tx.accountsStore.emailState(of: user)?.isTrusted == true
            else { return false }
            let localizer = Localizer(language: recipient.language ?? "en", timeZone: TimeZones.named(recipient.timeZone) ?? TimeZones.utc)
            let letter = Letter(subject: localizer.t("mailnote.digest_subject", ["count": String(items.count)]),
                                paragraphs: [localizer.t("mailnote.digest_intro")] + items.map { item in
                                    item.link.map { item.text + "\n" + $0 } ?? item.text
                                },
                                action: .init(label: localizer.t("mailnote.digest_open"), url: tx.publicURL + CorePath.notifications.path),
                                footer: [localizer.t("mailnote.digest_why")],
                                unsubscribe: try await UnsubscribeLinks(context: tx).url(user: user, kind: NotificationMail.digest),
                                unsubscribeLabel: localizer.t("mailnote.digest_unsubscribe"))
            try await tx.mail.enqueue(letter, to: address, kind: "notification.digest", user: user)
            try await MailDigestItem.query(on: tx.db).filter(\.$id ~~ items.compactMap(\.id)).delete()
            return true
        }
    }
}
