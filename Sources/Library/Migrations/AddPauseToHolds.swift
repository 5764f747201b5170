import Fluent
import SatchelCore
import SQLKit

/// A hold can be paused and keep its place: `paused_until` (when it resumes) and
/// `paused_since` (when the run of pauses began, for the 365-day limit). The jobs find the
/// pauses that end or lapse by `(state, paused_until)`.
struct AddPauseToHolds: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        if try await !schema.hasColumn("paused_until", in: HoldRecord.schema) {
            try await database.schema(HoldRecord.schema).field("paused_until", .datetime).update()
        }
        if try await !schema.hasColumn("paused_since", in: HoldRecord.schema) {
            try await database.schema(HoldRecord.schema).field("paused_since", .datetime).update()
        }
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_holds_paused ON library_holds (state, paused_until)").run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase {
            try await sql.raw("DROP INDEX IF EXISTS library_holds_paused").run()
        }
        try await database.schema(HoldRecord.schema).deleteField("paused_until").deleteField("paused_since").update()
    }
}
