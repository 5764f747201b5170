import Fluent
import Foundation
import SatchelCore
import SatchelGeo
import Spots
import SQLKit

/// The generated world's reminders (issue 25). Each person who uses Spots lives in a GeoNames
/// city: their time reminders are in its zone, their place reminders at a few places around it
/// (home, work, the shops), each place one label. Every reminder is made as `ReminderService`
/// makes it (`apply`: due instant, anchor day, bounding box, watching), then given the state
/// the scheduler and position reports would have left: due times past are claimed
/// (`alerted_due_at`), repeating ones moved on to their next time, arrivals fired, many done.
enum SpotsWorld {
    /// Far below `ReminderRules.maxReminders`, so everyone can still add one.
    static let maxPerPerson = 2_000
    static let listNames = ["Errands", "Home", "Work", "Shopping", "Family", "Health", "Garden", "Travel", "Car", "Kids"]

    static func generate(_ world: GeneratedWorld) async throws {
        let errands = try await SpotsErrandWorld.generate(world)
        try await world.part("reminders") {
            var rng = world.random("reminders")
            let now = world.now
            let people = world.population
            let joined = try await joinDates(world)
            let cities = WeightedCities(PlaceDirectory.load(imported: []).places)
            // Three in ten never use Spots; the others keep a heavy-tailed number.
            var weights: [Double] = []
            for person in 0..<people.count {
                let idle = person > 0 && Int.random(in: 0..<10, using: &rng) < 3
                weights.append(idle ? 0 : Double(max(1, WorldRandom.heavyTailed(&rng, median: 100, spread: 1.2, max: 1_000_000))))
            }
            let counts = WeightedChoice(weights).counts(world.size.reminders, cap: maxPerPerson, &rng)

            // Lists first (reminders refer to them): half of those with eight reminders or more.
            var lists = [[UUID]](repeating: [], count: people.count)
            var listRows = BulkWriter<ReminderListRecord>(world.db)
            for person in 0..<people.count where counts[person] >= 8 && Bool.random(using: &rng) {
                let names = WorldRandom.distinct(&rng, count: Int.random(in: 1...4, using: &rng), below: listNames.count)
                for (n, name) in names.map({ listNames[$0] }).enumerated() {
                    let list = ReminderListRecord()
                    list.id = WorldRandom.uuid(&rng)
                    list.$owner.id = people.ids[person]
                    list.name = name
                    list.nameKey = name.lowercased()
                    list.color = ReminderRules.listColors[n % ReminderRules.listColors.count] // as `createList` picks
                    list.createdAt = moment(after: joined[person], before: now, &rng)
                    list.version = 1
                    try await listRows.add(list)
                    lists[person].append(list.id!)
                }
            }
            try await listRows.flush()

            var rows = BulkWriter<ReminderRecord>(world.db)
            let service = world.context.reminders
            var zones: [String: (TimeZone, String)] = [:]
            // Exactly `placeReminders` of them at a place, spread evenly over the sequence.
            var others: [SpotsErrandWorld.OtherPlace] = []
            var fired: [(reminder: UUID, owner: UUID, kind: String)] = []
            var left = counts.reduce(0) { $0 + Int($1) }
            var placesLeft = min(world.size.placeReminders, left)
            for person in 0..<people.count where counts[person] > 0 {
                let home = cities.city(&rng)
                // The zone as the form sends it: GeoNames' name, or UTC where Foundation knows none.
                if zones[home.timeZone] == nil {
                    zones[home.timeZone] = TimeZone(identifier: home.timeZone).map { ($0, home.timeZone) }
                        ?? (TimeZone(identifier: "UTC")!, "UTC")
                }
                let (zone, zoneName) = zones[home.timeZone]!
                var owner = Owner(id: people.ids[person], joined: joined[person], city: home, zone: zone, zoneName: zoneName,
                                  lists: lists[person], reportsPositions: Int.random(in: 0..<10, using: &rng) < 7)
                for _ in 0..<Int(counts[person]) {
                    let atPlace = Int.random(in: 0..<left, using: &rng) < placesLeft
                    left -= 1
                    if atPlace { placesLeft -= 1 }
                    if atPlace {
                        let record = placeReminder(&owner, cities: cities, service: service, now: now, others: &others, &rng)
                        if record.firedAt != nil, let kind = record.targetKind { fired.append((record.id!, owner.id, kind)) }
                        try await rows.add(record)
                    } else {
                        try await rows.add(timeReminder(owner, service: service, now: now, &rng))
                    }
                }
            }
            try await rows.flush()
            // Rows referring to the reminders, once they are written.
            let placeRows = try await SpotsErrandWorld.write(others, world, &rng)
            let visitRows = try await SpotsErrandWorld.visits(fired, imported: errands, world, &rng)
            return listRows.written + rows.written + placeRows + visitRows
        }
    }

    /// Whose reminders are being made: where they live and the places they have saved.
    struct Owner {
        let id: UUID
        let joined: Date
        let city: GazetteerPlace
        let zone: TimeZone
        let zoneName: String
        let lists: [UUID]
        /// Their phone reports positions: places are known outside, arrivals fire.
        let reportsPositions: Bool
        /// One place per kind (index into `placeKinds`): the same home for every reminder.
        var places: [Int: (point: GeoPoint, label: String)] = [:]
    }

    // MARK: time reminders

    static func timeReminder(_ owner: Owner, service: ReminderService, now: Date, _ rng: inout SplitMix64) -> ReminderRecord {
        if Int.random(in: 0..<100, using: &rng) < 12 { return repeatingReminder(owner, service: service, now: now, &rng) }
        let created = moment(after: max(owner.joined, now - 400 * day), before: now, &rng)
        let record = blank(owner, created: created, &rng)
        // Half done, a few overdue, the rest still to come.
        let roll = Int.random(in: 0..<100, using: &rng)
        let target = roll < 58 ? created + Double.random(in: day...(21 * day), using: &rng)
            : now + Double.random(in: day...(60 * day), using: &rng)
        let due = dueTime(near: target, owner, &rng)
        service.apply(ReminderRules.Valid(title: pick(oneOffTitles, &rng), notes: notes(&rng), due: due, repeatRule: nil,
                                          place: nil, listID: list(owner, &rng)), to: record)
        let dueAt = record.dueAt!
        // The scheduler claimed every time that came (it alerts only open reminders).
        var alerted: Date? = dueAt <= now ? dueAt : nil
        if roll < 50 {
            if let fired = alerted, Int.random(in: 0..<100, using: &rng) < 80 {
                record.doneAt = min(now, fired + Double.random(in: 60...(2 * day), using: &rng))
            } else {
                record.doneAt = moment(after: created, before: min(now, dueAt), &rng) // before it was due
                alerted = nil
            }
        }
        claimed(record, at: alerted, now: now, &rng)
        finish(record, created: created)
        return record
    }

    /// Repeating: made within the last few periods, then moved on as the scheduler does after
    /// each alert (`advanceRepeat`), so its due time is the next one to come.
    static func repeatingReminder(_ owner: Owner, service: ReminderService, now: Date, _ rng: inout SplitMix64) -> ReminderRecord {
        let rule: ReminderRecord.Repeat, titles: [String], window: TimeInterval
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25: rule = .daily; titles = dailyTitles; window = 10 * day
        case 25..<65: rule = .weekly; titles = weeklyTitles; window = 70 * day
        case 65..<90: rule = .monthly; titles = monthlyTitles; window = 365 * day
        default: rule = .yearly; titles = yearlyTitles; window = 3 * 365 * day
        }
        let created = moment(after: max(owner.joined, now - window), before: now, &rng)
        let record = blank(owner, created: created, &rng)
        let first = dueTime(near: created + Double(Int.random(in: 1...3, using: &rng)) * day, owner, &rng)
        service.apply(ReminderRules.Valid(title: pick(titles, &rng), notes: notes(&rng), due: first, repeatRule: rule,
                                          place: nil, listID: list(owner, &rng)), to: record)
        var due = first, last: DueTime?
        while due.instant <= now {
            last = due
            due = due.next(rule, anchorDay: record.anchorDay)
        }
        if let last {
            record.dueLocal = due.local
            record.dueAt = due.instant
            claimed(record, at: last.instant, now: now, &rng)
        }
        finish(record, created: created)
        return record
    }

    /// The wall-clock time a person would type for around `instant`: that day, at a round hour.
    static func dueTime(near instant: Date, _ owner: Owner, _ rng: inout SplitMix64) -> DueTime {
        let date = DueTime(instant: instant, zone: owner.zone)
        var due = DueTime(year: date.year, month: date.month, day: date.day, hour: pick(dueHours, &rng),
                          minute: pick([0, 0, 0, 0, 15, 30, 30, 45], &rng), zone: owner.zone)
        due.zoneName = owner.zoneName
        return due
    }

    /// The scheduler's claim of the occurrence due at `dueAt` (nil: none came), alerting within the minute.
    static func claimed(_ record: ReminderRecord, at dueAt: Date?, now: Date, _ rng: inout SplitMix64) {
        record.alertedDueAt = dueAt
        record.firedAt = dueAt.map { min(now, $0 + Double.random(in: 0..<60, using: &rng)) }
    }

    // MARK: place reminders

    static func placeReminder(_ owner: inout Owner, cities: WeightedCities, service: ReminderService, now: Date,
                              others: inout [SpotsErrandWorld.OtherPlace], _ rng: inout SplitMix64) -> ReminderRecord {
        let created = moment(after: max(owner.joined, now - 400 * day), before: now, &rng)
        let record = blank(owner, created: created, &rng)
        let kindIndex = placeChoice.pick(&rng)
        let kind = placeKinds[kindIndex]
        if owner.places[kindIndex] == nil {
            let label = kind.street ? "\(pick(kind.labels, &rng)) on \(pick(streets, &rng))" : pick(kind.labels, &rng)
            owner.places[kindIndex] = (cities.point(around: owner.city.point, &rng), label)
        }
        let place = owner.places[kindIndex]!
        let trigger: ReminderRecord.Trigger = Int.random(in: 0..<100, using: &rng) < kind.leavePercent ? .leave : .arrive
        // A fifth also wait for a time: they alert on arrival only once it has come.
        let due = Int.random(in: 0..<5, using: &rng) == 0
            ? dueTime(near: created + Double.random(in: day...(14 * day), using: &rng), owner, &rng) : nil
        service.apply(ReminderRules.Valid(
            title: pick(trigger == .leave ? kind.leaveTitles : kind.arriveTitles, &rng), notes: notes(&rng), due: due, repeatRule: nil,
            place: ReminderRules.Place(point: place.point, label: place.label, radius: pick(kind.radii, &rng), trigger: trigger),
            listID: list(owner, &rng)), to: record)

        // What the owner's positions did: half of those who report them got the alert (and
        // mostly checked it off there and then); a few others checked it off by hand.
        let from = max(created, record.dueAt ?? created)
        let firedAt = from + Double.random(in: 600...(30 * day), using: &rng)
        if owner.reportsPositions, Bool.random(using: &rng), firedAt < now {
            record.firedAt = firedAt
            if Int.random(in: 0..<10, using: &rng) < 7 {
                record.doneAt = min(now, firedAt + Double.random(in: 60...(3 * 3600), using: &rng))
                // Checked off where it alerted: an arrival stays inside (no longer watched).
                record.presence = (trigger == .arrive ? GeofencePresence.inside : .outside).rawValue
                record.insideDevice = trigger == .arrive ? PositionService.defaultDevice : nil
                record.stayAlerted = trigger == .arrive
            } else {
                record.presence = GeofencePresence.outside.rawValue // left since
            }
        } else {
            record.presence = (owner.reportsPositions ? GeofencePresence.outside : .unknown).rawValue
            if Int.random(in: 0..<100, using: &rng) < 15 { record.doneAt = moment(after: created, before: now, &rng) }
        }
        // Its time was claimed if it came while still open.
        if let dueAt = record.dueAt, dueAt <= (record.doneAt ?? now) { record.alertedDueAt = dueAt }
        others += SpotsErrandWorld.extras(record, label: place.label, owner: owner, cities: cities, &rng)
        finish(record, created: created)
        return record
    }

    // MARK: rows

    /// A new reminder as `ReminderService.create` starts it (`apply` fills in the rest).
    static func blank(_ owner: Owner, created: Date, _ rng: inout SplitMix64) -> ReminderRecord {
        let record = ReminderRecord()
        record.id = WorldRandom.uuid(&rng)
        record.version = 1
        record.$owner.id = owner.id
        record.icalUID = "\(record.id!.uuidString.lowercased())@satchel"
        record.presence = GeofencePresence.unknown.rawValue
        record.stayAlerted = false
        record.snoozeArrival = false
        record.createdAt = created
        return record
    }

    /// What `complete` leaves: done is not watched; last changed when made or checked off.
    static func finish(_ record: ReminderRecord, created: Date) {
        record.watching = record.hasPlace && record.doneAt == nil
        record.updatedAt = record.doneAt ?? created
    }

    static func list(_ owner: Owner, _ rng: inout SplitMix64) -> UUID? {
        owner.lists.isEmpty || Int.random(in: 0..<10, using: &rng) < 4 ? nil : owner.lists.randomElement(using: &rng)
    }

    static func notes(_ rng: inout SplitMix64) -> String {
        Int.random(in: 0..<100, using: &rng) < 15 ? pick(noteTexts, &rng) : ""
    }

    static func pick<T>(_ items: [T], _ rng: inout SplitMix64) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    /// A moment between `start` and `end`.
    static func moment(after start: Date, before end: Date, _ rng: inout SplitMix64) -> Date {
        start >= end ? end : start + Double.random(in: 0...1, using: &rng) * end.timeIntervalSince(start)
    }

    /// When each person joined: nothing of theirs is older.
    static func joinDates(_ world: GeneratedWorld) async throws -> [Date] {
        let number = Dictionary(uniqueKeysWithValues: world.population.ids.enumerated().map { ($1, $0) })
        var joined = [Date](repeating: world.now, count: world.population.count)
        for row in try await world.db.sql.raw("SELECT id, created_at FROM users").all() {
            let id = try row.decode(column: "id", as: UUID.self)
            if let person = number[id] { joined[person] = try row.decode(column: "created_at", as: Date.self) }
        }
        return joined
    }

    static let day: TimeInterval = 86_400

    // MARK: what people write

    static let dueHours = [7, 8, 9, 9, 10, 12, 14, 16, 17, 18, 18, 19, 20, 21]

    static let oneOffTitles = [
        "Call the dentist", "Pay the electricity bill", "Book the car service", "Renew the passport", "Send the invoice",
        "Reply to Maria about the weekend", "Cancel the streaming trial", "Book tickets for the concert", "Buy a present for Leo",
        "Submit the tax return", "Call the landlord about the radiator", "Pick up the kids early", "Dinner with Sam",
        "Doctor's appointment", "Haircut", "Parent-teacher meeting", "Check in for the flight", "Return the rental car",
        "Pay back Jonas", "Order new contact lenses", "Move the car for street cleaning", "Defrost the freezer",
        "Book a table for Friday", "Call the insurance company", "Sign the school trip form", "Send the photos to Grandma",
        "Water the neighbours' plants", "Register for the half marathon", "Book the vet for the cat", "Pay the parking fine",
    ]
    static let dailyTitles = ["Take vitamins", "Walk the dog", "Water the tomatoes", "Stand-up meeting", "Feed the cat", "Practise Spanish"]
    static let weeklyTitles = ["Take out the bins", "Clean the bathroom", "Football practice", "Call Mum", "Weekly review",
                               "Change the bed sheets", "Meal plan for the week"]
    static let monthlyTitles = ["Pay the rent", "Back up the photos", "Check the smoke alarm", "Transfer to savings",
                                "Pay the credit card", "Replace the water filter"]
    static let yearlyTitles = ["Mum's birthday", "Wedding anniversary", "Renew the car insurance", "Change to winter tyres",
                               "Book the chimney sweep", "Renew the domain name"]
    static let noteTexts = [
        "The account number is in the email from March.", "Ask for a receipt.", "Door code 4711.", "Bring the blue folder.",
        "Only if it is not raining.", "Remember the discount coupon.", "Their number is on the fridge.",
        "Ask whether they take cards.", "Check the opening hours first.", "Two of each, not one.",
    ]
    static let streets = ["Station Road", "High Street", "Market Square", "Church Street", "Park Avenue", "Mill Lane", "King Street",
                          "Harbour Street", "Bridge Street", "Garden Road", "Castle Street", "University Avenue", "Lake Road"]

    /// A kind of place people set reminders at: how often, its labels, radii and what they write.
    struct PlaceKind {
        let weight: Double
        let labels: [String]
        /// The label names the street ("Pharmacy on High Street"); else it stands alone ("Home").
        let street: Bool
        let radii: [Double]
        let leavePercent: Int
        let arriveTitles: [String]
        let leaveTitles: [String]
    }

    static let placeKinds: [PlaceKind] = [
        PlaceKind(weight: 20, labels: ["Home"], street: false, radii: [100, 150, 200], leavePercent: 60,
                  arriveTitles: ["Water the plants", "Call Grandma", "Hang up the washing", "Charge the laptop", "Start the dishwasher"],
                  leaveTitles: ["Take the recycling out", "Bring the library books", "Take the gym bag", "Turn the heating down",
                                "Bring the umbrella"]),
        PlaceKind(weight: 12, labels: ["Work", "Office"], street: false, radii: [150, 200, 300], leavePercent: 40,
                  arriveTitles: ["Hand in the expense report", "Ask IT about the new laptop", "Book a meeting room for Friday",
                                 "Bring the cake for the farewell"],
                  leaveTitles: ["Buy a birthday card on the way home", "Pick up the dry cleaning", "Take the laptop home"]),
        PlaceKind(weight: 25, labels: ["Supermarket", "Grocery store", "Market hall", "Corner shop"], street: true, radii: [100, 150, 150],
                  leavePercent: 0,
                  arriveTitles: ["Buy milk and oat bread", "Get coffee beans", "Eggs, butter and flour for the cake",
                                 "Fruit for the kids' lunch boxes", "Buy washing-up liquid", "Ingredients for Sunday dinner",
                                 "Buy cat food", "Get tortillas and avocados"],
                  leaveTitles: []),
        PlaceKind(weight: 8, labels: ["Pharmacy"], street: true, radii: [100, 150], leavePercent: 0,
                  arriveTitles: ["Pick up the prescription", "Buy sunscreen", "Get plasters and painkillers", "Buy allergy tablets"],
                  leaveTitles: []),
        PlaceKind(weight: 8, labels: ["Post office", "Parcel locker"], street: true, radii: [100, 150], leavePercent: 0,
                  arriveTitles: ["Collect the parcel", "Post the letter to the tax office", "Send the birthday present",
                                 "Return the shoes"],
                  leaveTitles: []),
        PlaceKind(weight: 5, labels: ["Library"], street: true, radii: [100, 150], leavePercent: 0,
                  arriveTitles: ["Return the library books", "Pick up the reserved book", "Ask about the reading group"],
                  leaveTitles: []),
        PlaceKind(weight: 5, labels: ["Gym"], street: true, radii: [150], leavePercent: 20,
                  arriveTitles: ["Cancel the gym membership", "Ask about the yoga class", "Book a personal trainer session"],
                  leaveTitles: ["Stretch!"]),
        PlaceKind(weight: 5, labels: ["Hardware store"], street: true, radii: [150, 200], leavePercent: 0,
                  arriveTitles: ["Buy light bulbs", "Get screws for the shelf", "Buy a new drill bit", "Get paint samples"],
                  leaveTitles: []),
        PlaceKind(weight: 6, labels: ["Train station", "Central station", "Bus station"], street: false, radii: [200, 300, 500],
                  leavePercent: 10,
                  arriveTitles: ["Buy the monthly pass", "Check the Saturday train times", "Top up the travel card"],
                  leaveTitles: ["Text Anna that the train has left"]),
        PlaceKind(weight: 3, labels: ["Bakery"], street: true, radii: [100], leavePercent: 0,
                  arriveTitles: ["Order the birthday cake", "Buy cinnamon buns", "Pick up the sourdough"],
                  leaveTitles: []),
        PlaceKind(weight: 3, labels: ["Mum and Dad's", "Grandma's"], street: false, radii: [100, 150], leavePercent: 30,
                  arriveTitles: ["Bring back the casserole dish", "Fix the wifi", "Borrow the ladder"],
                  leaveTitles: ["Take the jam jars home"]),
    ]
    static let placeChoice = WeightedChoice(placeKinds.map(\.weight))
}
