import Fluent
import Foundation
import SatchelCore
import SQLKit

/// Writes many models fast: multi-row INSERTs of `statementRows`, `blockRows` to a transaction.
/// Models go through Fluent, so every column is encoded as the app itself writes it (enums,
/// dates and UUIDs differ between SQLite and PostgreSQL).
///
/// A transaction holds 8,000 rows on PostgreSQL and 40,000 on SQLite: SQLite writes every page
/// a commit changed to its log whole, and rows with random keys change a different index page
/// each, so small commits wrote the same pages again and again (2.5 million friendships took
/// five minutes in commits of 8,000).
public struct BulkWriter<M: Model & Sendable> {
    public static var statementRows: Int { 400 }

    private let database: any Database
    private let blockRows: Int
    private var pending: [M] = []
    public private(set) var written = 0

    public init(_ database: any Database) {
        self.database = database
        blockRows = database.sql.dialect.name == "sqlite" ? 40_000 : 8_000
    }

    public mutating func add(_ model: M) async throws {
        pending.append(model)
        if pending.count >= blockRows { try await flush() }
    }

    /// Adds a row that refers to rows of `parent`: the parent's pending rows are written first.
    public mutating func add<Parent>(_ model: M, after parent: inout BulkWriter<Parent>) async throws {
        pending.append(model)
        if pending.count >= blockRows {
            try await parent.flush()
            try await flush()
        }
    }

    /// Rows a transaction holds here: writers that must flush together flush at this.
    public var rowsPerTransaction: Int { blockRows }

    /// Writes what is pending; call once more at the end.
    public mutating func flush() async throws {
        guard !pending.isEmpty else { return }
        let rows = pending
        pending.removeAll(keepingCapacity: true)
        try await database.transaction { transaction in
            for start in stride(from: 0, to: rows.count, by: Self.statementRows) {
                try await Array(rows[start..<min(start + Self.statementRows, rows.count)]).create(on: transaction)
            }
        }
        written += rows.count
    }
}
