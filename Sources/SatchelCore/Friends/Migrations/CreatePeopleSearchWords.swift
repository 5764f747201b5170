import Fluent
import Foundation
import SQLKit

/// The words people are found by (`PeopleSearchWords`), filled for everyone already here.
/// Searching by `LIKE '%bo%'` read every name: at a city's size, 100,000 of them per search.
/// Words compare byte by byte (PostgreSQL's "C" collation), so a word start is a range of the
/// index on both databases.
struct CreatePeopleSearchWords: AsyncMigration {
    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        let word: DatabaseSchema.DataType = sql.dialect.name == "postgresql" ? .sql(unsafeRaw: "TEXT COLLATE \"C\"") : .string
        try await database.schema(PeopleSearchWords.schema)
            .field("word", word, .required)
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .unique(on: "word", "user_id")
            .create()
        try await sql.raw("CREATE INDEX IF NOT EXISTS people_search_words_user ON people_search_words (user_id)").run()
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
        try await database.schema(PeopleSearchWords.schema).delete()
    }
}
