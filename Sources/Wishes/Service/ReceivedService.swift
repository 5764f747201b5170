import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var received: ReceivedService { ReceivedService(context: self) }
}

/// Wishes their owner got ("I got it"): each leaves its list (or the inbox) for the owner's
/// Received page until undone. Everyone who gave is told it arrived — each only that, never who
/// else gave — and the owner learns nothing of who gave: the change reads the same either way.
public struct ReceivedService: Sendable {
    let context: SatchelContext

    /// Marks the owner's wish received now, a new version of it; one already received stays as
    /// it was. Refused (412, with the wish as it is now) if it moved on since the copy the change
    /// was made from (`precondition`).
    public func markReceived(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> ReceivedWish {
        let wish = try await context.wishes.ownWish(id, owner: owner)
        try await context.wishes.check(precondition, wish)
        guard wish.receivedAt == nil else { return try await render([try WishData(wish)], owner: owner)[0] }
        // A surprise is for its recipient to get, not for the friend who organises it.
        if try await context.funding.surpriseWishIDs(owner: owner).contains(id) { throw AppError(.conflict, "wish.received_surprise") }
        wish.receivedAt = context.now
        wish.updatedAt = context.now
        // Stored and givers told in one transaction: nobody hears of a change that did not happen.
        _ = try await context.versionedWrite(WishRecord.schema, id: id, ifStill: precondition.isConditional ? wish.version : nil,
                                             stale: { try await context.wishes.stale(id, owner: owner) }) { tx, version in
            wish.version = version
            try await wish.update(on: tx.db)
            try await tx.received.tellGivers(wish)
            try await tx.registryGuestMail.tell(wish, change: .received)
        }
        ListCache.changed("wishes", wish.$list.id, context: context)
        if let list = wish.$list.id { try await context.wishes.notifySubscribers(list: list, owner: owner) }
        return try await render([try WishData(wish)], owner: owner)[0]
    }

    /// "Not received yet": the wish goes back where it was, a new version of it.
    public func undo(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> WishRecord {
        let wish = try await context.wishes.ownWish(id, owner: owner)
        try await context.wishes.check(precondition, wish)
        guard wish.receivedAt != nil else { return wish }
        wish.receivedAt = nil
        wish.updatedAt = context.now
        try await context.wishes.save(wish, precondition)
        ListCache.changed("wishes", wish.$list.id, context: context)
        if let list = wish.$list.id { try await context.wishes.notifySubscribers(list: list, owner: owner) }
        return wish
    }

    /// The owner's received wishes, the latest first.
    public func received(owner: UUID) async throws -> [ReceivedWish] {
        try await render(try await context.wishesStore.received(owner: owner), owner: owner)
    }

    /// When the owner's wish was received, if it was (the wish's page).
    func receivedAt(_ id: UUID, owner: UUID) async throws -> Date? {
        try await context.wishes.ownWishData(id, owner: owner).receivedAt
    }

    /// As the owner sees them: rendered for the owner, so nothing about giving is in them.
    func render(_ rows: [WishData], owner: UUID) async throws -> [ReceivedWish] {
        let wishes = try await context.wishes.render(data: rows, viewer: owner)
        let lists = rows.contains { $0.listID != nil }
            ? Dictionary(try await context.wishesStore.lists(owner: owner).map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a }) : [:]
        return zip(rows, wishes).map { row, wish in
            ReceivedWish(wish: wish, receivedAt: row.receivedAt ?? row.updatedAt,
                         list: row.listID.flatMap { id in lists[id].map { ReceivedFrom(id: id, name: $0) } })
        }
    }

    /// Tells everyone who reserved, pledged or gave money for the wish that it arrived: each
    /// hears only that, in their own inbox.
    func tellGivers(_ wish: WishRecord) async throws {
        let id = try wish.requireID()
        let reservers = try await ReservationRecord.query(on: context.db).filter(\.$wish.$id == id).all().map { $0.$giver.id }
        let pledgers = try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).all().map { $0.$giver.id }
        let givers = Set(reservers + pledgers).union(try await context.wishesStore.donors(ofWish: id))
        for giver in givers.sorted(by: { $0.uuidString < $1.uuidString }) where giver != wish.$owner.id {
            try await context.notifications.notify(user: giver, actor: wish.$owner.id, kind: WishNotification.received,
                                                   params: ["wish": wish.name], link: WishesPath.wish(id).path)
        }
    }
}
