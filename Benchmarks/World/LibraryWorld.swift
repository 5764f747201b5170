import Fluent
import Foundation
import Library
import SatchelCore
import SQLKit

/// The generated world's libraries (issue 25): libraries set up as `satchel library add` sets
/// them up, each with the MARC catalogue imported as `satchel library import-marc` imports it,
/// cards for 60 % of the people, two years of ended loans and today's loans and hold queues.
///
/// Card numbers can be worked out: `29`, the library in two digits (`01` city, `02` county)
/// and the person's number in ten — person1's city card is 29010000000001. Every PIN is 1234.
enum LibraryWorld {
    static let pin = "1234"
    static let day: Double = 86_400
    /// How far back ended loans go.
    static let historyDays: Double = 730
    /// The catalogue was bought in batches over five years (the oldest batch first in the file).
    static let catalogueDays: Double = 1_800

    static func generate(_ world: GeneratedWorld) async throws {
        guard world.size.libraries > 0 else { return }
        var libraries: [LibraryRow] = []
        var catalogues: [Catalogue] = []
        try await world.part("libraries and catalogue") {
            var rows = 0
            var rng = world.random("library catalogue")
            for index in 0..<world.size.libraries {
                let library = try await world.context.libraries.save(setup(index))
                // Founded long before its oldest card (the service dates it today).
                if let record = try await LibraryRecord.find(library.id, on: world.db) {
                    record.createdAt = world.now.addingTimeInterval(-3_650 * day)
                    try await record.update(on: world.db)
                }
                libraries.append(library)
                rows += 1
                guard let path = world.catalogue else { continue }
                let report = try await world.context.catalogueImport(library).importMARC(path: path, copies: 1)
                world.note("  \(library.slug): \(report.inserted.formatted()) titles imported, \(report.skipped.count.formatted()) records refused")
                rows += report.inserted
                catalogues.append(try await license(library, world: world, rng: &rng))
            }
            if world.catalogue == nil { world.note("  no --catalogue: the libraries have no titles") }
            return rows
        }
        var cards: [[WorldCard]] = []
        try await world.part("cards") {
            let (made, rows) = try await issueCards(world, libraries: libraries)
            cards = made
            return rows
        }
        guard world.catalogue != nil else {
            world.note("  loans and holds need a catalogue (--catalogue): skipped")
            return
        }
        try await world.part("loans and holds") {
            var rows = 0
            for (index, catalogue) in catalogues.enumerated() {
                guard catalogue.count > 0, !cards[index].isEmpty else {
                    world.note("  \(catalogue.library.slug): no titles or no cards, so no loans")
                    continue
                }
                func share(_ total: Int) -> Int { total / catalogues.count + (index < total % catalogues.count ? 1 : 0) }
                var lending = Lending(world: world, catalogue: catalogue, cards: cards[index], rng: world.random("library lending \(index)"))
                try await lending.queues(holds: share(world.size.holds), loans: share(world.size.currentLoans))
                try await lending.otherCurrentLoans(until: share(world.size.currentLoans))
                try await lending.pastLoans(share(world.size.pastLoans))
                rows += try await lending.finish()
                if lending.currentMade < share(world.size.currentLoans) || lending.holdsMade < share(world.size.holds)
                    || lending.pastMade < share(world.size.pastLoans) {
                    world.note("  \(catalogue.library.slug): found room for \(lending.currentMade) current loans, \(lending.holdsMade) holds, "
                        + "\(lending.pastMade) ended loans of those asked for")
                }
            }
            try await recount(world)
            return rows
        }
    }

    // MARK: libraries and catalogue

    /// As `satchel library add` would be given them.
    static func setup(_ index: Int) -> LibraryService.Setup {
        switch index {
        case 0:
            var city = LibraryService.Setup(slug: "city", name: "Riverside City Library", language: "en")
            city.selfRegistration = true
            city.help = """
                Q: Who can borrow?

                Everyone with a Riverside City Library card. Get one here on the web, or at the front desk of any branch.

                Q: How many e-books can I borrow?

                Five at a time, for 21 days each. A loan can be renewed while nobody is waiting for the book.

                Q: What happens when every copy is out?

                Place a hold: you join the queue, and when it is your turn we keep a copy for you for 3 days.
                """
            return city
        case 1:
            var county = LibraryService.Setup(slug: "county", name: "Riverside County Library", language: "en")
            county.loanDays = 14
            county.pickupDays = 5
            county.maxLoans = 10
            county.maxHolds = 10
            county.help = """
                Q: Who can borrow?

                Residents of the county with a library card from any of our branches.

                Q: How long can I keep a book?

                14 days; up to ten books at a time. Books return themselves when the loan ends.
                """
            return county
        default:
            return LibraryService.Setup(slug: "branch-\(index - 1)", name: "Riverside Branch Library \(index - 1)", language: "en")
        }
    }

    /// A library's titles as lending needs them, by number (import order).
    struct Catalogue {
        let library: LibraryRow
        var ids: [UUID] = []
        var numbers: [Int] = []
        /// Licensed copies (nil: unlimited).
        var copies: [Int?] = []
        /// When each was added, in seconds relative to now.
        var addedAt: [Double] = []
        /// Title indexes, most wanted first.
        var byDemand: [Int32] = []

        var count: Int { ids.count }
    }

    /// The import gives every title one copy, as `import-marc` does by default. A library buys
    /// more of what is wanted most (and a few titles are unlimited), and the catalogue arrived in
    /// batches over the years, not all today: both are written back to the titles.
    static func license(_ library: LibraryRow, world: GeneratedWorld, rng: inout SplitMix64) async throws -> Catalogue {
        var catalogue = Catalogue(library: library)
        let libraryID = library.id
        let sql = world.db.sql
        // Only ids and numbers, page by page: a quarter of a million titles.
        var last = 0
        while true {
            let rows = try await sql.raw("""
                SELECT id, number FROM library_titles WHERE library_id = \(bind: libraryID) AND number > \(bind: last) ORDER BY number LIMIT 20000
                """).all()
            guard !rows.isEmpty else { break }
            for row in rows {
                catalogue.ids.append(try row.decode(column: "id", as: UUID.self))
                catalogue.numbers.append(try row.decode(column: "number", as: Int.self))
            }
            last = catalogue.numbers[catalogue.numbers.count - 1]
        }
        let n = catalogue.count
        guard n > 0 else { return catalogue }
        catalogue.byDemand = (0..<Int32(n)).shuffled(using: &rng)
        catalogue.copies = Array(repeating: 1, count: n)
        var numbersByCopies: [Int?: [Int]] = [:]
        for (rank, title) in catalogue.byDemand.enumerated() {
            let copies: Int? = switch rank {
            case ..<(n / 500): Int.random(in: 3...8, using: &rng)
            case ..<(n / 50): Int.random(in: 2...4, using: &rng)
            case ..<(n / 5): Int.random(in: 0..<10, using: &rng) < 3 ? 2 : 1
            default: Int.random(in: 0..<100, using: &rng) == 0 ? nil : 1
            }
            catalogue.copies[Int(title)] = copies
            if copies != 1 { numbersByCopies[copies, default: []].append(catalogue.numbers[Int(title)]) }
        }
        let batches = min(240, n)
        let batchStarts = (0...batches).map { $0 * n / batches }
        catalogue.addedAt = Array(repeating: 0, count: n)
        for batch in 0..<batches {
            for i in batchStarts[batch]..<batchStarts[batch + 1] { catalogue.addedAt[i] = addedOffset(batch: batch, of: batches) }
        }
        let numbers = catalogue.numbers
        let now = world.now
        let licences = numbersByCopies
        try await world.db.transaction { db in
            let sql = db.sql
            for (copies, titles) in licences {
                for start in stride(from: 0, to: titles.count, by: 500) {
                    let update = sql.update(TitleRecord.schema).where("number", .in, Array(titles[start..<min(start + 500, titles.count)]))
                    if let copies { try await update.set("copies", to: copies).run() } else { try await update.set("copies", to: SQLLiteral.null).run() }
                }
            }
            for batch in 0..<batches {
                try await sql.update(TitleRecord.schema).set("added_at", to: now.addingTimeInterval(addedOffset(batch: batch, of: batches)))
                    .where("library_id", .equal, libraryID).where("number", .greaterThanOrEqual, numbers[batchStarts[batch]])
                    .where("number", .lessThanOrEqual, numbers[batchStarts[batch + 1] - 1]).run()
            }
        }
        return catalogue
    }

    /// When a batch was added, in seconds relative to now: the last one two days ago.
    static func addedOffset(batch: Int, of batches: Int) -> Double {
        -(2 + catalogueDays * Double(batches - 1 - batch) / Double(batches)) * day
    }

    // MARK: cards

    /// A card as lending needs it.
    struct WorldCard {
        let id: UUID
        let person: Int
        /// Seconds relative to now.
        let createdAt: Double
    }

    /// 60 % of the people have a card, a quarter of them at a second library too; each card is
    /// the account's (as after signing in with it), the library last signed in to is the one
    /// chosen, and sign-ins of the last 90 days ("remember me") are still open.
    static func issueCards(_ world: GeneratedWorld, libraries: [LibraryRow]) async throws -> ([[WorldCard]], Int) {
        var rng = world.random("library cards")
        // One hash for everyone's PIN, made as `CardService.issue` makes it (bcrypt is slow).
        let pinHash = try await world.context.hashPassword(pin)
        let people = world.population
        let names = try await displayNames(people.ids, db: world.db)
        let libraryIDs = libraries.map(\.id)
        let remembered = CardService.rememberedSessionLength
        var cardRows = BulkWriter<CardRecord>(world.db)
        var sessionRows = BulkWriter<LibrarySessionRecord>(world.db)
        var choiceRows = BulkWriter<LibraryChoiceRecord>(world.db)
        var cards = [[WorldCard]](repeating: [], count: libraries.count)
        for person in 0..<people.count {
            guard Int.random(in: 0..<100, using: &rng) < 60 else { continue }
            let user = people.ids[person]
            var at = [Int.random(in: 0..<libraries.count, using: &rng)]
            if libraries.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
                at.append((at[0] + Int.random(in: 1..<libraries.count, using: &rng)) % libraries.count)
            }
            var chosen = (library: at[0], signedIn: -Double.infinity)
            for library in at {
                let created = -Double.random(in: 1...3_000, using: &rng) * day
                let card = CardRecord(libraryID: libraryIDs[library], number: cardNumber(library: library, person: person), pinHash: pinHash,
                                      holderName: String((names[user] ?? WorldPopulation.username(person)).prefix(200)),
                                      now: world.now.addingTimeInterval(created))
                card.id = WorldRandom.uuid(&rng)
                card.userID = user
                try await cardRows.add(card)
                cards[library].append(WorldCard(id: card.id!, person: person, createdAt: created))
                let signedIn = between(max(created, -365 * day), -60, &rng)
                if signedIn > -remembered {
                    let session = LibrarySessionRecord(userID: user, libraryID: libraryIDs[library], cardID: card.id!, remember: true,
                                                       expiresAt: world.now.addingTimeInterval(signedIn + remembered))
                    session.id = WorldRandom.uuid(&rng)
                    try await sessionRows.add(session, after: &cardRows)
                }
                if signedIn > chosen.signedIn { chosen = (library: library, signedIn: signedIn) }
            }
            let choice = LibraryChoiceRecord(userID: user, libraryID: libraryIDs[chosen.library])
            choice.id = WorldRandom.uuid(&rng)
            try await choiceRows.add(choice)
        }
        try await cardRows.flush()
        try await sessionRows.flush()
        try await choiceRows.flush()
        return (cards, cardRows.written + sessionRows.written + choiceRows.written)
    }

    /// `29`, the library in two digits, the person's number in ten: 14 digits, like a barcode.
    static func cardNumber(library: Int, person: Int) -> String {
        func padded(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "29" + padded(library + 1, 2) + padded(person + 1, 10)
    }

    /// The people's names, for their cards.
    static func displayNames(_ ids: [UUID], db: any Database) async throws -> [UUID: String] {
        let sql = db.sql
        var names: [UUID: String] = [:]
        names.reserveCapacity(ids.count)
        for start in stride(from: 0, to: ids.count, by: 500) {
            let rows = try await sql.select().columns("id", "display_name").from(User.schema)
                .where("id", .in, Array(ids[start..<min(start + 500, ids.count)])).all()
            for row in rows { names[try row.decode(column: "id", as: UUID.self)] = try row.decode(column: "display_name", as: String.self) }
        }
        return names
    }

    // MARK: the kept counts

    /// Each title's counts as `LendingService.settle` stores them (copies out = active loans and
    /// ready holds; people waiting) and popularity as `LendingJobs` counts it (loans started in
    /// the last 90 days), from the rows themselves.
    static func recount(_ world: GeneratedWorld) async throws {
        let since = world.now.addingTimeInterval(-90 * day)
        let ready = HoldRecord.State.ready.rawValue, waiting = HoldRecord.State.waiting.rawValue
        try await world.db.sql.raw("""
            UPDATE library_titles SET
                out_count = (SELECT COUNT(*) FROM library_loans l WHERE l.title_id = library_titles.id AND l.ended_at IS NULL)
                    + (SELECT COUNT(*) FROM library_holds h WHERE h.title_id = library_titles.id AND h.state = \(bind: ready)),
                waiting_count = (SELECT COUNT(*) FROM library_holds h WHERE h.title_id = library_titles.id AND h.state = \(bind: waiting) AND h.paused_until IS NULL),
                popularity = (SELECT COUNT(*) FROM library_loans l WHERE l.title_id = library_titles.id AND l.started_at >= \(bind: since))
            WHERE id IN (SELECT title_id FROM library_loans WHERE ended_at IS NULL OR started_at >= \(bind: since)
                         UNION SELECT title_id FROM library_holds)
            """).run()
    }

    static func between(_ low: Double, _ high: Double, _ rng: inout SplitMix64) -> Double {
        high > low ? Double.random(in: low..<high, using: &rng) : low
    }
}

/// One library's lending laid out in time (seconds relative to now). Each card keeps its loans
/// as spans (a current loan ends at +∞), so no card ever has more than `maxLoans` at once or
/// one title twice; each title's copies are lanes a loan at a time, so no title ever has more
/// loans than copies; holds go only to titles with every copy out.
struct Lending {
    struct Span {
        var start: Double
        var end: Double
        var title: Int32
    }

    struct Card {
        let id: UUID
        let user: UUID
        let createdAt: Double
        var spans: [Span] = []
        /// Titles it has an open hold on (it never borrows those).
        var held: [Int32] = []
    }

    /// An ended loan before it is placed: how long it lasted and when it was due, from its start.
    struct Plan {
        var length: Double
        var due: Double
        var how: String
        var renewals = 0
    }

    /// A copy's free time before its current loan (or now), and how many loans surely fit.
    struct Lane {
        var from: Double
        var to: Double
        var room: Int
    }

    let catalogue: LibraryWorld.Catalogue
    let libraryID: UUID
    let now: Date
    let loan: Double
    let pickup: Double
    let maxLoans: Int
    let maxHolds: Int
    var cards: [Card]
    /// Cumulative borrowing activity: a few cards borrow a lot, most a little.
    var activity: [Double] = []
    var rng: SplitMix64
    /// For titles with copies taken now: when each copy's current loan (or the loan before its
    /// ready hold) began; earlier loans of that copy ended before.
    var busySince: [Int32: [Double]] = [:]
    var queued: Set<Int32> = []
    var loans: BulkWriter<LoanRecord>
    var holds: BulkWriter<HoldRecord>
    var toBeRead: BulkWriter<ToBeReadRecord>
    var currentMade = 0
    var holdsMade = 0
    var pastMade = 0

    static let day = LibraryWorld.day

    init(world: GeneratedWorld, catalogue: LibraryWorld.Catalogue, cards: [LibraryWorld.WorldCard], rng: SplitMix64) {
        let library = catalogue.library
        self.catalogue = catalogue
        libraryID = library.id
        now = world.now
        loan = Double(library.loanDays) * Self.day
        pickup = Double(library.pickupDays) * Self.day
        maxLoans = library.maxLoans
        maxHolds = library.maxHolds
        self.cards = cards.map { Card(id: $0.id, user: world.population.ids[$0.person], createdAt: $0.createdAt) }
        self.rng = rng
        loans = BulkWriter(world.db)
        holds = BulkWriter(world.db)
        toBeRead = BulkWriter(world.db)
        var total = 0.0
        for _ in cards {
            total += Double(1 + WorldRandom.heavyTailed(&self.rng, median: 4, spread: 1, max: 200))
            activity.append(total)
        }
    }

    mutating func between(_ low: Double, _ high: Double) -> Double { LibraryWorld.between(low, high, &rng) }
    mutating func percent(_ p: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < p }
    func date(_ offset: Double) -> Date { now.addingTimeInterval(offset) }

    /// A title, the most wanted far more often (rank ∝ u³).
    mutating func wantedTitle() -> Int {
        let u = Double.random(in: 0..<1, using: &rng)
        return Int(catalogue.byDemand[min(catalogue.count - 1, Int(Double(catalogue.count) * u * u * u))])
    }

    mutating func anyCard() -> Int {
        let x = Double.random(in: 0..<activity[activity.count - 1], using: &rng)
        var low = 0, high = activity.count - 1
        while low < high {
            let mid = (low + high) / 2
            if activity[mid] > x { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// A card that may have borrowed `title` over `start..<end`: it existed, had fewer than
    /// `maxLoans` loans then, not this title, and holds no place in its queue.
    mutating func borrower(_ title: Int, from start: Double, to end: Double) -> Int? {
        let title = Int32(title)
        for _ in 0..<40 {
            let c = anyCard()
            guard cards[c].createdAt <= start, !cards[c].held.contains(title) else { continue }
            var overlapping = 0, clash = false
            for span in cards[c].spans where span.start < end && start < span.end {
                overlapping += 1
                if span.title == title { clash = true; break }
            }
            guard !clash, overlapping < maxLoans else { continue }
            cards[c].spans.append(Span(start: start, end: end, title: title))
            return c
        }
        return nil
    }

    /// A card that may queue for `title` from `since`: fewer than `maxHolds` open holds, none
    /// for it, and no loan of it.
    mutating func holder(_ title: Int, since: Double) -> Int? {
        let title = Int32(title)
        for _ in 0..<40 {
            let c = anyCard()
            guard cards[c].createdAt <= since, cards[c].held.count < maxHolds, !cards[c].held.contains(title),
                  !cards[c].spans.contains(where: { $0.title == title }) else { continue }
            cards[c].held.append(title)
            return c
        }
        return nil
    }

    mutating func writeLoan(_ title: Int, card: Int, start: Double, due: Double, ended: Double? = nil, how: String? = nil,
                            renewals: Int = 0) async throws {
        let row = LoanRecord(libraryID: libraryID, titleID: catalogue.ids[title], cardID: cards[card].id, startedAt: date(start), dueAt: date(due))
        row.id = WorldRandom.uuid(&rng)
        row.endedAt = ended.map { date($0) }
        row.endedHow = how
        row.renewals = renewals
        // The "3 days left" notice went out to every loan that lasted into its last three days.
        row.reminded = (ended ?? 0) >= due - 3 * Self.day
        try await loans.add(row)
        if ended == nil { currentMade += 1 } else { pastMade += 1 }
    }

    mutating func writeHold(_ title: Int, card: Int, seq: Int, placed: Double, readyAt: Double? = nil) async throws {
        let row = HoldRecord(libraryID: libraryID, titleID: catalogue.ids[title], cardID: cards[card].id, seq: seq, placedAt: date(placed))
        row.id = WorldRandom.uuid(&rng)
        if let readyAt {
            row.state = HoldRecord.State.ready.rawValue
            row.readyAt = date(readyAt)
            row.readyUntil = date(readyAt + pickup)
        }
        try await holds.add(row)
        holdsMade += 1
    }

    // MARK: today

    /// Most of the most wanted titles have every copy out and a queue: the loans first, then
    /// holds placed after the last copy went out (so none was placed while a copy was free),
    /// the first sometimes ready for pickup because a copy just came back.
    mutating func queues(holds target: Int, loans loanTarget: Int) async throws {
        for rank in 0..<catalogue.count {
            guard holdsMade < target else { break }
            let title = Int(catalogue.byDemand[rank])
            guard let copies = catalogue.copies[title], percent(85) else { continue }
            let added = catalogue.addedAt[title]
            let queue = min(target - holdsMade, max(1, WorldRandom.heavyTailed(&rng, median: Double(2 + copies), spread: 0.7, max: 40)))
            var readyAt: Double?
            if percent(30) {
                let at = -between(600, pickup - 600)
                if at - added > Self.day { readyAt = at }
            }
            let lent = copies - (readyAt == nil ? 0 : 1)
            guard currentMade + lent <= loanTarget else { break }
            let earliest = max(-loan + 3_600, added + 60), latest = (readyAt ?? 0) - 600
            guard earliest < latest else { continue }
            var starts: [Double] = []
            for _ in 0..<lent {
                let start = between(earliest, latest)
                guard let card = borrower(title, from: start, to: .infinity) else { break }
                try await writeLoan(title, card: card, start: start, due: start + loan)
                starts.append(start)
            }
            busySince[Int32(title), default: []] += starts
            // A copy still free: no queue.
            guard starts.count == lent else { continue }
            // The loan that brought the kept copy back ended when the hold became ready.
            var freed: (start: Double, plan: Plan)?
            if let readyAt {
                let plan = percent(30) && readyAt - loan - 900 > added + 60
                    ? Plan(length: loan + between(30, 900), due: loan, how: "expired")
                    : Plan(length: between(Self.day / 2, min(loan - 3_600, readyAt - added - 60)), due: loan, how: "returned")
                freed = (start: readyAt - plan.length, plan: plan)
            }
            let lastOut = max(starts.max() ?? -Double.infinity, freed?.start ?? -Double.infinity)
            var holders: [Int] = []
            for _ in 0..<queue { if let card = holder(title, since: lastOut) { holders.append(card) } }
            guard !holders.isEmpty else { continue }
            queued.insert(Int32(title))
            var placedFrom = lastOut
            var waiting = holders[...]
            if let readyAt, let freed {
                if let card = borrower(title, from: freed.start, to: readyAt) {
                    try await writeLoan(title, card: card, start: freed.start, due: freed.start + freed.plan.due, ended: readyAt, how: freed.plan.how)
                }
                busySince[Int32(title), default: []].append(freed.start)
                placedFrom = between(lastOut, readyAt)
                try await writeHold(title, card: holders[0], seq: 1, placed: placedFrom, readyAt: readyAt)
                waiting = holders.dropFirst()
            }
            // First come, first served: seq follows the order they were placed in.
            let placed = waiting.map { _ in between(placedFrom, -60) }.sorted()
            let firstSeq = holders.count - waiting.count + 1
            for (n, card) in waiting.enumerated() {
                try await writeHold(title, card: card, seq: firstSeq + n, placed: placed[n])
            }
        }
    }

    /// The rest of today's loans, on wanted titles with a copy free; a tenth renewed once.
    mutating func otherCurrentLoans(until target: Int) async throws {
        var tries = 0
        while currentMade < target, tries < target * 50 + 1_000 {
            tries += 1
            let title = wantedTitle()
            guard !queued.contains(Int32(title)) else { continue }
            if let copies = catalogue.copies[title], (busySince[Int32(title)]?.count ?? 0) >= copies { continue }
            let added = catalogue.addedAt[title]
            var start = between(max(-loan + 3_600, added + 60), -60)
            var due = start + loan, renewals = 0
            if percent(10) {
                // Renewed before its due date: a new loan period from then.
                let renewed = between(-loan + 3_600, -60)
                let earlier = renewed - between(loan / 4, loan - 60)
                if earlier > added + 60 { (start, due, renewals) = (earlier, renewed + loan, 1) }
            }
            guard start < -60, let card = borrower(title, from: start, to: .infinity) else { continue }
            try await writeLoan(title, card: card, start: start, due: due, renewals: renewals)
            busySince[Int32(title), default: []].append(start)
        }
    }

    // MARK: the past

    /// Each copy's time before its current loan (or until now), from when the title was added
    /// or the history begins; and how many loans it surely holds (each at most a loan period).
    func lanes(_ title: Int) -> [Lane] {
        let busy = busySince[Int32(title)] ?? []
        let count = catalogue.copies[title] ?? max(8, busy.count)
        let from = max(catalogue.addedAt[title] + 60, -LibraryWorld.historyDays * Self.day)
        return (0..<count).map { lane in
            let to = lane < busy.count ? busy[lane] : -60
            return Lane(from: from, to: to, room: max(0, Int((to - from) / loan)))
        }
    }

    /// Ended loans, on titles as wanted as today's: returned early (70 %) or ended at the due
    /// date by the lending job, a few renewed once; laid copy by copy with gaps between.
    mutating func pastLoans(_ target: Int) async throws {
        let n = catalogue.count
        var planned = [Int32](repeating: 0, count: n)
        var room = [Int32](repeating: -1, count: n)
        var total = 0, tries = 0
        let goal = target - pastMade
        while total < goal, tries < goal * 20 + 1_000 {
            tries += 1
            let title = wantedTitle()
            if room[title] < 0 { room[title] = Int32(lanes(title).reduce(0) { $0 + $1.room }) }
            guard planned[title] < room[title] else { continue }
            planned[title] += 1
            total += 1
        }
        for title in 0..<n where planned[title] > 0 {
            // Dealt round the copies that have room.
            let copies = lanes(title)
            var perCopy = [Int](repeating: 0, count: copies.count)
            var left = Int(planned[title]), next = 0
            while left > 0 {
                if perCopy[next] < copies[next].room {
                    perCopy[next] += 1
                    left -= 1
                }
                next = (next + 1) % copies.count
            }
            for (copy, count) in zip(copies, perCopy) where count > 0 {
                try await layOut(title, loans: count, from: copy.from, to: copy.to)
            }
        }
    }

    /// `count` loans one after another in `from..<to`, with random gaps between.
    mutating func layOut(_ title: Int, loans count: Int, from: Double, to: Double) async throws {
        let width = to - from
        let shortest = min(Self.day / 2, loan / 2)
        var plans: [Plan] = []
        var used = 0.0
        for i in 0..<count {
            // Room for this one, keeping the shortest loan's room for each still to come.
            let room = width - used - Double(count - i - 1) * shortest
            var plan = drawLoan(shortest: shortest)
            if plan.length > room { plan = Plan(length: between(shortest, min(room, loan - 3_600)), due: loan, how: "returned") }
            plans.append(plan)
            used += plan.length
        }
        let gaps = (0...count).map { _ in -log(Double.random(in: Double.ulpOfOne..<1, using: &rng)) }
        let scale = max(0, width - used) / gaps.reduce(0, +)
        var cursor = from
        for (i, plan) in plans.enumerated() {
            let start = cursor + gaps[i] * scale
            cursor = start + plan.length
            guard let card = borrower(title, from: start, to: cursor) else { continue }
            try await writeLoan(title, card: card, start: start, due: start + plan.due, ended: cursor, how: plan.how, renewals: plan.renewals)
        }
    }

    /// How long a loan lasted and when it was due (from its start); expired loans end when the
    /// lending job passes after the due date.
    mutating func drawLoan(shortest: Double) -> Plan {
        let expired = percent(30)
        guard percent(6) else {
            return expired ? Plan(length: loan + between(30, 900), due: loan, how: "expired")
                : Plan(length: between(shortest, loan - 3_600), due: loan, how: "returned")
        }
        // Renewed once, before it was due: a new loan period from then.
        let due = between(loan / 4, loan) + loan
        return expired ? Plan(length: due + between(30, 900), due: due, how: "expired", renewals: 1)
            : Plan(length: between(due - loan + 3_600, due - 3_600), due: due, how: "returned", renewals: 1)
    }

    // MARK: wishes

    /// A quarter of the card holders keep a to-be-read list of wanted titles; some asked to hear
    /// when one is free.
    mutating func toBeReadLists() async throws {
        for card in cards.indices {
            guard percent(25) else { continue }
            var titles = Set<Int>()
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let title = wantedTitle()
                guard titles.insert(title).inserted else { continue }
                let added = between(max(cards[card].createdAt, catalogue.addedAt[title]), -60)
                let row = ToBeReadRecord(userID: cards[card].user, libraryID: libraryID, titleID: catalogue.ids[title], notify: percent(40),
                                         addedAt: date(added))
                row.id = WorldRandom.uuid(&rng)
                try await toBeRead.add(row)
            }
        }
    }

    mutating func finish() async throws -> Int {
        try await toBeReadLists()
        try await loans.flush()
        try await holds.flush()
        try await toBeRead.flush()
        return loans.written + holds.written + toBeRead.written
    }
}
