import Fluent
import SatchelCore

/// How an administrator settled a thing's reports: when, who, and what they did (`hidden`,
/// `restored`, `dismissed`). Resolved reports leave the queue and no longer count toward hiding.
struct AddResolutionToEatsReports: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        if try await !schema.hasColumn("resolved_at", in: AbuseReportRecord.schema) {
            try await database.schema(AbuseReportRecord.schema).field("resolved_at", .datetime).update()
        }
        if try await !schema.hasColumn("resolved_by", in: AbuseReportRecord.schema) {
            try await database.schema(AbuseReportRecord.schema).field("resolved_by", .uuid).update()
        }
        if try await !schema.hasColumn("outcome", in: AbuseReportRecord.schema) {
            try await database.schema(AbuseReportRecord.schema).field("outcome", .string).update()
        }
        try await schema.sql.raw("CREATE INDEX IF NOT EXISTS eats_reports_open ON eats_reports (resolved_at, subject_id)").run()
    }

    func revert(on database: any Database) async throws {
        try await SchemaInspection(database).sql.raw("DROP INDEX IF EXISTS eats_reports_open").run()
        try await database.schema(AbuseReportRecord.schema).deleteField("resolved_at").deleteField("resolved_by").deleteField("outcome").update()
    }
}
