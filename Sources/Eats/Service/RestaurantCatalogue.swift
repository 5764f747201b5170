import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// The restaurant catalogue: imports from OpenStreetMap and the nearby search.
public struct RestaurantCatalogue: Sendable {
    let context: SatchelContext

    public struct ImportReport: Sendable {
        public var inserted = 0
        public var updated = 0
        public var unchanged = 0
        /// Of those updated or unchanged: found by name, kind and position, not by id (the same
        /// place from another source, e.g. the XML extract then the id-less GeoJSON export).
        public var matchedByPlace = 0
        /// Facts people fixed (accepted suggestions) that this file would have undone: kept.
        public var keptFixes = 0
        public var skipped: [(what: String, reason: String)] = []
        public var byKind: [String: Int] = [:]
    }

    /// A place from another source is the same place when its folded name and kind are the
    /// same and it is at most this far away (a building's outline and its entrance node).
    static let samePlaceMetres = 50.0

    /// Inserts, updates or leaves unchanged every place of `file`: the same OpenStreetMap key,
    /// else the same folded name and kind within 50 m of an imported place from any source.
    /// `progress` counts the places written, out of the file's places once it is read.
    public func importFile(at path: String, progress: ProgressReporter? = nil) async throws -> ImportReport {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw OSMReader.Failure(description: "Cannot read \(path): \(error.localizedDescription)")
        }
        let read = try OSMReader.read(data)
        var report = ImportReport(skipped: read.skipped)
        progress?.setTotal(read.places.count)
        // A place matched by position must not be one this file names by its own key.
        let keysInFile = Set(read.places.map(\.key))
        // One transaction per batch keeps a large import from holding the write lock for long.
        for batch in stride(from: 0, to: read.places.count, by: 500) {
            let places = Array(read.places[batch..<min(batch + 500, read.places.count)])
            let (counts, saved) = try await context.writeTransaction { tx -> (ImportReport, [RestaurantListing]) in
                // Stamped per batch: other processes' nearby indexes catch up by this time.
                let now = tx.now
                var counts = ImportReport()
                var saved: [RestaurantListing] = []
                let existing = try await RestaurantRecord.query(on: tx.db).filter(\.$sourceKey ~~ places.map(\.key)).all()
                let byKey = Dictionary(existing.compactMap { r in r.sourceKey.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
                let unkeyed = places.filter { byKey[$0.key] == nil }.map { PlaceText.fold($0.tags["name"] ?? "") }
                let candidates = unkeyed.isEmpty ? [] : try await RestaurantRecord.query(on: tx.db)
                    .filter(\.$nameKey ~~ Array(Set(unkeyed))).filter(\.$sourceKey != nil).all()
                    .filter { !keysInFile.contains($0.sourceKey ?? "") }
                var byName = Dictionary(grouping: candidates, by: \.nameKey)
                let fixes = try await FactSuggestions.fixes(of: (existing + candidates).compactMap(\.id), on: tx.db)
                for place in places {
                    var record = byKey[place.key]
                    if record == nil, let match = Self.samePlace(as: place, in: byName[PlaceText.fold(place.tags["name"] ?? "")] ?? []) {
                        record = match
                        byName[match.nameKey]?.removeAll { $0 === match } // one place each
                        counts.matchedByPlace += 1
                    }
                    let target = record ?? RestaurantRecord()
                    let isNew = target.id == nil
                    let before = isNew ? nil : Self.importedFields(target)
                    let keptKey = target.sourceKey
                    Self.fill(target, from: place, now: now)
                    if let id = target.id, let fixed = fixes[id] { counts.keptFixes += FactSuggestions.keep(fixed, in: target) }
                    // An OpenStreetMap id outlives a hash of name and position: keep the id.
                    if let keptKey, !keptKey.hasPrefix("geojson/"), place.key.hasPrefix("geojson/") { target.sourceKey = keptKey }
                    if isNew || target.timeZone.isEmpty { target.timeZone = self.timeZone(at: place.point) }
                    if !isNew, Self.importedFields(target) == before {
                        counts.unchanged += 1
                        continue
                    }
                    if isNew { target.createdAt = now; counts.inserted += 1 } else { counts.updated += 1 }
                    try await target.save(on: tx.db)
                    saved.append(RestaurantListing(target))
                }
                return (counts, saved)
            }
            for listing in saved { context.nearbyIndex?.put(listing) }
            report.inserted += counts.inserted
            report.updated += counts.updated
            report.unchanged += counts.unchanged
            progress?.advance(by: places.count)
            report.matchedByPlace += counts.matchedByPlace
            report.keptFixes += counts.keptFixes
            for place in places { report.byKind[place.tags["amenity"] ?? "", default: 0] += 1 }
        }
        return report
    }

    /// The nearest imported restaurant of the same kind within `samePlaceMetres` (same name already).
    static func samePlace(as place: OSMFoodPlace, in candidates: [RestaurantRecord]) -> RestaurantRecord? {
        let kind = place.tags["amenity"] ?? "restaurant"
        return candidates
            .filter { $0.kind == kind }
            .map { ($0, Geo.distance(place.point, GeoPoint(latitude: $0.latitude, longitude: $0.longitude))) }
            .filter { $0.1 <= samePlaceMetres }
            .min { $0.1 < $1.1 }?.0
    }

    /// What an import writes, to tell an update from nothing new (which is not written at all).
    static func importedFields(_ r: RestaurantRecord) -> [String] {
        [r.sourceKey ?? "", r.name, r.kind, r.cuisines, r.address, String(format: "%.7f,%.7f", r.latitude, r.longitude),
         r.country ?? "", r.phone ?? "", r.website ?? "", r.openingHours ?? "", r.diets, r.timeZone]
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
    /// Restaurants for place search: names starting with the query, by the name index (a range,
    /// not LIKE, which SQLite cannot answer from an index); near a point also the restaurants
    /// within 20 km with a word of their name starting with it, from the nearby index. A LIKE on
    /// any word read every restaurant: 150 ms over a million.
    public func suggestions(_ query: String, near: GeoPoint?, limit: Int) async throws -> [PlaceSuggestion] {
        let key = PlaceText.fold(query)
        guard key.count >= 2 else { return [] }
        let store = context.eatsStore
        var found = try await store.shownRestaurants(nameKeys: key..<PrefixRange.upperBound(key), limit: 200)
            .filter { $0.nameKey.hasPrefix(key) }
        if let near {
            let known = Set(found.map(\.id))
            let wordStart = " " + key
            let close = try await context.restaurantSearch.within(near, radius: 20_000) { r in
                !r.hidden && r.nameKey.contains(wordStart) && !known.contains(r.id)
            }
            let ids = close.prefix(200).map(\.0.id)
            if !ids.isEmpty { found += try await store.restaurants(ids) }
        }
        let ranked = found.map { r -> (RestaurantListing, Double?) in
            (r, near.map { Geo.distance($0, GeoPoint(latitude: r.latitude, longitude: r.longitude)) })
        }.sorted { a, b in
            let aStarts = a.0.nameKey.hasPrefix(key), bStarts = b.0.nameKey.hasPrefix(key)
            if aStarts != bStarts { return aStarts }
            return (a.1 ?? 0, a.0.name) < (b.1 ?? 0, b.0.name)
        }
        return ranked.prefix(min(limit, 5)).map { r, distance in
            PlaceSuggestion(id: "restaurant:\(r.id.uuidString.lowercased())", name: r.name,
                            label: r.address.isEmpty ? r.name : "\(r.name), \(r.address)", kind: "restaurant",
                            latitude: r.latitude, longitude: r.longitude, country: r.country, distance: distance)
        }
    }
}

extension SatchelContext {
    public var restaurants: RestaurantCatalogue { RestaurantCatalogue(context: self) }
}
