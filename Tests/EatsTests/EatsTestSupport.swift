import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing

/// Helsinki's centre, where most tests eat.
let helsinki = GeoPoint(latitude: 60.16952, longitude: 24.93545)

extension TestContext {
    /// Adds a restaurant through the API; fails the test unless it is created.
    func addRestaurant(_ name: String, at point: GeoPoint = helsinki, by session: SessionResponse, cuisines: [String] = [],
                       hours: String? = nil, diets: [String] = [], price: Int? = nil) async throws -> Restaurant {
        let res = try await request(EatsRoute.createRestaurant, token: session.token,
                                    json: RestaurantDraft(name: name, cuisines: cuisines, latitude: point.latitude, longitude: point.longitude,
                                                          openingHours: hours, diets: diets, priceLevel: price, confirmDuplicate: true))
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(Restaurant.self)
    }

    func addDish(_ name: String, to restaurant: UUID, by session: SessionResponse) async throws -> Dish {
        let res = try await request(EatsRoute.createDish(restaurant: restaurant), token: session.token, json: DishDraft(name: name))
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(Dish.self)
    }

    @discardableResult
    func rate(_ dish: UUID, _ stars: Int, by session: SessionResponse) async throws -> Dish {
        let res = try await request(EatsRoute.rateDish(dish), token: session.token, json: RatingDraft(stars: stars))
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(Dish.self)
    }

    func dish(_ id: UUID, as session: SessionResponse) async throws -> Dish {
        try await request(EatsRoute.dish(id), token: session.token).decode(Dish.self)
    }

    /// `count` people signed up quickly (straight into the database), for many ratings.
    func crowd(_ count: Int, prefix: String) async throws -> [UUID] {
        var ids: [UUID] = []
        for n in 0..<count {
            let user = User(username: "\(prefix)\(n)", email: "\(prefix)\(n)@example.org", displayName: "\(prefix) \(n)",
                            passwordHash: "x", createdAt: clock.now)
            try await user.create(on: app.db)
            ids.append(try user.requireID())
        }
        return ids
    }
}
