import Foundation
import SQLKit

/// The per-row `version` counter of the things a person edits (issue 46): one up with every
/// change its owner makes, never a clock, so two writes in one millisecond still differ.
public enum RowVersion {
    /// Thrown inside a write's transaction when the row moved on since the check: rolls the
    /// write back; the service answers with the thing as it is now (`StaleCopy`).
    public struct MovedOn: Error, Sendable {
        public init() {}
    }

    /// Moves the row's version one up and returns the new one. With `seen`, only if the row
    /// is still at it: nil means another write came first (between the check and this write),
    /// and this one must be refused. Run it in the transaction that stores the change.
    public static func bump(_ table: String, id: UUID, ifStill seen: Int?, on sql: any SQLDatabase) async throws -> Int? {
        struct Row: Decodable { let version: Int }
        let query: SQLQueryString
        if let seen {
            query = "UPDATE \(ident: table) SET version = version + 1 WHERE id = \(bind: id) AND version = \(bind: seen) RETURNING version"
        } else {
            query = "UPDATE \(ident: table) SET version = version + 1 WHERE id = \(bind: id) RETURNING version"
        }
        return try await sql.raw(query).first(decoding: Row.self)?.version
    }
}
