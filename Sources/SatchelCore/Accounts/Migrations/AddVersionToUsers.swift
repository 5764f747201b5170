import Fluent

/// A profile's version (issue 46): one up with every change the person makes to their profile
/// (name, bio, language, time zone, photo) — never with a sign-in, a session's use or a
/// password — sent as the `ETag` of `/me` and checked against `If-Match`. People who already
/// exist start at 1.
struct AddVersionToUsers: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("version", in: User.schema) else { return }
        try await database.schema(User.schema).field("version", .int, .required, .sql(.default(1))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).deleteField("version").update()
    }
}
