import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SQLKit
import Testing

/// Reads whose plan SQLite's statistics mislead (they do not see that most rows share a NULL):
/// with statistics of a city-like skew, each must still go by the person's own index.
@Suite("Query plans at a city's skew")
struct QueryPlanTests {
    static func plan(_ t: TestContext, _ query: String) async throws -> String {
        let sql = t.app.db.sql
        return try await sql.raw(SQLQueryString("EXPLAIN QUERY PLAN " + query)).all()
            .map { try $0.decode(column: "detail", as: String.self) }.joined(separator: "\n")
    }

    /// Statistics as ANALYZE writes them for 2 million rows, most of them unread or in no list.
    static func cityStatistics(_ t: TestContext) async throws {
        let sql = t.app.db.sql
        try await sql.raw("ANALYZE").run()
        try await sql.raw("DELETE FROM sqlite_stat1 WHERE tbl IN ('notifications', 'wishes')").run()
        for (table, index, stat) in [("notifications", "notifications_user_created", "2000000 20 1 1"),
                                     ("notifications", "notifications_read_at", "1700000 2"),
                                     ("notifications", "notifications_unread_by_user", "300000 3"),
                                     ("wishes", "wishes_list_position", "1000000 5 1"),
                                     ("wishes", "wishes_owner_list_position", "1000000 10 5 1")] {
            try await sql.raw("INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (\(bind: table), \(bind: index), \(bind: stat))").run()
        }
        try await sql.raw("ANALYZE sqlite_schema").run()
    }

    @Test(.enabled(if: !testsUsePostgres, "SQLite's planner"))
    func theUnreadBadgeReadsOnlyThePersonsUnreadRows() async throws {
        try await withSatchel { t in
            try await Self.cityStatistics(t)
            let plan = try await Self.plan(t, "SELECT COUNT(*) FROM notifications WHERE user_id = 'x' AND read_at IS NULL")
            #expect(plan.contains("notifications_unread_by_user"), "\(plan)")
        }
    }

    @Test(.enabled(if: !testsUsePostgres, "SQLite's planner"))
    func aPersonsSessionsAreReadByTheirOwnIndex() async throws {
        try await withSatchel { t in
            let plan = try await Self.plan(t, "SELECT id FROM auth_tokens WHERE user_id = 'x' AND expires_at > 0 ORDER BY created_at DESC")
            #expect(plan.contains("auth_tokens_user_created") && !plan.contains("TEMP B-TREE"), "\(plan)")
        }
    }

    @Test(.enabled(if: !testsUsePostgres, "SQLite's planner"))
    func anInboxReadsOnlyItsOwnersWishes() async throws {
        try await withSatchel { t in
            try await Self.cityStatistics(t)
            let plan = try await Self.plan(t, "SELECT * FROM wishes WHERE owner_id = 'x' AND list_id IS NULL ORDER BY position")
            #expect(plan.contains("wishes_owner_list_position"), "\(plan)")
        }
    }
}
