import Fluent
import SatchelCore
import SQLKit

/// What a library's staff change on a title (issue 43), read and written with SQL, not through
/// `TitleRecord` (older migrations load that model): the fields they edited (a JSON list a
/// re-import leaves alone), when it was withdrawn, its own loan period, and an edit version.
struct AddStaffFieldsToTitles: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        let table = TitleRecord.schema
        // One column a statement: SQLite adds one at a time.
        if try await !schema.hasColumn("staff_edited", in: table) {
            try await database.schema(table).field("staff_edited", .string).update()
        }
        if try await !schema.hasColumn("withdrawn_at", in: table) {
            try await database.schema(table).field("withdrawn_at", .datetime).update()
        }
        if try await !schema.hasColumn("loan_days", in: table) {
            try await database.schema(table).field("loan_days", .int).update()
        }
        if try await !schema.hasColumn("edit_version", in: table) {
            try await database.schema(table).field("edit_version", .int, .required, .sql(.default(0))).update()
        }
    }

    func revert(on database: any Database) async throws {
        for column in ["staff_edited", "withdrawn_at", "loan_days", "edit_version"] {
            try await database.schema(TitleRecord.schema).deleteField(FieldKey(stringLiteral: column)).update()
        }
    }
}
