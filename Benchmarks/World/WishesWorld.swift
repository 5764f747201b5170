import Fluent
import Foundation
import SatchelCore
import Wishes

/// A wish the wishes part put in its owner's inbox for the funding part to collect money for.
struct FundableWish: Sendable {
    let id: UUID
    let owner: Int
    let name: String
    let target: Int
    let currency: String
    let createdAt: Date
}

/// The generated world's wishes: lists (most people have a few, some many), wishes in them and
/// in inboxes, lists shared with friends, and the reservations, pledges and comments of the
/// friends who accepted them. Everything is planned first (counts, shares), then streamed one
/// person at a time, so that each count is met exactly and positions and name keys are kept
/// per owner as the service keeps them.
enum WishesWorld {
    /// A list before it is written: how many wishes, and whom it is shared with.
    struct ListPlan {
        var wishCount = 0
        var accepted: [Int32] = []
        var pending: [Int32] = []
    }

    /// A list wish's kind: a group gift (priced, one of it: pledged for together) or a quantity
    /// (1–3) to reserve.
    static let groupGift: UInt8 = 0

    static func reservationUnits(_ kind: UInt8, accepted: Int) -> Int { kind == groupGift ? 0 : min(Int(kind), accepted) }
    static func pledgeUnits(_ kind: UInt8, accepted: Int) -> Int { kind == groupGift ? min(4, accepted) : 0 }
    static func commentUnits(accepted: Int) -> Int { accepted > 0 ? 2 : 0 }

    struct Plan {
        var listsOf: [Int]
        var lists: [ListPlan] = []
        /// Each list wish's kind, in list order.
        var kinds: [UInt8] = []
        var inboxOf: [Int]
        var fundingsOf: [Int]
        var reservationUnits = 0
        var pledgeUnits = 0
        var commentUnits = 0
    }

    /// Writes the part and gives back the funding wishes it made.
    static func generate(_ world: GeneratedWorld) async throws -> [FundableWish] {
        var fundable: [FundableWish] = []
        try await world.part("wishes") {
            var rng = world.random("wishes")
            let plan = makePlan(world, using: &rng)
            let size = world.size
            // Comments: a tenth of the wishes' count (100,000 at full size).
            var stream = WishStream(world: world, rng: rng, rows: WishRows(world.db),
                                    reservations: ExactSampler(target: size.reservations, capacity: plan.reservationUnits),
                                    pledges: ExactSampler(target: size.pledges, capacity: plan.pledgeUnits),
                                    comments: ExactSampler(target: size.wishes / 10, capacity: plan.commentUnits))
            try await stream.write(plan)
            for (name, sampler) in [("reservations", stream.reservations), ("pledges", stream.pledges), ("comments", stream.comments)]
            where sampler.shortfall > 0 {
                world.note("wishes: \(sampler.shortfall.formatted()) fewer \(name) than asked (not enough shared wishes)")
            }
            fundable = stream.fundable
            return stream.rows.written
        }
        return fundable
    }

    /// How many lists, wishes and funding wishes each person has, and whom lists are shared with.
    static func makePlan(_ world: GeneratedWorld, using rng: inout SplitMix64) -> Plan {
        let people = world.population
        let size = world.size
        let n = people.count
        // Each list goes to a person drawn by a log-normal weight: most have 0–2, a few 10 or more.
        let listsOf = deal(size.wishLists, by: (0..<n).map { _ in logNormal(&rng, spread: 1.1) }, using: &rng)
        // About 80 % of the wishes are in lists, the rest in inboxes; funding wishes are inbox
        // wishes of people with friends to give.
        let listWishes = size.wishLists > 0 ? size.wishes * 4 / 5 : 0
        let inbox = size.wishes - listWishes
        let fundings = min(size.fundings, inbox)
        var canFund = people.friends.map { $0.count >= 3 ? 1.0 : 0.0 }
        if !canFund.contains(1) { canFund = canFund.map { _ in 1 } }
        let fundingsOf = deal(fundings, by: canFund, using: &rng)
        let inboxOf = deal(inbox - fundings, by: (0..<n).map { _ in logNormal(&rng, spread: 1.2) }, using: &rng)
        var plan = Plan(listsOf: listsOf, inboxOf: inboxOf, fundingsOf: fundingsOf)

        let wishCounts = deal(listWishes, by: (0..<size.wishLists).map { _ in logNormal(&rng, spread: 0.8) }, using: &rng)
        plan.lists.reserveCapacity(size.wishLists)
        plan.kinds.reserveCapacity(listWishes)
        for person in 0..<n {
            let friends = people.friends[person]
            for _ in 0..<listsOf[person] {
                var list = ListPlan(wishCount: wishCounts[plan.lists.count])
                // Most lists are shared with a few friends; most of them said yes.
                if !friends.isEmpty, Int.random(in: 0..<100, using: &rng) >= 15 {
                    let count = max(1, WorldRandom.heavyTailed(&rng, median: 4, spread: 0.7, max: min(friends.count, 25)))
                    for index in WorldRandom.distinct(&rng, count: count, below: friends.count) {
                        if Int.random(in: 0..<100, using: &rng) < 85 { list.accepted.append(friends[index]) } else { list.pending.append(friends[index]) }
                    }
                }
                for _ in 0..<list.wishCount {
                    let roll = Int.random(in: 0..<100, using: &rng)
                    let kind: UInt8 = roll < 12 ? groupGift : roll < 90 ? 1 : roll < 97 ? 2 : 3
                    plan.kinds.append(kind)
                    plan.reservationUnits += reservationUnits(kind, accepted: list.accepted.count)
                    plan.pledgeUnits += pledgeUnits(kind, accepted: list.accepted.count)
                    plan.commentUnits += commentUnits(accepted: list.accepted.count)
                }
                plan.lists.append(list)
            }
        }
        return plan
    }

    // MARK: content

    /// Something people wish for: a name, a shop, a price in euros, and whether several make sense.
    struct Gift: Sendable {
        let name: String
        let store: String
        let eur: Double
        let several: Bool

        init(_ name: String, _ store: String, _ eur: Double, several: Bool = false) {
            self.name = name
            self.store = store
            self.eur = eur
            self.several = several
        }
    }

    static let gifts: [Gift] = [
        Gift("Hiking boots", "Naturkompaniet", 150), Gift("Moka pot", "Åhléns", 40), Gift("Board game: Wingspan", "Games Corner", 60),
        Gift("Fountain pen", "Pen Shop", 35), Gift("Wool socks", "Icebreaker", 20, several: true),
        Gift("Espresso cups", "Kavárna", 45, several: true), Gift("Linen bed sheets", "H&M Home", 80), Gift("Cast-iron pan", "Lodge", 55),
        Gift("Chef's knife", "Kitchen Store", 120), Gift("Bluetooth speaker", "Elgiganten", 90),
        Gift("Noise-cancelling headphones", "MediaMarkt", 300), Gift("E-reader", "Kobo", 150), Gift("Yoga mat", "Decathlon", 30),
        Gift("Running shoes", "Stadium", 130), Gift("Rain jacket", "Fjällräven", 200), Gift("Wool scarf", "Acne Studios", 90),
        Gift("Leather gloves", "Hestra", 70), Gift("Scented candle", "Rituals", 25, several: true), Gift("Monstera plant", "Plantagen", 35),
        Gift("Ceramic vase", "Iittala", 60), Gift("Picture frame", "IKEA", 15, several: true), Gift("Cookbook: Ottolenghi Simple", "Bookshop", 30),
        Gift("Novel: The Overstory", "Bookshop", 20), Gift("Jigsaw puzzle, 1000 pieces", "Games Corner", 20),
        Gift("Lego botanical set", "Lego Store", 50), Gift("Tea sampler", "Tea House", 25), Gift("Coffee grinder", "Kitchen Store", 110),
        Gift("Water bottle", "Decathlon", 25, several: true), Gift("Backpack", "Fjällräven", 110), Gift("Camping lantern", "Naturkompaniet", 40),
        Gift("Sleeping bag", "Naturkompaniet", 180), Gift("Wireless charger", "Elgiganten", 35), Gift("Smart watch", "MediaMarkt", 250),
        Gift("Bike lights", "Bike shop", 40), Gift("Bike helmet", "Bike shop", 80), Gift("Cross-country skis", "Stadium", 250),
        Gift("Ice skates", "Stadium", 110), Gift("Swimming goggles", "Decathlon", 20), Gift("Wool sweater", "Uniqlo", 60),
        Gift("Silk pillowcase", "Etsy", 45), Gift("Handmade mug", "Etsy", 30, several: true), Gift("Wine glasses", "Orrefors", 70, several: true),
        Gift("Cocktail shaker", "Kitchen Store", 30), Gift("Vinyl record", "Record store", 30, several: true), Gift("Record player", "Audio shop", 280),
        Gift("Watercolour set", "Art supplies", 45), Gift("Sketchbook", "Art supplies", 15, several: true),
        Gift("Merino yarn", "Yarn shop", 12, several: true), Gift("Perfume", "Sephora", 90), Gift("Hand cream", "L'Occitane", 20, several: true),
        Gift("Massage voucher", "Spa", 70), Gift("Cinema tickets", "Cinema", 25, several: true), Gift("Museum membership", "National Museum", 60),
        Gift("Plant pot", "IKEA", 20, several: true), Gift("Garden gloves", "Plantagen", 15), Gift("Bird feeder", "Plantagen", 25),
        Gift("Hammock", "Naturkompaniet", 60), Gift("Picnic blanket", "IKEA", 30), Gift("Thermos", "Stanley", 40), Gift("Desk lamp", "IKEA", 45),
        Gift("Mechanical keyboard", "Webhallen", 140), Gift("Gaming mouse", "Webhallen", 70), Gift("Video game", "Webhallen", 60, several: true),
        Gift("Instant camera", "Fotoshop", 110), Gift("Film rolls", "Fotoshop", 15, several: true), Gift("Sunglasses", "Ray-Ban", 150),
        Gift("Leather wallet", "Sandqvist", 80), Gift("Umbrella", "Totes", 30), Gift("Bath towels", "H&M Home", 40, several: true),
        Gift("Dutch oven", "Le Creuset", 280), Gift("Stand mixer", "KitchenAid", 450), Gift("Rice cooker", "Elgiganten", 90),
        Gift("Balance bike", "Bike shop", 120), Gift("Stuffed animal", "Toy shop", 25, several: true), Gift("Wooden train set", "Toy shop", 60),
        Gift("Board game night", "", 0), Gift("A day out together", "", 0), Gift("Homemade jam", "", 0, several: true),
    ]
    /// Priced things worth buying together.
    static let groupGifts = gifts.filter { $0.eur >= 80 }
    static let severalGifts = gifts.filter(\.several)

    /// Bigger things people collect money for: a name, a price in euros, a note.
    static let fundables: [(name: String, eur: Double, notes: String)] = [
        ("Electric guitar", 650, "A Telecaster, sunburst"), ("Cargo bike", 2400, "To take the kids to school"),
        ("Pottery course", 300, "Eight evenings at the studio"), ("Weekend in Prague", 500, "For two"),
        ("Road bike", 1300, "Size 56"), ("Espresso machine", 750, "One with a steam wand"), ("Camera lens", 900, "50 mm, f/1.4"),
        ("Language course", 400, "Spanish, evenings"), ("New sofa", 1200, "Three seats, something green"),
        ("Concert tickets", 180, "Two tickets"), ("Spa weekend", 450, ""), ("Hot air balloon ride", 300, ""),
        ("Sewing machine", 380, ""), ("Telescope", 800, "For the dark winter nights"), ("Sea kayak", 1100, ""),
        ("Drum kit", 950, "Electronic, for the neighbours' sake"), ("Laptop", 1100, "For my studies"),
        ("Family tent", 550, "Room for four"), ("Standing desk", 600, ""), ("Diving course", 550, "Open Water certificate"),
        ("Piano lessons", 480, "A term of weekly lessons"), ("Trip to Lapland", 1500, "To see the northern lights"),
    ]

    static let variants = ["black", "white", "blue", "green", "grey", "red", "large", "small"]
    static let notes = ["Any colour is fine", "Second-hand is fine", "Not urgent", "The one I showed you", "Size M",
                        "Black if they have it", "For the cabin", "Surprise me with the details", "Size 39", "The newest edition"]
    static let friendComments = ["Which colour would you like?", "Is this still the right size?", "I saw this on sale last week!",
                                 "Great choice, I have one and love it.", "Would a similar one from another shop be OK?",
                                 "Do you already have the first part?", "Ooh, I want one too.", "Is the newer model fine as well?"]
    static let ownerReplies = ["Any colour is fine!", "Yes, still the same size.", "Another shop is fine, thanks!", "No rush at all.",
                               "The newer model is even better.", "Thank you for asking!"]

    /// The currencies people here shop in (all ones donations can be taken in), with their
    /// units per euro and how common each is.
    static let currencies: [(code: String, perEuro: Double, share: Int)] = [
        ("EUR", 1, 35), ("SEK", 11.5, 20), ("CZK", 25, 20), ("USD", 1.1, 8), ("GBP", 0.85, 5), ("NOK", 11.7, 4),
        ("DKK", 7.5, 4), ("PLN", 4.3, 4),
    ]

    static func currency(_ rng: inout SplitMix64) -> (code: String, perEuro: Double) {
        var roll = Int.random(in: 0..<100, using: &rng)
        for currency in currencies {
            if roll < currency.share { return (currency.code, currency.perEuro) }
            roll -= currency.share
        }
        return ("EUR", 1)
    }

    /// A shop price in minor units, ending as shop prices do (49.99 €, 1 499 kr).
    static func shopPrice(eur: Double, perEuro: Double, using rng: inout SplitMix64) -> Int {
        let units = eur * perEuro * Double.random(in: 0.85...1.15, using: &rng)
        if perEuro >= 4 { return max(9, Int((units / 10).rounded()) * 10 - 1) * 100 }
        let whole = max(1, Int(units.rounded()))
        return whole >= 100 ? whole * 100 : whole * 100 - 1
    }

    /// A round sum to collect, in minor units.
    static func roundTarget(eur: Double, perEuro: Double, using rng: inout SplitMix64) -> Int {
        let units = eur * perEuro * Double.random(in: 0.9...1.2, using: &rng)
        let step = units >= 1000 ? 100.0 : 10.0
        return max(Int(step), Int((units / step).rounded() * step)) * 100
    }

    /// `name`, or a variant of it the owner does not have yet (name keys are unique per owner).
    static func unique(_ name: String, among taken: inout Set<String>, variants: [String]) -> String {
        if taken.insert(name.lowercased()).inserted { return name }
        for variant in variants where taken.insert("\(name) (\(variant))".lowercased()).inserted { return "\(name) (\(variant))" }
        var number = 2
        while !taken.insert("\(name) (\(number))".lowercased()).inserted { number += 1 }
        return "\(name) (\(number))"
    }

    static let slugCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789")

    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if slugCharacters.contains(character) {
                slug.append(character)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
    }

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// `YYYY-MM-DD`, as lists keep their dates.
    static func calendarDay(_ date: Date) -> String {
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        func padded(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(day.year ?? 2026, 4))-\(padded(day.month ?? 1, 2))-\(padded(day.day ?? 1, 2))"
    }

    // MARK: numbers

    /// A log-normal weight with median 1: most near it, a few far above.
    static func logNormal(_ rng: inout SplitMix64, spread: Double) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &rng), u2 = Double.random(in: 0..<1, using: &rng)
        return exp(spread * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2))
    }

    /// `total` units dealt one by one to entries drawn by weight: counts that sum to `total`
    /// exactly and keep the weights' shape (a heavy tail from log-normal weights).
    static func deal(_ total: Int, by weights: [Double], using rng: inout SplitMix64) -> [Int] {
        var counts = [Int](repeating: 0, count: weights.count)
        let picker = WeightedPicker(weights)
        guard picker.total > 0 else { return counts }
        for _ in 0..<total { counts[picker.pick(&rng)] += 1 }
        return counts
    }

    /// A round step for sums of about `amount` minor units.
    static func niceStep(_ amount: Int) -> Int {
        amount >= 100_000 ? 5_000 : amount >= 10_000 ? 1_000 : amount >= 2_000 ? 500 : 100
    }

    /// `total` in `count` shares of at least `minimum`, the first ones rounded, the last one the
    /// rest: they sum to `total` exactly. Needs `total >= count * minimum`.
    static func split(_ total: Int, into count: Int, minimum: Int, using rng: inout SplitMix64) -> [Int] {
        guard count > 1 else { return count == 1 ? [total] : [] }
        let step = niceStep(total / count)
        let weights = (0..<count).map { _ in Double.random(in: 0.3...1, using: &rng) }
        let sum = weights.reduce(0, +)
        var shares = weights.map { max(minimum, Int(Double(total) * $0 / sum) / step * step) }
        var rest = total - shares.dropLast().reduce(0, +)
        // The minimums may have taken too much: trim the others back towards them.
        var index = 0
        while rest < minimum {
            let cut = min(minimum - rest, shares[index] - minimum)
            shares[index] -= cut
            rest += cut
            index += 1
        }
        shares[count - 1] = rest
        return shares
    }
}

/// Picks indexes with chances proportional to their weights (zero never).
struct WeightedPicker {
    private let cumulative: [Double]

    init(_ weights: [Double]) {
        var sum = 0.0
        cumulative = weights.map { weight in
            sum += max(0, weight)
            return sum
        }
    }

    var total: Double { cumulative.last ?? 0 }

    func pick(_ rng: inout SplitMix64) -> Int {
        let x = Double.random(in: 0..<total, using: &rng)
        // x < total, so some cumulative weight is above it.
        return cumulative.partitionPoint { $0 > x }
    }
}

/// Takes exactly `target` of the `capacity` units met one by one (selection sampling: a unit
/// is taken with the chance still needed / still to come), so a count is met exactly while
/// the rows are streamed.
struct ExactSampler {
    private var needed: Int
    private var remaining: Int
    let shortfall: Int

    init(target: Int, capacity: Int) {
        needed = min(target, capacity)
        remaining = capacity
        shortfall = max(0, target - capacity)
    }

    /// How many of the next `units` are taken. `clustered` takes a wish's units together more
    /// often (group gifts have several givers) and still takes exactly as many in all.
    mutating func take(_ units: Int, clustered: Bool = false, using rng: inout SplitMix64) -> Int {
        var taken = 0
        for _ in 0..<units where remaining > 0 {
            var chance = Double(needed) / Double(remaining)
            if clustered, needed < remaining { chance = taken > 0 ? min(1, chance * 4) : chance * 0.6 }
            if Double.random(in: 0..<1, using: &rng) < chance {
                taken += 1
                needed -= 1
            }
            remaining -= 1
        }
        return taken
    }
}

/// The part's writers, flushed together and parents first, so that no row reaches the database
/// before a row it references (foreign keys hold on both databases).
struct WishRows {
    var lists: BulkWriter<WishListRecord>
    var shares: BulkWriter<ListShareRecord>
    var wishes: BulkWriter<WishRecord>
    var reservations: BulkWriter<ReservationRecord>
    var pledges: BulkWriter<PledgeRecord>
    var comments: BulkWriter<WishCommentRecord>
    private var unflushed = 0

    init(_ db: any Database) {
        lists = BulkWriter(db)
        shares = BulkWriter(db)
        wishes = BulkWriter(db)
        reservations = BulkWriter(db)
        pledges = BulkWriter(db)
        comments = BulkWriter(db)
    }

    var written: Int { lists.written + shares.written + wishes.written + reservations.written + pledges.written + comments.written }

    mutating func add(_ row: WishListRecord) async throws { try await lists.add(row); try await added() }
    mutating func add(_ row: ListShareRecord) async throws { try await shares.add(row); try await added() }
    mutating func add(_ row: WishRecord) async throws { try await wishes.add(row); try await added() }
    mutating func add(_ row: ReservationRecord) async throws { try await reservations.add(row); try await added() }
    mutating func add(_ row: PledgeRecord) async throws { try await pledges.add(row); try await added() }
    mutating func add(_ row: WishCommentRecord) async throws { try await comments.add(row); try await added() }

    /// Flushes everything before any one writer would flush itself (at its block size).
    private mutating func added() async throws {
        unflushed += 1
        if unflushed >= wishes.rowsPerTransaction - 1 { try await flush() }
    }

    mutating func flush() async throws {
        try await lists.flush()
        try await shares.flush()
        try await wishes.flush()
        try await reservations.flush()
        try await pledges.flush()
        try await comments.flush()
        unflushed = 0
    }
}

/// The wishes part as it streams, one person at a time.
struct WishStream {
    let world: GeneratedWorld
    var rng: SplitMix64
    var rows: WishRows
    var reservations: ExactSampler
    var pledges: ExactSampler
    var comments: ExactSampler
    var fundable: [FundableWish] = []
    let now: Date

    init(world: GeneratedWorld, rng: SplitMix64, rows: WishRows, reservations: ExactSampler, pledges: ExactSampler,
         comments: ExactSampler) {
        self.world = world
        self.now = world.now
        self.rng = rng
        self.rows = rows
        self.reservations = reservations
        self.pledges = pledges
        self.comments = comments
    }

    mutating func write(_ plan: WishesWorld.Plan) async throws {
        var listNumber = 0
        var wishNumber = 0
        for person in 0..<world.population.count {
            let owner = world.population.ids[person]
            let currency = WishesWorld.currency(&rng)
            var wishNames = Set<String>()
            var listNames = Set<String>()
            for _ in 0..<plan.listsOf[person] {
                let listPlan = plan.lists[listNumber]
                listNumber += 1
                let list = self.list(owner: owner, names: &listNames)
                try await rows.add(list)
                // When each recipient was asked: they give and comment only after that.
                var sharedAt: [Int32: Date] = [:]
                for (recipients, accepted) in [(listPlan.accepted, true), (listPlan.pending, false)] {
                    for recipient in recipients {
                        let share = ListShareRecord(list: list.id!, recipient: world.population.ids[Int(recipient)],
                                                    createdAt: moment(after: list.createdAt, within: 3 * 86400))
                        share.id = WorldRandom.uuid(&rng)
                        share.accepted = accepted
                        sharedAt[recipient] = share.createdAt
                        try await rows.add(share)
                    }
                }
                // Positions follow the order wishes were added in, from 0 (as `nextPosition`).
                let times = (0..<listPlan.wishCount).map { _ in moment(after: list.createdAt, within: 90 * 86400) }.sorted()
                for (position, createdAt) in times.enumerated() {
                    let kind = plan.kinds[wishNumber]
                    wishNumber += 1
                    let wish: WishRecord
                    if kind == WishesWorld.groupGift {
                        wish = self.wish(WishesWorld.groupGifts.randomElement(using: &rng)!, quantity: 1, priced: true, currency: currency)
                    } else if kind > 1 {
                        wish = self.wish(WishesWorld.severalGifts.randomElement(using: &rng)!, quantity: Int(kind), priced: nil, currency: currency)
                    } else {
                        wish = self.wish(WishesWorld.gifts.randomElement(using: &rng)!, quantity: 1, priced: nil, currency: currency)
                    }
                    place(wish, owner: owner, list: list.id, position: position, createdAt: createdAt, names: &wishNames)
                    try await rows.add(wish)
                    try await gifts(on: wish, kind: kind, accepted: listPlan.accepted, sharedAt: sharedAt)
                }
            }
            try await inbox(person: person, plain: plan.inboxOf[person], funding: plan.fundingsOf[person], currency: currency,
                            names: &wishNames)
        }
        try await rows.flush()
    }

    /// A list for an occasion, dated as the app dates them.
    mutating func list(owner: UUID, names: inout Set<String>) -> WishListRecord {
        let list = WishListRecord()
        list.id = WorldRandom.uuid(&rng)
        list.version = 1
        list.$owner.id = owner
        list.createdAt = WorldRandom.past(&rng, days: 400, before: now)
        let day: TimeInterval = 86400
        let roll = Int.random(in: 0..<100, using: &rng)
        let name: String
        if roll < 35 {
            list.occasion = .birthday
            let date = list.createdAt.addingTimeInterval(Double.random(in: 7...200, using: &rng) * day)
            list.date = WishesWorld.calendarDay(date)
            let year = WishesWorld.calendar.component(.year, from: date)
            let milestone = ["18th", "21st", "30th", "40th", "50th", "60th"].randomElement(using: &rng)!
            name = ["Birthday", "My birthday", "Birthday \(year)", "\(milestone) birthday"].randomElement(using: &rng)!
        } else if roll < 65 {
            list.occasion = .christmas
            // The coming Christmas (a list made just after one is for the next).
            let year = WishesWorld.calendar.component(.year, from: list.createdAt.addingTimeInterval(8 * day))
            list.date = "\(year)-12-24"
            name = ["Christmas", "Christmas \(year)", "Christmas wishes"].randomElement(using: &rng)!
        } else if roll < 70 {
            list.occasion = .wedding
            list.date = WishesWorld.calendarDay(list.createdAt.addingTimeInterval(Double.random(in: 30...300, using: &rng) * day))
            name = ["Wedding", "Wedding registry", "Our wedding"].randomElement(using: &rng)!
        } else {
            list.occasion = .other
            if Int.random(in: 0..<100, using: &rng) < 25 {
                list.date = WishesWorld.calendarDay(list.createdAt.addingTimeInterval(Double.random(in: 7...120, using: &rng) * day))
            }
            name = ["Housewarming", "Books to read", "Kitchen", "Someday", "Hobbies", "Baby shower", "Graduation", "Camping trip",
                    "Garden", "For the kids", "Name day", "Just because", "Home office", "Running"].randomElement(using: &rng)!
        }
        list.name = WishesWorld.unique(name, among: &names, variants: [])
        list.nameKey = list.name.lowercased()
        return list
    }

    /// A wish's contents. `priced` nil: most things have a price, a few (experiences) none.
    mutating func wish(_ gift: WishesWorld.Gift, quantity: Int, priced: Bool?, currency: (code: String, perEuro: Double)) -> WishRecord {
        let wish = WishRecord()
        wish.id = WorldRandom.uuid(&rng)
        wish.version = 1
        wish.name = gift.name
        if gift.eur > 0, priced ?? (Int.random(in: 0..<100, using: &rng) < 90) {
            wish.priceMinor = WishesWorld.shopPrice(eur: gift.eur, perEuro: currency.perEuro, using: &rng)
            wish.currency = currency.code
        }
        wish.store = Int.random(in: 0..<100, using: &rng) < 80 ? gift.store : ""
        if !wish.store.isEmpty, Int.random(in: 0..<100, using: &rng) < 40 {
            wish.link = "https://www.example.com/\(WishesWorld.slug(wish.store))/\(WishesWorld.slug(gift.name))"
        }
        wish.notes = Int.random(in: 0..<100, using: &rng) < 30 ? WishesWorld.notes.randomElement(using: &rng)! : ""
        wish.quantity = quantity
        let roll = Int.random(in: 0..<100, using: &rng)
        wish.priority = roll < 20 ? .high : roll < 35 ? .low : .normal
        return wish
    }

    /// Where the wish is and when it was added; its name made unique among the owner's.
    mutating func place(_ wish: WishRecord, owner: UUID, list: UUID?, position: Int, createdAt: Date, names: inout Set<String>) {
        wish.name = WishesWorld.unique(wish.name, among: &names, variants: WishesWorld.variants)
        wish.nameKey = wish.name.lowercased()
        wish.$owner.id = owner
        wish.$list.id = list
        wish.position = position
        wish.createdAt = createdAt
        wish.updatedAt = Int.random(in: 0..<100, using: &rng) < 20 ? moment(after: createdAt) : createdAt
    }

    /// The owner's inbox: wishes in no list, and the wishes they collect money for.
    mutating func inbox(person: Int, plain: Int, funding: Int, currency: (code: String, perEuro: Double),
                        names: inout Set<String>) async throws {
        let owner = world.population.ids[person]
        // Funding wishes are recent (most fundings are still open); positions in order added.
        var added = (0..<plain).map { _ in (at: WorldRandom.past(&rng, days: 500, before: now), funding: false) }
            + (0..<funding).map { _ in (at: WorldRandom.past(&rng, days: 75, before: now), funding: true) }
        added.sort { $0.at < $1.at }
        for (position, entry) in added.enumerated() {
            let wish: WishRecord
            if entry.funding {
                let item = WishesWorld.fundables.randomElement(using: &rng)!
                wish = WishRecord()
                wish.id = WorldRandom.uuid(&rng)
                wish.version = 1
                wish.name = item.name
                // A funding wish shows its target as its price.
                wish.priceMinor = WishesWorld.roundTarget(eur: item.eur, perEuro: currency.perEuro, using: &rng)
                wish.currency = currency.code
                wish.store = ""
                wish.notes = item.notes
                wish.quantity = 1
                wish.priority = .normal
            } else {
                wish = self.wish(WishesWorld.gifts.randomElement(using: &rng)!, quantity: 1, priced: nil, currency: currency)
            }
            place(wish, owner: owner, list: nil, position: position, createdAt: entry.at, names: &names)
            if entry.funding {
                // Started together with the wish (as `createCollecting`), never edited since.
                wish.updatedAt = wish.createdAt
                fundable.append(FundableWish(id: wish.id!, owner: person, name: wish.name, target: wish.priceMinor!,
                                             currency: currency.code, createdAt: wish.createdAt))
            }
            try await rows.add(wish)
        }
    }

    /// Reservations, pledges and comments by the friends who accepted the list (never the owner,
    /// one of each kind per giver and wish): reservations within the quantity, pledges (on group
    /// gifts, which nobody reserves) within the price.
    mutating func gifts(on wish: WishRecord, kind: UInt8, accepted: [Int32], sharedAt: [Int32: Date]) async throws {
        let ids = world.population.ids
        let wishID = wish.id!
        let reserved = reservations.take(WishesWorld.reservationUnits(kind, accepted: accepted.count), using: &rng)
        for index in WorldRandom.distinct(&rng, count: reserved, below: accepted.count) {
            let giver = accepted[index]
            let row = ReservationRecord()
            row.id = WorldRandom.uuid(&rng)
            row.$wish.id = wishID
            row.$giver.id = ids[Int(giver)]
            row.createdAt = moment(after: max(wish.createdAt, sharedAt[giver] ?? wish.createdAt))
            // Older reservations are more often already bought.
            row.bought = Int.random(in: 0..<100, using: &rng) < (now.timeIntervalSince(row.createdAt) > 30 * 86400 ? 55 : 15)
            try await rows.add(row)
        }

        let pledgers = pledges.take(WishesWorld.pledgeUnits(kind, accepted: accepted.count), clustered: true, using: &rng)
        if pledgers > 0, let price = wish.priceMinor {
            let minimum = price >= pledgers * 100 ? 100 : 1
            // Some groups have the whole price together, others are still short of it.
            let complete = Int.random(in: 0..<100, using: &rng) < (pledgers == 1 ? 20 : 60)
            let partial = Int(Double(price) * Double.random(in: 0.3...0.9, using: &rng)) / 100 * 100
            let total = complete ? price : min(price, max(pledgers * minimum, partial))
            let amounts = WishesWorld.split(total, into: pledgers, minimum: minimum, using: &rng)
            let bought = complete && Int.random(in: 0..<100, using: &rng) < 40
            for (index, amount) in zip(WorldRandom.distinct(&rng, count: pledgers, below: accepted.count), amounts) {
                let giver = accepted[index]
                let row = PledgeRecord(wish: wishID, giver: ids[Int(giver)], amountMinor: amount,
                                       createdAt: moment(after: max(wish.createdAt, sharedAt[giver] ?? wish.createdAt)))
                row.id = WorldRandom.uuid(&rng)
                row.bought = bought
                try await rows.add(row)
            }
        }

        let commentCount = comments.take(WishesWorld.commentUnits(accepted: accepted.count), using: &rng)
        for _ in 0..<commentCount {
            let row: WishCommentRecord
            if Int.random(in: 0..<100, using: &rng) < 30 {
                row = WishCommentRecord(wish: wishID, author: wish.$owner.id, body: WishesWorld.ownerReplies.randomElement(using: &rng)!,
                                        createdAt: moment(after: wish.createdAt))
            } else {
                let friend = accepted.randomElement(using: &rng)!
                row = WishCommentRecord(wish: wishID, author: ids[Int(friend)], body: WishesWorld.friendComments.randomElement(using: &rng)!,
                                        createdAt: moment(after: max(wish.createdAt, sharedAt[friend] ?? wish.createdAt)))
            }
            row.id = WorldRandom.uuid(&rng)
            try await rows.add(row)
        }
    }

    /// A moment after `start` (within `within` seconds, if given), never after now.
    mutating func moment(after start: Date, within: TimeInterval? = nil) -> Date {
        let room = max(0, now.timeIntervalSince(start))
        return min(now, start.addingTimeInterval(Double.random(in: 0...min(room, within ?? room), using: &rng)))
    }
}
