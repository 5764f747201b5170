import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// Errand places (shops, pharmacies, post offices…) in place search and in naming a tapped
/// spot, so a reminder's place can be "Lidl, Mannerheimintie" as found, not typed.
extension ErrandPlaces {
    private struct Row: Decodable {
        let osm_key: String
        let kind: String
        let name: String
        let brand_key: String?
        let lat: Double
        let lon: Double
        var point: GeoPoint { GeoPoint(latitude: lat, longitude: lon) }
    }

    /// Within this of the search point, errand places are searched by any word of their name.
    static let searchMetres = 20_000.0
    /// At most this many rows are looked at per search (a city's worth of shops).
    static let scanLimit = 5_000

    /// Places whose name (or brand) starts with the query, or has a word that does; the nearest first.
    public func suggestions(_ query: String, near: GeoPoint?, limit: Int) async throws -> [PlaceSuggestion] {
        let key = PlaceText.fold(query)
        guard key.count >= 2 else { return [] }
        var rows: [Row]
        if let near, near.isValid {
            let box = GeoBox.around(near, metres: Self.searchMetres)
            rows = try await context.sql.raw("""
                SELECT osm_key, kind, name, brand_key, lat, lon FROM spot_errand_places
                WHERE lat >= \(bind: box.minLatitude) AND lat <= \(bind: box.maxLatitude)
                  AND lon >= \(bind: box.minLongitude) AND lon <= \(bind: box.maxLongitude)
                LIMIT \(bind: Self.scanLimit)
                """).all(decoding: Row.self)
        } else {
            // Without a point: by brand (indexed) and by a name starting so.
            rows = try await context.sql.raw("""
                SELECT osm_key, kind, name, brand_key, lat, lon FROM spot_errand_places
                WHERE (brand_key >= \(bind: key) AND brand_key < \(bind: PrefixRange.upperBound(key))) OR LOWER(name) LIKE \(bind: key + "%")
                LIMIT 200
                """).all(decoding: Row.self)
        }
        let wordStart = " " + key
        let matched = rows.compactMap { row -> (Row, Bool)? in
            let name = PlaceText.fold(row.name)
            let brand = row.brand_key ?? ""
            let starts = name.hasPrefix(key) || brand.hasPrefix(key)
            guard starts || name.contains(wordStart) || (" " + brand).contains(wordStart) else { return nil }
            return (row, starts)
        }
        return matched.map { row, starts in (row, starts, near.map { Geo.distance($0, row.point) }) }
            .sorted { a, b in a.1 != b.1 ? a.1 : ((a.2 ?? 0), a.0.name) < ((b.2 ?? 0), b.0.name) }
            .prefix(min(limit, 5))
            .map { row, _, distance in suggestion(row, distance: distance) }
    }

    /// Errand places within `metres` of a point, for naming a tapped spot ("near Lidl, Helsinki").
    public func places(near point: GeoPoint, within metres: Double) async throws -> [PlaceSuggestion] {
        guard point.isValid else { return [] }
        let box = GeoBox.around(point, metres: metres)
        return try await context.sql.raw("""
            SELECT osm_key, kind, name, brand_key, lat, lon FROM spot_errand_places
            WHERE lat >= \(bind: box.minLatitude) AND lat <= \(bind: box.maxLatitude)
              AND lon >= \(bind: box.minLongitude) AND lon <= \(bind: box.maxLongitude)
            LIMIT 200
            """).all(decoding: Row.self).map { suggestion($0, distance: Geo.distance(point, $0.point)) }
    }

    private func suggestion(_ row: Row, distance: Double?) -> PlaceSuggestion {
        PlaceSuggestion(id: "errand:\(row.osm_key)", name: row.name, label: row.name, kind: "errand",
                        latitude: row.lat, longitude: row.lon, distance: distance)
    }
}
