import Fluent
import Foundation
import SatchelAPI

/// A circle's version (issue 46): checked against what a change was made from, and one up with
/// every change its owner makes (name, colour, members), in the transaction that stores it.
/// A friendship ending takes the person out of circles without it: that is not the owner's edit.
extension CircleService {
    /// Refuses a change made from a copy the circle has moved on from: 412 with it as it is.
    func check(_ precondition: Precondition, _ row: CircleRecord, owner: ViewerUser) async throws {
        // Circles keep no change time: only `If-Match` applies to them.
        guard !precondition.holds(version: row.version, lastModified: .distantPast) else { return }
        throw try await stale(try row.requireID(), owner: owner)
    }

    /// Runs `write` with the circle's version one up, in one transaction; a conditional change
    /// must still find the version it was checked against.
    func versioned(_ row: CircleRecord, owner: ViewerUser, _ precondition: Precondition,
                   _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws {
        let id = try row.requireID()
        try await context.versionedWrite(CircleRecord.schema, id: id, ifStill: precondition.isConditional ? row.version : nil,
                                         stale: { try await stale(id, owner: owner) }) { tx, version in
            row.version = version
            try await write(tx)
        }
    }

    /// The refusal, with the circle as its owner's GET shows it now.
    func stale(_ id: UUID, owner: ViewerUser) async throws -> StaleCopy<SatchelAPI.Circle> {
        let current = try await show(id, owner: owner)
        return StaleCopy(current: current, version: current.version ?? 1)
    }
}
