import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// A funding wish's version is its wish's (issue 46): the target, deadline, audience and circles
/// are the owner's changes to the wish, one version up with each, in the transaction that stores
/// them. Giving (donations, refunds, being funded) never moves it: the owner never learns of
/// giving through a version.
extension FundingService {
    /// Refuses a change made from a copy the wish has moved on from: 412 with the funding wish as it is.
    func check(_ precondition: Precondition, _ wish: WishRecord) async throws {
        guard !precondition.holds(version: wish.version, lastModified: wish.updatedAt) else { return }
        throw try await stale(try wish.requireID(), owner: wish.$owner.id)
    }

    /// Runs `write` with the wish's version one up, in one transaction; a conditional change must
    /// still find the version it was checked against: of two changes from one copy, one is made.
    func versioned(_ wish: WishRecord, _ precondition: Precondition,
                   _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws {
        let id = try wish.requireID(), owner = wish.$owner.id
        try await context.versionedWrite(WishRecord.schema, id: id, ifStill: precondition.isConditional ? wish.version : nil,
                                         stale: { try await stale(id, owner: owner) }) { tx, version in
            wish.version = version
            try await write(tx)
        }
    }

    /// The refusal, with the funding wish as its owner's GET shows it now.
    func stale(_ wishID: UUID, owner: UUID) async throws -> StaleCopy<FundingWish> {
        let (wish, funding) = try await visible(wishID, viewer: owner)
        return StaleCopy(current: try await render(data: [funding], viewer: owner, wishes: [wish])[0], version: wish.version)
    }
}
