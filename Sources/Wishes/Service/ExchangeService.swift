import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var exchanges: ExchangeService { ExchangeService(context: self) }
}

/// Secret Santa draws. Who gives to whom is read here for the giver alone: the organiser's
/// views, the other members', exports and notifications never carry a pair.
public struct ExchangeService: Sendable {
    let context: SatchelContext

    // MARK: setting up

    /// Creates the exchange and tells each member (the organiser aside) they take part.
    public func create(organiser: UUID, _ draft: ExchangeDraft) async throws -> GiftExchangeRecord {
        var validator = Validator()
        let rules = ExchangeRules.check(draft, now: context.now, into: &validator)
        let friends = Set(try await context.friends.friendIDs(of: organiser))
        let chosen = Set(draft.userIds ?? [])
        validator.check(chosen.allSatisfy(friends.contains), "userIds", "exchange.not_friends")
        var members = chosen.intersection(friends)
        if let circleID = draft.circleId {
            if let circle = try await CircleRecord.find(circleID, on: context.db), circle.$owner.id == organiser {
                let inCircle = try await CircleMember.query(on: context.db).filter(\.$circle.$id == circleID).all().map { $0.$member.id }
                members.formUnion(inCircle.filter(friends.contains))
            } else {
                validator.add(FieldIssue(field: "circleId", code: "exchange.unknown_circle"))
            }
        }
        if draft.includeMe ?? true { members.insert(organiser) }
        validator.check(members.count >= ExchangeRules.members.lowerBound, "userIds", "exchange.too_few",
                        ["min": "\(ExchangeRules.members.lowerBound)"])
        validator.check(members.count <= ExchangeRules.members.upperBound, "userIds", "exchange.too_many",
                        ["max": "\(ExchangeRules.members.upperBound)"])
        let exclusions = draft.exclusions ?? []
        validator.check(exclusions.allSatisfy { $0.a != $0.b && members.contains($0.a) && members.contains($0.b) },
                        "exclusions", "exchange.exclusion_unknown")
        try validator.finish()
        let record = GiftExchangeRecord()
        record.id = UUID()
        record.nameKey = rules.name.lowercased()
        record.$organiser.id = organiser
        record.name = rules.name
        record.budgetMinor = rules.budget.amount
        record.currency = rules.budget.currency
        record.date = rules.date
        record.avoidLastYear = draft.avoidLastYear ?? false
        record.createdAt = context.now
        record.version = 1
        let id = try record.requireID()
        let now = context.now
        let everyone = members
        // One row per pair, in a fixed order (the draw reads them both ways).
        let pairs = Self.pairs(exclusions)
        try await context.transaction { tx in
            try await record.create(on: tx.db)
            for member in everyone { try await ExchangeMemberRecord(exchange: id, person: member, createdAt: now).create(on: tx.db) }
            for pair in pairs {
                try await ExchangeExclusionRecord(exchange: id, a: pair[0], b: pair[1]).create(on: tx.db)
            }
        }
        for member in members where member != organiser {
            try await context.notifications.notify(user: member, actor: organiser, kind: ExchangeNotification.invited,
                                                   params: ["exchange": record.name], link: ExchangePath.exchange(id).path)
        }
        return record
    }

    // MARK: reading

    /// The exchange if `viewer` organises it or takes part.
    func visible(_ id: UUID, viewer: UUID) async throws -> (GiftExchangeRecord, [ExchangeMemberRecord]) {
        guard let exchange = try await GiftExchangeRecord.find(id, on: context.db) else { throw AppError.notFound("exchange") }
        let members = try await members(of: id)
        guard exchange.$organiser.id == viewer || members.contains(where: { $0.$person.id == viewer }) else {
            throw AppError.notFound("exchange")
        }
        return (exchange, members)
    }

    func members(of id: UUID) async throws -> [ExchangeMemberRecord] {
        try await ExchangeMemberRecord.query(on: context.db).filter(\.$exchange.$id == id).all()
    }

    /// The exchanges the viewer organises or takes part in, soonest first.
    public func mine(viewer: UUID) async throws -> [Exchange] {
        let joined = try await ExchangeMemberRecord.query(on: context.db).filter(\.$person.$id == viewer).all().map { $0.$exchange.id }
        let organised = try await GiftExchangeRecord.query(on: context.db).filter(\.$organiser.$id == viewer).all().compactMap(\.id)
        var result: [Exchange] = []
        for id in Set(joined + organised) { result.append(try await show(id, viewer: viewer)) }
        return result.sorted { ($0.date, $0.name) < ($1.date, $1.name) }
    }

    /// The exchange as `viewer` may see it: members and, for the organiser, the exclusions and
    /// who has looked at their draw. Never a pair.
    public func show(_ id: UUID, viewer: UUID) async throws -> Exchange {
        let (exchange, members) = try await visible(id, viewer: viewer)
        let organiser = exchange.$organiser.id
        let isOrganiser = organiser == viewer
        let people = try await context.friends.people(ids: [organiser] + members.map { $0.$person.id }, viewer: viewer)
        let participants = members.compactMap { member -> ExchangeParticipant? in
            guard let person = people[member.$person.id] else { return nil }
            return ExchangeParticipant(person: person, seen: isOrganiser && exchange.drawnAt != nil ? member.seenAt != nil : nil)
        }.sorted { ($0.person.displayName.lowercased(), $0.person.username) < ($1.person.displayName.lowercased(), $1.person.username) }
        var exclusions: [ExchangeExclusion]?
        if isOrganiser {
            exclusions = try await ExchangeExclusionRecord.query(on: context.db).filter(\.$exchange.$id == id).all()
                .map { ExchangeExclusion(a: $0.a, b: $0.b) }
        }
        let me = members.first { $0.$person.id == viewer }
        guard let organiserPerson = people[organiser] else { throw AppError.notFound("exchange") }
        return Exchange(id: id, name: exchange.name, organiser: organiserPerson,
                        budget: Price(amount: exchange.budgetMinor, currency: exchange.currency), date: exchange.date,
                        drawnAt: exchange.drawnAt, participants: participants, exclusions: exclusions,
                        avoidLastYear: exchange.avoidLastYear, myListId: me?.listID, isOrganiser: isOrganiser, isParticipant: me != nil,
                        version: exchange.version)
    }

    // MARK: the draw

    /// The rules of a draw among `people`: the exchange's exclusions and, when asked, no giver
    /// drawing whom they drew in the organiser's previous exchange of the same name.
    func rules(_ exchange: GiftExchangeRecord, people: [UUID]) async throws -> SecretSantaDraw<UUID> {
        let id = try exchange.requireID()
        let exclusions = try await ExchangeExclusionRecord.query(on: context.db).filter(\.$exchange.$id == id).all().map { ($0.a, $0.b) }
        var forbidden: [(giver: UUID, receiver: UUID)] = []
        if exchange.avoidLastYear, let previous = try await GiftExchangeRecord.query(on: context.db)
            .filter(\.$organiser.$id == exchange.$organiser.id).filter(\.$nameKey == exchange.nameKey)
            .filter(\.$id != id).filter(\.$drawnAt != nil).filter(\.$createdAt < exchange.createdAt)
            .sort(\.$createdAt, .descending).first() {
            forbidden = try await members(of: try previous.requireID()).compactMap { m in m.receiverID.map { (giver: m.$person.id, receiver: $0) } }
        }
        return SecretSantaDraw(people: people.sorted { $0.uuidString < $1.uuidString }, exclusions: exclusions, forbidden: forbidden)
    }

    /// Draws who gives to whom with the system's secure random source, or says why no draw
    /// honours the exclusions. Each member is told their draw is ready (not what it is).
    public func draw(_ id: UUID, organiser: UUID) async throws -> Exchange {
        let (exchange, _) = try await visible(id, viewer: organiser)
        guard exchange.$organiser.id == organiser else { throw AppError(.forbidden, "exchange.organiser_only") }
        let now = context.now
        let members = try await context.transaction { tx in
            // Read again under the lock: of two draws at once, one draws and the other is told.
            let (fresh, members) = try await tx.exchanges.locked(id)
            guard fresh.drawnAt == nil else { throw AppError(.conflict, "exchange.already_drawn") }
            guard !ExchangeRules.isOver(fresh.date, now: now) else { throw AppError(.conflict, "exchange.over") }
            let rules = try await tx.exchanges.rules(fresh, people: members.map { $0.$person.id })
            var random = SystemRandomNumberGenerator()
            let pairs: [UUID: UUID]
            switch rules.draw(using: &random) {
            case .success(let drawn): pairs = drawn
            case .failure(let impossible): throw try await tx.exchanges.problem(impossible, viewer: organiser)
            }
            for member in members {
                member.receiverID = pairs[member.$person.id]
                member.seenAt = nil
                try await member.update(on: tx.db)
            }
            fresh.drawnAt = now
            try await fresh.update(on: tx.db)
            return members
        }
        for member in members {
            try await context.notifications.notify(user: member.$person.id, actor: organiser, kind: ExchangeNotification.drawn,
                                                   params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        }
        return try await show(id, viewer: organiser)
    }

    /// In a transaction: the exchange moved one version up — which holds its row until the
    /// transaction ends (PostgreSQL's row lock; SQLite's write lock) — and read again with its
    /// members, so changes to one exchange (a draw, a leave, an edit) happen one after another.
    func locked(_ id: UUID) async throws -> (GiftExchangeRecord, [ExchangeMemberRecord]) {
        guard try await RowVersion.bump(GiftExchangeRecord.schema, id: id, ifStill: nil, on: context.sql) != nil,
              let exchange = try await GiftExchangeRecord.find(id, on: context.db)
        else { throw AppError.notFound("exchange") }
        return (exchange, try await members(of: id))
    }

    /// Why no draw exists, with names, beside the exclusions.
    func problem(_ impossible: SecretSantaDraw<UUID>.Impossible, viewer: UUID) async throws -> AppError {
        switch impossible {
        case .tooFew:
            return AppError.invalid("exclusions", "exchange.too_few", ["min": "2"])
        case .cannotGive(let person):
            let names = try await context.friends.names([person])
            return AppError.invalid("exclusions", "exchange.cannot_give", ["name": names[person] ?? ""])
        case .cannotReceive(let person):
            let names = try await context.friends.names([person])
            return AppError.invalid("exclusions", "exchange.cannot_receive", ["name": names[person] ?? ""])
        case .crowded(let givers, let receivers):
            let names = try await context.friends.names(givers)
            return AppError.invalid("exclusions", "exchange.crowded",
                                    ["names": givers.compactMap { names[$0] }.joined(separator: ", "), "count": "\(receivers)"])
        }
    }

    // MARK: leaving

    /// The member leaves. Before the date, only the pairs that must change are drawn again and
    /// only their givers are told; after it, nothing changes any more.
    public func leave(_ id: UUID, person: UUID) async throws {
        let (exchange, members) = try await visible(id, viewer: person)
        guard members.contains(where: { $0.$person.id == person }) else { throw AppError.notFound("exchange") }
        try await remove(person, from: exchange)
    }

    /// The organiser takes a member out (same redraw as leaving).
    public func remove(_ id: UUID, organiser: UUID, person: UUID) async throws {
        let (exchange, members) = try await visible(id, viewer: organiser)
        guard exchange.$organiser.id == organiser else { throw AppError(.forbidden, "exchange.organiser_only") }
        guard members.contains(where: { $0.$person.id == person }) else { throw AppError.notFound("participant") }
        try await remove(person, from: exchange)
    }

    /// Someone deleting their account leaves every exchange still to come as if they had left
    /// (those they organise go with them).
    func accountDeleted(_ person: UUID) async throws {
        for membership in try await ExchangeMemberRecord.query(on: context.db).filter(\.$person.$id == person).all() {
            guard let exchange = try await GiftExchangeRecord.find(membership.$exchange.id, on: context.db),
                  exchange.$organiser.id != person, !ExchangeRules.isOver(exchange.date, now: context.now) else { continue }
            try await remove(person, from: exchange)
        }
    }

    private func remove(_ person: UUID, from exchange: GiftExchangeRecord) async throws {
        let id = try exchange.requireID()
        let now = context.now
        let changed = try await context.transaction { tx in
            let (fresh, members) = try await tx.exchanges.locked(id)
            guard !ExchangeRules.isOver(fresh.date, now: now) else { throw AppError(.conflict, "exchange.over") }
            // Someone else took them out first: nothing more to do.
            guard members.contains(where: { $0.$person.id == person }) else { return Set<UUID>() }
            let staying = members.filter { $0.$person.id != person }
            var changed = Set<UUID>()
            var undrawn = false
            var next: [UUID: UUID] = [:]
            if fresh.drawnAt != nil {
                let current = Dictionary(uniqueKeysWithValues: members.compactMap { m in m.receiverID.map { (m.$person.id, $0) } })
                let rules = try await tx.exchanges.rules(fresh, people: staying.map { $0.$person.id })
                var random = SystemRandomNumberGenerator()
                if let redraw = rules.redraw(current, leaving: person, using: &random) {
                    next = redraw.draw
                    changed = redraw.changed
                } else {
                    // Nobody left can be drawn at all: the draw is undone, to be made again.
                    undrawn = true
                    changed = Set(staying.map { $0.$person.id })
                }
            }
            try await ExchangeMemberRecord.query(on: tx.db).filter(\.$exchange.$id == id).filter(\.$person.$id == person).delete()
            try await tx.exchanges.reassign(staying.filter { changed.contains($0.$person.id) }, to: undrawn ? [:] : next, exchange: id)
            try await ExchangeQuestionRecord.query(on: tx.db).filter(\.$exchange.$id == id)
                .group(.or) { $0.filter(\.$giverID == person).filter(\.$receiverID == person) }.delete()
            try await ExchangeExclusionRecord.query(on: tx.db).filter(\.$exchange.$id == id).group(.or) {
                $0.filter(\.$a == person).filter(\.$b == person)
            }.delete()
            if undrawn {
                fresh.drawnAt = nil
                try await fresh.update(on: tx.db)
            }
            return changed
        }
        for giver in changed {
            try await context.notifications.notify(user: giver, actor: nil, kind: ExchangeNotification.redrawn,
                                                   params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        }
    }

    /// Gives each of `givers` their new receiver (none when absent from `next`): a new pair, not
    /// yet seen, and the questions of their old pair go with it.
    func reassign(_ givers: [ExchangeMemberRecord], to next: [UUID: UUID], exchange id: UUID) async throws {
        for member in givers {
            member.receiverID = next[member.$person.id]
            member.seenAt = nil
            try await member.update(on: context.db)
        }
        let gone = givers.map { $0.$person.id }
        guard !gone.isEmpty else { return }
        try await ExchangeQuestionRecord.query(on: context.db).filter(\.$exchange.$id == id).filter(\.$giverID ~~ gone).delete()
    }

    // MARK: the giver's side

    /// Whom `viewer` gives to, with that person's list for the occasion (or the lists they
    /// share with the viewer). Looking marks the draw seen for the organiser (a download of
    /// one's data does not).
    public func assignment(_ id: UUID, viewer: UUID, markingSeen: Bool = true) async throws -> ExchangeAssignment {
        let (exchange, members) = try await visible(id, viewer: viewer)
        guard let me = members.first(where: { $0.$person.id == viewer }), let receiverID = me.receiverID,
              let receiver = members.first(where: { $0.$person.id == receiverID }),
              let person = try await context.friends.people(ids: [receiverID], viewer: viewer)[receiverID]
        else { throw AppError.notFound("assignment") }
        if markingSeen && me.seenAt == nil {
            me.seenAt = context.now
            try await me.update(on: context.db)
        }
        var linked: ExchangeList?
        if let listID = receiver.listID, let list = try await WishListRecord.find(listID, on: context.db), list.$owner.id == receiverID {
            let wishes = try await WishRecord.query(on: context.db).filter(\.$list.$id == listID).filter(\.$receivedAt == nil).sort(\.$position).all()
            linked = ExchangeList(id: listID, name: list.name, wishes: try wishes.map { wish in
                ExchangeWish(id: try wish.requireID(), name: wish.name,
                             price: wish.priceMinor.flatMap { amount in wish.currency.map { Price(amount: amount, currency: $0) } },
                             link: wish.link, notes: wish.notes)
            })
        }
        let shared = try await context.sharing.friendsLists(viewer: viewer)
            .filter { $0.owner.id == receiverID && $0.status != "pending" && $0.id != linked?.id }
            .map { ExchangeList(id: $0.id, name: $0.name, wishes: []) }
        return ExchangeAssignment(exchangeId: id, name: exchange.name, budget: Price(amount: exchange.budgetMinor, currency: exchange.currency),
                                  date: exchange.date, receiver: person, list: linked, otherLists: shared)
    }

    /// Links one of the member's own lists for the occasion (nil unlinks).
    public func linkList(_ id: UUID, viewer: UUID, list listID: UUID?) async throws {
        let (_, members) = try await visible(id, viewer: viewer)
        guard let me = members.first(where: { $0.$person.id == viewer }) else { throw AppError.notFound("exchange") }
        if let listID {
            guard let list = try await WishListRecord.find(listID, on: context.db), list.$owner.id == viewer else {
                throw AppError.invalid("listId", "exchange.unknown_list")
            }
        }
        me.listID = listID
        try await me.update(on: context.db)
    }
}
