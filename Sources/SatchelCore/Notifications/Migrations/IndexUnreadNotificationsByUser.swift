import Fluent

/// A person's unread count (the badge on every page) by an index of only the unread rows: on
/// SQLite the planner otherwise took the index of reading times for `read_at IS NULL` and read
/// every unread notification of everyone (2 million notifications: 140 ms per badge).
struct IndexUnreadNotificationsByUser: AsyncMigration {
    static let indexes = IndexList([
        ("notifications_unread_by_user", "notifications (user_id) WHERE read_at IS NULL"),
    ])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
