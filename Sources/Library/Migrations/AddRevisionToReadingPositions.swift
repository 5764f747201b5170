import Fluent
import SatchelCore
import SQLKit

/// A reading position's revision: it grows with every save, so a report made from a view
/// opened before another device's newer place can be told apart from a newer move.
struct AddRevisionToReadingPositions: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("revision", in: ReadingPositionRecord.schema) else { return }
        try await database.schema(ReadingPositionRecord.schema).field("revision", .int64, .required, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReadingPositionRecord.schema).deleteField("revision").update()
    }
}
