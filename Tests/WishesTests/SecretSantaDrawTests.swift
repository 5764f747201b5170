import SatchelCore
import Testing
@testable import Wishes

/// The draw alone, on seeded random groups and exclusions (people are numbers here).
@Suite("Secret Santa draws (property)")
struct SecretSantaDrawTests {
    /// A random group of `count` with each pair excluded with probability `density`, and a few
    /// last-year pairs forbidden one way.
    static func group(_ rng: inout SplitMix64, count: Int, density: Double) -> (SecretSantaDraw<Int>, Set<[Int]>) {
        var banned = Set<[Int]>()
        var exclusions: [(Int, Int)] = []
        var forbidden: [(giver: Int, receiver: Int)] = []
        for a in 0..<count { for b in (a + 1)..<max(a + 1, count) where Double.random(in: 0..<1, using: &rng) < density {
            exclusions.append((a, b))
            banned.formUnion([[a, b], [b, a]])
        } }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let g = Int.random(in: 0..<count, using: &rng), r = Int.random(in: 0..<count, using: &rng)
            forbidden.append((g, r))
            banned.insert([g, r])
        }
        return (SecretSantaDraw(people: Array(0..<count), exclusions: exclusions, forbidden: forbidden), banned)
    }

    /// Whether `draw` gives each person exactly one other to give to and to receive from, avoiding `banned`.
    static func isValid(_ draw: [Int: Int], count: Int, banned: Set<[Int]>) -> Bool {
        Set(draw.keys) == Set(0..<count) && Set(draw.values) == Set(0..<count)
            && draw.allSatisfy { $0.key != $0.value && !banned.contains([$0.key, $0.value]) }
    }

    /// Every permutation of `0..<count`, for the exhaustive check of small groups.
    static func permutations(_ count: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        return permutations(count - 1).flatMap { p in (0...p.count).map { i in var q = p; q.insert(count - 1, at: i); return q } }
    }

    static func anyValid(count: Int, banned: Set<[Int]>) -> Bool {
        permutations(count).contains { p in p.indices.allSatisfy { $0 != p[$0] && !banned.contains([$0, p[$0]]) } }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(150)))
    func everyDrawIsADerangementHonouringEveryExclusion(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let count = Int.random(in: 2...40, using: &rng)
        let (rules, banned) = Self.group(&rng, count: count, density: Double.random(in: 0...0.5, using: &rng))
        if case .success(let draw) = rules.draw(using: &rng) {
            #expect(Self.isValid(draw, count: count, banned: banned), "seed \(seed): \(draw)")
        }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(120)))
    func impossibleExactlyWhenAnExhaustiveSearchFindsNoDraw(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let count = Int.random(in: 2...7, using: &rng)
        let (rules, banned) = Self.group(&rng, count: count, density: Double.random(in: 0.2...0.8, using: &rng))
        let exists = Self.anyValid(count: count, banned: banned)
        switch rules.draw(using: &rng) {
        case .success(let draw):
            #expect(exists && Self.isValid(draw, count: count, banned: banned), "seed \(seed)")
        case .failure(let why):
            #expect(!exists, "seed \(seed): said \(why) but a draw exists")
        }
    }

    @Test func someoneExcludedFromEveryoneIsNamed() {
        let rules = SecretSantaDraw(people: ["Ann", "Ben", "Cy", "Di"], exclusions: [("Ann", "Ben"), ("Ann", "Cy"), ("Ann", "Di")])
        var rng = SplitMix64(state: 1)
        #expect(rules.check() == .cannotGive("Ann"))
        guard case .failure(.cannotGive("Ann")) = rules.draw(using: &rng) else { Issue.record("drew anyway"); return }
    }

    @Test func aCrowdedGroupIsNamedByHallsTheorem() {
        // Ann, Ben and Cy may each only give to Di or Ed: three givers, two receivers.
        let rules = SecretSantaDraw(people: ["Ann", "Ben", "Cy", "Di", "Ed"],
                                    exclusions: [("Ann", "Ben"), ("Ann", "Cy"), ("Ben", "Cy")])
        #expect(rules.check() == .crowded(givers: ["Ann", "Ben", "Cy"], receivers: 2))
    }

    @Test func twoPeopleDrawEachOtherAndOneAloneCannotDraw() throws {
        var rng = SplitMix64(state: 3)
        #expect(try SecretSantaDraw(people: ["Ann", "Ben"]).draw(using: &rng).get() == ["Ann": "Ben", "Ben": "Ann"])
        #expect(SecretSantaDraw(people: ["Ann"]).check() == .tooFew)
    }

    @Test(arguments: Array(UInt64(1)...UInt64(120)))
    func aLeaveChangesOnlyTheNeededPairsAndStillHonoursEveryExclusion(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let count = Int.random(in: 4...14, using: &rng)
        let (rules, banned) = Self.group(&rng, count: count, density: Double.random(in: 0...0.35, using: &rng))
        guard case .success(let draw) = rules.draw(using: &rng) else { return }
        let leaving = Int.random(in: 0..<count, using: &rng)
        let staying = (0..<count).filter { $0 != leaving }
        let after = SecretSantaDraw(people: staying, exclusions: banned.filter { $0[0] < $0[1] && banned.contains([$0[1], $0[0]]) }.map { ($0[0], $0[1]) },
                                    forbidden: banned.filter { !banned.contains([$0[1], $0[0]]) }.map { ($0[0], $0[1]) })
        guard let (next, changed) = after.redraw(draw, leaving: leaving, using: &rng) else {
            #expect(after.check() != nil, "seed \(seed): no redraw though a draw exists")
            return
        }
        #expect(Set(next.keys) == Set(staying) && Set(next.values) == Set(staying), "seed \(seed)")
        #expect(next.allSatisfy { $0.key != $0.value && !banned.contains([$0.key, $0.value]) }, "seed \(seed)")
        #expect(changed == Set(staying.filter { next[$0] != draw[$0] }), "seed \(seed): told givers differ from changed ones")
        let giver = draw.first { $0.value == leaving }!.key
        let receiver = draw[leaving]!
        if giver != receiver && !banned.contains([giver, receiver]) {
            // Their giver takes their receiver: one pair changes, nobody else's.
            #expect(changed == [giver], "seed \(seed)")
        } else {
            #expect(changed.contains(giver), "seed \(seed)")
        }
    }
}
