import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
@testable import SatchelWorld
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

    static func generate(_ t: TestContext, seed: UInt64 = 7, progress: ProgressReporter? = nil) async throws {
        try await GenerateWorldCommand.generate(t.app, size: size, seed: seed, password: GenerateWorldCommand.defaultPassword,
                                                catalogue: catalogue, say: { _ in }, progress: progress)
    }

    static func count(_ t: TestContext, _ query: String) async throws -> Int {
        let sql = t.app.db.sql
        return try await sql.raw(SQLQueryString(query)).first()?.decode(column: "n", as: Int.self) ?? -1
    }

    @Test func theWorldHasThePeopleAndThingsAskedFor() async throws {
        try await withSatchel { t in
            let progress = ProgressReporter(name: "generate-world", unit: "parts", total: WorldParts.count, clock: t.clock,
                                            output: .silent, write: { _ in })
            try await Self.generate(t, progress: progress)
            #expect(progress.snapshot.done == WorldParts.count, "the progress line's total is the parts there are")
            let size = Self.size
            let expected: [(String, Int)] = [
                ("users", size.people), ("notifications", size.notifications), ("wish_lists", size.wishLists),
                ("wishes", size.wishes), ("wish_reservations", size.reservations), ("wish_pledges", size.pledges),
                ("wish_fundings", size.fundings), ("wish_donations", size.donations), ("spot_reminders", size.reminders),
                ("eats_restaurants", size.restaurants), ("eats_dishes", size.dishes), ("eats_ratings", size.ratings),
                ("eats_reviews", size.reviews), ("eats_review_votes", size.reviewVotes), ("library_libraries", size.libraries),
                ("library_holds", size.holds),
            ]
            for (table, n) in expected {
                #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM \(table)") == n, "\(table)")
            }
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_reminders WHERE place_lat IS NOT NULL") == size.placeReminders)
            // Issue 42: shops for "any pharmacy", reminders with more places, a kind or brand, a window, and visits.
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_errand_places") == size.errandPlaces)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_errand_places WHERE brand_wikidata IS NOT NULL") > 0)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_reminder_places") > 0)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_reminders WHERE target_kind IS NOT NULL") > 0)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_reminders WHERE window_start IS NOT NULL") > 0)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM spot_reminder_visits") > 0)
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM library_loans WHERE ended_at IS NOT NULL") == size.pastLoans)
            // Twenty titles of the example catalogue hold fewer loans than a city's 250,000.
            #expect(try await Self.count(t, "SELECT COUNT(*) AS n FROM library_loans WHERE ended_at IS NULL") > 0)
        }
    }

    /// Each query counts rows that break a rule the services keep on write.
    static let keptOnWrite: [(String, String)] = [
        ("a dish's rating totals are its ratings'", """
            SELECT COUNT(*) AS n FROM eats_dishes d
            WHERE d.rating_count <> (SELECT COUNT(*) FROM eats_ratings r WHERE r.dish_id = d.id)
               OR d.rating_sum <> (SELECT COALESCE(SUM(r.stars), 0) FROM eats_ratings r WHERE r.dish_id = d.id)
            """),
        ("a restaurant's rating totals are its dishes'", """
            SELECT COUNT(*) AS n FROM eats_restaurants x
            WHERE x.rating_count <> (SELECT COALESCE(SUM(d.rating_count), 0) FROM eats_dishes d WHERE d.restaurant_id = x.id)
               OR x.rating_sum <> (SELECT COALESCE(SUM(d.rating_sum), 0) FROM eats_dishes d WHERE d.restaurant_id = x.id)
            """),
        ("a review's helpful count is its votes'", """
            SELECT COUNT(*) AS n FROM eats_reviews v
            WHERE v.helpful <> (SELECT COUNT(*) FROM eats_review_votes o WHERE o.review_id = v.id AND o.helpful = true)
               OR v.unhelpful <> (SELECT COUNT(*) FROM eats_review_votes o WHERE o.review_id = v.id AND o.helpful = false)
            """),
        ("a cuisine's totals are its restaurants'", """
            SELECT COUNT(*) AS n FROM eats_cuisine_stats c WHERE c.rating_count <= 0
            """),
        ("a title's copies out are its loans and ready holds, never more than its copies", """
            SELECT COUNT(*) AS n FROM library_titles x
            WHERE x.out_count <> (SELECT COUNT(*) FROM library_loans l WHERE l.title_id = x.id AND l.ended_at IS NULL)
                               + (SELECT COUNT(*) FROM library_holds h WHERE h.title_id = x.id AND h.state = 'ready')
               OR (x.copies IS NOT NULL AND x.out_count > x.copies)
               OR x.waiting_count <> (SELECT COUNT(*) FROM library_holds h WHERE h.title_id = x.id AND h.state = 'waiting')
            """),
        ("a card holds no more loans than its library allows", """
            SELECT COUNT(*) AS n FROM library_cards c JOIN library_libraries b ON b.id = c.library_id
            WHERE (SELECT COUNT(*) FROM library_loans l WHERE l.card_id = c.id AND l.ended_at IS NULL) > b.max_loans
            """),
        ("a confirmed donation is in the ledger once, for its amount", """
            SELECT COUNT(*) AS n FROM wish_donations d WHERE d.state = 'confirmed'
              AND (SELECT COUNT(*) FROM funding_ledger l WHERE l.donation_id = d.id AND l.kind = 'donation' AND l.amount_minor = d.amount_minor) <> 1
            """),
        ("a funded wish raised its target; an open one has not yet", """
            SELECT COUNT(*) AS n FROM wish_fundings f
            WHERE (f.state = 'funded' AND (SELECT COALESCE(SUM(l.amount_minor), 0) FROM funding_ledger l WHERE l.funding_id = f.id) < f.target_minor)
               OR (f.state = 'open' AND (SELECT COALESCE(SUM(l.amount_minor), 0) FROM funding_ledger l WHERE l.funding_id = f.id) >= f.target_minor)
            """),
        ("a gift is reserved only by someone its list is shared with, never its owner", """
            SELECT COUNT(*) AS n FROM wish_reservations r JOIN wishes w ON w.id = r.wish_id
            WHERE r.giver_id = w.owner_id OR NOT EXISTS (SELECT 1 FROM wish_list_shares s
              WHERE s.list_id = w.list_id AND s.recipient_id = r.giver_id AND s.accepted = true)
            """),
        ("a wish is reserved no more times than its quantity", """
            SELECT COUNT(*) AS n FROM wishes w WHERE (SELECT COUNT(*) FROM wish_reservations r WHERE r.wish_id = w.id) > w.quantity
            """),
    ]

    @Test func totalsKeptOnWriteAgreeWithTheirRows() async throws {
        try await withSatchel { t in
            try await Self.generate(t)
            for (rule, query) in Self.keptOnWrite {
                #expect(try await Self.count(t, query) == 0, "\(rule)")
            }
        }
    }

    @Test func friendsAreHeavyTailedAroundAMedianOfThirty() async throws {
        try await withSatchel { t in
            _ = try await CoreModule.worldPopulation(context: t.context, size: WorldSize().scaled(by: 0.01), seed: 7,
                                                     passwordHash: "x", say: { _ in })
            let sql = t.app.db.sql
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
                // One stopped instant for both: a world is made relative to now (days, hours of
                // the day), and two runs minutes apart, each minutes long, may straddle an hour.
                t.clock.freeze(at: Date(timeIntervalSince1970: 1_780_000_000))
                try await Self.generate(t)
                fingerprints.append(try await Self.fingerprint(t))
            }
        }
        #expect(fingerprints[0] == fingerprints[1])
        #expect(!fingerprints[0].isEmpty)
    }

    /// Ids and names of a sample of every kind of row.
    static func fingerprint(_ t: TestContext) async throws -> [String] {
        let sql = t.app.db.sql
        var lines: [String] = []
        for (table, column) in [("users", "display_name"), ("friendships", "pair_key"), ("circles", "name"),
                                ("notifications", "kind"), ("wishes", "name"), ("wish_fundings", "why"),
                                ("spot_reminders", "title"), ("eats_restaurants", "name"), ("eats_dishes", "name"),
                                ("eats_reviews", "body"), ("library_cards", "number")] {
            let rows = try await sql.raw("SELECT id, \(unsafeRaw: column) AS v FROM \(unsafeRaw: table) ORDER BY id LIMIT 50").all()
            for row in rows {
                lines.append("\(table) \(try row.decode(column: "id", as: UUID.self)) \(try row.decode(column: "v", as: String.self))")
            }
        }
        return lines
    }

    static func signIn(_ t: TestContext, _ username: String) async throws -> String {
        let res = try await t.request(.signIn, json: SignInRequest(login: username, password: GenerateWorldCommand.defaultPassword))
        #expect(res.status == .created, "\(username): \(res.body.string)")
        return try res.decode(SessionResponse.self).token
    }

    static func username(_ t: TestContext, _ query: String) async throws -> String {
        let sql = t.app.db.sql
        return try #require(try await sql.raw(SQLQueryString(query)).first()?.decode(column: "username", as: String.self))
    }

    @Test func peopleOfTheWorldSignInAndReadWhatTheyHave() async throws {
        try await withSatchel { t in
            try await Self.generate(t)
            let sql = t.app.db.sql
            let token = try await Self.signIn(t, "person1")
            for path in ["/api/v1/me", "/api/v1/friends", "/api/v1/notifications", "/api/v1/circles", "/api/v1/wishes",
                         "/api/v1/lists", "/api/v1/friends-lists", "/api/v1/cart", "/api/v1/funding/feed",
                         "/api/v1/spots/reminders", "/api/v1/library/libraries"] {
                let res = try await t.request(.GET, path, token: token)
                #expect(res.status == .ok, "\(path): \(res.status) \(res.body.string.prefix(200))")
            }
            // A friend's shared list, as its recipient sees it.
            let share = try #require(try await sql.raw("""
                SELECT s.list_id, u.username FROM wish_list_shares s JOIN users u ON u.id = s.recipient_id
                WHERE s.accepted = true ORDER BY s.id LIMIT 1
                """).first())
            let recipient = try await Self.signIn(t, try share.decode(column: "username", as: String.self))
            let list = try await t.request(.GET, "/api/v1/lists/\(try share.decode(column: "list_id", as: UUID.self))", token: recipient)
            #expect(list.status == .ok, "\(list.body.string.prefix(200))")
            // A rated dish and its reviews; a reminder at a place; a library with loans.
            let dish = try #require(try await sql.raw("SELECT id FROM eats_dishes WHERE rating_count > 0 ORDER BY id LIMIT 1").first())
            let dishRead = try await t.request(.GET, "/api/v1/eats/dishes/\(try dish.decode(column: "id", as: UUID.self))", token: token)
            #expect(dishRead.status == .ok, "\(dishRead.body.string.prefix(200))")
            let placed = try #require(try await sql.raw("""
                SELECT r.id, u.username FROM spot_reminders r JOIN users u ON u.id = r.owner_id
                WHERE r.place_lat IS NOT NULL ORDER BY r.id LIMIT 1
                """).first())
            let owner = try await Self.signIn(t, try placed.decode(column: "username", as: String.self))
            let reminder = try await t.request(.GET, "/api/v1/spots/reminders/\(try placed.decode(column: "id", as: UUID.self))", token: owner)
            #expect(reminder.status == .ok, "\(reminder.body.string.prefix(200))")
        }
    }
}
