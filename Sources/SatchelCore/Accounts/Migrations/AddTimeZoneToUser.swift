import Fluent

/// Each person's time zone, for every time shown to them; nil until the browser or the
/// person says one.
struct AddTimeZoneToUser: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(User.schema).field("time_zone", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).deleteField("time_zone").update()
    }
}
