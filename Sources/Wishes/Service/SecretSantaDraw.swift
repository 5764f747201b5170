/// Who may give to whom in a Secret Santa, and a random draw honouring it: a derangement
/// (nobody draws themselves) that avoids every excluded pair (both ways) and every forbidden
/// giver → receiver (last year's). Pure, so property tests can run it alone with a seed.
public struct SecretSantaDraw<Person: Hashable & Sendable>: Sendable {
    /// Why no draw exists, named with the people it is about.
    public enum Impossible: Error, Equatable, Sendable {
        case tooFew
        /// Nobody is left for this person to give to.
        case cannotGive(Person)
        /// Nobody may give to this person.
        case cannotReceive(Person)
        /// Hall's theorem: these givers may only give to `receivers` people between them, fewer than they are.
        case crowded(givers: [Person], receivers: Int)
    }

    public let people: [Person]
    /// `allowed[g]`: the indexes `g` may give to.
    let allowed: [[Int]]
    let index: [Person: Int]

    /// `exclusions` apply both ways; `forbidden` is giver → receiver only.
    public init(people: [Person], exclusions: [(Person, Person)] = [], forbidden: [(giver: Person, receiver: Person)] = []) {
        self.people = people
        let index = Dictionary(people.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.index = index
        var banned = Set<[Int]>()
        for (a, b) in exclusions {
            guard let i = index[a], let j = index[b] else { continue }
            banned.insert([i, j])
            banned.insert([j, i])
        }
        for pair in forbidden {
            guard let i = index[pair.giver], let j = index[pair.receiver] else { continue }
            banned.insert([i, j])
        }
        allowed = people.indices.map { g in people.indices.filter { r in r != g && !banned.contains([g, r]) } }
    }

    public func allows(_ giver: Person, _ receiver: Person) -> Bool {
        guard let g = index[giver], let r = index[receiver] else { return false }
        return allowed[g].contains(r)
    }

    /// Whether a draw honouring every rule exists, or why not.
    public func check() -> Impossible? {
        guard people.count >= 2 else { return .tooFew }
        if let g = allowed.indices.first(where: { allowed[$0].isEmpty }) { return .cannotGive(people[g]) }
        var receivable = Array(repeating: false, count: people.count)
        for list in allowed { for r in list { receivable[r] = true } }
        if let r = receivable.indices.first(where: { !receivable[$0] }) { return .cannotReceive(people[r]) }
        var matching = Matching(count: people.count)
        for g in people.indices {
            if matching.augment(from: g, allowed: allowed, fixed: []) { continue }
            let (givers, receivers) = matching.hallViolation(from: g, allowed: allowed)
            return .crowded(givers: givers.sorted().map { people[$0] }, receivers: receivers)
        }
        return nil
    }

    /// A random draw (giver → receiver), or why none exists.
    public func draw(using rng: inout some RandomNumberGenerator) -> Result<[Person: Person], Impossible> {
        if let impossible = check() { return .failure(impossible) }
        let allowedSets = allowed.map { Set($0) }
        // Uniform among valid draws when they are common (no or few exclusions) …
        for _ in 0..<64 {
            let order = people.indices.shuffled(using: &rng)
            if people.indices.allSatisfy({ allowedSets[$0].contains(order[$0]) }) { return .success(named(order)) }
        }
        // … and always found when they are rare: fix one giver at a time to a random receiver
        // that still leaves a complete draw for the rest (a perfect matching, repaired by one
        // augmenting path), so there is never a dead end to back out of.
        var matching = Matching(count: people.count)
        for g in people.indices { _ = matching.augment(from: g, allowed: allowed, fixed: []) }
        var fixed = Set<Int>()
        for g in people.indices.shuffled(using: &rng) {
            for r in allowed[g].shuffled(using: &rng) {
                if let repaired = matching.assigning(g, to: r, allowed: allowed, fixed: fixed) {
                    matching = repaired
                    break
                }
            }
            fixed.insert(g)
        }
        return .success(named(matching.receiverOf.map { $0! }))
    }

    /// After `leaving` left a drawn exchange: the new draw among the others changing as few
    /// givers as possible. Their giver takes their receiver when the rules allow; otherwise the
    /// fewest givers (two, then three) swap receivers among themselves; otherwise everyone is
    /// drawn again. Nil when no draw exists for those who are left. `self` describes those left.
    public func redraw(_ current: [Person: Person], leaving: Person,
                       using rng: inout some RandomNumberGenerator) -> (draw: [Person: Person], changed: Set<Person>)? {
        var base = current
        let receiverOfLeaving = base.removeValue(forKey: leaving)
        guard let giver = base.first(where: { $0.value == leaving })?.key, let receiver = receiverOfLeaving else {
            return (base, [])
        }
        base[giver] = receiver
        if allows(giver, receiver) { return (base, [giver]) }
        let others = people.filter { $0 != giver }.shuffled(using: &rng)
        for size in 1...max(1, min(2, others.count)) where size <= others.count {
            for group in Self.combinations(others, size) {
                let givers = [giver] + group
                let pool = givers.compactMap { base[$0] }
                if let choice = Self.assign(givers, pool, allows: allows) {
                    var next = base
                    for (g, r) in choice { next[g] = r }
                    return (next, Set(givers.filter { next[$0] != current[$0] }))
                }
            }
        }
        guard case .success(let full) = draw(using: &rng) else { return nil }
        return (full, Set(full.keys.filter { full[$0] != current[$0] }))
    }

    private func named(_ order: [Int]) -> [Person: Person] {
        Dictionary(uniqueKeysWithValues: order.enumerated().map { (people[$0], people[$1]) })
    }

    static func combinations(_ items: [Person], _ size: Int) -> [[Person]] {
        guard size > 0 else { return [[]] }
        guard items.count >= size else { return [] }
        var result: [[Person]] = []
        for (i, first) in items.enumerated() {
            for rest in combinations(Array(items[(i + 1)...]), size - 1) { result.append([first] + rest) }
        }
        return result
    }

    /// One way to give each of `givers` one of `pool` (as many), every pair allowed.
    static func assign(_ givers: [Person], _ pool: [Person], allows: (Person, Person) -> Bool) -> [Person: Person]? {
        guard let first = givers.first else { return [:] }
        for (i, r) in pool.enumerated() where allows(first, r) {
            var rest = pool
            rest.remove(at: i)
            if var found = assign(Array(givers.dropFirst()), rest, allows: allows) {
                found[first] = r
                return found
            }
        }
        return nil
    }
}

/// A bipartite matching of givers to receivers (Kuhn's augmenting paths; groups are ≤ 100).
struct Matching: Sendable {
    var receiverOf: [Int?]
    var giverOf: [Int?]

    init(count: Int) {
        receiverOf = Array(repeating: nil, count: count)
        giverOf = Array(repeating: nil, count: count)
    }

    /// Matches `g` by an augmenting path that leaves the `fixed` givers as they are.
    mutating func augment(from g: Int, allowed: [[Int]], fixed: Set<Int>) -> Bool {
        var visited = Set<Int>()
        return augment(g, allowed, fixed, &visited)
    }

    private mutating func augment(_ g: Int, _ allowed: [[Int]], _ fixed: Set<Int>, _ visited: inout Set<Int>) -> Bool {
        for r in allowed[g] where !visited.contains(r) {
            visited.insert(r)
            if let holder = giverOf[r] {
                if fixed.contains(holder) || !augment(holder, allowed, fixed, &visited) { continue }
            }
            receiverOf[g] = r
            giverOf[r] = g
            return true
        }
        return false
    }

    /// This (perfect) matching with `g` giving to `r`, if the others can still all be matched.
    func assigning(_ g: Int, to r: Int, allowed: [[Int]], fixed: Set<Int>) -> Matching? {
        if receiverOf[g] == r { return self }
        var next = self
        let displaced = giverOf[r]!
        let freed = receiverOf[g]!
        next.receiverOf[displaced] = nil
        next.giverOf[freed] = nil
        next.receiverOf[g] = r
        next.giverOf[r] = g
        return next.augment(from: displaced, allowed: allowed, fixed: fixed.union([g])) ? next : nil
    }

    /// Givers reachable from the unmatched `g` by alternating paths, and how many receivers
    /// they may give to: fewer than they are (Hall's condition fails for them).
    func hallViolation(from g: Int, allowed: [[Int]]) -> (givers: Set<Int>, receivers: Int) {
        var givers: Set<Int> = [g]
        var receivers = Set<Int>()
        var queue = [g]
        while let next = queue.popLast() {
            for r in allowed[next] where !receivers.contains(r) {
                receivers.insert(r)
                if let holder = giverOf[r], !givers.contains(holder) {
                    givers.insert(holder)
                    queue.append(holder)
                }
            }
        }
        return (givers, receivers.count)
    }
}
