import Fluent
import SQLKit

/// A person's friends are found by either side of a friendship, and the circles they are in by
/// member: without these indexes every such read scans all friendships or memberships, which at
/// a city's size is millions of rows.
struct IndexFriendshipsByPerson: AsyncMigration {
    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX IF NOT EXISTS friendships_requester ON friendships (requester_id, status)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS friendships_addressee ON friendships (addressee_id, status)").run()
        try await sql.raw("CREATE INDEX IF NOT EXISTS circle_members_member ON circle_members (member_id)").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP INDEX IF EXISTS friendships_requester").run()
        try await sql.raw("DROP INDEX IF EXISTS friendships_addressee").run()
        try await sql.raw("DROP INDEX IF EXISTS circle_members_member").run()
    }
}
