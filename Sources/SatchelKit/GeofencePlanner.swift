import Foundation
import SatchelAPI
import SatchelGeo

/// Which place reminders a phone should watch now. iOS monitors at most 20 regions per app:
/// the planner picks the reminders whose circles are nearest (by distance to their edge) and,
/// when there are more than fit, spends the last slot on a "refresh" region around the
/// current position whose exit means "plan again".
///
/// The refresh region's radius is never larger than the distance from the position to the
/// nearest unwatched reminder's circle, so the phone leaves it before it can enter one. In a
/// dense place that distance can be smaller than iOS monitors reliably
/// (``minimumRefreshRadius``, about 100 m; it can even be 0 when the phone is already inside an
/// unwatched circle). The refresh region is still that small, never padded, and the plan lists
/// the reminders concerned in ``Plan/unreliable``. While that list is not empty, region
/// monitoring alone can miss them: ask Core Location for position updates
/// (`startMonitoringSignificantLocationChanges()`, or standard updates with a distance filter of
/// a few tens of metres while the app may use them), plan again on each one, and report the
/// positions to the server (`SpotsClient.report(_:)`), which fires place reminders from reported
/// positions. Stop the updates once a plan's `unreliable` is empty.
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

    /// Why a reminder cannot be watched from here.
    public enum Reason: Sendable, Equatable {
        /// Its circle is not watched (more nearer ones fill iOS's slots) and its edge is only
        /// `distance` metres away (0 when the phone is inside it): less than a refresh region
        /// iOS monitors reliably, so the phone could reach it unnoticed.
        case tooDenseHere(distance: Double)
    }

    /// A reminder that region monitoring cannot be trusted to catch from this position.
    public struct Unreliable: Sendable, Equatable {
        public var reminder: UUID
        public var reason: Reason
    }

    public struct Plan: Sendable, Equatable {
        /// At most the limit: the reminders' regions, nearest first, then the refresh region.
        public var regions: [Region]
        /// Place reminders not watched now (too far away); the refresh region brings them in.
        public var unmonitored: [UUID]
        /// Unwatched reminders closer than ``GeofencePlanner/minimumRefreshRadius``, nearest
        /// first: the refresh region is then smaller than iOS watches reliably. Empty when
        /// monitoring ``regions`` is enough; otherwise follow position updates and plan again
        /// (see ``GeofencePlanner``).
        public var unreliable: [Unreliable]

        public var refresh: Region? { regions.first { $0.reminder == nil } }
    }

    public static let refreshIdentifier = "refresh"
    /// iOS's limit per app.
    public static let iOSLimit = 20
    /// Smaller regions are not monitored reliably on phones: a refresh region below this makes
    /// the plan list the reminders it stands for in ``Plan/unreliable``.
    public static let minimumRefreshRadius = 100.0
    /// iOS rejects larger regions (`maximumRegionMonitoringDistance` is typically far larger;
    /// this keeps re-planning frequent enough to stay useful).
    public static let maximumRefreshRadius = 50_000.0

    /// Plans for the regions the server offers near `position` (`SpotsClient.regions(near:)`,
    /// including places of a reminder's kind or brand); plan again when the device moves.
    public static func plan(at position: GeoPoint, regions: [PlaceRegion], limit: Int = iOSLimit) -> Plan {
        let candidates = regions.compactMap { r -> (Region, Double)? in
            let center = GeoPoint(latitude: r.latitude, longitude: r.longitude)
            guard center.isValid else { return nil }
            return (Region(identifier: r.identifier, center: center, radius: r.radius, reminder: r.reminderId, trigger: r.trigger),
                    max(0, Geo.distance(position, center) - r.radius))
        }
        return plan(at: position, candidates: candidates, limit: limit)
    }

    /// Plans for the reminders that are open and have a place, seen from `position`.
    public static func plan(at position: GeoPoint, reminders: [Reminder], limit: Int = iOSLimit) -> Plan {
        precondition(limit >= 2, "room for at least one reminder and the refresh region")
        // A region per place: a reminder with several places is watched at the nearest of them.
        let candidates = reminders.flatMap { reminder -> [(Region, Double)] in
            guard reminder.doneAt == nil, let first = reminder.place else { return [] }
            let trigger = first.trigger ?? "arrive"
            return ([first] + (reminder.otherPlaces ?? [])).enumerated().compactMap { index, place -> (Region, Double)? in
                let center = GeoPoint(latitude: place.latitude, longitude: place.longitude)
                guard center.isValid else { return nil }
                let radius = place.radius ?? 150
                // The first place keeps the reminder's id as its identifier; the others add "#n".
                let identifier = index == 0 ? reminder.id.uuidString : "\(reminder.id.uuidString)#\(index + 1)"
                let region = Region(identifier: identifier, center: center, radius: radius, reminder: reminder.id, trigger: trigger)
                return (region, max(0, Geo.distance(position, center) - radius))
            }
        }
        return plan(at: position, candidates: candidates, limit: limit)
    }

    static func plan(at position: GeoPoint, candidates: [(Region, Double)], limit: Int) -> Plan {
        precondition(limit >= 2, "room for at least one reminder and the refresh region")
        // Nearest edge first; ties by id so the plan does not flicker between runs.
        let candidates = candidates.sorted { ($0.1, $0.0.identifier) < ($1.1, $1.0.identifier) }
        guard candidates.count > limit else { return Plan(regions: candidates.map(\.0), unmonitored: [], unreliable: []) }
        let watched = candidates.prefix(limit - 1)
        let rest = candidates.dropFirst(limit - 1)
        // Never padded up to what iOS watches reliably: a wider region would let the phone
        // walk into an unwatched circle without leaving it.
        let radius = min(maximumRefreshRadius, rest.first?.1 ?? maximumRefreshRadius)
        let refresh = Region(identifier: refreshIdentifier, center: position, radius: radius, reminder: nil, trigger: nil)
        // A reminder watched at one of its places is not unmonitored for another.
        let watchedReminders = Set(watched.compactMap(\.0.reminder))
        var listed = Set<UUID>()
        let unreliable = rest.prefix { $0.1 < minimumRefreshRadius }.compactMap { candidate -> Unreliable? in
            guard let id = candidate.0.reminder, listed.insert(id).inserted else { return nil }
            return Unreliable(reminder: id, reason: .tooDenseHere(distance: candidate.1))
        }
        var seen = watchedReminders
        let unmonitored = rest.compactMap(\.0.reminder).filter { seen.insert($0).inserted }
        return Plan(regions: watched.map(\.0) + [refresh], unmonitored: unmonitored, unreliable: unreliable)
    }
}
