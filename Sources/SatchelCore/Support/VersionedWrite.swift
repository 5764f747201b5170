import Foundation

extension SatchelContext {
    /// An owner's change of a versioned thing (issue 46): `write` runs in one transaction with
    /// the row's version one up (given to it, and returned). With `seen` — a conditional change —
    /// the row must still be at that version; otherwise nothing is written and `stale()` (the
    /// thing as it is now) is thrown, so of two changes from one copy exactly one is made.
    @discardableResult
    public func versionedWrite(_ table: String, id: UUID, ifStill seen: Int?, stale: () async throws -> any Error,
                               _ write: @escaping @Sendable (SatchelContext, Int) async throws -> Void) async throws -> Int {
        do {
            return try await transaction { tx in
                guard let version = try await RowVersion.bump(table, id: id, ifStill: seen, on: tx.sql) else { throw RowVersion.MovedOn() }
                try await write(tx, version)
                return version
            }
        } catch is RowVersion.MovedOn {
            throw try await stale()
        }
    }
}
