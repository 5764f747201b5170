import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// Where a reminder at any place of a kind or brand can fire, for its page's map: the matching
/// imported places nearest a point (its chosen place, else where the person was last seen),
/// and how many more match within `searchRadius`.
struct TargetPlaces: Sendable {
    let context: SatchelContext

    /// Pins on one map: more would hide the streets under them.
    static let shown = 30

    struct Near: Sendable {
        var places: [(key: String, name: String, point: GeoPoint)]
        /// How many match within `PlaceRegions.searchRadius`, shown or not.
        var total: Int
    }

    func near(reminder: UUID, owner: UUID, point: GeoPoint, limit: Int = shown) async throws -> Near? {
        let store = context.spotsStore
        guard var target = try await store.target(of: reminder, owner: owner) else { return nil }
        target = TargetReminderRow(id: target.id, kind: target.kind, brandKey: target.brandKey, brandWikidata: target.brandWikidata,
                                   radius: PlaceRegions.searchRadius)
        let found = try await store.errandPlaces(matching: target, near: point)
            .map { ($0, Geo.distance(point, $0.point)) }
            .filter { $0.1 <= PlaceRegions.searchRadius }
            .sorted { ($0.1, $0.0.key) < ($1.1, $1.0.key) }
        return Near(places: found.prefix(limit).map(\.0), total: found.count)
    }
}

extension SpotsStore {
    /// A reminder's kind or brand as matching reads it; nil when it has neither.
    func target(of reminder: UUID, owner: UUID) async throws -> TargetReminderRow? {
        try await sql.raw("""
            SELECT id, target_kind, target_brand_key, target_brand_wikidata, target_radius FROM spot_reminders
            WHERE id = \(bind: reminder) AND owner_id = \(bind: owner)
              AND (target_kind IS NOT NULL OR target_brand_key IS NOT NULL OR target_brand_wikidata IS NOT NULL)
            """).first(decoding: TargetReminderRow.self)
    }
}

extension SatchelContext {
    var targetPlaces: TargetPlaces { TargetPlaces(context: self) }
}
