import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// What someone looks for: restaurants within `radius` of a point, sorted and filtered.
public struct RestaurantQuery: Sendable, Equatable {
    public enum Sort: String, CaseIterable, Sendable { case distance, rating, name, cuisine }

    public var center: GeoPoint
    public var radius: Double
    public var sort: Sort
    public var cuisine: String?
    public var diet: String?
    public var maxPrice: Int?
    public var openNow: Bool

    public init(center: GeoPoint, radius: Double = 2_000, sort: Sort = .distance, cuisine: String? = nil,
                diet: String? = nil, maxPrice: Int? = nil, openNow: Bool = false) {
        self.center = center
        self.radius = radius
        self.sort = sort
        self.cuisine = cuisine
        self.diet = diet
        self.maxPrice = maxPrice
        self.openNow = openNow
    }

    var filtered: Bool { cuisine != nil || diet != nil || maxPrice != nil || openNow }

    /// Throws the field's error for an out-of-range radius, unknown diet or price.
    func validated() throws -> RestaurantQuery {
        var v = Validator()
        v.check(center.isValid, "near", "eats.near_invalid")
        v.check(EatsRules.radiusRange.contains(radius), "radius", "eats.radius_range",
                ["min": "\(Int(EatsRules.radiusRange.lowerBound))", "max": "\(Int(EatsRules.radiusRange.upperBound))"])
        if let diet { v.check(EatsRules.diets.contains(diet), "diet", "eats.diet_unknown") }
        if let maxPrice { v.check((1...4).contains(maxPrice), "maxPrice", "eats.price_range") }
        try v.finish()
        var copy = self
        copy.cuisine = cuisine.map { UserText.clean($0).lowercased() }.flatMap { $0.isEmpty ? nil : String($0.prefix(50)) }
        return copy
    }

    /// Ties a cursor to the query that made it.
    var fingerprint: String {
        let text = "\(center.latitude),\(center.longitude),\(radius),\(sort),\(cuisine ?? ""),\(diet ?? ""),\(maxPrice ?? 0),\(openNow)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 36)
    }
}

/// Restaurants near a point: the index narrows to latitude bands and a longitude range, the
/// exact great-circle distance decides, and a keyset cursor pages through a total order.
public struct RestaurantSearch: Sendable {
    let core: SatchelContext

    /// One restaurant found, with what it is sorted by.
    public struct Found: Sendable {
        public let restaurant: RestaurantRecord
        public let distance: Double
        /// The restaurant's Bayesian rating, nil while unrated.
        public let rating: Double?
    }

    /// Restaurants within `radius` metres of `center`, nearest first, ties by id. The fast
    /// path: positions come from the index alone and only the returned rows are read.
    public func nearby(_ center: GeoPoint, radius: Double, limit: Int = 50) async throws -> [RestaurantCatalogue.Nearby] {
        let page = try await page(RestaurantQuery(center: center, radius: radius), cursor: nil, limit: limit, viewer: nil)
        return page.found.map { RestaurantCatalogue.Nearby(restaurant: $0.restaurant, distance: $0.distance) }
    }

    /// One page of `query`'s results after `cursor`; `next` is nil on the last page.
    public func page(_ query: RestaurantQuery, cursor: String?, limit: Int, viewer: UUID?) async throws
        -> (found: [Found], next: String?) {
        let after = try SearchCursor.decode(cursor, fingerprint: query.fingerprint)
        let positions = try await positions(around: query.center, radius: query.radius)
        var found: [Found] = []
        if query.sort == .distance && !query.filtered {
            // Rows are read in distance order, a page at a time; hidden ones are skipped.
            var start = positions.startIndex
            if let after { start = positions.firstIndex { SearchCursor.Key(distance: $0.distance, id: $0.id) > after.key } ?? positions.endIndex }
            var index = start
            while found.count <= limit && index < positions.endIndex {
                let slice = Array(positions[index..<min(index + limit + 1 - found.count, positions.endIndex)])
                index += slice.count
                let rows = try await rows(slice.map(\.id))
                for p in slice { if let r = rows[p.id], visible(r, viewer: viewer) { found.append(Found(restaurant: r, distance: p.distance, rating: nil)) } }
            }
            found = try await withRatings(found)
        } else {
            let cuisineMeans = try await CuisineStats(core: core).means()
            var all: [Found] = []
            for chunk in stride(from: 0, to: positions.count, by: 500) {
                let slice = positions[chunk..<min(chunk + 500, positions.count)]
                let rows = try await rows(slice.map(\.id))
                for p in slice {
                    guard let r = rows[p.id], visible(r, viewer: viewer), matches(r, query) else { continue }
                    all.append(Found(restaurant: r, distance: p.distance, rating: DishRanking.restaurantRating(r, cuisineMeans: cuisineMeans)))
                }
            }
            all.sort { key($0, query.sort) < key($1, query.sort) }
            if let after { all = Array(all.drop { !(key($0, query.sort) > after.key) }) }
            found = Array(all.prefix(limit + 1))
        }
        let more = found.count > limit
        found = Array(found.prefix(limit))
        let next = more ? found.last.map { SearchCursor(fingerprint: query.fingerprint, key: key($0, query.sort)).encoded } : nil
        return (found, next)
    }

    struct Position {
        let id: UUID
        let distance: Double
    }

    /// Ids within the circle, nearest first, from the (lat_band, lon, lat, id) index alone.
    func positions(around center: GeoPoint, radius: Double) async throws -> [Position] {
        let (latitudes, longitudes) = GeoBox.ranges(around: center, metres: radius)
        let bands = Array(RestaurantRecord.band(latitudes.lowerBound)...RestaurantRecord.band(latitudes.upperBound))
        let sql = core.db as! any SQLDatabase
        var positions: [Position] = []
        for range in longitudes {
            let rows = try await sql.select().column("id").column("lat").column("lon").from(RestaurantRecord.schema)
                .where("lat_band", .in, bands)
                .where("lon", .greaterThanOrEqual, range.lowerBound).where("lon", .lessThanOrEqual, range.upperBound)
                .all()
            for row in rows {
                let point = GeoPoint(latitude: try row.decode(column: "lat", as: Double.self),
                                     longitude: try row.decode(column: "lon", as: Double.self))
                let distance = Geo.distance(center, point)
                if distance <= radius { positions.append(Position(id: try row.decode(column: "id", as: UUID.self), distance: distance)) }
            }
        }
        positions.sort { ($0.distance, $0.id.uuidString) < ($1.distance, $1.id.uuidString) }
        return positions
    }

    func rows(_ ids: [UUID]) async throws -> [UUID: RestaurantRecord] {
        guard !ids.isEmpty else { return [:] }
        let records = try await RestaurantRecord.query(on: core.db).filter(\.$id ~~ ids).all()
        return Dictionary(uniqueKeysWithValues: records.map { ($0.id!, $0) })
    }

    func visible(_ r: RestaurantRecord, viewer: UUID?) -> Bool { !r.hidden || (viewer != nil && r.addedBy == viewer) }

    func matches(_ r: RestaurantRecord, _ q: RestaurantQuery) -> Bool {
        if let cuisine = q.cuisine, !r.cuisineList.contains(cuisine) { return false }
        if let diet = q.diet, !r.dietList.contains(diet) { return false }
        if let maxPrice = q.maxPrice, (r.priceLevel ?? 0) > maxPrice { return false }
        if q.openNow, r.isOpen(at: core.now) != true { return false }
        return true
    }

    func withRatings(_ found: [Found]) async throws -> [Found] {
        guard found.contains(where: { $0.restaurant.ratingCount > 0 }) else { return found }
        let means = try await CuisineStats(core: core).means()
        return found.map { Found(restaurant: $0.restaurant, distance: $0.distance, rating: DishRanking.restaurantRating($0.restaurant, cuisineMeans: means)) }
    }

    func key(_ f: Found, _ sort: RestaurantQuery.Sort) -> SearchCursor.Key {
        let id = f.restaurant.id!
        switch sort {
        case .distance: return SearchCursor.Key(distance: f.distance, id: id)
        // Unrated last: −1 sorts after every real rating once negated.
        case .rating: return SearchCursor.Key(primary: -(f.rating ?? -1), distance: f.distance, id: id)
        case .name: return SearchCursor.Key(text: f.restaurant.nameKey, distance: f.distance, id: id)
        case .cuisine: return SearchCursor.Key(text: f.restaurant.cuisineList.first ?? "~", distance: f.distance, id: id)
        }
    }
}

extension SatchelContext {
    public var restaurantSearch: RestaurantSearch { RestaurantSearch(core: self) }
}
