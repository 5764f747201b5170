import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// The restaurant catalogue: imports from OpenStreetMap and the nearby search.
public struct RestaurantCatalogue: Sendable {
    let context: SatchelContext

    public struct ImportReport: Sendable {
        public var inserted = 0
        public var updated = 0
        public var skipped: [(what: String, reason: String)] = []
        public var byKind: [String: Int] = [:]
    }

    /// Inserts or updates (same OpenStreetMap key) every place of `file`.
    public func importFile(at path: String) async throws -> ImportReport {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw OSMReader.Failure(description: "Cannot read \(path): \(error.localizedDescription)")
        }
        let read = try OSMReader.read(data)
        var report = ImportReport(skipped: read.skipped)
        let now = context.now
        // One transaction per batch keeps a large import from holding the write lock for long.
        for batch in stride(from: 0, to: read.places.count, by: 500) {
            let places = Array(read.places[batch..<min(batch + 500, read.places.count)])
            let (inserted, updated, saved) = try await context.writeTransaction { tx -> (Int, Int, [RestaurantListing]) in
                var inserted = 0, updated = 0
                var saved: [RestaurantListing] = []
                let keys = places.map(\.key)
                let existing = try await RestaurantRecord.query(on: tx.db).filter(\.$sourceKey ~~ keys).all()
                let byKey = Dictionary(existing.compactMap { r in r.sourceKey.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
                for place in places {
                    let record = byKey[place.key] ?? RestaurantRecord()
                    let isNew = record.id == nil
                    Self.fill(record, from: place, now: now)
                    if isNew || record.timeZone.isEmpty { record.timeZone = self.timeZone(at: place.point) }
                    if isNew { record.createdAt = now; inserted += 1 } else { updated += 1 }
                    try await record.save(on: tx.db)
                    saved.append(RestaurantListing(record))
                }
                return (inserted, updated, saved)
            }
            for listing in saved { context.nearbyIndex?.put(listing) }
            report.inserted += inserted
            report.updated += updated
            for place in places { report.byKind[place.tags["amenity"] ?? "", default: 0] += 1 }
        }
        return report
    }

    static func fill(_ r: RestaurantRecord, from place: OSMFoodPlace, now: Date) {
        let tags = place.tags
        func clean(_ s: String?) -> String? { UserText.optional(s, limit: 500) }
        r.sourceKey = place.key
        r.name = clean(tags["name"]) ?? ""
        r.nameKey = PlaceText.fold(r.name)
        r.kind = tags["amenity"] ?? "restaurant"
        // OpenStreetMap cuisine values are words (`pizza`, `coffee_shop`); anything else is noise.
        r.cuisines = (tags["cuisine"] ?? "").split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "_") }
            .filter { value in value.count <= 50 && value.contains(where: \.isLetter) && value.allSatisfy { $0.isLetter || $0 == "_" || $0 == "-" } }
            .joined(separator: ";")
        let street = [tags["addr:street"], tags["addr:housenumber"]].compactMap { $0 }.joined(separator: " ")
        let town = [tags["addr:postcode"], tags["addr:city"]].compactMap { $0 }.joined(separator: " ")
        r.address = clean([street, town].filter { !$0.isEmpty }.joined(separator: ", ")) ?? ""
        r.latitude = place.point.latitude
        r.longitude = place.point.longitude
        r.latitudeBand = RestaurantRecord.band(place.point.latitude)
        if r.id == nil {
            r.ratingSum = 0
            r.ratingCount = 0
            r.hidden = false
            r.timeZone = ""
        }
        r.country = clean(tags["addr:country"]).map { $0.uppercased() }
        r.phone = clean(tags["phone"] ?? tags["contact:phone"])
        r.website = clean(tags["website"] ?? tags["contact:website"]).flatMap { EatsRules.isWebsite($0) ? $0 : nil }
        r.openingHours = clean(tags["opening_hours"])
        r.diets = tags.keys.filter { $0.hasPrefix("diet:") && ["yes", "only"].contains(tags[$0] ?? "") }
            .map { String($0.dropFirst("diet:".count)) }.sorted().joined(separator: ";")
        r.updatedAt = now
    }

    /// The IANA zone a restaurant at `point` reads its opening hours in: the nearest city's.
    func timeZone(at point: GeoPoint) -> String {
        context.services.places.gazetteer.nearest(to: point)?.timeZone ?? "UTC"
    }
}

extension RestaurantCatalogue {
    /// Restaurants for place search: names starting with the query (or with a word of it),
    /// nearest first when a point is given.
    public func suggestions(_ query: String, near: GeoPoint?, limit: Int) async throws -> [PlaceSuggestion] {
        let key = PlaceText.fold(query)
        guard key.count >= 2 else { return [] }
        let found = try await RestaurantRecord.query(on: context.db)
            .filter(\.$hidden == false)
            .group(.or) { or in
                or.filter(\.$nameKey, .custom("LIKE"), key + "%") // folded: nothing LIKE treats specially
                or.filter(\.$nameKey, .custom("LIKE"), "% " + key + "%")
            }
            .limit(200).all()
        let ranked = found.map { r -> (RestaurantRecord, Double?) in
            (r, near.map { Geo.distance($0, GeoPoint(latitude: r.latitude, longitude: r.longitude)) })
        }.sorted { a, b in
            let aStarts = a.0.nameKey.hasPrefix(key), bStarts = b.0.nameKey.hasPrefix(key)
            if aStarts != bStarts { return aStarts }
            return (a.1 ?? 0, a.0.name) < (b.1 ?? 0, b.0.name)
        }
        return ranked.prefix(min(limit, 5)).map { r, distance in
            PlaceSuggestion(id: "restaurant:\(r.id!.uuidString.lowercased())", name: r.name,
                            label: r.address.isEmpty ? r.name : "\(r.name), \(r.address)", kind: "restaurant",
                            latitude: r.latitude, longitude: r.longitude, country: r.country, distance: distance)
        }
    }
}

extension SatchelContext {
    public var restaurants: RestaurantCatalogue { RestaurantCatalogue(context: self) }
}
