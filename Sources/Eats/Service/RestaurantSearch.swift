import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// What someone looks for: restaurants within `radius` of a point, sorted and filtered.
public struct RestaurantQuery: Sendable, Equatable {
    public typealias Sort = RestaurantSort

    public var center: GeoPoint
    public var radius: Double
    public var sort: Sort
    public var cuisine: String?
    public var diet: String?
    public var maxPrice: Int?
    public var openNow: Bool
    /// Open at this moment (each place by its own clock); wins over `openNow`.
    public var openAt: Date?
    /// With a time filter, places whose hours are unknown are left out unless this is set
    /// (and the web says how many were left out).
    public var includeUnknownHours: Bool

    public init(center: GeoPoint, radius: Double = NearbyLimits.defaultRadius, sort: Sort = .distance, cuisine: String? = nil,
                diet: String? = nil, maxPrice: Int? = nil, openNow: Bool = false, openAt: Date? = nil, includeUnknownHours: Bool = false) {
        self.center = center
        self.radius = radius
        self.sort = sort
        self.cuisine = cuisine
        self.diet = diet
        self.maxPrice = maxPrice
        self.openNow = openNow
        self.openAt = openAt
        self.includeUnknownHours = includeUnknownHours
    }

    var filtered: Bool { cuisine != nil || diet != nil || maxPrice != nil || openNow || openAt != nil }

    /// The moment the places must be open at, if the query asks for one.
    func moment(now: Date) -> Date? { openAt ?? (openNow ? now : nil) }

    /// How a query string is read. `strict` (the API): a value sent empty or not one of the
    /// choices is the field's error. Lenient (the web's filter form, whose links may be old): such a
    /// value falls back to its default, and an empty choice means "any".
    public static func parse(center: GeoPoint, strict: Bool, _ value: (String) -> String?) throws -> RestaurantQuery {
        var validator = Validator()
        func read<T>(_ name: String, _ convert: (String) -> T?, invalid code: String, _ args: [String: String] = [:]) -> T? {
            guard let text = value(name) else { return nil }
            if !strict && text.isEmpty { return nil }
            if let converted = convert(text) { return converted }
            if strict { validator.check(false, name, code, args) }
            return nil
        }
        let radiusArgs = ["min": "\(Int(NearbyLimits.radiusRange.lowerBound))", "max": "\(Int(NearbyLimits.radiusRange.upperBound))"]
        let priceArgs = ["min": "\(NearbyLimits.priceLevels.lowerBound)", "max": "\(NearbyLimits.priceLevels.upperBound)"]
        var query = RestaurantQuery(center: center)
        validator.check(center.isValid, "near", "eats.near_invalid")
        query.radius = read("radius", { Double($0).flatMap { NearbyLimits.radiusRange.contains($0) ? $0 : nil } },
                            invalid: "eats.radius_range", radiusArgs) ?? NearbyLimits.defaultRadius
        query.sort = read("sort", Sort.init(rawValue:), invalid: "eats.sort_unknown") ?? .distance
        if let text = value("cuisine") {
            if text.unicodeScalars.count > NearbyLimits.cuisineLength {
                if strict { validator.check(false, "cuisine", "field.too_long", ["max": "\(NearbyLimits.cuisineLength)"]) }
            } else {
                let clean = UserText.clean(text).lowercased()
                query.cuisine = clean.isEmpty ? nil : clean
            }
        }
        query.diet = read("diet", { NearbyLimits.diets.contains($0) ? $0 : nil }, invalid: "eats.diet_unknown")
        query.maxPrice = read("maxPrice", { Int($0).flatMap { NearbyLimits.priceLevels.contains($0) ? $0 : nil } },
                              invalid: "eats.price_range", priceArgs)
        query.openNow = read("openNow", NearbyLimits.openNow, invalid: "eats.open_now_invalid") ?? false
        query.openAt = read("openAt", NearbyLimits.openAt, invalid: "eats.open_at_invalid")
        query.includeUnknownHours = read("includeUnknownHours", NearbyLimits.openNow, invalid: "eats.include_unknown_hours_invalid") ?? false
        try validator.finish()
        return query
    }

    /// Throws the field's error for an out-of-range radius (a query built in code, not read).
    func validated() throws -> RestaurantQuery {
        var validator = Validator()
        validator.check(center.isValid, "near", "eats.near_invalid")
        validator.check(NearbyLimits.radiusRange.contains(radius), "radius", "eats.radius_range",
                ["min": "\(Int(NearbyLimits.radiusRange.lowerBound))", "max": "\(Int(NearbyLimits.radiusRange.upperBound))"])
        try validator.finish()
        return self
    }

    /// Ties a cursor to the query that made it.
    var fingerprint: String {
        let text = "\(center.latitude),\(center.longitude),\(radius),\(sort),\(cuisine ?? ""),\(diet ?? ""),\(maxPrice ?? 0),\(openNow),\(openAt?.timeIntervalSince1970 ?? 0),\(includeUnknownHours)"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 36)
    }
}

/// Restaurants near a point: the in-memory index (or, until it is loaded, the database's
/// latitude-band index) narrows to the circle by exact great-circle distance, filters, sorts
/// and pages with a keyset cursor through a total order.
public struct RestaurantSearch: Sendable {
    let context: SatchelContext

    /// One restaurant found, with what it is sorted by.
    public struct Found: Sendable {
        public let restaurant: RestaurantListing
        public let distance: Double
        /// The restaurant's Bayesian rating, nil while unrated.
        public let rating: Double?
    }

    /// Restaurants within `radius` metres of `center`, nearest first, ties by id.
    public func nearby(_ center: GeoPoint, radius: Double, limit: Int = 50) async throws -> [Found] {
        try await page(RestaurantQuery(center: center, radius: radius), cursor: nil, limit: limit, viewer: nil).found
    }

    /// One page of `query`'s results after `cursor`; `next` is nil on the last page.
    public func page(_ query: RestaurantQuery, cursor: String?, limit: Int, viewer: UUID?) async throws
        -> (found: [Found], next: String?) {
        let after = try SearchCursor.decode(cursor, fingerprint: query.fingerprint)
        let now = context.now
        var within = try await self.within(query.center, radius: query.radius) { r in
            self.visible(r, viewer: viewer) && self.matches(r, query, now: now)
        }
        let means = within.contains { $0.0.ratingCount > 0 } ? try await CuisineStats(context: context).means() : [:]
        typealias Candidate = (facts: RestaurantFacts, distance: Double, rating: Double?)
        var candidates: [Candidate]
        if query.sort == .distance {
            // Already in distance order: rate only the page.
            if let after { within = Array(within.drop { !(SearchCursor.Key(distance: $0.1, id: $0.0.id) > after.key) }) }
            candidates = within.prefix(limit + 1).map { ($0.0, $0.1, DishRanking.restaurantRating($0.0, cuisineMeans: means)) }
        } else {
            let all = within.map { (facts: $0.0, distance: $0.1, rating: DishRanking.restaurantRating($0.0, cuisineMeans: means)) }
            let keys = all.map { key($0.facts, distance: $0.distance, rating: $0.rating, query.sort) }
            var order = Array(all.indices).sorted { keys[$0] < keys[$1] }
            if let after { order = Array(order.drop { !(keys[$0] > after.key) }) }
            candidates = order.prefix(limit + 1).map { all[$0] }
        }
        let more = candidates.count > limit
        candidates = Array(candidates.prefix(limit))
        // The page's rows, in one read (a restaurant deleted meanwhile drops out).
        let rows = try await listings(candidates.map(\.facts.id))
        let found = candidates.compactMap { c in rows[c.facts.id].map { Found(restaurant: $0, distance: c.distance, rating: c.rating) } }
        let next = more ? candidates.last.map { SearchCursor(fingerprint: query.fingerprint, key: key($0.facts, distance: $0.distance, rating: $0.rating, query.sort)).encoded } : nil
        return (found, next)
    }

    /// The restaurants the viewer sees within `metres`, nearest first, as places: what names a spot tapped on a map.
    public func places(near point: GeoPoint, within metres: Double, viewer: UUID, limit: Int = 5) async throws -> [PlaceSuggestion] {
        let close = try await within(point, radius: metres, viewer: viewer).prefix(limit)
        let rows = try await listings(close.map(\.0.id))
        return close.compactMap { facts, distance in
            rows[facts.id].map { r in
                PlaceSuggestion(id: "restaurant:\(r.id.uuidString.lowercased())", name: r.name,
                                label: r.address.isEmpty ? r.name : "\(r.name), \(r.address)", kind: "restaurant",
                                latitude: r.latitude, longitude: r.longitude, distance: distance)
            }
        }
    }

    /// Every restaurant the viewer sees within `radius`, nearest first.
    func within(_ center: GeoPoint, radius: Double, viewer: UUID?) async throws -> [(RestaurantFacts, Double)] {
        try await within(center, radius: radius) { self.visible($0, viewer: viewer) }
    }

    /// What passes `keep` within `radius`, nearest first: from the in-memory index once it is
    /// loaded, else from the database.
    func within(_ center: GeoPoint, radius: Double, keep: (RestaurantFacts) -> Bool) async throws -> [(RestaurantFacts, Double)] {
        if let index = context.nearbyIndex {
            await index.prepare(context)
            if let found = index.search(around: center, radius: radius, keep: keep) { return found }
        }
        return try await fromDatabase(around: center, radius: radius).filter { keep($0.0) }
    }

    /// Until the in-memory index is loaded: the database's (lat_band, lon, lat, id) index
    /// narrows to the box; what is inside the circle is kept.
    func fromDatabase(around center: GeoPoint, radius: Double) async throws -> [(RestaurantFacts, Double)] {
        let (latitudes, longitudes) = GeoBox.ranges(around: center, metres: radius)
        let bands = Array(RestaurantRecord.band(latitudes.lowerBound)...RestaurantRecord.band(latitudes.upperBound))
        var found: [(RestaurantFacts, Double)] = []
        for range in longitudes {
            for facts in try await context.eatsStore.facts(inBands: bands, longitudes: range) {
                let distance = Geo.distance(center, facts.point)
                if distance <= radius { found.append((facts, distance)) }
            }
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.id.uuidString < $1.0.id.uuidString }
    }

    /// The listings of `ids`: those shown lately from the nearby index's memory, the rest from
    /// the database.
    func listings(_ ids: [UUID]) async throws -> [UUID: RestaurantListing] {
        guard let index = context.nearbyIndex else { return try await read(ids) }
        return try await index.listings(ids, read: read)
    }

    private func read(_ ids: [UUID]) async throws -> [UUID: RestaurantListing] {
        Dictionary(try await context.eatsStore.restaurants(ids).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Moderation's rule; without a viewer (duplicate checks), what everyone sees.
    func visible(_ r: RestaurantFacts, viewer: UUID?) -> Bool { viewer.map { EatsRules.isVisible(r, to: $0) } ?? !r.hidden }

    func matches(_ r: RestaurantFacts, _ q: RestaurantQuery, now: Date) -> Bool {
        if let cuisine = q.cuisine, !r.cuisineList.contains(cuisine) { return false }
        if let diet = q.diet, !r.dietList.contains(diet) { return false }
        if let maxPrice = q.maxPrice, (r.priceLevel ?? 0) > maxPrice { return false }
        if let moment = q.moment(now: now) {
            switch r.isOpen(at: moment) {
            case true?: break
            case false?: return false
            case nil: return q.includeUnknownHours
            }
        }
        return true
    }

    /// How many places a time filter left out because their hours are unknown (0 without a
    /// time filter, or when they are included): the list says so rather than hiding them silently.
    public func unknownHours(_ query: RestaurantQuery, viewer: UUID?) async throws -> Int {
        guard query.moment(now: context.now) != nil, !query.includeUnknownHours else { return 0 }
        var any = query
        any.openNow = false
        any.openAt = nil
        let now = context.now
        return try await within(query.center, radius: query.radius) { r in
            r.isOpen(at: now) == nil && self.visible(r, viewer: viewer) && self.matches(r, any, now: now)
        }.count
    }

    func key(_ r: RestaurantFacts, distance: Double, rating: Double?, _ sort: RestaurantQuery.Sort) -> SearchCursor.Key {
        switch sort {
        case .distance: return SearchCursor.Key(distance: distance, id: r.id)
        // Unrated last: −1 sorts after every real rating once negated.
        case .rating: return SearchCursor.Key(primary: -(rating ?? -1), distance: distance, id: r.id)
        case .name: return SearchCursor.Key(text: r.nameKey, distance: distance, id: r.id)
        case .cuisine: return SearchCursor.Key(text: r.cuisineList.first ?? "~", distance: distance, id: r.id)
        }
    }
}

extension SatchelContext {
    public var restaurantSearch: RestaurantSearch { RestaurantSearch(context: self) }
}
