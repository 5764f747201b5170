import Fluent
import Foundation
import SatchelCore
import Wishes

/// The generated world's group funding: the funding wishes the wishes part made, each with its
/// funding (mostly open, some funded, ended, failed or closed; a tenth surprises), and their
/// donations through the simulated bank with the ledger entries those reached. As in
/// `DonationService`: only confirmed donations reach the ledger, every total is a sum over it,
/// a funding is funded exactly when its ledger reached the target (open ones stay short of it),
/// and an all-or-nothing funding that failed or was closed gave every donation back.
enum FundingWorld {
    /// A funding before it is written.
    struct Plan {
        let wish: FundableWish
        var recipient: Int32?
        var mode: FundingRecord.Mode
        var audience: FundingRecord.Audience
        var circles: [UUID]
        /// Who may give: the audience, less a surprise's recipient.
        var donors: [Int32]
        var publicToken: String?
        var deadline: Date
        var state: FundingRecord.State
        /// Donations were made before this.
        var givingEnds: Date
        var endedAt: Date?
    }

    static let whys = ["I have wanted this for years — any help counts!", "Saving up together is more fun. Thank you, all of you!",
                       "This would make my summer.", "A big one, so I'm asking everyone for a little.",
                       "Instead of birthday presents this year, I'd love help with this.",
                       "I've saved half of it myself; would you help me with the rest?"]
    static let surpriseWhys = ["A birthday surprise — let's get this together!", "For all the help this year. Keep it secret!",
                               "A wedding present from all of us.", "Let's surprise them for the new job!"]

    static func generate(_ world: GeneratedWorld, wishes: [FundableWish]) async throws {
        try await world.part("funding") {
            var rng = world.random("funding")
            // Each funded funding needs a donation: never more of them than donations.
            var fundedLeft = world.size.donations
            let plans = wishes.map { plan(for: $0, world: world, fundedLeft: &fundedLeft, using: &rng) }
            let counts = donationCounts(plans, total: world.size.donations, using: &rng)
            var stream = FundingStream(world: world, rng: rng)
            for (plan, count) in zip(plans, counts) { try await stream.write(plan, donations: count) }
            try await stream.rows.flush()
            let dealt = counts.reduce(0, +)
            if dealt < world.size.donations {
                world.note("funding: \((world.size.donations - dealt).formatted()) fewer donations than asked (too few fundings with givers)")
            }
            return stream.rows.written
        }
    }

    /// Mode, audience, deadline and state, as an owner would choose them and time would settle them.
    static func plan(for wish: FundableWish, world: GeneratedWorld, fundedLeft: inout Int, using rng: inout SplitMix64) -> Plan {
        let now = world.now
        let day: TimeInterval = 86400
        let friends = world.population.friends[wish.owner]
        let ownCircles = world.population.circles[wish.owner]
        // A tenth are surprises, organised by the wish's owner for a friend who must not see them.
        let recipient: Int32? = friends.count >= 2 && Int.random(in: 0..<100, using: &rng) < 10 ? friends.randomElement(using: &rng) : nil
        let mode: FundingRecord.Mode = Int.random(in: 0..<100, using: &rng) < 35 ? .keepWhatYouGet : .allOrNothing
        let roll = Int.random(in: 0..<100, using: &rng)
        let audience: FundingRecord.Audience = !ownCircles.isEmpty && roll < 15 ? .circles : roll >= 95 ? .private : .friends
        var circles: [UUID] = []
        var donors: [Int32] = []
        switch audience {
        case .friends:
            donors = friends
        case .circles:
            let count = Int.random(in: 1...min(2, ownCircles.count), using: &rng)
            let chosen = WorldRandom.distinct(&rng, count: count, below: ownCircles.count).map { ownCircles[$0] }
            circles = chosen.map(\.id)
            donors = Set(chosen.flatMap(\.members)).sorted()
        case .private:
            // Only the owner sees an inbox wish shown to nobody: nobody can give.
            break
        }
        if let recipient { donors.removeAll { $0 == recipient } }
        var publicToken: String?
        if recipient == nil, audience != .private, Int.random(in: 0..<100, using: &rng) < 20 {
            // As `SecureToken.generate`: 32 random bytes, URL-safe base64.
            publicToken = Data((0..<32).map { _ in UInt8.random(in: 0...255, using: &rng) }).base64URLEncoded
        }

        // Started with the wish; deadlines two weeks to four months ahead (the rules allow a year).
        let created = wish.createdAt
        let deadline = created.addingTimeInterval(Double.random(in: 14...120, using: &rng) * day)
        let canBeFunded = !donors.isEmpty && fundedLeft > 0
        let stateRoll = Int.random(in: 0..<100, using: &rng)
        let state: FundingRecord.State
        if deadline > now {
            state = stateRoll < 13 && canBeFunded ? .funded : stateRoll < 18 ? .closed : .open
        } else {
            // The deadline job has run: what was not funded failed (all-or-nothing) or ended.
            state = stateRoll < 40 && canBeFunded ? .funded : mode == .allOrNothing ? .failed : .ended
        }
        if state == .funded { fundedLeft -= 1 }
        var givingEnds = now
        var endedAt: Date?
        switch state {
        case .open:
            break
        case .funded:
            let room = max(0, min(deadline, now).timeIntervalSince(created) - 600)
            givingEnds = created.addingTimeInterval(room * Double.random(in: 0.2...1, using: &rng))
        case .closed:
            let closed = created.addingTimeInterval(now.timeIntervalSince(created) * Double.random(in: 0.3...1, using: &rng))
            endedAt = closed
            givingEnds = closed.addingTimeInterval(-300)
        case .failed, .ended:
            endedAt = min(now, deadline.addingTimeInterval(Double.random(in: 60...900, using: &rng)))
            givingEnds = deadline.addingTimeInterval(-300)
        }
        return Plan(wish: wish, recipient: recipient, mode: mode, audience: audience, circles: circles, donors: donors,
                    publicToken: publicToken, deadline: deadline, state: state, givingEnds: max(created, givingEnds), endedAt: endedAt)
    }

    /// Donations per funding: exactly `total` (if they fit), heavy-tailed, at least one for a
    /// funded funding, none where nobody may give, and at most one per 200 minor units of the
    /// target (so that every gift can be at least 100 and an unfunded total stay below it).
    static func donationCounts(_ plans: [Plan], total: Int, using rng: inout SplitMix64) -> [Int] {
        var counts = plans.map { $0.state == .funded ? 1 : 0 }
        let caps = plans.map { $0.donors.isEmpty ? 0 : max(1, $0.wish.target / 200) }
        var weights = plans.map { $0.donors.isEmpty ? 0 : WishesWorld.logNormal(&rng, spread: 1) }
        var left = total - counts.reduce(0, +)
        var picker = WeightedPicker(weights)
        while left > 0, picker.total > 0 {
            let index = picker.pick(&rng)
            if counts[index] < caps[index] {
                counts[index] += 1
                left -= 1
            } else {
                weights[index] = 0
                picker = WeightedPicker(weights)
            }
        }
        return counts
    }
}

/// The part's writers, flushed together and parents first (foreign keys hold on both databases).
struct FundingRows {
    var fundings: BulkWriter<FundingRecord>
    var circles: BulkWriter<FundingCircleRecord>
    var donations: BulkWriter<DonationRecord>
    var ledger: BulkWriter<LedgerEntryRecord>
    var payments: BulkWriter<SimBankPaymentRecord>
    private var unflushed = 0

    init(_ db: any Database) {
        fundings = BulkWriter(db)
        circles = BulkWriter(db)
        donations = BulkWriter(db)
        ledger = BulkWriter(db)
        payments = BulkWriter(db)
    }

    var written: Int { fundings.written + circles.written + donations.written + ledger.written + payments.written }

    mutating func add(_ row: FundingRecord) async throws { try await fundings.add(row); try await added() }
    mutating func add(_ row: FundingCircleRecord) async throws { try await circles.add(row); try await added() }
    mutating func add(_ row: DonationRecord) async throws { try await donations.add(row); try await added() }
    mutating func add(_ row: LedgerEntryRecord) async throws { try await ledger.add(row); try await added() }
    mutating func add(_ row: SimBankPaymentRecord) async throws { try await payments.add(row); try await added() }

    /// Flushes everything before any one writer would flush itself (at its block size).
    private mutating func added() async throws {
        unflushed += 1
        if unflushed >= donations.rowsPerTransaction - 1 { try await flush() }
    }

    mutating func flush() async throws {
        try await fundings.flush()
        try await circles.flush()
        try await donations.flush()
        try await ledger.flush()
        try await payments.flush()
        unflushed = 0
    }
}

/// The funding part as it streams, one funding at a time.
struct FundingStream {
    let world: GeneratedWorld
    var rng: SplitMix64
    var rows: FundingRows
    let now: Date
    /// Where the simulated bank sends donors back to (as `DonationService.donate` tells it).
    let site: String

    init(world: GeneratedWorld, rng: SplitMix64) {
        self.world = world
        self.rng = rng
        self.rows = FundingRows(world.db)
        self.now = world.now
        self.site = world.context.publicURL
    }

    mutating func write(_ plan: FundingWorld.Plan, donations count: Int) async throws {
        let wish = plan.wish
        let ids = world.population.ids
        let target = wish.target

        // When each donation was made, in order; a few were never paid (failed, expired) or,
        // on open fundings, are being paid right now.
        var made = (0..<count).map { _ in moment(from: wish.createdAt, to: plan.givingEnds) }.sorted()
        var states = [DonationRecord.State](repeating: .confirmed, count: count)
        for index in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            // A funded funding's last donation is the one that reached the target.
            if plan.state == .funded, index == count - 1 { continue }
            if roll < 2, plan.state == .open {
                states[index] = .pending
                made[index] = max(wish.createdAt, now.addingTimeInterval(-Double.random(in: 60...1500, using: &rng)))
            } else if roll < 5 {
                states[index] = .failed
            } else if roll < 8, made[index] < now.addingTimeInterval(-SimulatedBank.checkoutLifetime) {
                states[index] = .expired
            }
        }
        let confirmed = (0..<count).filter { states[$0] == .confirmed }

        // Confirmed amounts: a funded funding's sum to its target (the last may go past it; the
        // ones before stayed short of it), anyone else's stay below it.
        var amounts = (0..<count).map { _ in max(100, Int(Double(target) * Double.random(in: 0.02...0.2, using: &rng)) / 100 * 100) }
        if !confirmed.isEmpty {
            let sum = plan.state == .funded ? target
                : min(target - 1, max(100 * confirmed.count, Int(Double(target) * Double.random(in: 0.05...0.95, using: &rng))))
            var shares = WishesWorld.split(sum, into: confirmed.count, minimum: 100, using: &rng)
            if plan.state == .funded, Int.random(in: 0..<100, using: &rng) < 30 {
                shares[shares.count - 1] += Int.random(in: 0..<shares[shares.count - 1], using: &rng) / 100 * 100
            }
            for (index, share) in zip(confirmed, shares) { amounts[index] = share }
        }
        // Confirmed in the order made (a minute or two at the bank), so the funded moment is the last one's.
        var confirmedAt = [Date?](repeating: nil, count: count)
        var last = wish.createdAt
        for index in confirmed {
            let at = min(plan.endedAt ?? now, now, max(last, made[index].addingTimeInterval(Double.random(in: 5...180, using: &rng))))
            confirmedAt[index] = at
            last = at
        }

        let funding = FundingRecord()
        funding.id = WorldRandom.uuid(&rng)
        funding.$wish.id = wish.id
        funding.ownerID = ids[wish.owner]
        funding.$recipient.id = plan.recipient.map { ids[Int($0)] }
        funding.targetMinor = target
        funding.currency = wish.currency
        funding.deadline = plan.deadline
        funding.why = (plan.recipient == nil ? FundingWorld.whys : FundingWorld.surpriseWhys).randomElement(using: &rng)!
        funding.mode = plan.mode
        funding.state = plan.state
        funding.audience = plan.audience
        funding.publicToken = plan.publicToken
        funding.createdAt = wish.createdAt
        funding.fundedAt = plan.state == .funded ? confirmed.last.flatMap { confirmedAt[$0] } : nil
        funding.endedAt = plan.endedAt
        funding.namesRequired = false
        funding.amountsHidden = false
        let fundingID = funding.id!
        try await rows.add(funding)
        for circle in plan.circles {
            let row = FundingCircleRecord(funding: fundingID, circle: circle)
            row.id = WorldRandom.uuid(&rng)
            try await rows.add(row)
        }

        let page = site + "/wishes/" + wish.id.uuidString.lowercased()
        for index in 0..<count {
            let donation = DonationRecord()
            donation.id = WorldRandom.uuid(&rng)
            let key = donation.id!.uuidString.lowercased()
            let payment = SimBankPaymentRecord()
            payment.id = WorldRandom.uuid(&rng)
            let reference = payment.id!.uuidString.lowercased()
            // Under all-or-nothing a failed or closed funding gave every confirmed donation back.
            let refunded = funding.refundsDue && states[index] == .confirmed
            donation.$funding.id = fundingID
            donation.$donor.id = ids[Int(plan.donors.randomElement(using: &rng)!)]
            donation.amountMinor = amounts[index]
            donation.currency = wish.currency
            donation.anonymous = Int.random(in: 0..<100, using: &rng) < 15
            donation.state = refunded ? .refunded : states[index]
            donation.gateway = "simbank"
            donation.paymentRef = reference
            donation.paymentURL = "/simbank/checkout/" + reference
            donation.createdAt = made[index]
            donation.confirmedAt = confirmedAt[index]
            try await rows.add(donation)

            if let at = confirmedAt[index] {
                try await rows.add(entry(funding: fundingID, donation: donation.id!, kind: .donation, amount: amounts[index],
                                         currency: wish.currency, at: at))
                if refunded, let ended = plan.endedAt {
                    let refundedAt = moment(from: max(ended, at), to: min(now, ended.addingTimeInterval(120)))
                    try await rows.add(entry(funding: fundingID, donation: donation.id!, kind: .refund, amount: -amounts[index],
                                             currency: wish.currency, at: refundedAt))
                }
            }

            // The simulated bank's own books agree, so its checkout page, refunds and the
            // reconciliation job find each payment as the donation says it is.
            payment.idempotencyKey = key
            payment.amountMinor = amounts[index]
            payment.currency = wish.currency
            payment.description = wish.name
            payment.returnURL = page + "?donation=" + key
            payment.cancelURL = page + "?donation=" + key + "&cancelled=1"
            switch donation.state {
            case .pending: payment.state = .open
            case .confirmed, .refunding: payment.state = .paid
            case .refunded:
                payment.state = .refunded
                payment.refundKey = "refund-" + key
            case .failed: payment.state = .declined
            case .expired: payment.state = .expired
            case .cancelled: payment.state = .cancelled
            }
            payment.createdAt = made[index]
            try await rows.add(payment)
        }
    }

    mutating func entry(funding: UUID, donation: UUID, kind: LedgerEntryRecord.Kind, amount: Int, currency: String,
                        at: Date) -> LedgerEntryRecord {
        let entry = LedgerEntryRecord()
        entry.id = WorldRandom.uuid(&rng)
        entry.fundingID = funding
        entry.donationID = donation
        entry.kind = kind
        entry.amountMinor = amount
        entry.currency = currency
        entry.createdAt = at
        return entry
    }

    /// A moment between `start` and `end` (`start` if they are the wrong way round).
    mutating func moment(from start: Date, to end: Date) -> Date {
        let room = end.timeIntervalSince(start)
        return room > 0 ? start.addingTimeInterval(Double.random(in: 0...room, using: &rng)) : start
    }
}
