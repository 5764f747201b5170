import Foundation

/// How dishes and reviews are ranked.
public enum Ranking {
    /// A Bayesian average: the ratings' mean shrunk toward `priorMean` as if `priorWeight`
    /// ratings of that mean came first. One 5-star vote does not beat fifty 4.6s:
    /// with prior 3.5 × 5, (5 + 17.5) / 6 = 3.75 against (230 + 17.5) / 55 = 4.5.
    public static func bayesianAverage(sum: Double, count: Int, priorMean: Double, priorWeight: Double = 5) -> Double {
        guard count > 0 || priorWeight > 0 else { return priorMean }
        return (sum + priorMean * priorWeight) / (Double(count) + priorWeight)
    }

    /// The lower bound of the Wilson score interval for the share of "helpful" votes: how
    /// helpful a review surely is, given how few votes it has. 95 % confidence (z = 1.96)
    /// by default; 0 without votes.
    public static func wilsonLowerBound(positive: Int, negative: Int, z: Double = 1.959964) -> Double {
        let n = Double(positive + negative)
        guard n > 0 else { return 0 }
        let p = Double(positive) / n
        let z2 = z * z
        let centre = p + z2 / (2 * n)
        let margin = z * ((p * (1 - p) + z2 / (4 * n)) / n).squareRoot()
        return max(0, (centre - margin) / (1 + z2 / n))
    }
}
