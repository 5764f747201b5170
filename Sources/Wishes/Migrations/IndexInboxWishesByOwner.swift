import Fluent
import SatchelCore

/// A person's inbox (their wishes in no list) by owner and list together: on SQLite the planner
/// otherwise walked the list index for `list_id IS NULL`, every inbox wish of everyone (200,000
/// in a city: 200 ms for one person's wishes).
struct IndexInboxWishesByOwner: AsyncMigration {
    static let indexes = IndexList([
        ("wishes_owner_list_position", "wishes (owner_id, list_id, position)"),
    ])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
