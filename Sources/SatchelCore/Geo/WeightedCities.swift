import Foundation
import SatchelGeo

/// GeoNames cities to draw places around, as people and restaurants are spread: a city picked
/// with weight √population, then a half-normal distance (σ 3 km) in a random direction. Used by
/// the generated world and the nearby benchmark, with a seeded stream.
public struct WeightedCities: Sendable {
    public let places: [GazetteerPlace]
    public let sigma: Double
    private let choice: WeightedChoice

    public init(_ places: [GazetteerPlace], sigma: Double = 3_000) {
        self.places = places
        self.sigma = sigma
        choice = WeightedChoice(places.map { Double(max($0.population, 1)).squareRoot() })
    }

    /// A city, bigger ones more often.
    public func city(_ rng: inout SplitMix64) -> GazetteerPlace { places[choice.pick(&rng)] }

    /// A point around `center`: |N(0, σ)| metres in a random direction.
    public func point(around center: GeoPoint, _ rng: inout SplitMix64) -> GeoPoint {
        // |N(0, σ)| by Box–Muller.
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &rng), u2 = Double.random(in: 0..<1, using: &rng)
        let distance = abs((-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)) * sigma
        return Geo.destination(from: center, metres: distance, bearing: Double.random(in: 0..<360, using: &rng))
    }

    /// A point around a city picked by weight.
    public func sample(_ rng: inout SplitMix64) -> GeoPoint { point(around: city(&rng).point, &rng) }
}

/// Picks indexes in proportion to their weights (a binary search of the running totals); an
/// index of weight 0 is never picked.
public struct WeightedChoice: Sendable {
    private let cumulative: [Double]

    /// At least one weight must be above 0.
    public init(_ weights: [Double]) {
        var total = 0.0
        cumulative = weights.map { total += max(0, $0); return total }
        precondition(total > 0, "WeightedChoice needs a weight above 0")
    }

    public var count: Int { cumulative.count }

    public func pick(_ rng: inout SplitMix64) -> Int {
        let target = Double.random(in: 0..<cumulative.last!, using: &rng)
        var lower = 0, upper = cumulative.count - 1
        while lower < upper {
            let mid = (lower + upper) / 2
            if cumulative[mid] <= target { lower = mid + 1 } else { upper = mid }
        }
        return lower
    }

    /// `total` picks counted per index, none above `cap` (a full index is picked again): how
    /// many of something each gets. Never more than the caps hold in all.
    public func counts(_ total: Int, cap: Int, _ rng: inout SplitMix64) -> [Int32] {
        var counts = [Int32](repeating: 0, count: cumulative.count)
        let pickable = cumulative.indices.filter { cumulative[$0] > ($0 == 0 ? 0 : cumulative[$0 - 1]) }.count
        let total = min(total, pickable * cap)
        var placed = 0
        while placed < total {
            let index = pick(&rng)
            guard counts[index] < cap else { continue }
            counts[index] += 1
            placed += 1
        }
        return counts
    }
}
