import Fluent
import SQLKit

/// What a database already has, for the migrations that bring an old database up to the schema
/// that newer ones were created with. They look before they change, so each is safe to run on a
/// database that already has what it adds.
public struct SchemaInspection: Sendable {
    public let sql: any SQLDatabase

    public init(_ database: any Database) { sql = database as! any SQLDatabase }

    public var isPostgres: Bool { sql.dialect.name == "postgresql" }

    public func columns(of table: String) async throws -> Set<String> {
        if isPostgres {
            let rows = try await sql.raw("""
                SELECT column_name AS name FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = \(bind: table)
                """).all()
            return Set(try rows.map { try $0.decode(column: "name", as: String.self) })
        }
        let rows = try await sql.raw("SELECT name FROM pragma_table_info(\(bind: table))").all()
        return Set(try rows.map { try $0.decode(column: "name", as: String.self) })
    }

    public func hasColumn(_ column: String, in table: String) async throws -> Bool {
        try await columns(of: table).contains(column)
    }

    public func hasTable(_ table: String) async throws -> Bool {
        try await !columns(of: table).isEmpty
    }

    /// An index's definition as the database reports it, with spaces removed and in lower case
    /// (nil when there is no such index), to tell an old shape from the current one.
    public func indexDefinition(_ name: String) async throws -> String? {
        let row = isPostgres
            ? try await sql.raw("SELECT indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND indexname = \(bind: name)").first()
            : try await sql.raw("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = \(bind: name)").first()
        guard let text = try row?.decode(column: "sql", as: String?.self) else { return nil }
        return text.lowercased().filter { !$0.isWhitespace && $0 != "\"" }
    }

    /// SQLite's own text of a table or index as it was created (nil on PostgreSQL or when absent).
    public func sqliteDefinition(of name: String) async throws -> String? {
        guard !isPostgres else { return nil }
        let row = try await sql.raw("SELECT sql FROM sqlite_master WHERE name = \(bind: name)").first()
        return try row?.decode(column: "sql", as: String?.self)
    }
}
