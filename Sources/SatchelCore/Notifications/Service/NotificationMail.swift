import Fluent
import Foundation
import SatchelAPI

extension SatchelContext {
    public var notificationMail: NotificationMail { NotificationMail(context: self) }
}

/// Notifications by mail: one mail each, or kept for the person's daily digest
/// (`MailDigestDispatcher`); the digest choice; and what the footer's unsubscribe link does.
public struct NotificationMail: Sendable {
    let context: SatchelContext

    /// What an unsubscribe link names instead of a kind: the digest, and with it all notification mail.
    public static let digest = "digest"

    /// Mails `item` (its `text` already in the recipient's language) to `recipient`, or keeps it
    /// for their digest, in the caller's transaction. The link opens the inbox item when the
    /// inbox keeps it, else where the notification leads.
    func deliver(_ item: InboxNotification, text: String, to recipient: User, inInbox: Bool, localizer: Localizer) async throws {
        // An address the mail server would refuse (accounts made before addresses were checked) gets nothing.
        guard let address = AccountLetters.mailbox(recipient) else { return }
        let user = try recipient.requireID()
        // A changed address gets news only once it is confirmed.
        guard try await context.accountsStore.emailState(of: user)?.isTrusted == true else { return }
        let path = inInbox ? CorePath.openNotification(try item.requireID()).path
                           : LocalPath.safe(item.link, fallback: CorePath.notifications.path)
        let open = context.publicURL + path
        if try await context.inboxStore.mailDigest(user: user)?.enabled == true {
            try await MailDigestItem(user: user, kind: item.kind, text: text, link: open, createdAt: context.now).create(on: context.db)
            return
        }
        let letter = Letter(subject: text, paragraphs: [text], action: .init(label: localizer.t("mailnote.open"), url: open),
                            footer: [localizer.t("mailnote.why", ["kind": localizer.t("notification_kind.\(item.kind)")])],
                            unsubscribe: try await UnsubscribeLinks(context: context).url(user: user, kind: item.kind),
                            unsubscribeLabel: localizer.t("mailnote.unsubscribe"))
        try await context.mail.enqueue(letter, to: address, kind: "notification." + item.kind, user: user)
    }

    // MARK: the digest choice

    public func settings(user: UUID) async throws -> NotificationMailSettings {
        NotificationMailSettings(digest: try await context.inboxStore.mailDigest(user: user)?.enabled ?? false,
                                 mailConfigured: context.mail.isConfigured)
    }

    /// Turns the digest on or off. Off, what waited for it goes (the inbox has it).
    @discardableResult
    public func setDigest(user: UUID, _ enabled: Bool) async throws -> NotificationMailSettings {
        try await context.transaction { tx in
            try await tx.notificationMail.storeDigest(user: user, enabled)
        }
        return try await settings(user: user)
    }

    func storeDigest(user: UUID, _ enabled: Bool) async throws {
        let record = try await MailDigestRecord.query(on: context.db).filter(\.$user.$id == user).first()
            ?? MailDigestRecord(user: user, enabled: enabled)
        record.enabled = enabled
        try await record.save(on: context.db)
        if !enabled { try await MailDigestItem.query(on: context.db).filter(\.$user.$id == user).delete() }
    }

    // MARK: unsubscribing

    /// What a mail's unsubscribe link names, if this server made it.
    public func unsubscribeTarget(_ token: String) async throws -> (user: UUID, kind: String)? {
        guard let target = try await UnsubscribeLinks(context: context).read(token),
              target.kind == Self.digest || context.services.notificationKinds.all.contains(target.kind),
              try await User.find(target.user, on: context.db) != nil
        else { return nil }
        return target
    }

    /// Stops the mail `token` names: one kind's, or (the digest's link) the digest and every kind's.
    /// Throws not-found for a link this server did not make. Doing it twice is doing it once.
    public func unsubscribe(_ token: String) async throws -> (user: UUID, kind: String) {
        guard let target = try await unsubscribeTarget(token) else { throw AppError.notFound("unsubscribe_link") }
        let kinds = target.kind == Self.digest ? context.services.notificationKinds.all : [target.kind]
        try await context.transaction { tx in
            for kind in kinds {
                let row = try await NotificationPreferenceRecord.query(on: tx.db)
                    .filter(\.$user.$id == target.user).filter(\.$kind == kind).first()
                    ?? NotificationPreferenceRecord(user: target.user, kind: kind, inbox: true, push: true)
                row.email = false
                try await row.save(on: tx.db)
            }
            if target.kind == Self.digest { try await tx.notificationMail.storeDigest(user: target.user, false) }
        }
        return target
    }
}
