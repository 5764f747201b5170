import Fluent
import Foundation
import SatchelCore

/// Who lives in a generated world: person n is `person<n+1>` (all with one password), with
/// accepted friends and own circles. Each app's part gives these people their content.
public struct WorldPopulation: Sendable {
    public let ids: [UUID]
    /// Each person's accepted friends, by person number.
    public let friends: [[Int32]]
    /// Each person's circles: id and members (person numbers).
    public let circles: [[WorldCircle]]

    public init(ids: [UUID], friends: [[Int32]], circles: [[WorldCircle]]) {
        self.ids = ids
        self.friends = friends
        self.circles = circles
    }

    public var count: Int { ids.count }
    public static func username(_ person: Int) -> String { "person\(person + 1)" }
}

public struct WorldCircle: Sendable {
    public let id: UUID
    public let members: [Int32]

    public init(id: UUID, members: [Int32]) {
        self.id = id
        self.members = members
    }
}

/// A city-sized world for benchmarks (`satchel admin generate-world`): the same seed gives the
/// same people, content and relations (times are relative to when it runs). Each app's part
/// (`WorldParts`) adds its rows in bulk, with every kept-on-write total (ratings, counts, queues)
/// consistent with its rows.
public struct GeneratedWorld: Sendable {
    public let context: SatchelContext
    public let size: WorldSize
    public let seed: UInt64
    public let population: WorldPopulation
    /// A MARC 21 file for the libraries' catalogue (each library imports it), if given.
    public let catalogue: String?
    private let say: @Sendable (String) -> Void
    /// Counts the parts done (each says its rows as it finishes): a part's rows are not known
    /// before it runs, the number of parts is.
    private let progress: ProgressReporter?

    public init(context: SatchelContext, size: WorldSize, seed: UInt64, population: WorldPopulation,
                catalogue: String?, say: @escaping @Sendable (String) -> Void, progress: ProgressReporter? = nil) {
        self.context = context
        self.size = size
        self.seed = seed
        self.population = population
        self.catalogue = catalogue
        self.say = say
        self.progress = progress
    }

    public var db: any Database { context.db }
    public var now: Date { context.now }

    /// An independent random stream per part, so adding a part never changes another's rows.
    public func random(_ part: String) -> SplitMix64 { WorldRandom.stream(seed: seed, part: part) }

    /// Runs one part and reports how many rows it wrote and how long it took.
    public func part(_ name: String, _ body: () async throws -> Int) async throws {
        let start = ContinuousClock.now
        let rows = try await body()
        progress?.advance()
        say("\(name): \(rows.formatted()) rows in \(CoreWorld.seconds(since: start)) s")
    }

    public func note(_ line: String) { say(line) }
}

/// Seeded randomness for generated worlds.
public enum WorldRandom {
    public static func stream(seed: UInt64, part: String) -> SplitMix64 {
        // FNV-1a: stable across runs and platforms (Swift's Hasher is not).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return SplitMix64(state: seed ^ hash)
    }

    /// A version-4 UUID from the stream.
    public static func uuid(_ rng: inout SplitMix64) -> UUID {
        let a = rng.next(), b = rng.next()
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 { bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * UInt64(i))) }
        for i in 0..<8 { bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * UInt64(i))) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// A moment in the last `days` days before `now`.
    public static func past(_ rng: inout SplitMix64, days: Double, before now: Date) -> Date {
        now.addingTimeInterval(-Double.random(in: 60...(days * 86_400), using: &rng))
    }

    /// A heavy-tailed count: log-normal around `median` (σ `spread`), within 0...`max`.
    public static func heavyTailed(_ rng: inout SplitMix64, median: Double, spread: Double, max: Int) -> Int {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &rng), u2 = Double.random(in: 0..<1, using: &rng)
        let normal = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
        return Swift.min(max, Swift.max(0, Int((median * exp(spread * normal)).rounded())))
    }

    /// `count` distinct numbers below `limit` (all of them if fewer), in random order.
    public static func distinct(_ rng: inout SplitMix64, count: Int, below limit: Int) -> [Int] {
        guard count < limit else { return Array(0..<limit).shuffled(using: &rng) }
        var picked = Set<Int>()
        var order: [Int] = []
        while order.count < count {
            let n = Int.random(in: 0..<limit, using: &rng)
            if picked.insert(n).inserted { order.append(n) }
        }
        return order
    }
}
