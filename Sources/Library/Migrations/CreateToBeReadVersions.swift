import Fluent
import SatchelCore

/// The version of each person's to-be-read shelf (issue 46): one up with every title they add,
/// change or remove, sent as the shelf's `ETag` and checked against `If-Match`. A row per
/// person, made at their first change (its id is theirs); no row is version 1.
struct CreateToBeReadVersions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("library_to_be_read_versions")
            .field("id", .uuid, .identifier(auto: false), .references(User.schema, .id, onDelete: .cascade))
            .field("version", .int, .required, .sql(.default(1)))
            .ignoreExisting()
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("library_to_be_read_versions").delete()
    }
}
