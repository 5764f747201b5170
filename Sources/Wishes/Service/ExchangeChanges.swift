import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The organiser's changes to a Secret Santa after making it: its details, and people added.
extension ExchangeService {
    /// Changes the name, budget and day (members are told of a new budget or day); the rules only
    /// before the draw — accepting a rule the draw happens to honour would tell the organiser
    /// something about the pairs. Refused (412, with the exchange as it is) when made from a
    /// copy that has moved on.
    public func update(_ id: UUID, organiser: UUID, _ change: ExchangeChange, precondition: Precondition = .unconditional) async throws -> Exchange {
        let (exchange, members) = try await organised(id, by: organiser)
        guard precondition.holds(version: exchange.version, lastModified: exchange.updatedAt ?? exchange.createdAt) else {
            throw try await stale(id, organiser: organiser)
        }
        var validator = Validator()
        let rules = ExchangeRules.check(ExchangeDraft(name: change.name, budget: change.budget, date: change.date), now: context.now, into: &validator)
        let current = try await ExchangeExclusionRecord.query(on: context.db).filter(\.$exchange.$id == id).all()
        let pairs = change.exclusions.map(Self.pairs) ?? Set(current.map { Self.pair($0.a, $0.b) })
        let people = Set(members.map { $0.$person.id })
        validator.check(pairs.allSatisfy { $0[0] != $0[1] && people.contains($0[0]) && people.contains($0[1]) },
                        "exclusions", "exchange.exclusion_unknown")
        let avoidLastYear = change.avoidLastYear ?? exchange.avoidLastYear
        if exchange.drawnAt != nil {
            validator.check(pairs == Set(current.map { Self.pair($0.a, $0.b) }) && avoidLastYear == exchange.avoidLastYear,
                            "exclusions", "exchange.rules_after_draw")
        }
        try validator.finish()
        let told = rules.date != exchange.date || rules.budget != Price(amount: exchange.budgetMinor, currency: exchange.currency)
        let now = context.now
        try await context.versionedWrite(GiftExchangeRecord.schema, id: id, ifStill: precondition.isConditional ? exchange.version : nil,
                                         stale: { try await stale(id, organiser: organiser) }) { tx, version in
            exchange.version = version
            exchange.name = rules.name
            exchange.nameKey = rules.name.lowercased()
            exchange.budgetMinor = rules.budget.amount
            exchange.currency = rules.budget.currency
            exchange.date = rules.date
            exchange.avoidLastYear = avoidLastYear
            exchange.updatedAt = now
            try await exchange.update(on: tx.db)
            guard exchange.drawnAt == nil, change.exclusions != nil else { return }
            try await ExchangeExclusionRecord.query(on: tx.db).filter(\.$exchange.$id == id).delete()
            for pair in pairs { try await ExchangeExclusionRecord(exchange: id, a: pair[0], b: pair[1]).create(on: tx.db) }
        }
        if told {
            for member in members where member.$person.id != organiser {
                try await context.notifications.notify(user: member.$person.id, actor: organiser, kind: ExchangeNotification.changed,
                                                       params: ["exchange": rules.name], link: ExchangePath.exchange(id).path)
            }
        }
        return try await show(id, viewer: organiser)
    }

    /// Adds friends of the organiser. After the draw each newcomer steps into one pair — a giver
    /// who gave to R now gives to them, and they give to R — so only that giver's draw changes
    /// (and they alone are told); when no pair allows it, everyone is drawn again.
    public func add(_ id: UUID, organiser: UUID, people newcomers: [UUID]) async throws -> Exchange {
        let (exchange, members) = try await organised(id, by: organiser)
        guard !ExchangeRules.isOver(exchange.date, now: context.now) else { throw AppError(.conflict, "exchange.over") }
        let friends = Set(try await context.friends.friendIDs(of: organiser) + [organiser])
        let already = Set(members.map { $0.$person.id })
        let adding = Array(Set(newcomers)).filter { !already.contains($0) }
        var validator = Validator()
        validator.check(!adding.isEmpty, "userIds", "exchange.add_none")
        validator.check(adding.allSatisfy(friends.contains), "userIds", "exchange.not_friends")
        validator.check(already.count + adding.count <= ExchangeRules.members.upperBound, "userIds", "exchange.too_many",
                        ["max": "\(ExchangeRules.members.upperBound)"])
        try validator.finish()
        let now = context.now
        let (changed, drawn) = try await context.transaction { tx in
            let (fresh, members) = try await tx.exchanges.locked(id)
            guard !ExchangeRules.isOver(fresh.date, now: now) else { throw AppError(.conflict, "exchange.over") }
            let present = Set(members.map { $0.$person.id })
            let joining = adding.filter { !present.contains($0) }
            var added: [ExchangeMemberRecord] = []
            for person in joining {
                let member = ExchangeMemberRecord(exchange: id, person: person, createdAt: now)
                try await member.create(on: tx.db)
                added.append(member)
            }
            guard fresh.drawnAt != nil else { return (Set<UUID>(), false) }
            guard !joining.isEmpty else { return (Set<UUID>(), true) }
            let everyone = members + added
            let rules = try await tx.exchanges.rules(fresh, people: everyone.map { $0.$person.id })
            var draw = Dictionary(uniqueKeysWithValues: members.compactMap { m in m.receiverID.map { (m.$person.id, $0) } })
            var random = SystemRandomNumberGenerator()
            var changed = Set<UUID>()
            var placed = true
            for person in joining {
                let steps = draw.filter { giver, receiver in rules.allows(giver, person) && rules.allows(person, receiver) }.keys
                guard let giver = steps.randomElement(using: &random), let receiver = draw[giver] else {
                    placed = false
                    break
                }
                draw[giver] = person
                draw[person] = receiver
                changed.formUnion([giver, person])
            }
            if !placed {
                // No pair can take them: a whole new draw (or why none exists).
                switch rules.draw(using: &random) {
                case .success(let whole): draw = whole
                case .failure(let impossible): throw try await tx.exchanges.problem(impossible, viewer: organiser)
                }
                changed = Set(everyone.map { $0.$person.id })
            }
            try await tx.exchanges.reassign(everyone.filter { changed.contains($0.$person.id) }, to: draw, exchange: id)
            return (changed, true)
        }
        for person in adding {
            try await context.notifications.notify(user: person, actor: organiser, kind: drawn ? ExchangeNotification.drawn : ExchangeNotification.invited,
                                                   params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        }
        for giver in changed.subtracting(adding) {
            try await context.notifications.notify(user: giver, actor: nil, kind: ExchangeNotification.redrawn,
                                                   params: ["exchange": exchange.name], link: ExchangePath.exchange(id).path)
        }
        return try await show(id, viewer: organiser)
    }

    /// The exchange and its members, for its organiser alone (others: 403, strangers: 404).
    func organised(_ id: UUID, by organiser: UUID) async throws -> (GiftExchangeRecord, [ExchangeMemberRecord]) {
        let (exchange, members) = try await visible(id, viewer: organiser)
        guard exchange.$organiser.id == organiser else { throw AppError(.forbidden, "exchange.organiser_only") }
        return (exchange, members)
    }

    /// The refusal of a change made from an old copy, with the exchange as it is now.
    func stale(_ id: UUID, organiser: UUID) async throws -> StaleCopy<Exchange> {
        let current = try await show(id, viewer: organiser)
        return StaleCopy(current: current, version: current.version ?? 1)
    }

    /// An exclusion's two people in a fixed order (the draw reads them both ways).
    static func pair(_ a: UUID, _ b: UUID) -> [UUID] { [a, b].sorted { $0.uuidString < $1.uuidString } }

    static func pairs(_ exclusions: [ExchangeExclusion]) -> Set<[UUID]> { Set(exclusions.map { pair($0.a, $0.b) }) }
}
