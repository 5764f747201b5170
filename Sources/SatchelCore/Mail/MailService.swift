import Fluent
import Foundation

/// Mail is not set up: nothing can be sent, and whatever would have mailed says so instead.
public struct MailNotConfigured: Error, CustomStringConvertible {
    public init() {}

    public var description: String {
        "Mail is not configured: set SATCHEL_SMTP_URL and SATCHEL_MAIL_FROM (README, \"Email\")."
    }
}

/// Sending mail: queued through the outbox (`enqueue`, in the caller's transaction), or at once
/// for `satchel admin send-test-mail` (`sendNow`).
public struct MailService: Sendable {
    let context: SatchelContext

    public var isConfigured: Bool { context.services.mail.settings != nil }

    /// The configured sender, to address messages from.
    public var sender: MailAddress? { context.services.mail.settings?.from }

    /// Composes `message` now and queues it on `context`'s database: in a transaction, it is
    /// sent only if that commits. Returns the Message-ID.
    @discardableResult
    public func enqueue(_ message: MailMessage, kind: String, user: UUID? = nil) async throws -> String {
        guard isConfigured else { throw MailNotConfigured() }
        let rendered = message.rendered(date: context.now)
        try await MailOutboxItem(kind: kind, user: user, mail: rendered, createdAt: context.now).create(on: context.db)
        return rendered.messageID
    }

    /// Sends `message` straight away, not through the outbox; throws `SMTPFailure` with the
    /// server's own answer.
    @discardableResult
    public func sendNow(_ message: MailMessage) async throws -> SMTPReply {
        try await client().send(message.rendered(date: context.now))
    }

    func client() throws -> SMTPClient {
        guard let settings = context.services.mail.settings else { throw MailNotConfigured() }
        return SMTPClient(configuration: settings.smtp, helloName: helloName)
    }

    /// EHLO's name: the public address's host, which is this server's name on the Internet.
    var helloName: String {
        URL(string: context.settings.publicURL ?? "")?.host ?? "localhost"
    }
}

extension SatchelContext {
    public var mail: MailService { MailService(context: self) }
}
