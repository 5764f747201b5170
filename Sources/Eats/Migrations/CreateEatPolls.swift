import Fluent
import SatchelCore
import SQLKit

/// "Where shall we eat?" polls (issue 42): polls, who is in each, the candidate places and
/// each person's yes votes.
struct CreateEatPolls: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EatPollRecord.schema)
            .id()
            .field("creator_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("winner_id", .uuid)
            .field("title", .string, .required)
            .field("deadline", .datetime, .required)
            .field("closed_at", .datetime)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema(EatPollMemberRecord.schema)
            .id()
            .field("poll_id", .uuid, .required, .references(EatPollRecord.schema, .id, onDelete: .cascade))
            .field("person_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .unique(on: "poll_id", "person_id")
            .create()
        try await database.schema(EatPollCandidateRecord.schema)
            .id()
            .field("poll_id", .uuid, .required, .references(EatPollRecord.schema, .id, onDelete: .cascade))
            .field("restaurant_id", .uuid, .required, .references(RestaurantRecord.schema, .id, onDelete: .cascade))
            .field("position", .int, .required)
            .unique(on: "poll_id", "restaurant_id")
            .create()
        try await database.schema(EatPollVoteRecord.schema)
            .id()
            .field("poll_id", .uuid, .required, .references(EatPollRecord.schema, .id, onDelete: .cascade))
            .field("person_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("restaurant_id", .uuid, .required)
            .unique(on: "poll_id", "person_id", "restaurant_id")
            .create()
        if let sql = database as? any SQLDatabase {
            // A person's polls; the open ones past their deadline, for the closing job.
            try await sql.raw("CREATE INDEX IF NOT EXISTS eats_poll_members_person ON eats_poll_members (person_id)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS eats_polls_open ON eats_polls (closed_at, deadline)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS eats_poll_votes_poll ON eats_poll_votes (poll_id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        for schema in [EatPollVoteRecord.schema, EatPollCandidateRecord.schema, EatPollMemberRecord.schema, EatPollRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
