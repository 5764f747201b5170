import Fluent
import SQLKit

/// Issue 42: zones were stored as devices gave them (Chromium's `Asia/Calcutta`), which the place
/// data does not know. Rewrites the `time_zone` column of `Stored`'s table from old names to the
/// names Satchel now stores (`TimeZones.canonicalName`), with SQL: the model only names the
/// table (old migrations read `users`, so its model is never loaded here). One per table, each
/// recorded under its own name (`CanonicalizeStoredTimeZones<User>`); a module lists its tables'.
public struct CanonicalizeStoredTimeZones<Stored: Model>: AsyncMigration {
    public init() {}

    public func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        let table = Stored.schema
        let stored = try await sql.raw("SELECT DISTINCT time_zone AS zone FROM \(ident: table) WHERE time_zone IS NOT NULL")
            .all().map { try $0.decode(column: "zone", as: String.self) }
        for old in stored {
            guard let name = TimeZones.aliases[old] else { continue }
            try await sql.raw("UPDATE \(ident: table) SET time_zone = \(bind: name) WHERE time_zone = \(bind: old)").run()
        }
    }

    /// The old names are not kept: both name the same zone.
    public func revert(on database: any Database) async throws {}
}
