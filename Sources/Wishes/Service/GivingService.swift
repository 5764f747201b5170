import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

extension SatchelContext {
    public var giving: GivingService { GivingService(context: self) }
}

/// The givers' side: reservations, pledges and the cart. Nothing here is ever shown to, or
/// sent to, the wish's owner.
public struct GivingService: Sendable {
    let context: SatchelContext

    /// A wish a giver may act on: visible to them and not their own.
    func giftable(_ id: UUID, giver: UUID) async throws -> WishData {
        let wish = try await context.wishes.visibleWish(id, viewer: giver)
        guard wish.ownerID != giver else { throw AppError(.conflict, "wish.own") }
        // Its owner has it already: nothing is left to give.
        guard wish.receivedAt == nil else { throw AppError(.conflict, "wish.received") }
        try await checkNotFunded(wish)
        return wish
    }

    /// A wish being funded is given through donations, not reserved or pledged (by a friend or a guest).
    func checkNotFunded(_ wish: WishData) async throws {
        if try await context.funding.funding(ofWish: wish.id) != nil { throw AppError(.conflict, "wish.being_funded") }
    }

    // MARK: reserving

    /// Reserves one unit. Atomic: under any concurrency a wish never has more reservations
    /// (plus one unit for a group gift in progress) than its quantity.
    public func reserve(_ id: UUID, giver: UUID) async throws {
        let wish = try await giftable(id, giver: giver)
        let now = context.now
        try await takeUnit(of: wish, table: ReservationRecord.schema, check: { tx in
            let mine = try await ReservationRecord.query(on: tx.db)
                .filter(\.$wish.$id == id).filter(\.$giver.$id == giver).count()
            if mine > 0 { throw AppError(.conflict, "wish.already_reserved") }
        }, insert: { tx, row in
            try await tx.givingWrites.reserveIfUnitLeft(row: row, wish: id, quantity: wish.quantity, giver: giver, at: now)
        })
    }

    /// A guest (no account) reserves one unit through a list's public link, under the same rules
    /// as a friend: not a wish being funded, never more units than wished for. The caller decided
    /// the guest may see the wish. Returns the reservation's row.
    func reserve(_ wish: WishData, guestName: String, tokenHash: String) async throws -> UUID {
        try await checkNotFunded(wish)
        let now = context.now
        return try await takeUnit(of: wish, table: GuestReservationRecord.schema, insert: { tx, row in
            try await tx.givingWrites.reserveForGuestIfUnitLeft(row: row, wish: wish.id, quantity: wish.quantity, name: guestName,
                                                                tokenHash: tokenHash, at: now)
        })
    }

    /// Takes one unit of `wish`: `insert` writes the row it is given only if a unit is left
    /// (`GivingWrites.unitLeft`). Atomic: under any concurrency a wish never has more reservations
    /// (plus one unit for a group gift in progress) than its quantity.
    @discardableResult
    private func takeUnit(of wish: WishData, table: String, check: @escaping @Sendable (SatchelContext) async throws -> Void = { _ in },
                          insert: @escaping @Sendable (SatchelContext, UUID) async throws -> Void) async throws -> UUID {
        let id = wish.id
        let row = UUID()
        let inserted: Bool = try await context.writeTransaction { tx in
            if tx.isPostgres {
                // Serialise reservations of this wish: the row lock is held until commit.
                try await tx.givingWrites.lockWish(id)
            }
            try await check(tx)
            try await insert(tx, row)
            return try await tx.sql.raw("SELECT COUNT(*) AS n FROM \(ident: table) WHERE id = \(bind: row)")
                .first(decodingColumn: "n", as: Int.self) == 1
        }
        guard inserted else { throw AppError(.conflict, "wish.fully_reserved") }
        ListCache.changed(table, wish.listID, context: context)
        return row
    }

    public func unreserve(_ id: UUID, giver: UUID) async throws {
        let deleted = try await ReservationRecord.query(on: context.db)
            .filter(\.$wish.$id == id).filter(\.$giver.$id == giver).all()
        guard !deleted.isEmpty else { throw AppError.notFound("reservation") }
        try await ReservationRecord.query(on: context.db).filter(\.$wish.$id == id).filter(\.$giver.$id == giver).delete()
        ListCache.changed("wish_reservations", try await WishRecord.find(id, on: context.db)?.$list.id, context: context)
    }

    // MARK: pledging

    /// Pledges part of the price (replacing this giver's earlier pledge). When the pledges
    /// cover the price, the pledgers are told; together they hold one unit of the wish.
    public func pledge(_ id: UUID, giver: UUID, amount: Int) async throws {
        let wish = try await giftable(id, giver: giver)
        guard let price = wish.priceMinor, price > 0 else { throw AppError.invalid("amount", "pledge.no_price") }
        let complete: Bool = try await context.writeTransaction { tx in
            if tx.isPostgres { try await tx.givingWrites.lockWish(id) }
            let pledges = try await PledgeRecord.query(on: tx.db).filter(\.$wish.$id == id).all()
            let others = pledges.filter { $0.$giver.id != giver }.reduce(0) { $0 + $1.amountMinor }
            let remaining = price - others
            guard remaining > 0 else { throw AppError(.conflict, "pledge.covered") }
            guard (1...remaining).contains(amount) else {
                throw AppError.invalid("amount", "pledge.range", ["max": "\(remaining)"])
            }
            if pledges.isEmpty {
                let reserved = try await tx.givingWrites.reservedUnits(id)
                guard reserved < wish.quantity else { throw AppError(.conflict, "wish.fully_reserved") }
            }
            if let mine = pledges.first(where: { $0.$giver.id == giver }) {
                mine.amountMinor = amount
                try await mine.update(on: tx.db)
            } else {
                try await PledgeRecord(wish: id, giver: giver, amountMinor: amount, createdAt: tx.now).create(on: tx.db)
            }
            return others + amount == price
        }
        ListCache.changed("wish_pledges", wish.listID, context: context)
        if complete {
            let pledgers = try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).all().map { $0.$giver.id }
            for pledger in pledgers {
                try await context.notifications.notify(user: pledger, actor: nil, kind: WishNotification.pledgeComplete,
                                                    params: ["wish": wish.name], link: WishesPath.cart.path)
            }
        }
    }

    public func withdrawPledge(_ id: UUID, giver: UUID) async throws {
        let mine = try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).filter(\.$giver.$id == giver).all()
        guard !mine.isEmpty else { throw AppError.notFound("pledge") }
        try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).filter(\.$giver.$id == giver).delete()
        ListCache.changed("wish_pledges", try await WishRecord.find(id, on: context.db)?.$list.id, context: context)
    }

    // MARK: what givers see

    /// For wishes owned by others than `viewer`: who reserved and pledged, and what is left.
    /// What `viewer` sees of the giving on each wish: only on wishes in a list shared with them
    /// (accepted, and still the owner's friend). Seeing a wish some other way — a funding
    /// audience, a surprise they received — shows nothing of who reserved or pledged.
    /// `alsoNaming`: people the caller names too, read with the givers.
    func giving(for all: [WishData], viewer: UUID, alsoNaming: [UUID] = []) async throws -> [UUID: Giving] {
        let wishes = try await sharedWithViewer(all.filter { $0.ownerID != viewer }, viewer: viewer)
        let ids = wishes.map(\.id)
        guard !ids.isEmpty else { return [:] }
        let gifts = try await self.gifts(of: ids)
        let guests = gifts.mapValues { $0.filter(\.isGuests) }
        let reservations = gifts.mapValues { $0.filter { $0.amountMinor == nil && !$0.isGuests } }
        let pledges = gifts.mapValues { $0.filter { $0.amountMinor != nil } }
        let givers = Set(reservations.values.joined().map(\.giverID)).union(pledges.values.joined().map(\.giverID))
        let people = try await context.friends.people(ids: Array(givers) + alsoNaming, viewer: viewer)
        var result: [UUID: Giving] = [:]
        for wish in wishes where wish.ownerID != viewer {
            let r = reservations[wish.id] ?? []
            let p = pledges[wish.id] ?? []
            let g = guests[wish.id] ?? []
            let pledged = p.reduce(0) { $0 + ($1.amountMinor ?? 0) }
            result[wish.id] = Giving(
                reservations: r.compactMap { x in people[x.giverID].map { Reservation(giver: $0, createdAt: x.createdAt) } },
                pledges: p.compactMap { x in people[x.giverID].map { Pledge(giver: $0, amount: x.amountMinor ?? 0, createdAt: x.createdAt) } },
                available: max(0, wish.quantity - r.count - g.count - (p.isEmpty ? 0 : 1)),
                remaining: p.isEmpty ? nil : max(0, (wish.priceMinor ?? 0) - pledged),
                reservedByMe: r.contains { $0.giverID == viewer },
                pledgedByMe: p.first { $0.giverID == viewer }?.amountMinor,
                guestReservations: g.isEmpty ? nil : g.map { GuestGiving(name: $0.guestName ?? "", createdAt: $0.createdAt) })
        }
        return result
    }

    /// Each wish's reservations (no amount) and pledges, oldest first; read once per wish in a
    /// read request (the cart and the giving it shows ask for the same wishes).
    func gifts(of wishes: [UUID]) async throws -> [UUID: [GiftData]] {
        let read = { (ids: [UUID]) async throws -> [UUID: [GiftData]] in
            let found = try await context.wishesStore.gifts(of: ids)
            var byWish = Dictionary(uniqueKeysWithValues: ids.map { ($0, [GiftData]()) })
            for gift in found.reservations + found.pledges + found.guests { byWish[gift.wishID, default: []].append(gift) }
            return byWish.mapValues { $0.sorted { $0.createdAt < $1.createdAt } }
        }
        guard !wishes.isEmpty else { return [:] }
        guard let memo = context.memo else { return try await read(wishes) }
        return try await memo.values("gifts", for: wishes, load: read)
    }

    /// Of these wishes, those whose giving `viewer` may see and that somebody reserved or
    /// pledged. Only to these people does such a wish take no money: to everyone else (the
    /// owner's second account included) it must look and behave as if nobody had given.
    func givenAsSeenBy(_ wishes: [WishData], viewer: UUID) async throws -> Set<UUID> {
        let seen = try await sharedWithViewer(wishes.filter { $0.ownerID != viewer }, viewer: viewer).map(\.id)
        guard !seen.isEmpty else { return [] }
        // Guests' reservations are among the gifts: they take no money either.
        return Set(try await gifts(of: seen).filter { !$0.value.isEmpty }.keys)
    }

    /// Of others' wishes, those in a list `viewer` accepted whose owner is still their friend.
    func sharedWithViewer(_ wishes: [WishData], viewer: UUID) async throws -> [WishData] {
        let open = try await context.wishes.openLists(wishes.compactMap { w in w.listID.map { ($0, w.ownerID) } }, viewer: viewer)
        return wishes.filter { wish in wish.listID.map(open.contains) == true }
    }

    /// The giver's shopping list across friends, grouped by friend, with totals per currency.
    public func cart(giver: UUID) async throws -> Cart {
        // The wishes the giver reserved or pledged to, in one read; their gifts (the giver's among
        // them) are read once for the cart and the giving it shows.
        let records = try await context.wishesStore.wishes(givenBy: giver)
        guard !records.isEmpty else { return Cart(groups: [], totals: []) }
        let gifts = try await self.gifts(of: records.map(\.id)).values.joined().filter { $0.giverID == giver && !$0.isGuests }
        let visible = try await context.wishes.visible(data: records, viewer: giver)
        let wishes = Dictionary(uniqueKeysWithValues: try await context.wishes.render(data: visible, viewer: giver).map { ($0.id, $0) })
        var items: [(owner: Person, item: CartItem)] = []
        for gift in gifts {
            guard let wish = wishes[gift.wishID] else { continue }
            if let amount = gift.amountMinor {
                guard let currency = wish.price?.currency else { continue }
                items.append((wish.owner, CartItem(wish: wish, kind: "pledge", amount: Price(amount: amount, currency: currency), bought: gift.bought)))
            } else {
                items.append((wish.owner, CartItem(wish: wish, kind: "reservation", amount: wish.price, bought: gift.bought)))
            }
        }
        let groups = Dictionary(grouping: items, by: { $0.owner.id }).values.map { entries in
            let sorted = entries.map(\.item).sorted { $0.wish.name.lowercased() < $1.wish.name.lowercased() }
            return CartGroup(friend: entries[0].owner, items: sorted, totals: Self.totals(sorted.compactMap(\.amount)))
        }.sorted { $0.friend.displayName.lowercased() < $1.friend.displayName.lowercased() }
        return Cart(groups: groups, totals: Self.totals(items.compactMap(\.item.amount)))
    }

    static func totals(_ amounts: [Price]) -> [Price] {
        Dictionary(grouping: amounts, by: \.currency)
            .map { Price(amount: $0.value.reduce(0) { $0 + $1.amount }, currency: $0.key) }
            .sorted { $0.currency < $1.currency }
    }

    public func markBought(_ id: UUID, giver: UUID, bought: Bool) async throws {
        let reservation = try await ReservationRecord.query(on: context.db).filter(\.$wish.$id == id).filter(\.$giver.$id == giver).first()
        let pledge = try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).filter(\.$giver.$id == giver).first()
        guard reservation != nil || pledge != nil else { throw AppError.notFound("reservation") }
        if let reservation { reservation.bought = bought; try await reservation.update(on: context.db) }
        if let pledge { pledge.bought = bought; try await pledge.update(on: context.db) }
    }

    /// Tells everyone who reserved or pledged for the wish that the owner changed or removed it.
    func tellGivers(about wish: WishRecord, kind: String) async throws {
        let id = try wish.requireID()
        let givers = Set(try await ReservationRecord.query(on: context.db).filter(\.$wish.$id == id).all().map { $0.$giver.id }
            + (try await PledgeRecord.query(on: context.db).filter(\.$wish.$id == id).all().map { $0.$giver.id }))
        for giver in givers where giver != wish.$owner.id {
            try await context.notifications.notify(user: giver, actor: wish.$owner.id, kind: kind, params: ["wish": wish.name],
                                                link: kind == WishNotification.reservedDeleted ? WishesPath.cart.path
                                                    : WishesPath.wish(id).path)
        }
    }
}
