import Foundation
import SatchelGeo
import SatchelTesting
import Testing

@Suite("Geofence hysteresis (invariant 4)")
struct GeofenceTests {
    static let center = GeoPoint(latitude: 59.3349, longitude: 18.0637)

    /// Applies delivered fixes as the server does: order check, then the fence.
    static func alerts(_ trace: GPSTrace, fence: Geofence) -> Int {
        var presence = GeofencePresence.unknown
        var last: Date?
        var alerts = 0
        for (fix, now) in zip(trace.fixes, trace.deliveredAt) {
            guard FixOrder().judge(fix.timestamp, lastAccepted: last, now: now) == .accepted else { continue }
            last = fix.timestamp
            let (next, transition) = fence.apply(fix, to: presence)
            if transition == .entered { alerts += 1 }
            presence = next
        }
        return alerts
    }

    @Test func generatedTracesAlertExactlyOncePerTrueArrival() {
        var rng = SplitMix64(state: 0x5107_5EED)
        for _ in 0..<500 {
            let radius = [50.0, 100, 150, 400, 1000, 5000][Int.random(in: 0..<6, using: &rng)]
            let fence = Geofence(center: Self.center, radius: radius)
            let seed = rng.state
            let trace = GPSTrace.make(fence, rng: &rng, start: Date(timeIntervalSince1970: 1_800_000_000))
            #expect(Self.alerts(trace, fence: fence) == trace.trueArrivals, "seed \(seed), radius \(radius)")
        }
    }

    @Test func jitterAcrossTheEdgeNeverAlertsAgain() {
        let fence = Geofence(center: Self.center, radius: 150)
        var presence = GeofencePresence.unknown
        var entries = 0
        var rng = SplitMix64(state: 42)
        for _ in 0..<1000 {
            // Fixes wandering between 100 m and radius + margin (200 m) with 10 m accuracy.
            let point = Geo.destination(from: Self.center, metres: Double.random(in: 100...200, using: &rng),
                                        bearing: Double.random(in: 0..<360, using: &rng))
            let (next, transition) = fence.apply(GeofenceFix(point: point, accuracy: 10, timestamp: Date()), to: presence)
            if transition == .entered { entries += 1 }
            presence = next
        }
        #expect(entries == 1)
        #expect(presence == .inside)
    }

    @Test func aFixLessAccurateThanTheRadiusNeverProvesAnArrival() {
        let fence = Geofence(center: Self.center, radius: 100)
        let (presence, transition) = fence.apply(GeofenceFix(point: Self.center, accuracy: 101, timestamp: Date()), to: .outside)
        #expect(presence == .outside && transition == nil)
    }

    @Test func leavingNeedsTheWholeUncertaintyBeyondRadiusAndMargin() {
        let fence = Geofence(center: Self.center, radius: 200) // margin 50
        let near = Geo.destination(from: Self.center, metres: 300, bearing: 90)
        // 300 − 60 = 240 is not beyond 250: still inside.
        #expect(fence.apply(GeofenceFix(point: near, accuracy: 60, timestamp: Date()), to: .inside).0 == .inside)
        // 300 − 40 = 260 is.
        #expect(fence.apply(GeofenceFix(point: near, accuracy: 40, timestamp: Date()), to: .inside) == (.outside, .exited))
    }

    @Test func theMarginIsAQuarterOfTheRadiusButAtLeastFiftyMetres() {
        #expect(Geofence.margin(forRadius: 100) == 50)
        #expect(Geofence.margin(forRadius: 1000) == 250)
    }

    @Test func olderStaleAndFutureFixesAreRefused() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let order = FixOrder()
        #expect(order.judge(now.addingTimeInterval(-10), lastAccepted: now.addingTimeInterval(-5), now: now) == .outOfOrder)
        #expect(order.judge(now.addingTimeInterval(-5), lastAccepted: now.addingTimeInterval(-5), now: now) == .outOfOrder)
        #expect(order.judge(now.addingTimeInterval(-301), lastAccepted: nil, now: now) == .stale)
        #expect(order.judge(now.addingTimeInterval(61), lastAccepted: nil, now: now) == .future)
        #expect(order.judge(now, lastAccepted: now.addingTimeInterval(-1), now: now) == .accepted)
    }

    @Test func haversineMatchesAKnownDistance() {
        // Stockholm Central to Gothenburg Central: about 398 km as the crow flies.
        let d = Geo.distance(GeoPoint(latitude: 59.3303, longitude: 18.0588), GeoPoint(latitude: 57.7089, longitude: 11.9733))
        #expect(abs(d - 398_000) < 3_000)
    }

    @Test func aBoundingBoxHoldsEveryPointOfItsCircle() {
        var rng = SplitMix64(state: 7)
        for _ in 0..<2000 {
            let center = GeoPoint(latitude: Double.random(in: -89...89, using: &rng), longitude: Double.random(in: -180...180, using: &rng))
            let radius = Double.random(in: 50...5000, using: &rng)
            let box = GeoBox.around(center, metres: radius)
            let edge = Geo.destination(from: center, metres: radius * 0.999, bearing: Double.random(in: 0..<360, using: &rng))
            #expect(box.contains(edge), "center \(center), radius \(radius)")
        }
    }
}
