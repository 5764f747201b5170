import Foundation
import SatchelAPI
import SQLKit

/// The administration's reads and writes of its own tables (audit log, locks, password checks)
/// and of people as administrators see them: plain rows by SQL.
struct AdminStore: Sendable {
    let sql: any SQLDatabase

    // MARK: people

    private struct PersonRow: Decodable {
        let id: UUID
        let username: String
        let displayName: String
        let email: String
        let emailVerifiedAt: Date?
        let emailChangedAt: Date?
        let isAdmin: Bool
        let createdAt: Date
        let lockedAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, username, displayName = "display_name", email, emailVerifiedAt = "email_verified_at"
            case emailChangedAt = "email_changed_at", isAdmin = "is_admin", createdAt = "created_at", lockedAt = "locked_at"
        }
    }

    private static let personColumns: SQLQueryString = """
        u.id, u.username, u.display_name, u.email, u.email_verified_at, u.email_changed_at, u.is_admin, u.created_at, l.locked_at
        FROM users u LEFT JOIN account_locks l ON l.user_id = u.id
        """

    /// People whose username, name or address starts with `query` (all when empty), by username,
    /// after `afterUsername`.
    func people(matching query: String, after afterUsername: String?, limit: Int, now: Date) async throws -> [AdminPerson] {
        let words = query.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        var statement: SQLQueryString = "SELECT \(Self.personColumns) WHERE 1 = 1"
        if !words.isEmpty {
            let pattern = Self.likePrefix(words)
            statement = statement + " AND (u.username LIKE \(bind: pattern) ESCAPE '\\' OR LOWER(u.display_name) LIKE \(bind: pattern) ESCAPE '\\' OR u.email LIKE \(bind: pattern) ESCAPE '\\' OR LOWER(u.display_name) LIKE \(bind: "% " + pattern) ESCAPE '\\')"
        }
        if let afterUsername { statement = statement + " AND u.username > \(bind: afterUsername)" }
        statement = statement + " ORDER BY u.username LIMIT \(literal: limit)"
        let rows = try await sql.raw(statement).all(decoding: PersonRow.self)
        return try await complete(rows, now: now)
    }

    func person(_ id: UUID, now: Date) async throws -> AdminPerson? {
        let rows = try await sql.raw("SELECT \(Self.personColumns) WHERE u.id = \(bind: id)").all(decoding: PersonRow.self)
        return try await complete(rows, now: now).first
    }

    /// `ids` in one read, in the order given (ids that name nobody are left out).
    func people(_ ids: [UUID], now: Date) async throws -> [AdminPerson] {
        guard !ids.isEmpty else { return [] }
        let rows = try await sql.raw("SELECT \(Self.personColumns) WHERE u.id IN (\(binds: ids))").all(decoding: PersonRow.self)
        let byID = Dictionary(try await complete(rows, now: now).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return ids.compactMap { byID[$0] }
    }

    /// Adds what other tables say: last use of a session, the sign-in brake, a pending approval.
    private func complete(_ rows: [PersonRow], now: Date) async throws -> [AdminPerson] {
        guard !rows.isEmpty else { return [] }
        let ids = rows.map(\.id)
        struct Seen: Decodable { let user_id: UUID; let seen: Date? }
        let seen = try await sql.raw("SELECT user_id, MAX(COALESCE(last_used_at, created_at)) AS seen FROM auth_tokens WHERE user_id IN (\(binds: ids)) GROUP BY user_id")
            .all(decoding: Seen.self)
        let lastSeen = Dictionary(seen.compactMap { row in row.seen.map { (row.user_id, $0) } }, uniquingKeysWith: max)
        // Accounts braked now, in one read: locked rows are few (the account's own key
        // "account:<id>" and each source's "account:<id>|…").
        struct Brake: Decodable { let key: String; let locked_until: Date }
        let braked = try await sql.raw("SELECT key, locked_until FROM sign_in_throttles WHERE key LIKE 'account:%' AND locked_until > \(bind: now)")
            .all(decoding: Brake.self)
        let wanted = Set(ids)
        var brakes: [UUID: Date] = [:]
        for row in braked {
            guard let id = UUID(uuidString: String(row.key.dropFirst("account:".count).prefix(36))), wanted.contains(id) else { continue }
            brakes[id] = max(brakes[id] ?? row.locked_until, row.locked_until)
        }
        let waiting = Set(try await waitingForApproval(ids))
        return rows.map { row in
            AdminPerson(id: row.id, username: row.username, displayName: row.displayName, email: row.email,
                        emailVerified: row.emailVerifiedAt != nil, isAdmin: row.isAdmin, createdAt: row.createdAt,
                        lastSeenAt: lastSeen[row.id], locked: row.lockedAt != nil, signInLockedUntil: brakes[row.id],
                        waitingForApproval: waiting.contains(row.id))
        }
    }

    /// Which of `ids` signed up and wait for an administrator.
    func waitingForApproval(_ ids: [UUID]) async throws -> [UUID] {
        struct Row: Decodable { let user_id: UUID }
        return try await sql.raw("SELECT user_id FROM sign_up_requests WHERE user_id IN (\(binds: ids))").all(decoding: Row.self).map(\.user_id)
    }

    /// `LIKE` pattern for what starts with `text`, its wildcards taken literally.
    static func likePrefix(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
    }

    // MARK: administrators

    /// The administrators' ids; on PostgreSQL their rows are locked for the rest of the
    /// transaction, so two administrators taking each other's rights at once cannot both win.
    func administrators(locking: Bool) async throws -> [UUID] {
        struct Row: Decodable { let id: UUID }
        let lock: SQLQueryString = locking && sql.dialect.name == "postgresql" ? " FOR UPDATE" : ""
        return try await sql.raw("SELECT id FROM users WHERE is_admin = \(bind: true)" + lock).all(decoding: Row.self).map(\.id)
    }

    func setAdministrator(_ id: UUID, _ isAdmin: Bool) async throws {
        try await sql.raw("UPDATE users SET is_admin = \(bind: isAdmin) WHERE id = \(bind: id)").run()
    }

    // MARK: locks

    func isLocked(_ id: UUID) async throws -> Bool {
        struct Row: Decodable { let user_id: UUID }
        return try await sql.raw("SELECT user_id FROM account_locks WHERE user_id = \(bind: id)").first(decoding: Row.self) != nil
    }

    func lock(_ id: UUID, by admin: UUID, reason: String?, at now: Date) async throws {
        guard try await !isLocked(id) else { return }
        try await sql.raw("INSERT INTO account_locks (user_id, locked_at, locked_by, reason) VALUES (\(bind: id), \(bind: now), \(bind: admin), \(bind: reason))").run()
    }

    func unlock(_ id: UUID) async throws {
        try await sql.raw("DELETE FROM account_locks WHERE user_id = \(bind: id)").run()
    }

    // MARK: password checks

    func passwordCheckedAt(session: UUID) async throws -> Date? {
        struct Row: Decodable { let checked_at: Date }
        return try await sql.raw("SELECT checked_at FROM session_password_checks WHERE token_id = \(bind: session)")
            .first(decoding: Row.self)?.checked_at
    }

    func recordPasswordCheck(session: UUID, at now: Date) async throws {
        try await sql.raw("DELETE FROM session_password_checks WHERE token_id = \(bind: session)").run()
        try await sql.raw("INSERT INTO session_password_checks (token_id, checked_at) VALUES (\(bind: session), \(bind: now))").run()
    }

    // MARK: audit log

    private struct AuditRow: Decodable {
        let id: UUID
        let at: Date
        let actorID: UUID?
        let actorName: String
        let action: String
        let subjectID: UUID?
        let subjectName: String?
        let detail: String?

        enum CodingKeys: String, CodingKey {
            case id, at, actorID = "actor_id", actorName = "actor_name", action, subjectID = "subject_id"
            case subjectName = "subject_name", detail
        }

        var entry: AuditEntry {
            AuditEntry(id: id, at: at, actorId: actorID, actorName: actorName, action: action, subjectId: subjectID,
                       subjectName: subjectName, detail: detail)
        }
    }

    func appendAudit(_ entry: AuditEntry) async throws {
        try await sql.raw("""
            INSERT INTO admin_audit_log (id, at, actor_id, actor_name, action, subject_id, subject_name, detail)
            VALUES (\(bind: entry.id), \(bind: entry.at), \(bind: entry.actorId), \(bind: entry.actorName), \(bind: entry.action),
                    \(bind: entry.subjectId), \(bind: entry.subjectName), \(bind: entry.detail))
            """).run()
    }

    /// Newest first, before `cursor` (the last entry of the page before).
    func audit(before cursor: Cursor?, limit: Int) async throws -> [AuditEntry] {
        var statement: SQLQueryString = "SELECT id, at, actor_id, actor_name, action, subject_id, subject_name, detail FROM admin_audit_log"
        if let cursor {
            statement = statement + " WHERE (at < \(bind: cursor.date) OR (at = \(bind: cursor.date) AND id < \(bind: cursor.id)))"
        }
        statement = statement + " ORDER BY at DESC, id DESC LIMIT \(literal: limit)"
        return try await sql.raw(statement).all(decoding: AuditRow.self).map(\.entry)
    }
}
