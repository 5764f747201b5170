import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var registry: RegistryService { RegistryService(context: self) }
}

/// A list's public registry link (issue 41): its owner turns it on, off or makes a new one;
/// anyone with it sees the list and reserves a wish by giving a name, without an account. The
/// reservation rules are GivingService's, the same as a friend's; nothing here ever reaches the
/// owner (no notification, no count, no version of theirs changes with a guest's reservation).
public struct RegistryService: Sendable {
    let context: SatchelContext

    /// Reservations through one link per hour, and from one network per 15 minutes: a guest list
    /// is a few hundred people, a script is not.
    static let perLink = SignInThrottleService.rate(free: 60, window: 3600, lock: 60, maximumLock: 15 * 60)
    static let perNetwork = SignInThrottleService.rate(free: 10, window: 15 * 60, lock: 60, maximumLock: 3600)
    static let nameLimit = 100
    static let mailKind = "registry_reservation"

    // MARK: the owner's side

    /// The list's link while it is on.
    public func publicLink(_ listID: UUID, owner: UUID) async throws -> PublicLink? {
        _ = try await context.wishes.ownListData(listID, owner: owner)
        return try await context.wishesStore.publicLink(list: listID).map(render)
    }

    /// Turns the link on (a new version of the list); already on, it stays as it is.
    public func turnOn(_ listID: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> PublicLink {
        let list = try await context.wishes.ownList(listID, owner: owner)
        try await context.wishes.check(precondition, list)
        if let existing = try await context.wishesStore.publicLink(list: listID) { return render(existing) }
        return try await replace(list, precondition)
    }

    /// Makes a new link: the old one (if any) ends at once.
    public func renew(_ listID: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> PublicLink {
        let list = try await context.wishes.ownList(listID, owner: owner)
        try await context.wishes.check(precondition, list)
        return try await replace(list, precondition)
    }

    /// Ends the link. Reservations made through it stay, with their own links.
    public func turnOff(_ listID: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let list = try await context.wishes.ownList(listID, owner: owner)
        try await context.wishes.check(precondition, list)
        guard try await context.wishesStore.publicLink(list: listID) != nil else { throw AppError.notFound("public_link") }
        try await context.wishes.versioned(list, precondition) { tx in
            try await PublicLinkRecord.query(on: tx.db).filter(\.$list.$id == listID).delete()
        }
        ListCache.changed(PublicLinkRecord.schema, listID, context: context)
    }

    /// The list's version which the link is part of: the owner's last change of it.
    public func listVersion(_ listID: UUID, owner: UUID) async throws -> Int {
        try await context.wishes.ownListData(listID, owner: owner).version
    }

    private func replace(_ list: WishListRecord, _ precondition: Precondition) async throws -> PublicLink {
        let listID = try list.requireID()
        let record = PublicLinkRecord(list: listID, token: SecureToken.generate(), createdAt: context.now)
        try await context.wishes.versioned(list, precondition) { tx in
            try await PublicLinkRecord.query(on: tx.db).filter(\.$list.$id == listID).delete()
            try await record.create(on: tx.db)
        }
        ListCache.changed(PublicLinkRecord.schema, listID, context: context)
        return PublicLink(url: url(token: record.token), token: record.token, createdAt: record.createdAt)
    }

    private func render(_ row: PublicLinkRow) -> PublicLink {
        PublicLink(url: url(token: row.token), token: row.token, createdAt: row.createdAt)
    }

    func url(token: String) -> String { context.publicURL + RegistryPath.registry(token: token).path }

    // MARK: the guests' side

    /// The list as anyone with the link sees it. `viewer`: who is signed in, if anyone; to the
    /// list's owner it shows every wish as if nobody had given (the owner never learns).
    public func registry(token: String, viewer: UUID? = nil, sort: ListSort = .position) async throws -> Registry {
        let (list, unsorted) = try await open(token)
        let wishes = sort.apply(to: unsorted)
        let owner = try await User.find(list.ownerID, on: context.db)
        let units = list.ownerID == viewer ? [:] : try await units(of: wishes)
        return Registry(title: list.name, occasion: list.occasion, date: list.date, owner: owner?.displayName ?? "",
                        wishes: wishes.map { wish in
                            let state = units[wish.id] ?? (taken: 0, bought: 0)
                            let available = max(0, wish.quantity - state.taken)
                            return RegistryWish(
                                id: wish.id, name: wish.name,
                                price: wish.priceMinor.flatMap { amount in wish.currency.map { Price(amount: amount, currency: $0) } },
                                store: wish.store, link: wish.link, notes: wish.notes,
                                photoURL: wish.photoID.map { "/media/\($0.uuidString.lowercased())" },
                                quantity: wish.quantity, priority: wish.priority, available: available,
                                state: available > 0 ? "available" : (state.bought >= state.taken ? "bought" : "reserved"))
                        })
    }

    /// Whether someone signed in as `viewer` owns the list behind `token` (they may not reserve).
    func isOwner(token: String, viewer: UUID?) async throws -> Bool {
        guard let viewer else { return false }
        return try await open(token).list.ownerID == viewer
    }

    /// A guest reserves one unit of a wish on the list: refused like a friend's reservation
    /// (funded, fully reserved), and throttled per link and per network. Given an address and
    /// when mail is set up, the reservation's link is mailed there in `localizer`'s language.
    public func reserve(token: String, _ request: GuestReservationRequest, clientAddress: String?, localizer: Localizer,
                        viewer: UUID? = nil) async throws -> GuestReservation {
        let (list, wishes) = try await open(token)
        guard list.ownerID != viewer else { throw AppError(.conflict, "wish.own") }
        var validator = Validator()
        let name = request.name.trimmingCharacters(in: .whitespacesAndNewlines)
        validator.check(!name.isEmpty, "name", "registry.name_required")
        validator.check(name.count <= Self.nameLimit, "name", "registry.name_too_long", ["max": "\(Self.nameLimit)"])
        let email = request.email?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let address = email.isEmpty ? nil : try? MailAddress(address: email)
        validator.check(email.isEmpty || address != nil, "email", "email.format")
        try validator.finish()
        guard let wish = wishes.first(where: { $0.id == request.wishId }) else { throw AppError.notFound("wish") }
        guard let link = try await context.wishesStore.publicLink(token: token) else { throw AppError.notFound("registry") }
        try await context.throttle.countUse("registry-link:" + link.id.uuidString.lowercased(), policy: Self.perLink,
                                            code: "registry.throttled")
        if let clientAddress {
            try await context.throttle.countUse("registry-" + SignInThrottleService.networkKey(clientAddress), policy: Self.perNetwork,
                                                code: "registry.throttled")
        }
        // With an address to tell of changes, the link is derived from a nonce kept in its stead.
        let keepAddress = address != nil && context.mail.isConfigured
        let nonce = SecureToken.generate()
        let secret = keepAddress ? try await context.registryGuestMail.secret(nonce: nonce) : SecureToken.generate()
        let createdAt = context.now
        let row = try await context.giving.reserve(wish, guestName: name, tokenHash: SecureToken.hash(secret))
        if keepAddress, let address {
            try await context.registryGuestMail.keep(reservation: row, email: address.address, language: localizer.language, nonce: nonce)
        }
        let url = context.publicURL + RegistryPath.reservation(token: secret).path
        var mailed = false
        if let address, context.mail.isConfigured {
            try await context.mail.enqueue(Self.letter(localizer, wish: wish.name, list: list.name, guest: name, url: url),
                                           to: address, kind: Self.mailKind, user: nil)
            mailed = true
        }
        return GuestReservation(token: secret, url: url, wishId: wish.id, wishName: wish.name, name: name, bought: false,
                                mailQueued: mailed, createdAt: createdAt)
    }

    /// The reservation its secret link names.
    public func reservation(secret: String) async throws -> GuestReservation {
        let gift = try await gift(secret)
        let wish = try await context.wishesStore.wish(gift.wishID)
        return GuestReservation(token: nil, url: nil, wishId: gift.wishID, wishName: wish?.name ?? "", name: gift.name,
                                bought: gift.bought, mailQueued: nil, createdAt: gift.createdAt)
    }

    /// Undoes the reservation: the unit is free again, the link ends.
    public func undo(secret: String) async throws {
        let gift = try await gift(secret)
        try await GuestReservationRecord.query(on: context.db).filter(\.$id == gift.id).delete()
        ListCache.changed(GuestReservationRecord.schema, try await context.wishesStore.wish(gift.wishID)?.listID, context: context)
    }

    public func markBought(secret: String, bought: Bool) async throws -> GuestReservation {
        let gift = try await gift(secret)
        try await GuestReservationRecord.query(on: context.db).filter(\.$id == gift.id).set(\.$bought, to: bought).update()
        ListCache.changed(GuestReservationRecord.schema, try await context.wishesStore.wish(gift.wishID)?.listID, context: context)
        return try await reservation(secret: secret)
    }

    // MARK: reading

    /// The list behind a link that is on, and the wishes a guest may reserve on it (not those
    /// being funded: they are given through donations and have their own public page).
    private func open(_ token: String) async throws -> (list: WishListData, wishes: [WishData]) {
        guard !token.isEmpty, token.count <= 100, let link = try await context.wishesStore.publicLink(token: token),
              let list = try await context.wishesStore.list(link.listID)
        else { throw AppError.notFound("registry") }
        let wishes = try await context.wishesStore.wishes(inList: list.id)
        let funded = try await context.fundingStore.fundedWishIDs(among: wishes.map(\.id))
        return (list, wishes.filter { !funded.contains($0.id) })
    }

    private func gift(_ secret: String) async throws -> GuestGiftData {
        guard !secret.isEmpty, secret.count <= 100, let gift = try await context.wishesStore.guestGift(tokenHash: SecureToken.hash(secret))
        else { throw AppError.notFound("reservation") }
        return gift
    }

    /// Units taken (by friends, guests and a group gift) and bought, per wish.
    private func units(of wishes: [WishData]) async throws -> [UUID: (taken: Int, bought: Int)] {
        let ids = wishes.map(\.id)
        let gifts = try await context.wishesStore.gifts(of: ids)
        var result: [UUID: (taken: Int, bought: Int)] = [:]
        for r in gifts.reservations { result[r.wishID, default: (0, 0)].taken += 1; if r.bought { result[r.wishID, default: (0, 0)].bought += 1 } }
        for g in gifts.guests { result[g.wishID, default: (0, 0)].taken += 1; if g.bought { result[g.wishID, default: (0, 0)].bought += 1 } }
        // A group gift holds one unit, bought once every pledger bought their part.
        for (wish, pledges) in Dictionary(grouping: gifts.pledges, by: \.wishID) {
            result[wish, default: (0, 0)].taken += 1
            if pledges.allSatisfy(\.bought) { result[wish, default: (0, 0)].bought += 1 }
        }
        return result
    }

    static func letter(_ localizer: Localizer, wish: String, list: String, guest: String, url: String) -> Letter {
        let args = ["wish": wish, "list": list, "name": guest]
        return Letter(subject: localizer.t("registry_mail.subject", args),
                      paragraphs: [localizer.t("registry_mail.body", args)],
                      action: Letter.Action(label: localizer.t("registry_mail.action"), url: url),
                      footer: [localizer.t("registry_mail.footer", args)])
    }
}
