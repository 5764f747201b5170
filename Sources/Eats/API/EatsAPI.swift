import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// JSON endpoints for restaurants, dishes and what people add to them.
struct EatsAPI {
    let uploadLimit: Int

    func register(_ r: AppRoutes) {
        r.keptReads.api(EatsRoute.restaurants) { req in
            let viewer = try req.requireViewer()
            let query = try EatsQuery.restaurants(req)
            let page = try await req.context.restaurantSearch.page(query, cursor: EatsQuery.text(req, "cursor"),
                                                                limit: try EatsQuery.limit(req), viewer: viewer.id)
            let service = req.context.restaurantService
            return JSONBody(Page(items: page.found.map(service.summary), nextCursor: page.next))
        }
        r.api(EatsRoute.createRestaurant) { req in
            let viewer = try req.requireViewer()
            let record = try await req.context.restaurantService.create(try req.decodeJSON(RestaurantDraft.self), by: viewer.id)
            return JSONBody(try await req.context.restaurantService.render(RestaurantListing(record), viewer: viewer.id), status: .created)
        }
        r.api(EatsRoute.restaurant(.parameter)) { req in
            let viewer = try req.requireViewer()
            let restaurant = try await req.context.restaurantService.find(try req.uuid("restaurantId", "restaurant"), viewer: viewer.id)
            return JSONBody(try await req.context.restaurantService.render(restaurant, viewer: viewer.id))
        }
        r.api(EatsRoute.deleteRestaurant(.parameter)) { req in
            try await req.context.restaurantService.delete(try req.uuid("restaurantId", "restaurant"), by: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(EatsRoute.createDish(restaurant: .parameter)) { req in
            let viewer = try req.requireViewer()
            let restaurant = try req.uuid("restaurantId", "restaurant")
            let dish = try await req.context.dishes.create(try req.decodeJSON(DishDraft.self), restaurant: restaurant, by: viewer.id)
            return JSONBody(try await req.context.dishes.render(dish.id!, viewer: viewer.id), status: .created)
        }
        r.api(EatsRoute.searchDishes) { req in
            let viewer = try req.requireViewer()
            let query = try EatsQuery.restaurants(req)
            let found = try await req.context.dishes.search(EatsQuery.text(req, "q") ?? "", near: query.center, radius: query.radius,
                                                         cursor: EatsQuery.text(req, "cursor"), limit: try EatsQuery.limit(req),
                                                         viewer: viewer.id)
            return JSONBody(Page(items: found.hits, nextCursor: found.next))
        }
        r.api(EatsRoute.dish(.parameter)) { req in
            JSONBody(try await req.context.dishes.render(try req.uuid("dishId", "dish"), viewer: try req.requireViewer().id))
        }
        r.api(EatsRoute.deleteDish(.parameter)) { req in
            try await req.context.dishes.delete(try req.uuid("dishId", "dish"), by: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(EatsRoute.rateDish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.rate(id, stars: try req.decodeJSON(RatingDraft.self).stars, by: viewer.id)
            return JSONBody(try await req.context.dishes.render(id, viewer: viewer.id))
        }
        r.api(EatsRoute.unrateDish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.unrate(id, by: viewer.id)
            return JSONBody(try await req.context.dishes.render(id, viewer: viewer.id))
        }
        r.api(EatsRoute.setNutrition(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.setNutrition(id, try req.decodeJSON(Nutrition.self), by: viewer.id)
            return JSONBody(try await req.context.dishes.render(id, viewer: viewer.id))
        }
        r.api(EatsRoute.clearNutrition(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.clearNutrition(id, by: viewer.id)
            return JSONBody(try await req.context.dishes.render(id, viewer: viewer.id))
        }
        r.api(EatsRoute.writeReview(.parameter)) { req in
            let viewer = try req.requireViewer()
            let review = try await req.context.contributions.writeReview(try req.uuid("dishId", "dish"), try req.decodeJSON(ReviewDraft.self),
                                                                      by: viewer.id)
            return JSONBody(try await req.context.contributions.renderReview(review.id!, viewer: viewer.id))
        }
        r.api(EatsRoute.deleteReview(.parameter)) { req in
            try await req.context.contributions.deleteReview(try req.uuid("reviewId", "review"), by: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(EatsRoute.voteReview(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reviewId", "review")
            try await req.context.contributions.vote(id, helpful: try req.decodeJSON(ReviewVote.self).helpful, by: viewer.id)
            return JSONBody(try await req.context.contributions.renderReview(id, viewer: viewer.id))
        }
        r.api(EatsRoute.unvoteReview(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reviewId", "review")
            try await req.context.contributions.unvote(id, by: viewer.id)
            return JSONBody(try await req.context.contributions.renderReview(id, viewer: viewer.id))
        }
        r.api(EatsRoute.addPhoto(dish: .parameter), body: .collect(maxSize: ByteCount(value: uploadLimit))) { req in
            let viewer = try req.requireViewer()
            guard let buffer = req.body.data, buffer.readableBytes > 0 else { throw AppError.invalid("photo", "image.empty") }
            let photo = try await req.context.contributions.addPhoto(try req.uuid("dishId", "dish"), bytes: Array(buffer.readableBytesView),
                                                                  by: viewer.id)
            return JSONBody(try await req.context.contributions.renderPhoto(photo, viewer: viewer.id), status: .created)
        }
        r.api(EatsRoute.deletePhoto(.parameter)) { req in
            try await req.context.contributions.deletePhoto(try req.uuid("photoId", "photo"), by: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(EatsRoute.reportAbuse) { req in
            try await req.context.moderation.report(try req.decodeJSON(AbuseReport.self), by: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
    }
}

/// Reading Eats' query strings, shared by the API and the web pages.
enum EatsQuery {
    static func text(_ req: Request, _ name: String) -> String? { req.queryText(name) }

    static func limit(_ req: Request) throws -> Int { try req.pageSize() }

    /// `near`, `radius`, `sort`, `cuisine`, `diet`, `maxPrice` and `openNow`, each checked: a
    /// number, a choice or a yes/no sent empty is not "the default" in the API, it is wrong.
    static func restaurants(_ req: Request) throws -> RestaurantQuery {
        let center = text(req, "near").flatMap(GeoPoint.init(parsing:)) ?? GeoPoint(latitude: .nan, longitude: .nan)
        return try RestaurantQuery.parse(center: center, strict: true) { req.queryValue($0) }
    }
}
