import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// The regions a phone should choose from near a point (iOS watches at most 20): every place of
/// the person's open reminders — chosen places, and imported places of a reminder's kind or
/// brand within `searchRadius` — nearest edge first.
public struct PlaceRegions: Sendable {
    let context: SatchelContext

    /// How far to look for places of a kind or brand.
    public static let searchRadius = 20_000.0
    public static let maxRegions = 100

    public func near(user: UUID, point: GeoPoint, limit: Int = maxRegions) async throws -> [PlaceRegion] {
        guard point.isValid else { throw AppError.invalid("latitude", "position.invalid") }
        let store = context.spotsStore
        let open = try await store.openReminders(owner: user)
        var regions: [PlaceRegion] = []
        for r in open {
            let trigger = r.trigger ?? ReminderRules.defaultTrigger.rawValue
            if let lat = r.placeLatitude, let lon = r.placeLongitude {
                regions.append(PlaceRegion(reminderId: r.id, identifier: r.id.uuidString, latitude: lat, longitude: lon,
                                           radius: r.radius ?? ReminderRules.defaultRadius, label: r.placeLabel ?? "", trigger: trigger))
            }
            for (index, place) in r.otherPlaces.enumerated() {
                regions.append(PlaceRegion(reminderId: r.id, identifier: "\(r.id.uuidString)#\(index + 2)", latitude: place.latitude,
                                           longitude: place.longitude, radius: place.radius, label: place.label, trigger: trigger))
            }
        }
        for target in try await store.watchedTargets(user: user) {
            let wide = TargetReminderRow(id: target.id, kind: target.kind, brandKey: target.brandKey, brandWikidata: target.brandWikidata,
                                         radius: Self.searchRadius)
            for place in try await store.errandPlaces(matching: wide, near: point) {
                regions.append(PlaceRegion(reminderId: target.id, identifier: "\(target.id.uuidString)@\(place.key)",
                                           latitude: place.point.latitude, longitude: place.point.longitude,
                                           radius: target.radius ?? ReminderRules.defaultRadius, label: place.name, trigger: "arrive"))
            }
        }
        func edge(_ region: PlaceRegion) -> Double {
            max(0, Geo.distance(point, GeoPoint(latitude: region.latitude, longitude: region.longitude)) - region.radius)
        }
        return Array(regions.map { ($0, edge($0)) }.sorted { ($0.1, $0.0.identifier) < ($1.1, $1.0.identifier) }.prefix(limit).map(\.0))
    }
}

extension SatchelContext {
    public var placeRegions: PlaceRegions { PlaceRegions(context: self) }
}
