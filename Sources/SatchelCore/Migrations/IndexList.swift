import Fluent
import SQLKit

/// Plain indexes a migration adds (name, `table (columns)`): made if missing, dropped on revert.
public struct IndexList: Sendable {
    public let indexes: [(name: String, target: String)]

    public init(_ indexes: [(name: String, target: String)]) { self.indexes = indexes }

    public func create(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for index in indexes {
            try await sql.raw("CREATE INDEX IF NOT EXISTS \(unsafeRaw: index.name) ON \(unsafeRaw: index.target)").run()
        }
    }

    public func drop(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        for index in indexes { try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: index.name)").run() }
    }
}
