import Fluent
import SQLKit

/// Every administrator action, kept and never edited. Names are copied in, not referenced, so
/// an entry still says who and whom after either account is gone.
struct CreateAdminAuditLog: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("admin_audit_log")
            .id()
            .field("at", .datetime, .required)
            .field("actor_id", .uuid)
            .field("actor_name", .string, .required)
            .field("action", .string, .required)
            .field("subject_id", .uuid)
            .field("subject_name", .string)
            .field("detail", .string)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // Read newest first, a page at a time.
        try await sql.raw("CREATE INDEX IF NOT EXISTS admin_audit_log_at ON admin_audit_log (at, id)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("admin_audit_log").delete()
    }
}
