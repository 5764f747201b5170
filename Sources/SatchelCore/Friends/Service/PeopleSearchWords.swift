import Fluent
import FluentSQL
import SQLKit
import Foundation

/// The words people are found by: each word of their folded name, their username whole and its
/// parts. A search matches word starts through an index ("bo" finds Bob Novák and Anna Bohm),
/// so it reads the few people it finds instead of every name in a city.
package enum PeopleSearchWords {
    static let schema = "people_search_words"

    /// Folded words of a name or a query: letters and digits, split at everything else.
    static func words(of text: String) -> [String] {
        AccountRules.fold(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// What kind of word it is, which orders the results: the username whole, the first word of
    /// the name, any other word.
    enum Kind: Int {
        case username = 0, firstName = 1, other = 2
    }

    /// What a person is found by, each word with its kind (the best kind when a word is both).
    static func words(displayName: String, username: String) -> [String: Kind] {
        var result: [String: Kind] = [:]
        func add(_ word: String, _ kind: Kind) {
            if let known = result[word], known.rawValue <= kind.rawValue { return }
            result[word] = kind
        }
        add(username.lowercased(), .username)
        let name = words(of: displayName)
        if let first = name.first { add(first, .firstName) }
        for word in name.dropFirst() + words(of: username) { add(word, .other) }
        return result
    }

    /// Replaces these people's words (after a sign-up or a change of name).
    package static func index(_ users: [User], on db: any Database) async throws {
        guard !users.isEmpty else { return }
        let sql = db.sql
        let ids = try users.map { try $0.requireID() }
        for chunk in stride(from: 0, to: ids.count, by: 500) {
            try await sql.delete(from: schema).where("user_id", .in, Array(ids[chunk..<min(chunk + 500, ids.count)])).run()
        }
        let rows = try users.flatMap { user in
            let id = try user.requireID()
            let sortKey = AccountRules.searchKey(displayName: user.displayName, username: user.username)
            return words(displayName: user.displayName, username: user.username).sorted { $0.key < $1.key }
                .map { (word: $0.key, user: id, kind: $0.value.rawValue, sortKey: sortKey) }
        }
        // Four binds a row: well inside every database's limit per statement.
        for chunk in stride(from: 0, to: rows.count, by: 1_000) {
            var insert = sql.insert(into: schema).columns("word", "user_id", "kind", "sort_key")
            for row in rows[chunk..<min(chunk + 1_000, rows.count)] {
                insert = insert.values(SQLBind(row.word), SQLBind(row.user), SQLBind(row.kind), SQLBind(row.sortKey))
            }
            try await insert.run()
        }
    }

    /// The first `limit` people (not `viewer`) with a word starting with each word of the
    /// query, best first: the username itself, a username that starts with it, a first name
    /// that does, any word that does; then alphabetically by name. Read from the words alone.
    static func search(_ query: String, viewer: UUID, limit: Int, on db: any Database) async throws -> [UUID] {
        // The longest word finds the fewest people: it is looked up, the others are checked.
        let needles = words(of: query).sorted { $0.unicodeScalars.count > $1.unicodeScalars.count }
        guard !needles.isEmpty else { return [] }
        return try await FriendsStore(sql: db.sql).peopleMatching(needles, query: query, viewer: viewer, limit: limit)
    }
}
