import Foundation
import SatchelTesting
@testable import Eats
import Testing

@Suite("Ranking dishes and reviews")
struct RankingTests {
    @Test func oneFiveStarVoteDoesNotBeatFiftyFourPointSixes() {
        let single = Ranking.bayesianAverage(sum: 5, count: 1, priorMean: 3.5)
        let many = Ranking.bayesianAverage(sum: 4.6 * 50, count: 50, priorMean: 3.5)
        #expect(single < many)
        #expect(abs(single - 3.75) < 1e-9 && abs(many - 4.5) < 1e-9)
    }

    @Test func withoutRatingsADishSitsAtThePriorMean() {
        #expect(Ranking.bayesianAverage(sum: 0, count: 0, priorMean: 4.1) == 4.1)
    }

    @Test func theBayesianAverageLiesBetweenThePriorAndTheMeanAndApproachesTheMean() {
        var rng = SplitMix64(state: 99)
        for _ in 0..<1000 {
            let prior = Double.random(in: 1...5, using: &rng)
            let mean = Double.random(in: 1...5, using: &rng)
            let count = Int.random(in: 1...10_000, using: &rng)
            let value = Ranking.bayesianAverage(sum: mean * Double(count), count: count, priorMean: prior)
            #expect(value >= min(prior, mean) - 1e-9 && value <= max(prior, mean) + 1e-9)
            let more = Ranking.bayesianAverage(sum: mean * Double(count * 10), count: count * 10, priorMean: prior)
            #expect(abs(more - mean) <= abs(value - mean) + 1e-9)
        }
    }

    @Test func theWilsonBoundMatchesAKnownValue() {
        // 1 of 1 helpful: the lower bound is about 0.2065; 600 of 1000: about 0.5693.
        #expect(abs(Ranking.wilsonLowerBound(positive: 1, negative: 0) - 0.2065) < 0.0005)
        #expect(abs(Ranking.wilsonLowerBound(positive: 600, negative: 400) - 0.5693) < 0.0005)
        #expect(Ranking.wilsonLowerBound(positive: 0, negative: 0) == 0)
    }

    @Test func moreVotesOfTheSameShareRankHigher() {
        #expect(Ranking.wilsonLowerBound(positive: 10, negative: 0) > Ranking.wilsonLowerBound(positive: 1, negative: 0))
        #expect(Ranking.wilsonLowerBound(positive: 90, negative: 10) > Ranking.wilsonLowerBound(positive: 9, negative: 1))
        // A review helpful to 9 of 10 beats one helpful to its only voter.
        #expect(Ranking.wilsonLowerBound(positive: 9, negative: 1) > Ranking.wilsonLowerBound(positive: 1, negative: 0))
    }

    @Test func theWilsonBoundStaysBelowTheObservedShareAndWithinZeroAndOne() {
        var rng = SplitMix64(state: 7)
        for _ in 0..<1000 {
            let positive = Int.random(in: 0...500, using: &rng), negative = Int.random(in: 0...500, using: &rng)
            guard positive + negative > 0 else { continue }
            let bound = Ranking.wilsonLowerBound(positive: positive, negative: negative)
            #expect(bound >= 0 && bound <= Double(positive) / Double(positive + negative) + 1e-12)
        }
    }
}
