import Foundation

/// One position report from a device: where it thinks it is, how sure it is, and when.
public struct GeofenceFix: Sendable, Hashable {
    public var point: GeoPoint
    /// The radius of uncertainty in metres (68 % confidence on iOS and in browsers).
    public var accuracy: Double
    public var timestamp: Date

    public init(point: GeoPoint, accuracy: Double, timestamp: Date) {
        self.point = point
        self.accuracy = accuracy
        self.timestamp = timestamp
    }
}

/// Where a device is relative to a geofence, as far as the fixes so far prove.
public enum GeofencePresence: String, Sendable, Codable, CaseIterable {
    /// No fix has proven either yet (counts as outside: the first proven entry is an arrival).
    case unknown
    case inside
    case outside
}

public enum GeofenceTransition: Sendable, Hashable {
    case entered
    case exited
}

/// A circle with hysteresis, so a fix wandering across the edge never counts twice.
///
/// - Enter when the fix is within the radius and its accuracy is no worse than the radius.
/// - Exit only when even the nearest point the fix allows is beyond radius + margin, where
///   margin = max(50 m, radius / 4): `distance − accuracy > radius + margin`.
/// - Anything in between changes nothing. So an arrival is reported once, and the fence
///   re-arms only after an exit that the fixes prove.
public struct Geofence: Sendable, Hashable {
    public var center: GeoPoint
    public var radius: Double

    public init(center: GeoPoint, radius: Double) {
        self.center = center
        self.radius = radius
    }

    public static func margin(forRadius radius: Double) -> Double { max(50, radius / 4) }

    public var margin: Double { Self.margin(forRadius: radius) }

    /// What one fix proves on its own.
    public func evidence(_ fix: GeofenceFix) -> GeofencePresence {
        let distance = Geo.distance(center, fix.point)
        if distance <= radius && fix.accuracy <= radius { return .inside }
        if distance - fix.accuracy > radius + margin { return .outside }
        return .unknown
    }

    /// The presence after `fix`, and the transition it makes, if any. Leaving is reported only
    /// after a proven stay, never from `unknown`.
    public func apply(_ fix: GeofenceFix, to presence: GeofencePresence) -> (GeofencePresence, GeofenceTransition?) {
        switch (presence, evidence(fix)) {
        case (.inside, .outside): return (.outside, .exited)
        case (.unknown, .inside), (.outside, .inside): return (.inside, .entered)
        case (.unknown, .outside): return (.outside, nil)
        default: return (presence, nil)
        }
    }
}

/// Which fixes are worth evaluating at all: each device's fixes must move forward in time and
/// be recent. An older fix arriving late (a retry, a reordered request) would replay the past.
public struct FixOrder: Sendable {
    /// Fixes older than this (by the server's clock) are stale.
    public var maxAge: TimeInterval
    /// Fixes further than this in the future are a wrong clock, not a position.
    public var maxSkew: TimeInterval

    public init(maxAge: TimeInterval = 300, maxSkew: TimeInterval = 60) {
        self.maxAge = maxAge
        self.maxSkew = maxSkew
    }

    public enum Verdict: String, Sendable {
        case accepted, stale, outOfOrder = "out_of_order", future
    }

    public func judge(_ timestamp: Date, lastAccepted: Date?, now: Date) -> Verdict {
        if timestamp > now.addingTimeInterval(maxSkew) { return .future }
        if timestamp < now.addingTimeInterval(-maxAge) { return .stale }
        if let lastAccepted, timestamp <= lastAccepted { return .outOfOrder }
        return .accepted
    }
}
