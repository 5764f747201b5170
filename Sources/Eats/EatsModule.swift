import Fluent
import SatchelCore
import Vapor

/// Eats: restaurants near you and their dishes. So far: the restaurant catalogue, filled from
/// OpenStreetMap (`satchel import osm`), and the nearby search; pages and API follow.
public struct EatsModule: SatchelModule {
    public init() {}

    public let name = "eats"

    public var migrations: [any Migration] {
        [
            CreateRestaurants(), // restaurants, cafés, fast food, pubs and bars
        ]
    }

    /// Restaurants join place search (Spots' place picker, and Eats' "near a place" later).
    public func configure(_ app: Application) {
        app.satchel.placeSources.register { _, query, near, limit, core in
            try await core.restaurants.suggestions(query, near: near, limit: limit)
        }
    }

    public func registerAPI(_ routes: any RoutesBuilder, app: Application) {}

    public func registerWeb(_ routes: any RoutesBuilder, app: Application) {}

    public func seedDemo(_ demo: DemoWorld) async throws {}
}
