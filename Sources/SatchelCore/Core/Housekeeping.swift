import Fluent
import Foundation
import SQLKit

/// Removes what has expired or is past keeping (`Retention`): sessions and tokens, old throttle
/// rows, answers kept for replayed writes, old notifications, sent push and mail rows.
public struct Housekeeping: Sendable {
    let context: SatchelContext

    public init(context: SatchelContext) { self.context = context }

    public func runOnce() async throws {
        let now = context.now
        let sql = context.sql
        try await Self.delete(from: AuthToken.schema, where: "expires_at <= \(bind: now)", sql)
        let dayAgo = now.addingTimeInterval(-24 * 3600)
        try await SignInThrottle.query(on: context.db)
            .filter(\.$windowStartedAt < dayAgo)
            .group(.or) { $0.filter(\.$lockedUntil == nil).filter(\.$lockedUntil < now) }
            .delete()
        try await Self.delete(from: IdempotencyRecord.schema, where: "expires_at < \(bind: now)", sql)
        try await Self.delete(from: InboxNotification.schema, where: "read_at < \(bind: now - Retention.readNotifications)", sql)
        try await Self.delete(from: InboxNotification.schema, where: "created_at < \(bind: now - Retention.notifications)", sql)
        try await Self.delete(from: PushOutboxItem.schema,
                              where: "created_at < \(bind: now - Retention.finishedPush) AND status <> \(bind: PushOutboxItem.Status.pending.rawValue)", sql)
        try await Self.delete(from: MailOutboxItem.schema,
                              where: "created_at < \(bind: now - Retention.finishedMail) AND status <> \(bind: MailOutboxItem.Status.pending.rawValue)", sql)
    }

    /// Deletes the matching rows a few thousand at a time, so that no pass holds the write lock
    /// (SQLite) or a long transaction (PostgreSQL) while a backlog is cleared.
    public static func delete(from table: String, where condition: SQLQueryString, _ sql: any SQLDatabase, batch: Int = 2000) async throws {
        while true {
            let removed = try await sql.raw("""
                DELETE FROM \(unsafeRaw: table) WHERE id IN (SELECT id FROM \(unsafeRaw: table) WHERE \(condition) LIMIT \(unsafeRaw: String(batch)))
                RETURNING id
                """).all().count
            if removed < batch { return }
        }
    }
}

/// How long what piles up is kept (docs/operations.md, "What Satchel keeps", says the same).
public enum Retention {
    static let day: TimeInterval = 24 * 3600
    /// A read notification: 90 days after it was read.
    public static let readNotifications = 90 * day
    /// Any notification, read or not: a year.
    public static let notifications = 365 * day
    /// A push that was delivered or given up on: 7 days (for diagnosing delivery).
    public static let finishedPush = 7 * day
    /// A mail that was sent or given up on: 7 days (for diagnosing delivery).
    public static let finishedMail = 7 * day
}
