import Foundation
import SQLKit

/// The instance's settings, waiting sign-ups and the first start, in plain SQL (`User` gets no
/// fields: older migrations load it).
struct InstanceStore: Sendable {
    let sql: any SQLDatabase

    func settings() async throws -> InstanceSettingsRow? {
        try await sql.raw("SELECT sign_up_mode, allowed_email_domains FROM instance_settings WHERE id = 1")
            .first(decoding: InstanceSettingsRow.self)
    }

    /// Stores the first value of a new instance's mode; a value another instance stored first stays.
    func chooseFirstMode(_ mode: String) async throws {
        try await sql.raw("UPDATE instance_settings SET sign_up_mode = \(bind: mode) WHERE id = 1 AND sign_up_mode IS NULL").run()
    }

    func save(mode: String, domains: String, at date: Date) async throws {
        try await sql.raw("""
            UPDATE instance_settings SET sign_up_mode = \(bind: mode), allowed_email_domains = \(bind: domains),
            updated_at = \(bind: date) WHERE id = 1
            """).run()
    }

    func hasAccounts() async throws -> Bool {
        try await sql.raw("SELECT 1 AS one FROM users LIMIT 1").first() != nil
    }

    // MARK: waiting sign-ups

    func addRequest(user: UUID, at date: Date) async throws {
        try await sql.raw("INSERT INTO sign_up_requests (user_id, requested_at) VALUES (\(bind: user), \(bind: date))").run()
    }

    func isWaiting(_ user: UUID) async throws -> Bool {
        try await sql.raw("SELECT 1 AS one FROM sign_up_requests WHERE user_id = \(bind: user)").first() != nil
    }

    /// Removes the request; whether there was one (two administrators answering at once: one wins).
    func removeRequest(user: UUID) async throws -> Bool {
        try await sql.raw("DELETE FROM sign_up_requests WHERE user_id = \(bind: user) RETURNING user_id").first() != nil
    }

    /// Oldest first: the people who have waited longest.
    func pending() async throws -> [PendingSignUp] {
        try await sql.raw("""
            SELECT u.id, u.display_name, u.username, u.email, r.requested_at
            FROM sign_up_requests r JOIN users u ON u.id = r.user_id
            ORDER BY r.requested_at, u.username
            """).all(decoding: PendingSignUp.self)
    }

    // MARK: the first start

    /// Records the first start's administrator: a second one fails on the primary key.
    func recordAdministrator(_ user: UUID, at date: Date) async throws {
        try await sql.raw("INSERT INTO instance_setup (step, user_id, done_at) VALUES ('administrator', \(bind: user), \(bind: date))").run()
    }
}

extension SatchelContext {
    var instanceStore: InstanceStore { InstanceStore(sql: sql) }
}
