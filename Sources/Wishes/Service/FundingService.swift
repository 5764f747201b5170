import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var funding: FundingService { FundingService(context: self) }
}

/// Funding wishes: starting, changing, closing, who may see them, and how they are shown.
/// Money moves in `DonationService`; totals are always sums over the ledger.
public struct FundingService: Sendable {
    let context: SatchelContext

    // MARK: reading

    /// The wish's funding as it is shown, if it collects money.
    func funding(ofWish id: UUID) async throws -> FundingData? {
        let read = { try await context.fundingStore.funding(ofWish: id) }
        // Asked by the visibility check and then by the read itself.
        guard let memo = context.memo else { return try await read() }
        return try await memo.value("funding:" + id.uuidString) { FundingBox(funding: try await read()) }.funding
    }

    /// The wish's funding record, for a change to it.
    func record(ofWish id: UUID) async throws -> FundingRecord? {
        try await FundingRecord.query(on: context.db).filter(\.$wish.$id == id).first()
    }

    /// Whether `viewer` is in the funding's audience (owner and recipient are decided by the caller).
    func audienceIncludes(_ funding: FundingData, owner: UUID, viewer: UUID) async throws -> Bool {
        switch funding.audience {
        case .private: return false
        case .friends: return try await context.circles.canView(viewer: viewer, owner: owner, audience: .allFriends)
        case .circles:
            let circles = try await context.fundingStore.circles(of: [funding.id])
            return try await context.circles.canView(viewer: viewer, owner: owner, audience: .circles(Set(circles.map(\.circleID))))
        }
    }

    /// A funding wish `viewer` may see, with its funding; not found otherwise.
    func visible(_ wishID: UUID, viewer: UUID) async throws -> (WishData, FundingData) {
        // The funding and its wish in one read; the visibility check then finds the funding kept.
        guard let row = try await context.fundingStore.card(ofWish: wishID) else {
            _ = try await context.wishes.visibleWish(wishID, viewer: viewer)
            throw AppError.notFound("funding")
        }
        if let memo = context.memo { _ = try await memo.value("funding:" + wishID.uuidString) { FundingBox(funding: row.funding) } }
        guard try await context.wishes.canSee(row.wish, viewer: viewer) else { throw AppError.notFound("wish") }
        return (row.wish, row.funding)
    }

    /// Surprise wishes are organised by their owner for someone else: not part of the owner's
    /// own wishes (inbox, lists).
    func surpriseWishIDs(owner: UUID) async throws -> Set<UUID> {
        try await context.fundingStore.surpriseWishIDs(owner: owner)
    }

    // MARK: starting and changing

    /// Turns the owner's wish into a funding wish.
    public func start(_ wishID: UUID, owner: UUID, _ draft: FundingDraft) async throws -> FundingRecord {
        let wish = try await context.wishes.ownWish(wishID, owner: owner)
        if try await funding(ofWish: wishID) != nil { throw AppError(.conflict, "funding.exists") }
        var validator = Validator()
        let clean = FundingRules.check(draft, now: context.now, into: &validator)
        try await checkCircles(clean.circleIDs, owner: owner, into: &validator)
        try validator.finish()
        let funding = FundingRecord()
        funding.$wish.id = wishID
        funding.ownerID = owner
        funding.state = .open
        funding.createdAt = context.now
        apply(clean, to: funding, surprise: false)
        do { try await funding.create(on: context.db) } catch let error as any DatabaseError where error.isConstraintFailure {
            throw AppError(.conflict, "funding.exists")
        }
        try await setCircles(clean.circleIDs, of: funding)
        try await showTarget(clean.target, on: wish)
        // A reservation came first and stands; whoever gives the wish is told and may release it
        // so friends can chip in. The owner is not told (reservations stay secret).
        try await context.giving.tellGivers(about: wish, kind: WishNotification.reservedFunding)
        return funding
    }

    /// A new wish that collects money from the start (one form on the web). Both are checked
    /// before either is saved, so a refused field leaves no half-made wish behind.
    public func createCollecting(owner: UUID, wish wishDraft: WishDraft, funding draft: FundingDraft) async throws -> WishRecord {
        var validator = Validator()
        let name = WishRules.check(wishDraft, into: &validator).name
        try await context.wishes.checkNameFree(name, owner: owner, except: nil, into: &validator)
        let clean = FundingRules.check(draft, now: context.now, into: &validator)
        try await checkCircles(clean.circleIDs, owner: owner, into: &validator)
        try validator.finish()
        let wish = try await context.wishes.create(owner: owner, wishDraft)
        do {
            _ = try await start(try wish.requireID(), owner: owner, draft)
        } catch {
            try? await context.wishes.delete(try wish.requireID(), owner: owner)
            throw error
        }
        return wish
    }

    /// Changes an open funding. The target's currency is fixed once anyone donated. Refused
    /// (412, with the funding wish as it is) if the wish moved on since the copy the change was
    /// made from (`precondition`).
    public func update(_ wishID: UUID, owner: UUID, _ draft: FundingDraft, precondition: Precondition = .unconditional) async throws -> FundingRecord {
        let wish = try await context.wishes.ownWish(wishID, owner: owner)
        guard let funding = try await record(ofWish: wishID) else { throw AppError.notFound("funding") }
        try await check(precondition, wish)
        guard funding.state == .open else { throw AppError(.conflict, "funding.not_open") }
        var validator = Validator()
        let clean = FundingRules.check(draft, now: context.now, into: &validator)
        try await checkCircles(clean.circleIDs, owner: owner, into: &validator)
        if clean.target.currency != funding.currency, try await context.donations.hasDonations(funding) {
            validator.add(FieldIssue(field: "target.currency", code: "funding.currency_fixed"))
        }
        if funding.$recipient.id != nil, clean.publicLink { validator.add(FieldIssue(field: "publicLink", code: "funding.surprise_public")) }
        try validator.finish()
        apply(clean, to: funding, surprise: funding.$recipient.id != nil)
        let now = context.now
        // The funding, its circles and the wish's price in the transaction that moves its version.
        try await versioned(wish, precondition) { tx in
            try await funding.update(on: tx.db)
            try await FundingCircleRecord.query(on: tx.db).filter(\.$funding.$id == funding.requireID()).delete()
            for id in clean.circleIDs { try await FundingCircleRecord(funding: try funding.requireID(), circle: id).create(on: tx.db) }
            wish.priceMinor = clean.target.amount
            wish.currency = clean.target.currency
            wish.updatedAt = now
            try await wish.update(on: tx.db)
        }
        ListCache.changed("wish_fundings", wish.$list.id, context: context)
        // A lower target may already be reached.
        try await context.donations.markFundedIfReached(funding)
        return funding
    }

    /// Ends an open funding early (a new version of the wish). Under all-or-nothing every
    /// donation is refunded.
    public func close(_ wishID: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let wish = try await context.wishes.ownWish(wishID, owner: owner)
        guard let funding = try await funding(ofWish: wishID) else { throw AppError.notFound("funding") }
        try await check(precondition, wish)
        let now = context.now
        try await versioned(wish, precondition) { tx in
            guard try await tx.moneyWrites.endOpenFunding(funding.id, as: .closed, at: now) else {
                throw AppError(.conflict, "funding.not_open")
            }
        }
        try await context.donations.runRefunds(funding: funding.id)
    }

    /// Deleting a wish with money on it would lose the record of that money: refuse, and let
    /// the owner close the funding instead.
    func checkDeletable(_ wishID: UUID) async throws {
        guard let funding = try await funding(ofWish: wishID) else { return }
        let live = try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding.id)
            .filter(\.$state ~~ [.pending, .confirmed, .refunding, .refunded]).count()
        if live > 0 { throw AppError(.conflict, "funding.delete_has_donations") }
    }

    /// A surprise: a wish the organiser funds with friends for `recipientId`, who cannot see it
    /// until it is funded.
    public func createSurprise(organiser: UUID, _ draft: SurpriseDraft) async throws -> WishRecord {
        var validator = Validator()
        let areFriends = try await context.friends.areFriends(organiser, draft.recipientId)
        validator.check(areFriends && draft.recipientId != organiser, "recipientId", "surprise.recipient")
        var wishDraft = draft.wish
        wishDraft.listId = nil
        _ = WishRules.check(wishDraft, into: &validator)
        let clean = FundingRules.check(draft.funding, now: context.now, into: &validator)
        try await checkCircles(clean.circleIDs, owner: organiser, into: &validator)
        if clean.publicLink { validator.add(FieldIssue(field: "funding.publicLink", code: "funding.surprise_public")) }
        try validator.finish()
        let wish = try await context.wishes.create(owner: organiser, wishDraft)
        let funding = FundingRecord()
        funding.$wish.id = try wish.requireID()
        funding.ownerID = organiser
        funding.$recipient.id = draft.recipientId
        funding.state = .open
        funding.createdAt = context.now
        apply(clean, to: funding, surprise: true)
        try await funding.create(on: context.db)
        try await setCircles(clean.circleIDs, of: funding)
        try await showTarget(clean.target, on: wish)
        return wish
    }

    /// "I want this too": a copy of a friend's wish in my inbox (without their funding or photo).
    /// The collection behind a public link, as a stranger sees it: no donors' names, none of
    /// the owner's settings; nil for an unknown or withdrawn link.
    public func publicFunding(token: String) async throws -> FundingWish? {
        guard token.count <= 100, let row = try await context.fundingStore.card(publicToken: token) else { return nil }
        var shown = try await render(data: [row.funding], viewer: row.wish.ownerID, wishes: [row.wish], donorsShown: nil)[0]
        shown.funding.donors = []
        shown.funding.myDonations = []
        // Rendered as its organiser sees it: a stranger sees only the progress when asked to.
        if row.funding.amountsHidden { shown.funding.raised = nil }
        shown.funding.audience = nil
        shown.funding.circleIds = nil
        return shown
    }

    public func copy(_ wishID: UUID, to viewer: UUID) async throws -> WishRecord {
        let source = try await context.wishes.visibleWish(wishID, viewer: viewer)
        guard source.ownerID != viewer else { throw AppError(.conflict, "wish.copy_own") }
        var name = source.name
        var n = 2
        while try await WishRecord.query(on: context.db).filter(\.$owner.$id == viewer).filter(\.$nameKey == name.lowercased()).count() > 0 {
            name = "\(source.name) (\(n))"
            n += 1
        }
        return try await context.wishes.create(owner: viewer, WishDraft(
            name: String(name.prefix(WishRules.nameLength.upperBound)),
            price: source.priceMinor.flatMap { a in source.currency.map { Price(amount: a, currency: $0) } },
            store: source.store, link: source.link, notes: source.notes, quantity: source.quantity,
            priority: source.priority))
    }

    private func apply(_ clean: FundingRules.Clean, to funding: FundingRecord, surprise: Bool) {
        funding.targetMinor = clean.target.amount
        funding.currency = clean.target.currency
        funding.deadline = clean.deadline
        funding.why = clean.why
        funding.mode = clean.mode
        funding.audience = clean.audience
        funding.namesRequired = clean.namesRequired ?? (funding.$namesRequired.value ?? false)
        funding.amountsHidden = clean.amountsHidden ?? (funding.$amountsHidden.value ?? false)
        if clean.publicLink && !surprise {
            funding.publicToken = funding.publicToken ?? SecureToken.generate()
        } else {
            funding.publicToken = nil
        }
    }

    /// The wish shows its target as its price.
    private func showTarget(_ target: Price, on wish: WishRecord) async throws {
        wish.priceMinor = target.amount
        wish.currency = target.currency
        wish.updatedAt = context.now
        try await context.wishes.save(wish, .unconditional)
        ListCache.changed("wish_fundings", wish.$list.id, context: context)
    }

    private func checkCircles(_ ids: [UUID], owner: UUID, into validator: inout Validator) async throws {
        guard !ids.isEmpty else { return }
        let mine = try await CircleRecord.query(on: context.db).filter(\.$owner.$id == owner).filter(\.$id ~~ ids).count()
        validator.check(mine == ids.count, "circleIds", "funding.circles_unknown")
    }

    private func setCircles(_ ids: [UUID], of funding: FundingRecord) async throws {
        for id in ids { try await FundingCircleRecord(funding: try funding.requireID(), circle: id).create(on: context.db) }
    }

    // MARK: lists

    /// The viewer's own funding wishes (surprises they organise included); those they received
    /// are on their Received page instead, and kept here only for the export (`receivedToo`).
    public func mine(owner: UUID, receivedToo: Bool = false) async throws -> [FundingWish] {
        let rows = try await context.fundingStore.cards(owner: owner, receivedToo: receivedToo)
        return try await render(data: rows.map(\.funding), viewer: owner, wishes: rows.map(\.wish), donorsShown: Self.donorsOnCards)
    }

    /// Surprises the viewer may see: those friends organise for someone else, and the funded
    /// ones for the viewer.
    public func surprises(viewer: UUID) async throws -> [FundingWish] {
        // Only surprises that can be the viewer's: organised by a friend or by the viewer, or for
        // the viewer. (Every surprise of everyone, each checked, was thousands of reads in a city.)
        let organisers = try await context.friends.friendIDs(of: viewer) + [viewer]
        let rows = try await context.fundingStore.surpriseCards(organisers: organisers, viewer: viewer)
        var visible: [FundingCardRow] = []
        for row in rows {
            if let memo = context.memo { _ = try await memo.value("funding:" + row.wish.id.uuidString) { FundingBox(funding: row.funding) } }
            if try await context.wishes.canSee(row.wish, viewer: viewer) { visible.append(row) }
        }
        return try await render(data: visible.map(\.funding), viewer: viewer, wishes: visible.map(\.wish), donorsShown: Self.donorsOnCards)
    }

    // MARK: rendering

    /// How many donors a card in a list shows, newest first; `donorCount` says how many there are
    /// and the wish's page lists them all. (A list of twenty cards naming every donor was 66 KB.)
    public static let donorsOnCards = 3

    /// Funding wishes as `viewer` may see them (the caller checked that they may).
    /// `wishes` already read are not read again. `donorsShown` limits each card's donors to the
    /// newest ones (lists); nil shows all (a wish's own page).
    public func render(_ fundings: [FundingRecord], viewer: UUID, wishes known: [WishRecord] = [],
                       donorsShown: Int? = nil) async throws -> [FundingWish] {
        try await render(data: try fundings.map(FundingData.init), viewer: viewer, wishes: try known.map(WishData.init), donorsShown: donorsShown)
    }

    func render(data fundings: [FundingData], viewer: UUID, wishes known: [WishData] = [], donorsShown: Int? = nil) async throws -> [FundingWish] {
        guard !fundings.isEmpty else { return [] }
        let wishIDs = fundings.map(\.wishID)
        let knownIDs = Set(known.map(\.id))
        let missing = wishIDs.filter { !knownIDs.contains($0) }
        let records = known + (missing.isEmpty ? [] : try await context.wishesStore.wishes(missing))
        let fundingIDs = fundings.map(\.id)
        let raised = fundings.allSatisfy({ $0.raised != nil })
            ? Dictionary(uniqueKeysWithValues: fundings.map { ($0.id, $0.raised ?? 0) })
            : try await context.donations.raised(fundingIDs)
        let gifts = try await context.fundingStore.cardGifts(of: fundingIDs, viewer: viewer, shown: donorsShown)
        let lines = gifts.lines
        // Everyone the cards name in one read: the wishes' rendering (owners) and the feed (who
        // did what) find them kept for the request.
        let personIDs = Set(records.map(\.ownerID) + lines.values.flatMap { $0.compactMap(\.person) } + fundings.compactMap(\.recipientID))
        let people = try await context.friends.people(ids: Array(personIDs), viewer: viewer)
        let wishes = Dictionary(uniqueKeysWithValues: try await context.wishes.render(data: records, viewer: viewer).map { ($0.id, $0) })
        let blocked = try await context.giving.givenAsSeenBy(records, viewer: viewer)
        // Only owners see the circles a wish is shown to.
        let owned = fundings.filter { wishes[$0.wishID]?.owner.id == viewer && $0.audience == .circles }.map(\.id)
        let circles = try await context.fundingStore.circles(of: owned)
        return fundings.compactMap { funding in
            let id = funding.id
            guard let wish = wishes[funding.wishID] else { return nil }
            let isOwner = wish.owner.id == viewer
            // "Show only the progress": amounts for the organiser, and each giver's own.
            let hidden = funding.amountsHidden && !isOwner
            let donors = (lines[id] ?? []).map { line in
                Donor(person: line.person.flatMap { people[$0] },
                      amount: hidden && line.person != viewer ? nil : Price(amount: line.amountMinor, currency: line.currency), at: line.at,
                      guestName: line.person == nil ? line.guestName : nil)
            }
            let total = raised[id] ?? 0
            let canDonate = funding.state == .open && funding.deadline > context.now && !isOwner
                && funding.recipientID != viewer && !blocked.contains(funding.wishID)
            return FundingWish(wish: wish, funding: Funding(
                target: Price(amount: funding.targetMinor, currency: funding.currency),
                raised: hidden ? nil : Price(amount: total, currency: funding.currency),
                donorCount: gifts.givers[id] ?? 0,
                deadline: funding.deadline, endedAt: funding.fundedAt ?? funding.endedAt, why: funding.why, mode: funding.mode.rawValue, state: funding.state.rawValue,
                audience: isOwner ? funding.audience.rawValue : nil,
                circleIds: isOwner ? circles.filter { $0.fundingID == id }.map(\.circleID).sorted { $0.uuidString < $1.uuidString } : nil,
                publicURL: funding.publicToken.map { context.publicURL + FundingPath.publicPage(token: $0).path },
                recipient: funding.recipientID.flatMap { people[$0] },
                donors: donors,
                myDonations: (gifts.mine[id] ?? []).map { $0.rendered(wishName: wish.name, wishID: funding.wishID) },
                canDonate: canDonate, namesRequired: funding.namesRequired, amountsHidden: funding.amountsHidden,
                progress: funding.targetMinor > 0 ? max(0, min(100, total * 100 / funding.targetMinor)) : 0))
        }
    }
}

extension FundingService {
    /// One line of a card's donors: a named donor's gifts summed, or one anonymous gift.
    struct DonorLine: Sendable {
        /// Nil for an anonymous gift (anonymous to everyone but its donor).
        var person: UUID?
        var amountMinor: Int
        var currency: String
        /// The newest gift's time.
        var at: Date
        /// The name a guest gave (nil when anonymous or not a guest).
        var guestName: String? = nil
    }
}

/// A funding or none, as a request's memo keeps it.
struct FundingBox: Sendable {
    let funding: FundingData?
}
