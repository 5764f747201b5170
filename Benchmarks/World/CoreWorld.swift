import Fluent
import Foundation
import SatchelCore

/// The generated world's core: people, a friend graph like real ones, circles, notifications.
enum CoreWorld {
    static let firstNames = ["Aino", "Ben", "Chloé", "Dmitri", "Elif", "Farah", "Gustav", "Hana", "Ivan", "Jana", "Kofi",
                             "Lena", "Mateo", "Nora", "Oskar", "Priya", "Quentin", "Rosa", "Sami", "Tereza", "Umar",
                             "Vera", "Wen", "Ximena", "Yusuf", "Zofia"]
    static let lastNames = ["Andersson", "Björk", "Castillo", "Dvořák", "Eriksen", "Fischer", "García", "Halonen", "Ito",
                            "Jensen", "Kowalski", "Larsen", "Müller", "Nguyen", "Okafor", "Petrov", "Quinn", "Rossi",
                            "Schmidt", "Tanaka", "Uddin", "Virtanen", "Weber", "Yılmaz", "Zhang"]
    static let circleNames = ["Family", "Close friends", "Work", "Book club", "Neighbours"]
    static let circleColors = ["#db2777", "#2563eb", "#16a34a", "#ca8a04", "#7c3aed"]

    /// Creates the people, their friendships (3 % still pending) and circles.
    static func population(context: SatchelContext, size: WorldSize, seed: UInt64, passwordHash: String,
                           say: @escaping @Sendable (String) -> Void) async throws -> WorldPopulation {
        var rng = WorldRandom.stream(seed: seed, part: "people")
        let now = context.now
        let start = ContinuousClock.now
        var ids: [UUID] = []
        ids.reserveCapacity(size.people)
        var users = BulkWriter<User>(context.db)
        var written: [User] = []
        for n in 0..<size.people {
            let id = WorldRandom.uuid(&rng)
            ids.append(id)
            let name = "\(firstNames.randomElement(using: &rng)!) \(lastNames.randomElement(using: &rng)!)"
            let username = WorldPopulation.username(n)
            let user = User(id: id, username: username, email: "\(username)@world.satchel.invalid", displayName: name,
                            passwordHash: passwordHash, createdAt: WorldRandom.past(&rng, days: 900, before: now))
            if n % 7 == 0 { user.language = ["sv", "cs", "de", "fi"][n % 4] }
            try await users.add(user)
            written.append(user)
        }
        try await users.flush()
        for chunk in stride(from: 0, to: written.count, by: 5_000) {
            try await PeopleSearchWords.index(Array(written[chunk..<min(chunk + 5_000, written.count)]), on: context.db)
        }
        say("people: \(users.written.formatted()) rows in \(seconds(since: start)) s")

        let friends = try await friendships(context: context, size: size, seed: seed, ids: ids, say: say)
        let circles = try await circles(context: context, seed: seed, ids: ids, friends: friends, say: say)
        return WorldPopulation(ids: ids, friends: friends, circles: circles)
    }

    /// A configuration-model graph: each person gets a log-normal number of friend "stubs"
    /// (median `medianFriends`, a few near `maxFriends`), shuffled and paired; self-pairs and
    /// repeats are dropped, as in a real graph's heavy tail.
    static func friendships(context: SatchelContext, size: WorldSize, seed: UInt64, ids: [UUID],
                            say: @Sendable (String) -> Void) async throws -> [[Int32]] {
        var rng = WorldRandom.stream(seed: seed, part: "friendships")
        let start = ContinuousClock.now
        var stubs: [Int32] = []
        for person in 0..<ids.count {
            let degree = WorldRandom.heavyTailed(&rng, median: Double(size.medianFriends), spread: 1.0, max: size.maxFriends)
            stubs.append(contentsOf: repeatElement(Int32(person), count: degree))
        }
        stubs.shuffle(using: &rng)
        var friends = [[Int32]](repeating: [], count: ids.count)
        var seen = Set<UInt64>()
        var rows = BulkWriter<Friendship>(context.db)
        let now = context.now
        for pair in stride(from: 0, to: stubs.count - 1, by: 2) {
            let (a, b) = (stubs[pair], stubs[pair + 1])
            guard a != b, seen.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b))).inserted else { continue }
            let row = Friendship(requester: ids[Int(a)], addressee: ids[Int(b)],
                                 createdAt: WorldRandom.past(&rng, days: 700, before: now))
            row.id = WorldRandom.uuid(&rng)
            if Int.random(in: 0..<100, using: &rng) >= 3 {
                row.status = .accepted
                row.acceptedAt = min(now, row.createdAt.addingTimeInterval(Double.random(in: 60...172_800, using: &rng)))
                friends[Int(a)].append(b)
                friends[Int(b)].append(a)
            }
            try await rows.add(row)
        }
        try await rows.flush()
        say("friendships: \(rows.written.formatted()) rows in \(seconds(since: start)) s")
        return friends
    }

    /// People with five friends or more keep up to three circles of up to fifteen of them.
    static func circles(context: SatchelContext, seed: UInt64, ids: [UUID], friends: [[Int32]],
                        say: @Sendable (String) -> Void) async throws -> [[WorldCircle]] {
        var rng = WorldRandom.stream(seed: seed, part: "circles")
        let start = ContinuousClock.now
        var circles = [[WorldCircle]](repeating: [], count: ids.count)
        var circleRows = BulkWriter<CircleRecord>(context.db)
        var memberRows = BulkWriter<CircleMember>(context.db)
        let now = context.now
        for person in 0..<ids.count where friends[person].count >= 5 {
            let count = Int.random(in: 0...3, using: &rng)
            for (n, index) in WorldRandom.distinct(&rng, count: count, below: circleNames.count).enumerated() {
                let circle = CircleRecord(owner: ids[person], name: circleNames[index], color: circleColors[(index + n) % circleColors.count],
                                          createdAt: WorldRandom.past(&rng, days: 500, before: now))
                circle.id = WorldRandom.uuid(&rng)
                try await circleRows.add(circle)
                let picks = WorldRandom.distinct(&rng, count: Int.random(in: 1...15, using: &rng), below: friends[person].count)
                circles[person].append(WorldCircle(id: circle.id!, members: picks.map { friends[person][$0] }))
            }
        }
        try await circleRows.flush()
        // Members after all circles: a block of members may not name a circle not yet written.
        for person in 0..<ids.count {
            for circle in circles[person] {
                for member in circle.members {
                    let row = CircleMember(circle: circle.id, member: ids[Int(member)], addedAt: now)
                    row.id = WorldRandom.uuid(&rng)
                    try await memberRows.add(row)
                }
            }
        }
        try await memberRows.flush()
        say("circles: \(circleRows.written.formatted()) rows and \(memberRows.written.formatted()) members in \(seconds(since: start)) s")
        return circles
    }

    /// Notifications of the last 90 days (what retention keeps): friends accepting and asking;
    /// most read within two days, some never.
    static func notifications(_ world: GeneratedWorld) async throws {
        try await world.part("notifications") {
            var rng = world.random("notifications")
            var rows = BulkWriter<InboxNotification>(world.db)
            let people = world.population
            for _ in 0..<world.size.notifications {
                let person = Int.random(in: 0..<people.count, using: &rng)
                let friends = people.friends[person]
                let actor = friends.isEmpty ? nil : people.ids[Int(friends.randomElement(using: &rng)!)]
                let kind = Int.random(in: 0..<10, using: &rng) < 7 ? NotificationKind.friendAccepted : NotificationKind.friendRequest
                let created = WorldRandom.past(&rng, days: 89, before: world.now)
                let row = InboxNotification(user: people.ids[person], actor: actor, kind: kind, params: [:], link: "/friends",
                                            createdAt: created)
                row.id = WorldRandom.uuid(&rng)
                if Int.random(in: 0..<100, using: &rng) < 85 {
                    row.readAt = min(world.now, created.addingTimeInterval(Double.random(in: 60...172_800, using: &rng)))
                }
                try await rows.add(row)
            }
            try await rows.flush()
            return rows.written
        }
    }

    static func seconds(since start: ContinuousClock.Instant) -> String {
        let d = start.duration(to: .now).components
        return String(format: "%.1f", Double(d.seconds) + Double(d.attoseconds) / 1e18)
    }
}

extension CoreModule {
    /// The generated world's people (see `CoreWorld.population`).
    public static func worldPopulation(context: SatchelContext, size: WorldSize, seed: UInt64, passwordHash: String,
                                       say: @escaping @Sendable (String) -> Void) async throws -> WorldPopulation {
        try await CoreWorld.population(context: context, size: size, seed: seed, passwordHash: passwordHash, say: say)
    }
}
