import Fluent
import SatchelCore
import SQLKit

/// A series' titles are read by library and series (the series page, the title page's series
/// block, browsing by series), so they are found without reading the library's catalogue.
struct IndexTitlesBySeries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await sql.raw("CREATE INDEX IF NOT EXISTS library_titles_by_series ON library_titles (library_id, series, series_number)").run()
    }

    func revert(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await sql.raw("DROP INDEX IF EXISTS library_titles_by_series").run()
    }
}
