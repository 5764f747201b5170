import Foundation
import SatchelAPI
import SatchelGeo

extension SatchelClient {
    /// Eats: restaurants and dishes near you (the API's `eats` tag).
    public nonisolated var eats: EatsClient { EatsClient(client: self) }
}

/// Where and what to look for (the `restaurants` and `searchDishes` queries).
public struct NearbyQuery: Sendable, Equatable {
    public var center: GeoPoint
    /// Metres, within `NearbyLimits.radiusRange`.
    public var radius: Double?
    /// Restaurants only.
    public var sort: RestaurantSort?
    public var cuisine: String?
    public var diet: String?
    public var maxPrice: Int?
    public var openNow: Bool
    /// Only places open at this moment, each by its own clock (restaurants only; wins over `openNow`).
    public var openAt: Date?
    /// With `openNow`/`openAt`: keep places whose hours are unknown (their `openNow` is nil).
    public var includeUnknownHours: Bool

    public init(near center: GeoPoint, radius: Double? = nil, sort: RestaurantSort? = nil, cuisine: String? = nil, diet: String? = nil,
                maxPrice: Int? = nil, openNow: Bool = false, openAt: Date? = nil, includeUnknownHours: Bool = false) {
        self.openAt = openAt
        self.includeUnknownHours = includeUnknownHours
        self.center = center
        self.radius = radius
        self.sort = sort
        self.cuisine = cuisine
        self.diet = diet
        self.maxPrice = maxPrice
        self.openNow = openNow
    }

    var parameters: [(String, String)] {
        var items = [("near", "\(center.latitude),\(center.longitude)")]
        if let radius { items.append(("radius", "\(radius)")) }
        if let sort { items.append(("sort", sort.rawValue)) }
        if let cuisine { items.append(("cuisine", cuisine)) }
        if let diet { items.append(("diet", diet)) }
        if let maxPrice { items.append(("maxPrice", "\(maxPrice)")) }
        if openNow { items.append(("openNow", "true")) }
        if let openAt { items.append(("openAt", openAt.formatted(.iso8601))) }
        if includeUnknownHours { items.append(("includeUnknownHours", "true")) }
        return items
    }
}

/// `client.eats`: every operation of the API's `eats` tag.
public struct EatsClient: Sendable {
    let client: SatchelClient

    /// Restaurants around `query.center`, page by page.
    public func restaurants(_ query: NearbyQuery, pageSize: Int = 50) -> AsyncThrowingStream<RestaurantSummary, any Error> {
        client.pages(EatsRoute.restaurants, query: query.parameters, pageSize: pageSize)
    }

    public func restaurant(_ id: UUID) async throws -> Restaurant { try await client.send(EatsRoute.restaurant(id)) }
    public func createRestaurant(_ draft: RestaurantDraft) async throws -> Restaurant { try await client.send(EatsRoute.createRestaurant, body: draft) }
    public func deleteRestaurant(_ id: UUID) async throws { try await client.sendEmpty(EatsRoute.deleteRestaurant(id)) }

    /// Dishes matching `text` around `query.center`, best rated first, page by page.
    public func dishes(_ text: String, _ query: NearbyQuery, pageSize: Int = 50) -> AsyncThrowingStream<DishHit, any Error> {
        client.pages(EatsRoute.searchDishes, query: [("q", text)] + query.parameters, pageSize: pageSize)
    }

    public func dish(_ id: UUID) async throws -> Dish { try await client.send(EatsRoute.dish(id)) }
    public func createDish(at restaurant: UUID, _ draft: DishDraft) async throws -> Dish {
        try await client.send(EatsRoute.createDish(restaurant: restaurant), body: draft)
    }
    public func deleteDish(_ id: UUID) async throws { try await client.sendEmpty(EatsRoute.deleteDish(id)) }
    @discardableResult
    public func rate(_ dish: UUID, stars: Int) async throws -> Dish { try await client.send(EatsRoute.rateDish(dish), body: RatingDraft(stars: stars)) }
    @discardableResult
    public func unrate(_ dish: UUID) async throws -> Dish { try await client.send(EatsRoute.unrateDish(dish)) }
    @discardableResult
    public func setNutrition(_ dish: UUID, _ nutrition: Nutrition) async throws -> Dish { try await client.send(EatsRoute.setNutrition(dish), body: nutrition) }
    @discardableResult
    public func clearNutrition(_ dish: UUID) async throws -> Dish { try await client.send(EatsRoute.clearNutrition(dish)) }

    public func review(_ dish: UUID, text: String) async throws -> DishReview { try await client.send(EatsRoute.writeReview(dish), body: ReviewDraft(text: text)) }
    public func deleteReview(_ id: UUID) async throws { try await client.sendEmpty(EatsRoute.deleteReview(id)) }
    @discardableResult
    public func vote(_ review: UUID, helpful: Bool) async throws -> DishReview { try await client.send(EatsRoute.voteReview(review), body: ReviewVote(helpful: helpful)) }
    @discardableResult
    public func unvote(_ review: UUID) async throws -> DishReview { try await client.send(EatsRoute.unvoteReview(review)) }

    /// A photo of the dish: the image file's bytes (JPEG, PNG, GIF or WebP).
    public func addPhoto(_ dish: UUID, image: Data, contentType: String = "image/jpeg") async throws -> DishPhoto {
        let route = EatsRoute.addPhoto(dish: dish)
        let response = try await client.exchange(method: route.method.rawValue, path: route.path, raw: image, contentType: contentType)
        return try SatchelClient.decoder.decode(DishPhoto.self, from: response.body)
    }
    public func deletePhoto(_ id: UUID) async throws { try await client.sendEmpty(EatsRoute.deletePhoto(id)) }

    /// Tells the moderators about a restaurant, dish, review or photo.
    public func report(_ report: AbuseReport) async throws { try await client.sendEmpty(EatsRoute.reportAbuse, body: report) }
}
