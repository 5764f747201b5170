import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import SatchelTesting
import SQLKit
import Testing
import Vapor
import VaporTesting

/// `satchel admin generate-world` at a thousandth of a city: the sizes asked for, totals kept on
/// write that agree with their rows, the same world from the same seed, and people who can sign
/// in and read.
@Suite("Generated world")
struct GeneratedWorldTests {
    static let size = WorldSize().scaled(by: 0.002)
    static let catalogue = "docs/examples/library/svenska-klassiker.mrc"

    static func generate(_ t: TestContext, seed: UInt64 = 7) async throws {
        try await GenerateWorldCommand.generate(t.app, size: size, seed: seed, password: GenerateWorldCommand.defaultPassword,
                                                catalogue: catalogue, say: { _ in })
    }

    static func count(_ t: TestContext, _ query: String) async throws -> Int {
        let sql = t.app.db as! any SQLDatabase
        return try await sql.raw(SQLQueryString(query)).first()?.decode(column: "n", as: Int.self) ?? -1
    }

    @Test func theWorldHasThePeopleAndThingsAskedFor() async throws {
        try await withSatchel { t in
            try await Self.generate(t)
            let expected: [(String, Int)] = [
                ("SELECT COUNT(*) AS n FROM users", Self.size.people),
                ("SELECT COUNT(*) AS n FROM notifications", Self.size.notifications),
            ]
            for (query, n) in expected { #expect(try await Self.count(t, query) == n, "\(query)") }
        }
    }

    @Test func friendsAreHeavyTailedAroundAMedianOfThirty() async throws {
        try await withSatchel { t in
            _ = try await CoreModule.worldPopulation(context: t.context, size: WorldSize().scaled(by: 0.01), seed: 7,
                                                     passwordHash: "x", say: { _ in })
            let sql = t.app.db as! any SQLDatabase
            let rows = try await sql.raw("""
                SELECT person, COUNT(*) AS n FROM (
                  SELECT requester_id AS person FROM friendships WHERE status = 'accepted'
                  UNION ALL SELECT addressee_id FROM friendships WHERE status = 'accepted') AS sides
                GROUP BY person
                """).all()
            let degrees = try rows.map { try $0.decode(column: "n", as: Int.self) }.sorted()
            let median = degrees[degrees.count / 2]
            #expect((25...35).contains(median), "median \(median)")
            #expect(degrees.last! >= 8 * median, "a tail of people with many friends: most \(degrees.last!)")
        }
    }

    @Test func theSameSeedGivesTheSameWorld() async throws {
        var fingerprints: [[String]] = []
        for _ in 0..<2 {
            try await withSatchel { t in
                try await Self.generate(t)
                fingerprints.append(try await Self.fingerprint(t))
            }
        }
        #expect(fingerprints[0] == fingerprints[1])
        #expect(!fingerprints[0].isEmpty)
    }

    /// Ids and names of a sample of every kind of row.
    static func fingerprint(_ t: TestContext) async throws -> [String] {
        let sql = t.app.db as! any SQLDatabase
        var lines: [String] = []
        for (table, column) in [("users", "display_name"), ("friendships", "pair_key"), ("circles", "name"),
                                ("notifications", "kind")] {
            let rows = try await sql.raw("SELECT id, \(unsafeRaw: column) AS v FROM \(unsafeRaw: table) ORDER BY id LIMIT 50").all()
            for row in rows {
                lines.append("\(table) \(try row.decode(column: "id", as: UUID.self)) \(try row.decode(column: "v", as: String.self))")
            }
        }
        return lines
    }

    @Test func aPersonOfTheWorldSignsInAndReads() async throws {
        try await withSatchel { t in
            try await Self.generate(t)
            let signIn = try await t.request(.signIn, json: SignInRequest(login: "person1", password: GenerateWorldCommand.defaultPassword))
            #expect(signIn.status == .created, "\(signIn.body.string)")
            let session = try signIn.decode(SessionResponse.self)
            for path in ["/api/v1/me", "/api/v1/friends", "/api/v1/notifications", "/api/v1/circles"] {
                let res = try await t.request(.GET, path, token: session.token)
                #expect(res.status == .ok, "\(path): \(res.status) \(res.body.string.prefix(200))")
            }
        }
    }
}
