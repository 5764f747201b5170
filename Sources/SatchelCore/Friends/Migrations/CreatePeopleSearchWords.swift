import Fluent
import Foundation
import SQLKit

/// The words people are found by (`PeopleSearchWords`), filled for everyone already here.
/// Searching by `LIKE '%bo%'` read every name: at a city's size, 100,000 of them per search.
/// Each row carries what the results are ordered by, so a common word start ("ben": 4,000
/// people) is one walk along the key, without visiting each person's row. Words compare byte
/// by byte (PostgreSQL's "C" collation), so a word start is a range of the key on both databases.
struct CreatePeopleSearchWords: AsyncMigration {
    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        if sql.dialect.name == "postgresql" {
            try await sql.raw("""
                CREATE TABLE people_search_words (word TEXT COLLATE "C" NOT NULL,
                    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                    kind INTEGER NOT NULL, sort_key TEXT COLLATE "C" NOT NULL)
                """).run()
            try await sql.raw("CREATE UNIQUE INDEX people_search_words_key ON people_search_words (word, user_id) INCLUDE (kind, sort_key)").run()
        } else {
            // The rows live in the key itself (no separate table to visit for each match).
            try await sql.raw("""
                CREATE TABLE people_search_words (word TEXT NOT NULL,
                    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                    kind INTEGER NOT NULL, sort_key TEXT NOT NULL, PRIMARY KEY (word, user_id)) WITHOUT ROWID
                """).run()
        }
        try await sql.raw("CREATE INDEX people_search_words_user ON people_search_words (user_id)").run()
        var after: UUID?
        while true {
            var page = User.query(on: database).sort(\.$id).limit(5_000)
            if let after { page = page.filter(\.$id > after) }
            let users = try await page.all()
            guard let last = users.last else { break }
            try await PeopleSearchWords.index(users, on: database)
            after = last.id
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP TABLE IF EXISTS people_search_words").run()
    }
}
