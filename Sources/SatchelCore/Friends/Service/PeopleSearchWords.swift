import Fluent
import FluentSQL
import SQLKit
import Foundation

/// The words people are found by: each word of their folded name, their username whole and its
/// parts. A search matches word starts through an index ("bo" finds Bob Novák and Anna Bohm),
/// so it reads the few people it finds instead of every name in a city.
enum PeopleSearchWords {
    static let schema = "people_search_words"

    /// Folded words of a name or a query: letters and digits, split at everything else.
    static func words(of text: String) -> [String] {
        AccountRules.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// What a person is found by.
    static func words(displayName: String, username: String) -> Set<String> {
        Set(words(of: displayName) + words(of: username) + [username.lowercased()])
    }

    /// Replaces these people's words (after a sign-up or a change of name).
    static func index(_ users: [User], on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase, !users.isEmpty else { return }
        let ids = try users.map { try $0.requireID() }
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            try await sql.delete(from: schema).where("user_id", .in, Array(ids[chunk..<min(chunk + 500, ids.count)])).run()
        }
        let rows = try users.flatMap { user in
            let id = try user.requireID()
            return words(displayName: user.displayName, username: user.username).sorted().map { (word: $0, user: id) }
        }
        // Two binds a row: well inside every database's limit per statement.
        for chunk in stride(from: 0, to: rows.count, by: 1_000) {
            var insert = sql.insert(into: schema).columns("word", "user_id")
            for row in rows[chunk..<min(chunk + 1_000, rows.count)] {
                insert = insert.values(SQLBind(row.word), SQLBind(row.user))
            }
            try await insert.run()
        }
    }

    /// The first `limit` people (not `viewer`) with a word starting with each word of the
    /// query, best first: the username itself, a username that starts with it, a name that
    /// starts with it, any word that does; then alphabetically by name.
    static func search(_ query: String, viewer: UUID, limit: Int, on db: any Database) async throws -> [User] {
        guard let sql = db as? any SQLDatabase else { return [] }
        // The longest word finds the fewest people: it is looked up, the others are checked.
        let needles = words(of: query).sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
        guard let first = needles.first else { return [] }
        let lowered = query.lowercased()
        let folded = AccountRules.fold(query)
        var condition: SQLQueryString = "w.word >= \(bind: first) AND w.word < \(bind: Self.upperBound(first))"
        for needle in needles.dropFirst() {
            condition = condition + " AND EXISTS (SELECT 1 FROM \(ident: schema) x WHERE x.user_id = w.user_id AND x.word >= \(bind: needle) AND x.word < \(bind: Self.upperBound(needle)))"
        }
        let rank: SQLQueryString = """
            CASE WHEN u.username = \(bind: lowered) THEN 0
                 WHEN substr(u.username, 1, \(unsafeRaw: String(lowered.unicodeScalars.count))) = \(bind: lowered) THEN 1
                 WHEN substr(u.search_key, 1, \(unsafeRaw: String(folded.unicodeScalars.count))) = \(bind: folded) THEN 2
                 ELSE 3 END
            """
        let ids = try await sql.raw("""
            SELECT u.id, MIN(\(rank)) AS rank, u.search_key FROM \(ident: schema) w
            JOIN \(ident: User.schema) u ON u.id = w.user_id
            WHERE \(condition) AND w.user_id <> \(bind: viewer)
            GROUP BY u.id, u.search_key ORDER BY rank, u.search_key, u.id LIMIT \(unsafeRaw: String(limit))
            """).all().map { try $0.decode(column: "id", as: UUID.self) }
        let users = try await User.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(uniqueKeysWithValues: users.map { ($0.id!, $0) })
        return ids.compactMap { byID[$0] }
    }

    /// The least string above every string that starts with `prefix`, in byte order (SQLite's
    /// and PostgreSQL's "C" collation, which the table's words use).
    static func upperBound(_ prefix: String) -> String { prefix + "\u{10FFFF}" }
}
