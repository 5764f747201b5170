import SatchelCore
import Testing

/// `partitionPoint(where:)`, the binary search the in-memory indexes share.
@Suite("Partition point")
struct PartitionPointTests {
    @Test("finds the first element above the split, as a scan from the start does")
    func findsTheFirstElementAboveTheSplitAsAScanDoes() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &rng)
            let ascending = (0..<count).map { _ in Int.random(in: 0...30, using: &rng) }.sorted()
            let split = Int.random(in: -2...32, using: &rng)
            let scanned = ascending.firstIndex { $0 >= split } ?? ascending.endIndex
            #expect(ascending.partitionPoint { $0 >= split } == scanned, "\(ascending), split at \(split)")
        }
    }

    @Test("works on a slice's own indices")
    func worksOnASlicesOwnIndices() {
        let numbers = Array(0..<100)
        let slice = numbers[40..<60]
        #expect(slice.partitionPoint { $0 >= 50 } == 50)
        #expect(slice.partitionPoint { $0 >= 10 } == 40)
        #expect(slice.partitionPoint { $0 >= 90 } == 60)
    }
}
