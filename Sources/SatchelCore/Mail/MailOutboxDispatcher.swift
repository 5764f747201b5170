import Fluent
import Foundation
import SQLKit

/// Sends the mail outbox's due messages, one connection each. Each row is claimed before it is
/// sent (one conditional update moves its attempt count on and its next attempt out by a lease),
/// so two passes at once, here or on another instance, never send it twice; it is marked sent
/// right after the server's 250 to DATA. A temporary failure retries with exponential back-off,
/// a permanent one (5xx) is logged and not retried. Without mail set up, rows wait.
public struct MailOutboxDispatcher: Sendable {
    let context: SatchelContext
    /// With the back-off capped at 6 hours, about two days of trying.
    static let maxAttempts = 16
    static let firstRetry: TimeInterval = 60
    static let longestRetry: TimeInterval = 6 * 3600
    /// How long a claimed row is left alone: longer than a send can take with every timeout.
    static let lease: TimeInterval = 900

    public init(context: SatchelContext) { self.context = context }

    /// Sends what is due; returns how many rows it handled.
    @discardableResult
    public func runOnce(batch: Int = 50) async throws -> Int {
        guard context.mail.isConfigured else { return 0 }
        let client = try context.mail.client()
        let now = context.now
        let due = try await MailOutboxItem.query(on: context.db)
            .filter(\.$status == .pending).filter(\.$nextAttemptAt <= now)
            .sort(\.$nextAttemptAt).limit(batch).all()
        var handled = 0
        for item in due where try await claim(item, now: now) {
            try await send(item, with: client)
            handled += 1
        }
        return handled
    }

    /// Takes `item` for this pass if nobody else has since it was read.
    func claim(_ item: MailOutboxItem, now: Date) async throws -> Bool {
        let claimed = try await context.sql.raw("""
            UPDATE \(ident: MailOutboxItem.schema) SET attempts = attempts + 1, next_attempt_at = \(bind: now.addingTimeInterval(Self.lease))
            WHERE id = \(bind: try item.requireID()) AND attempts = \(bind: item.attempts) AND status = \(bind: MailOutboxItem.Status.pending.rawValue)
            RETURNING id
            """).all()
        guard !claimed.isEmpty else { return false }
        item.attempts += 1
        return true
    }

    func send(_ item: MailOutboxItem, with client: SMTPClient) async throws {
        let id = try item.requireID()
        do {
            try await client.send(item.rendered)
        } catch let failure as SMTPFailure {
            try await failed(item, failure)
            return
        }
        // At once: from the 250 on, the message is the server's, and must not go again.
        try await context.sql.raw("""
            UPDATE \(ident: MailOutboxItem.schema) SET status = \(bind: MailOutboxItem.Status.sent.rawValue), sent_at = \(bind: context.now), last_error = NULL
            WHERE id = \(bind: id)
            """).run()
    }

    func failed(_ item: MailOutboxItem, _ failure: SMTPFailure) async throws {
        let giveUp = failure.isPermanent || item.attempts >= Self.maxAttempts
        let retryAt = context.now.addingTimeInterval(min(Self.firstRetry * pow(2, Double(item.attempts - 1)), Self.longestRetry))
        let note = String(failure.description.prefix(1000))
        if giveUp {
            context.logger.error("mail \(item.messageID) (\(item.kind)) to \(item.recipient) not sent, giving up after \(item.attempts) attempt(s): \(note)")
        } else {
            context.logger.warning("mail \(item.messageID) (\(item.kind)) not sent yet, retrying at \(retryAt): \(note)")
        }
        try await context.sql.raw("""
            UPDATE \(ident: MailOutboxItem.schema)
            SET status = \(bind: (giveUp ? MailOutboxItem.Status.failed : .pending).rawValue), next_attempt_at = \(bind: retryAt), last_error = \(bind: note)
            WHERE id = \(bind: try item.requireID())
            """).run()
    }
}
