import Fluent
import SQLKit

/// The titles with every copy out, by library: the "available now" filter of a search the
/// in-memory word index answers reads them alone (a handful among 250,000, not every row).
struct IndexTitlesWithNoCopyFree: AsyncMigration {
    static let name = "library_titles_no_copy_free"

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("""
            CREATE INDEX IF NOT EXISTS \(unsafeRaw: Self.name) ON library_titles (library_id, number)
            WHERE copies IS NOT NULL AND out_count >= copies
            """).run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: Self.name)").run()
    }
}
