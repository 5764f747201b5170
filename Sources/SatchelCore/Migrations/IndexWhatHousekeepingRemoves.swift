import Fluent

/// Housekeeping removes old rows by age every pass: indexes on those ages let each pass read
/// only what it removes, not every notification, answer kept for a replay, or sent push.
struct IndexWhatHousekeepingRemoves: AsyncMigration {
    static let indexes = IndexList([
        ("notifications_created", "notifications (created_at)"),
        ("notifications_read", "notifications (read_at)"),
        ("idempotency_keys_expiry", "idempotency_keys (expires_at)"),
        ("auth_tokens_expiry", "auth_tokens (expires_at)"),
        ("push_outbox_created", "push_outbox (created_at)"),
    ])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
