import Foundation
import SQLKit

/// What the readiness check and the metrics ask the database about itself.
struct DatabaseActivityStore: Sendable {
    let sql: any SQLDatabase

    /// A trivial statement: how long it takes is how busy the database is.
    func ping() async throws {
        try await sql.raw("SELECT 1").run()
    }

    /// PostgreSQL only: how many connections calling themselves `applicationName` are in each state.
    func connectionStates(applicationName: String) async throws -> [ConnectionStateRow] {
        try await sql.raw("""
            SELECT coalesce(state, 'unknown') AS state, count(*) AS n FROM pg_stat_activity
            WHERE application_name = \(bind: applicationName) GROUP BY 1
            """).all(decoding: ConnectionStateRow.self)
    }
}

/// How many connections are in one state (`active`, `idle`, …).
struct ConnectionStateRow: Sendable, Decodable {
    let state: String
    let count: Int

    enum CodingKeys: String, CodingKey { case state, count = "n" }
}
