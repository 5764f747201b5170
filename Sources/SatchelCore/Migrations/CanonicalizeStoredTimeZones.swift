import Fluent
import SQLKit

/// Issue 42: zones were stored as devices gave them (Chromium's `Asia/Calcutta`), which the place
/// data does not know. Rewrites a table's stored old names to the names Satchel now stores
/// (`TimeZones.canonicalName`). With SQL, never a model: `users` is read by old migrations too.
/// One per table, each with its own name; a module lists the ones for its tables.
public struct CanonicalizeStoredTimeZones: AsyncMigration {
    public let table: String
    public let column: String

    public init(table: String, column: String = "time_zone") {
        self.table = table
        self.column = column
    }

    public var name: String { "CanonicalizeStoredTimeZones(\(table).\(column))" }

    public func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        let stored = try await sql.raw("SELECT DISTINCT \(ident: column) AS zone FROM \(ident: table) WHERE \(ident: column) IS NOT NULL")
            .all().map { try $0.decode(column: "zone", as: String.self) }
        for old in stored {
            guard let name = TimeZones.aliases[old] else { continue }
            try await sql.raw("UPDATE \(ident: table) SET \(ident: column) = \(bind: name) WHERE \(ident: column) = \(bind: old)").run()
        }
    }

    /// The old names are not kept: both name the same zone.
    public func revert(on database: any Database) async throws {}
}
