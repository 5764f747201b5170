import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// A wish's version (issue 46): checked against what an edit was made from, and one up with
/// every change its owner makes, in the transaction that stores it. Nothing a giver does
/// (reserving, pledging, comments) comes here: the owner never learns of giving.
extension WishService {
    /// Refuses an edit made from a copy the wish has moved on from: 412 with the wish as it is.
    func check(_ precondition: Precondition, _ wish: WishRecord) async throws {
        guard !precondition.holds(version: wish.version, lastModified: wish.updatedAt) else { return }
        throw try await stale(try wish.requireID(), owner: wish.$owner.id)
    }

    /// Stores the owner's change, the version one up. A conditional edit must still find the
    /// version it was checked against: of two edits from one copy, exactly one is stored.
    func save(_ wish: WishRecord, _ precondition: Precondition) async throws {
        let id = try wish.requireID(), owner = wish.$owner.id
        try await context.versionedWrite(WishRecord.schema, id: id, ifStill: precondition.isConditional ? wish.version : nil,
                                         stale: { try await stale(id, owner: owner) }) { tx, version in
            wish.version = version
            try await wish.update(on: tx.db)
        }
    }

    /// Refuses a swap with a neighbour that has moved, changed or gone since the copy that
    /// showed it at version `seen`: one person's order never silently undoes another's.
    func checkNeighbour(_ over: UUID, seen: Int?, owner: UUID, list: UUID?) async throws {
        let now = try await context.wishesStore.wish(over)
        guard let now, now.ownerID == owner, now.listID == list, now.version == seen else {
            throw try await stale(over, owner: owner)
        }
    }

    /// The refusal, with the wish as its owner's GET shows it now.
    func stale(_ id: UUID, owner: UUID) async throws -> StaleCopy<Wish> {
        let fresh = try await ownWishData(id, owner: owner)
        return StaleCopy(current: try await render(data: [fresh], viewer: owner)[0], version: fresh.version)
    }
}

/// A wish list's version: its own fields (name, occasion, date), changed only by its owner.
extension WishService {
    func check(_ precondition: Precondition, _ list: WishListRecord) async throws {
        // Lists keep no change time: only `If-Match` applies to them.
        guard !precondition.holds(version: list.version, lastModified: .distantPast) else { return }
        throw try await staleList(try list.requireID(), owner: list.$owner.id)
    }

    func save(_ list: WishListRecord, _ precondition: Precondition) async throws {
        try await versioned(list, precondition) { tx in try await list.update(on: tx.db) }
    }

    /// Runs `write` with the list's version one up, in one transaction (its shares are part of
    /// the list: sharing and unsharing are its owner's changes); a conditional change must still
    /// find the version it was checked against.
    func versioned(_ list: WishListRecord, _ precondition: Precondition,
                   _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws {
        let id = try list.requireID(), owner = list.$owner.id
        try await context.versionedWrite(WishListRecord.schema, id: id, ifStill: precondition.isConditional ? list.version : nil,
                                         stale: { try await staleList(id, owner: owner) }) { tx, version in
            list.version = version
            try await write(tx)
        }
    }

    /// The refusal, with the list as its owner sees it now.
    func staleList(_ id: UUID, owner: UUID) async throws -> StaleCopy<WishList> {
        let fresh = try await ownListData(id, owner: owner)
        return StaleCopy(current: try await renderLists(data: [fresh], viewer: owner)[0], version: fresh.version)
    }
}
