import Fluent
import SQLKit

/// Housekeeping removes old rows by age every pass: indexes on those ages let each pass read
/// only what it removes, not every notification, answer kept for a replay, or sent push.
struct IndexWhatHousekeepingRemoves: AsyncMigration {
    static let indexes = [
        ("notifications_created", "notifications (created_at)"),
        ("notifications_read", "notifications (read_at)"),
        ("idempotency_keys_expiry", "idempotency_keys (expires_at)"),
        ("auth_tokens_expiry", "auth_tokens (expires_at)"),
        ("push_outbox_created", "push_outbox (created_at)"),
    ]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for (name, target) in Self.indexes {
            try await sql.raw("CREATE INDEX IF NOT EXISTS \(unsafeRaw: name) ON \(unsafeRaw: target)").run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for (name, _) in Self.indexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: name)").run() }
    }
}
