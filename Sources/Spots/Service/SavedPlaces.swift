import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// The user's saved places for place search: the places of their reminders, one per label.
enum SavedPlaces {
    static func search(viewer: UUID, query: String, near: GeoPoint?, limit: Int, context: SatchelContext) async throws -> [PlaceSuggestion] {
        let folded = PlaceText.fold(query)
        guard !folded.isEmpty else { return [] }
        let records = try await context.spotsStore.placedReminders(owner: viewer, limit: 500)
        var seen = Set<String>()
        var out: [PlaceSuggestion] = []
        for r in records {
            guard let label = r.placeLabel, let lat = r.placeLatitude, let lon = r.placeLongitude else { continue }
            let key = PlaceText.fold(label)
            guard seen.insert(key).inserted else { continue }
            let words = key.split(separator: " ")
            guard key.hasPrefix(folded) || words.contains(where: { $0.hasPrefix(folded) }) else { continue }
            let point = GeoPoint(latitude: lat, longitude: lon)
            out.append(PlaceSuggestion(id: "saved:\(r.id.uuidString.lowercased())", name: label, label: label, kind: "saved",
                                       latitude: lat, longitude: lon, distance: near.map { Geo.distance($0, point) }))
            if out.count >= min(limit, 5) { break }
        }
        return out
    }
}
