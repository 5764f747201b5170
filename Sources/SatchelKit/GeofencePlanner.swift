import Foundation
import SatchelAPI
import SatchelGeo

/// Which place reminders a phone should watch now. iOS monitors at most 20 regions per app:
/// the planner picks the reminders whose circles are nearest (by distance to their edge) and,
/// when there are more than fit, spends the last slot on a "refresh" region around the
/// current position whose exit means "plan again". Its radius is never larger than the
/// distance to the nearest unwatched circle, so the phone leaves it before it can reach one.
public enum GeofencePlanner {
    public struct Region: Sendable, Equatable {
        /// The reminder's id, or `refresh` for the re-planning region.
        public var identifier: String
        public var center: GeoPoint
        /// Metres.
        public var radius: Double
        /// Nil for the refresh region.
        public var reminder: UUID?
        /// `arrive` or `leave` (nil for the refresh region, which acts on exit).
        public var trigger: String?
    }

    public struct Plan: Sendable, Equatable {
        /// At most the limit: the reminders' regions, nearest first, then the refresh region.
        public var regions: [Region]
        /// Place reminders not watched now (too far away); the refresh region brings them in.
        public var unmonitored: [UUID]

        public var refresh: Region? { regions.first { $0.reminder == nil } }
    }

    public static let refreshIdentifier = "refresh"
    /// iOS's limit per app.
    public static let iOSLimit = 20
    /// Smaller regions are not reliable on phones.
    public static let minimumRefreshRadius = 100.0
    /// iOS rejects larger regions (`maximumRegionMonitoringDistance` is typically far larger;
    /// this keeps re-planning frequent enough to stay useful).
    public static let maximumRefreshRadius = 50_000.0

    /// Plans for the reminders that are open and have a place, seen from `position`.
    public static func plan(at position: GeoPoint, reminders: [Reminder], limit: Int = iOSLimit) -> Plan {
        precondition(limit >= 2, "room for at least one reminder and the refresh region")
        let candidates = reminders.compactMap { reminder -> (Region, Double)? in
            guard reminder.doneAt == nil, let place = reminder.place else { return nil }
            let center = GeoPoint(latitude: place.latitude, longitude: place.longitude)
            guard center.isValid else { return nil }
            let radius = place.radius ?? 150
            let region = Region(identifier: reminder.id.uuidString, center: center, radius: radius, reminder: reminder.id,
                                trigger: place.trigger ?? "arrive")
            return (region, max(0, Geo.distance(position, center) - radius))
        }
        // Nearest edge first; ties by id so the plan does not flicker between runs.
        .sorted { ($0.1, $0.0.identifier) < ($1.1, $1.0.identifier) }
        guard candidates.count > limit else { return Plan(regions: candidates.map(\.0), unmonitored: []) }
        let watched = candidates.prefix(limit - 1)
        let rest = candidates.dropFirst(limit - 1)
        let nearestUnwatched = rest.first?.1 ?? maximumRefreshRadius
        let radius = min(maximumRefreshRadius, max(minimumRefreshRadius, nearestUnwatched))
        let refresh = Region(identifier: refreshIdentifier, center: position, radius: radius, reminder: nil, trigger: nil)
        return Plan(regions: watched.map(\.0) + [refresh], unmonitored: rest.compactMap(\.0.reminder))
    }
}
