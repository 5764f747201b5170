import Fluent
import SQLKit

/// The instance's own settings (one row), the sign-ups that wait for an administrator, and the
/// first start's one administrator.
///
/// The sign-up mode of an instance upgraded from an older Satchel (people exist already) is
/// `open`, as sign-up was before, so nobody is locked out by an upgrade. On a new instance it
/// stays NULL here: a migration cannot see the settings, so the first read takes
/// `SATCHEL_SIGN_UP` (or `invitation`) and stores it (`SignUpPolicyService.current`).
struct CreateInstanceSettings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("instance_settings")
            .field("id", .int, .identifier(auto: false))
            .field("sign_up_mode", .string)
            .field("allowed_email_domains", .string, .required)
            .field("updated_at", .datetime)
            .create()
        try await database.schema("sign_up_requests")
            .field("user_id", .uuid, .identifier(auto: false), .references("users", .id, onDelete: .cascade))
            .field("requested_at", .datetime, .required)
            .create()
        // One row per step of the first start: the primary key makes a second administrator of
        // a race fail inside its own transaction.
        try await database.schema("instance_setup")
            .field("step", .string, .identifier(auto: false))
            .field("user_id", .uuid, .required)
            .field("done_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        let people = try await sql.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(column: "n", as: Int.self) ?? 0
        let mode: String? = people > 0 ? "open" : nil
        try await sql.raw("INSERT INTO instance_settings (id, sign_up_mode, allowed_email_domains) VALUES (1, \(bind: mode), '')").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("instance_setup").delete()
        try await database.schema("sign_up_requests").delete()
        try await database.schema("instance_settings").delete()
    }
}
