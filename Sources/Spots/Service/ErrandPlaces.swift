import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// A shop or amenity people run errands at, as an import gives it.
public struct ErrandPlaceInput: Sendable, Equatable {
    /// `node/123`, `way/456` (or a GeoJSON hash): what a re-import matches on.
    public var key: String
    public var kind: String
    public var name: String
    public var brand: String?
    public var brandWikidata: String?
    public var point: GeoPoint

    public init(key: String, kind: String, name: String, brand: String?, brandWikidata: String?, point: GeoPoint) {
        (self.key, self.kind, self.name, self.brand, self.brandWikidata, self.point) = (key, kind, name, brand, brandWikidata, point)
    }
}

/// What an import of errand places did.
public struct ErrandImportReport: Sendable, Equatable {
    public var inserted = 0
    public var updated = 0
    public var unchanged = 0
    public var byKind: [String: Int] = [:]
    public init() {}
}

/// Errand places (`spot_errand_places`): imported from OpenStreetMap, matched by their OSM id,
/// so importing the same file again changes nothing.
public struct ErrandPlaces: Sendable {
    let context: SatchelContext

    /// The brand as matched when no Wikidata id says which it is: folded ("LIDL" = "Lidl").
    public static func brandKey(_ brand: String?) -> String? {
        guard let brand, !brand.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return PlaceText.fold(brand)
    }

    private struct Existing: Decodable {
        let osmKey: String
        let kind: String
        let name: String
        let brand: String?
        let brandWikidata: String?
        let lat: Double
        let lon: Double
        enum CodingKeys: String, CodingKey {
            case osmKey = "osm_key", kind, name, brand, brandWikidata = "brand_wikidata", lat, lon
        }
        func same(as p: ErrandPlaceInput) -> Bool {
            kind == p.kind && name == p.name && brand == p.brand && brandWikidata == p.brandWikidata
                && abs(lat - p.point.latitude) < 1e-7 && abs(lon - p.point.longitude) < 1e-7
        }
    }

    /// The Wikidata id most imported places of this brand name carry, if any.
    func wikidata(brandKey: String) async throws -> String? {
        struct Row: Decodable { let brand_wikidata: String }
        return try await context.sql.raw("""
            SELECT brand_wikidata, COUNT(*) AS n FROM spot_errand_places
            WHERE brand_key = \(bind: brandKey) AND brand_wikidata IS NOT NULL
            GROUP BY brand_wikidata ORDER BY n DESC, brand_wikidata LIMIT 1
            """).first(decoding: Row.self)?.brand_wikidata
    }

    public func importPlaces(_ places: [ErrandPlaceInput]) async throws -> ErrandImportReport {
        var report = ErrandImportReport()
        for batch in stride(from: 0, to: places.count, by: 500) {
            let chunk = Array(places[batch..<min(batch + 500, places.count)])
            let counts = try await context.writeTransaction { tx -> ErrandImportReport in
                var counts = ErrandImportReport()
                let sql = tx.sql
                let existing = try await sql.raw("""
                    SELECT osm_key, kind, name, brand, brand_wikidata, lat, lon FROM spot_errand_places
                    WHERE osm_key IN (\(SQLList(chunk.map { SQLBind($0.key) })))
                    """).all(decoding: Existing.self)
                let byKey = Dictionary(existing.map { ($0.osmKey, $0) }, uniquingKeysWith: { a, _ in a })
                for place in chunk {
                    counts.byKind[place.kind, default: 0] += 1
                    if let old = byKey[place.key] {
                        if old.same(as: place) { counts.unchanged += 1; continue }
                        try await sql.raw("""
                            UPDATE spot_errand_places SET kind = \(bind: place.kind), name = \(bind: place.name), brand = \(bind: place.brand),
                                brand_key = \(bind: Self.brandKey(place.brand)), brand_wikidata = \(bind: place.brandWikidata),
                                lat = \(bind: place.point.latitude), lon = \(bind: place.point.longitude), updated_at = \(bind: tx.now)
                            WHERE osm_key = \(bind: place.key)
                            """).run()
                        counts.updated += 1
                    } else {
                        try await sql.raw("""
                            INSERT INTO spot_errand_places (id, osm_key, kind, name, brand, brand_key, brand_wikidata, lat, lon, updated_at)
                            VALUES (\(bind: UUID()), \(bind: place.key), \(bind: place.kind), \(bind: place.name), \(bind: place.brand),
                                \(bind: Self.brandKey(place.brand)), \(bind: place.brandWikidata), \(bind: place.point.latitude),
                                \(bind: place.point.longitude), \(bind: tx.now))
                            """).run()
                        counts.inserted += 1
                    }
                }
                return counts
            }
            report.inserted += counts.inserted
            report.updated += counts.updated
            report.unchanged += counts.unchanged
            report.byKind.merge(counts.byKind, uniquingKeysWith: +)
        }
        return report
    }
}

extension SatchelContext {
    public var errandPlaces: ErrandPlaces { ErrandPlaces(context: self) }
}
