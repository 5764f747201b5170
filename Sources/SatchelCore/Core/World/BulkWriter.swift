import Fluent
import Foundation

/// Writes many models fast: multi-row INSERTs of `statementRows`, `blockRows` to a transaction.
/// Models go through Fluent, so every column is encoded as the app itself writes it (enums,
/// dates and UUIDs differ between SQLite and PostgreSQL).
public struct BulkWriter<M: Model & Sendable> {
    public static var statementRows: Int { 400 }
    public static var blockRows: Int { 8_000 }

    private let database: any Database
    private var pending: [M] = []
    public private(set) var written = 0

    public init(_ database: any Database) {
        self.database = database
        pending.reserveCapacity(Self.blockRows)
    }

    public mutating func add(_ model: M) async throws {
        pending.append(model)
        if pending.count >= Self.blockRows { try await flush() }
    }

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
