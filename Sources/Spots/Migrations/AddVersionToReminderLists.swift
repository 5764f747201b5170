import Fluent
import SatchelCore

/// A reminder list's version (issue 46): one up with every change its owner makes to it, sent
/// as its `ETag` and checked against `If-Match`. Lists that already exist start at 1.
struct AddVersionToReminderLists: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("version", in: ReminderListRecord.schema) else { return }
        try await database.schema(ReminderListRecord.schema).field("version", .int, .required, .sql(.default(1))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderListRecord.schema).deleteField("version").update()
    }
}
