import Fluent
import SQLKit

/// A giver's donations, the surprises a person receives and a wish's comments are looked up by
/// person or by wish: without these indexes each such read scans the whole table, which at a
/// city's size is millions of rows.
struct IndexGivingByPersonAndWish: AsyncMigration {
    static let indexes = [
        ("wish_donations_donor", "wish_donations (donor_id, created_at)"),
        ("wish_fundings_recipient", "wish_fundings (recipient_id)"),
        ("wish_comments_wish", "wish_comments (wish_id, created_at)"),
    ]

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for (name, target) in Self.indexes {
            try await sql.raw("CREATE INDEX IF NOT EXISTS \(unsafeRaw: name) ON \(unsafeRaw: target)").run()
        }
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for (name, _) in Self.indexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: name)").run() }
    }
}
