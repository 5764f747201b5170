import Fluent

/// A person's friends are found by either side of a friendship, and the circles they are in by
/// member: without these indexes every such read scans all friendships or memberships, which at
/// a city's size is millions of rows.
struct IndexFriendshipsByPerson: AsyncMigration {
    static let indexes = IndexList([
        ("friendships_requester", "friendships (requester_id, status)"),
        ("friendships_addressee", "friendships (addressee_id, status)"),
        ("circle_members_member", "circle_members (member_id)"),
    ])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
