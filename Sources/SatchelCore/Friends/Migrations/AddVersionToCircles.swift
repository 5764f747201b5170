import Fluent

/// A circle's version (issue 46): one up with every change its owner makes to it (name,
/// colour, members), sent as its `ETag` and checked against `If-Match`. Circles that already
/// exist start at 1.
struct AddVersionToCircles: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("version", in: CircleRecord.schema) else { return }
        try await database.schema(CircleRecord.schema).field("version", .int, .required, .sql(.default(1))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CircleRecord.schema).deleteField("version").update()
    }
}
