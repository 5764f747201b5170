import Fluent

/// A person's unread count (the badge on every page) by an index of only the unread rows, and
/// the index housekeeping deletes read ones by narrowed to read rows. SQLite's statistics do not
/// see that most rows share `read_at IS NULL`: with the index of all reading times it read every
/// unread notification of everyone for one badge (2 million notifications: 140 ms). An index of
/// read rows only cannot answer `read_at IS NULL`, so the planner takes the person's.
struct IndexNotificationsByReadState: AsyncMigration {
    static let indexes = IndexList([
        ("notifications_unread_by_user", "notifications (user_id) WHERE read_at IS NULL"),
        ("notifications_read_at", "notifications (read_at) WHERE read_at IS NOT NULL"),
    ])
    /// From `IndexWhatHousekeepingRemoves`: the same column, every row.
    static let replaced = IndexList([("notifications_read", "notifications (read_at)")])

    func prepare(on database: any Database) async throws {
        try await Self.indexes.create(on: database)
        try await Self.replaced.drop(on: database)
    }

    func revert(on database: any Database) async throws {
        try await Self.replaced.create(on: database)
        try await Self.indexes.drop(on: database)
    }
}
