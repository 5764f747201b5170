import Foundation
import SatchelGeo
import SatchelTesting

/// Generated GPS traces around one geofence, with the number of real arrivals they contain.
///
/// A trace is a sequence of phases: far away (beyond radius + margin + 7 radii, so even a poor
/// fix proves the exit), deep inside (within half the radius), and jitter at the edge (between
/// 0.75 × radius and radius + margin, where no fix can prove an exit). Edges only touch inside
/// phases, so every visit inside after being far away is exactly one true arrival. Fixes are the
/// true position plus noise within their reported accuracy; some have poor accuracy (worse than
/// the radius); some earlier fixes are delivered again late (out of order).
struct GPSTrace {
    var fixes: [GeofenceFix]
    /// When each fix reaches the server (ascending).
    var deliveredAt: [Date]
    var trueArrivals: Int

    enum Phase { case far, edge, inside }

    static func make(_ fence: Geofence, rng: inout SplitMix64, start: Date) -> GPSTrace {
        var phases: [Phase] = [.far]
        let visits = Int.random(in: 1...4, using: &rng)
        for _ in 0..<visits {
            if Bool.random(using: &rng) { phases.append(.edge) }
            phases.append(.inside)
            for _ in 0..<Int.random(in: 0...2, using: &rng) { phases += [.edge, .inside] }
            if Bool.random(using: &rng) { phases.append(.edge) }
            phases.append(.far)
        }
        var time = start
        var fixes: [GeofenceFix] = []
        var goodInsideFixes = 0
        for phase in phases {
            let count = Int.random(in: 2...6, using: &rng)
            for n in 0..<count {
                time = time.addingTimeInterval(Double.random(in: 5...40, using: &rng))
                // Inside, the first fix of the phase is a good one, so every visit is provable.
                let poor = !(phase == .inside && n == 0) && Double.random(in: 0...1, using: &rng) < 0.25
                let accuracy = poor ? Double.random(in: fence.radius * 1.01...fence.radius * 3, using: &rng)
                    : Double.random(in: 3...min(fence.radius / 2, 40), using: &rng)
                let trueDistance: Double
                switch phase {
                case .far:
                    let edge = fence.radius + fence.margin + 7 * fence.radius
                    trueDistance = Double.random(in: edge...edge + 3000, using: &rng)
                case .edge:
                    trueDistance = Double.random(in: fence.radius * 0.75...fence.radius + fence.margin, using: &rng)
                case .inside:
                    trueDistance = Double.random(in: 0...fence.radius / 2, using: &rng)
                }
                let truePoint = Geo.destination(from: fence.center, metres: trueDistance, bearing: Double.random(in: 0..<360, using: &rng))
                // GPS error within the reported accuracy (inside phases keep it within the radius too).
                let error = Double.random(in: 0...(phase == .inside ? min(accuracy, fence.radius / 2) : accuracy), using: &rng)
                let point = Geo.destination(from: truePoint, metres: error, bearing: Double.random(in: 0..<360, using: &rng))
                if phase == .inside && !poor { goodInsideFixes += 1 }
                fixes.append(GeofenceFix(point: point, accuracy: accuracy, timestamp: time))
            }
        }
        // Deliver each fix a moment after it is taken; replay some older ones late.
        var delivered: [(GeofenceFix, Date)] = fixes.map { ($0, $0.timestamp.addingTimeInterval(1)) }
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let old = fixes[Int.random(in: 0..<fixes.count, using: &rng)]
            let at = old.timestamp.addingTimeInterval(Double.random(in: 2...200, using: &rng))
            delivered.append((old, at))
        }
        delivered.sort { $0.1 < $1.1 }
        return GPSTrace(fixes: delivered.map(\.0), deliveredAt: delivered.map(\.1), trueArrivals: visits)
    }
}
