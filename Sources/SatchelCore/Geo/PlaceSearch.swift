import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelGeo

/// Apps add their own places to search (Spots: the user's saved places; Eats: restaurants).
public final class PlaceSources: Sendable {
    public typealias Source = @Sendable (_ viewer: UUID, _ query: String, _ near: GeoPoint?, _ limit: Int,
                                         _ context: SatchelContext) async throws -> [PlaceSuggestion]
    /// Named places within `metres` of a point (for naming a spot tapped on a map), with their distance.
    public typealias NearbySource = @Sendable (_ viewer: UUID, _ point: GeoPoint, _ metres: Double,
                                               _ context: SatchelContext) async throws -> [PlaceSuggestion]
    private let sources = NIOLockedValueBox<[Source]>([])
    private let nearbySources = NIOLockedValueBox<[NearbySource]>([])

    public init() {}

    public func register(_ source: @escaping Source) {
        sources.withLockedValue { $0.append(source) }
    }

    public func registerNearby(_ source: @escaping NearbySource) {
        nearbySources.withLockedValue { $0.append(source) }
    }

    var all: [Source] { sources.withLockedValue { $0 } }
    var allNearby: [NearbySource] { nearbySources.withLockedValue { $0 } }
}

/// Place search, shared by the apps: the viewer's own places first, then world cities.
public struct PlaceSearchService: Sendable {
    let context: SatchelContext

    public static let maxQueryLength = 100
    /// Within this of the search point, an app's place ranks above the cities.
    public static let nearbyMetres = 20_000.0

    public func search(_ query: String, near: GeoPoint?, limit: Int = 10, viewer: UUID?) async throws -> [PlaceSuggestion] {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        var validator = Validator()
        // As sent and in code points, as the API document counts.
        validator.check(query.unicodeScalars.count <= Self.maxQueryLength, "q", "place.query_long", ["max": "\(Self.maxQueryLength)"])
        validator.check(near?.isValid ?? true, "near", "place.near_invalid")
        validator.check((1...50).contains(limit), "limit", "paging.limit")
        try validator.finish()
        guard !PlaceText.fold(trimmed).isEmpty else { return [] }
        var sourced: [PlaceSuggestion] = []
        if let viewer {
            for source in context.services.placeSources.all {
                sourced += try await source(viewer, trimmed, near, limit, context)
            }
        }
        let gazetteer = context.services.places.gazetteer
        let cities = gazetteer.search(trimmed, near: near, limit: limit).map { match in
            PlaceSuggestion(id: "geonames:\(match.place.geonameID)", name: match.place.name, label: gazetteer.label(match.place),
                            kind: "city", latitude: match.place.point.latitude, longitude: match.place.point.longitude,
                            country: match.place.country, population: match.place.population,
                            timeZone: match.place.timeZone.isEmpty ? nil : match.place.timeZone, distance: match.distance)
        }
        // The user's own places first; other apps' places (restaurants) before the cities only
        // when they are near, so "Stockh" far from any grill named so still means Stockholm.
        let own = sourced.filter { $0.kind == "saved" }
        let isNear = { (p: PlaceSuggestion) in p.kind != "saved" && (p.distance.map { $0 <= Self.nearbyMetres } ?? false) }
        let nearby = sourced.filter(isNear)
        let farther = sourced.filter { $0.kind != "saved" && !isNear($0) }
        return Array((own + nearby + cities + farther).prefix(limit))
    }
}

extension PlaceSearchService {
    /// A known place this close names a tapped spot ("near Café Regatta, Helsinki").
    public static let knownPlaceMetres = 150.0
    /// Within this of a city's centre, the spot is simply in it.
    public static let cityCentreMetres = 2_000.0
    /// Beyond this from any city, a spot is named by nothing nearer than its country.
    public static let cityNearMetres = 60_000.0
    /// Beyond this from any city (out at sea), not even a country names it.
    public static let countryNearMetres = 300_000.0

    /// What a spot is called, for people: from the nearest known place, else the nearest city;
    /// never its coordinates.
    public func name(at point: GeoPoint, viewer: UUID, localizer: Localizer) async throws -> PlaceName {
        var validator = Validator()
        validator.check(point.isValid, "lat", "place.point_invalid")
        try validator.finish()
        var known: [PlaceSuggestion] = []
        for source in context.services.placeSources.allNearby {
            known += try await source(viewer, point, Self.knownPlaceMetres, context)
        }
        let nearest = known.filter { ($0.distance ?? .infinity) <= Self.knownPlaceMetres }.min { ($0.distance ?? 0) < ($1.distance ?? 0) }
        let gazetteer = context.services.places.gazetteer
        let city = gazetteer.nearest(to: point)
        let cityDistance = city.map { Geo.distance(point, $0.point) } ?? .infinity
        let country = city.flatMap { gazetteer.countries[$0.country]?.name }
        let label: String
        switch (nearest, city) {
        case let (place?, city?) where cityDistance <= Self.cityNearMetres:
            label = localizer.t("place.near_known_in", ["place": place.name, "city": city.name])
        case let (place?, _):
            label = localizer.t("place.near_known", ["place": place.name])
        case let (nil, city?) where cityDistance <= Self.cityCentreMetres:
            label = city.name
        case let (nil, city?) where cityDistance <= Self.cityNearMetres:
            label = localizer.t("place.near_city", ["city": city.name])
        case (nil, _):
            label = country.flatMap { cityDistance <= Self.countryNearMetres ? localizer.t("place.in_country", ["country": $0]) : nil }
                ?? localizer.t("place.unnamed_spot")
        }
        return PlaceName(label: label, near: nearest, city: cityDistance <= Self.cityNearMetres ? city?.name : nil, country: city?.country)
    }
}

extension SatchelContext {
    public var placeSearch: PlaceSearchService { PlaceSearchService(context: self) }
}
