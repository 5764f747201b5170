import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelGeo

/// Apps add their own places to search (Spots: the user's saved places; Eats: restaurants).
public final class PlaceSources: Sendable {
    public typealias Source = @Sendable (_ viewer: UUID, _ query: String, _ near: GeoPoint?, _ limit: Int,
                                         _ context: SatchelContext) async throws -> [PlaceSuggestion]
    private let sources = NIOLockedValueBox<[Source]>([])

    public init() {}

    public func register(_ source: @escaping Source) {
        sources.withLockedValue { $0.append(source) }
    }

    var all: [Source] { sources.withLockedValue { $0 } }
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

extension SatchelContext {
    public var placeSearch: PlaceSearchService { PlaceSearchService(context: self) }
}
