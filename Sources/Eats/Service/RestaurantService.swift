import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// Adding, reading and removing restaurants.
public struct RestaurantService: Sendable {
    let context: SatchelContext

    /// Restaurants of the same name within 100 m of `point` (what "already here?" shows).
    public func nearDuplicates(name: String, at point: GeoPoint) async throws -> [RestaurantSearch.Found] {
        let key = PlaceText.fold(name)
        return try await context.restaurantSearch.nearby(point, radius: EatsRules.duplicateDistance, limit: 200)
            .filter { $0.restaurant.nameKey == key && !$0.restaurant.hidden }
    }

    /// Adds a restaurant. A near-duplicate is refused (409) unless `confirmDuplicate` is set.
    public func create(_ draft: RestaurantDraft, by user: UUID) async throws -> RestaurantRecord {
        let valid = try EatsRules.validate(draft)
        if draft.confirmDuplicate != true, let twin = try await nearDuplicates(name: valid.name, at: valid.point).first {
            throw AppError(.conflict, "restaurant.near_duplicate", ["name": twin.restaurant.name, "metres": "\(Int(twin.distance.rounded()))"],
                           fields: [FieldIssue(field: "name", code: "restaurant.near_duplicate",
                                               args: ["name": twin.restaurant.name, "metres": "\(Int(twin.distance.rounded()))"])])
        }
        let city = context.services.places.gazetteer.nearest(to: valid.point)
        let r = RestaurantRecord(name: valid.name, kind: valid.kind, at: valid.point, timeZone: city?.timeZone ?? "UTC", now: context.now)
        r.addedBy = user
        r.cuisines = valid.cuisines.joined(separator: ";")
        r.address = valid.address
        r.country = valid.country ?? city?.country
        r.phone = valid.phone
        r.website = valid.website
        r.openingHours = valid.openingHours
        r.diets = valid.diets.joined(separator: ";")
        r.priceLevel = valid.priceLevel
        try await r.create(on: context.db)
        context.nearbyIndex?.put(RestaurantListing(r))
        return r
    }

    /// The restaurant if `viewer` may see it (hidden ones only by whoever added them).
    public func find(_ id: UUID, viewer: UUID) async throws -> RestaurantListing {
        let read = { () async throws -> RestaurantListing in
            guard let r = try await context.eatsStore.restaurant(id), EatsRules.isVisible(r, to: viewer) else {
                throw AppError.notFound("restaurant")
            }
            return r
        }
        // A dish's page checks its restaurant and then shows it.
        guard let memo = context.memo else { return try await read() }
        return try await memo.value("restaurant:" + id.uuidString + ":" + viewer.uuidString, read)
    }

    /// Removes a restaurant its adder regrets, while nobody else has added anything to it.
    /// The restaurant `user` may delete: the one they added. Anyone else is told there is none, as
    /// they are for its delete-confirmation page.
    public func deletable(_ id: UUID, by user: UUID) async throws -> RestaurantListing {
        let restaurant = try await find(id, viewer: user)
        guard restaurant.addedBy == user else { throw AppError.notFound("restaurant") }
        return restaurant
    }

    public func delete(_ id: UUID, by user: UUID) async throws {
        let r = try await find(id, viewer: user)
        guard r.addedBy == user else { throw AppError(.forbidden, "restaurant.not_yours") }
        try await context.writeTransaction { tx in
            let dishes = try await DishRecord.query(on: tx.db).filter(\.$restaurant.$id == id).all()
            let dishIDs = dishes.compactMap(\.id)
            let othersDishes = dishes.contains { $0.addedBy != user }
            let othersRatings = try await DishRatingRecord.query(on: tx.db).filter(\.$dish.$id ~~ dishIDs).filter(\.$userID != user).count()
            let othersReviews = try await DishReviewRecord.query(on: tx.db).filter(\.$dish.$id ~~ dishIDs).filter(\.$authorID != user).count()
            let othersPhotos = try await DishPhotoRecord.query(on: tx.db).filter(\.$dish.$id ~~ dishIDs).filter(\.$addedBy != user).count()
            guard !othersDishes, othersRatings + othersReviews + othersPhotos == 0 else {
                throw AppError(.conflict, "restaurant.has_contributions")
            }
            for dish in dishes { try await tx.contributions.removeAll(of: dish) }
            try await RestaurantRecord.query(on: tx.db).filter(\.$id == id).delete()
            try await RestaurantDeletion.record(id, context: tx)
        }
        context.nearbyIndex?.remove(id)
    }

    /// The restaurant with its dishes ranked, as its page and the API show it.
    public func render(_ r: RestaurantListing, viewer: UUID) async throws -> Restaurant {
        let means = try await CuisineStats(context: context).means()
        let dishes = try await context.dishes.ranking(of: r, viewer: viewer, cuisineMeans: means)
        var restaurant = Restaurant(id: r.id, name: r.name, kind: r.kind, cuisines: r.cuisineList, address: r.address,
                          latitude: r.latitude, longitude: r.longitude, country: r.country, phone: r.phone, website: r.website,
                          openingHours: r.openingHours, openNow: r.isOpen(at: context.now), timeZone: r.timeZone, diets: r.dietList,
                          priceLevel: r.priceLevel, rating: DishRanking.restaurantRating(r.facts, cuisineMeans: means),
                          ratingCount: r.ratingCount, osmId: r.sourceKey.flatMap { $0.hasPrefix("geojson/") ? nil : $0 },
                          addedByYou: r.addedBy == viewer, dishes: dishes)
        (restaurant.openNow, restaurant.openUntil, restaurant.opensAt) = Self.opening(r.status(at: context.now))
        return restaurant
    }

    /// Open now, until when, or when it opens: for the API's three fields.
    static func opening(_ status: OpeningStatus?) -> (Bool?, Date?, Date?) {
        switch status {
        case nil: return (nil, nil, nil)
        case .alwaysOpen: return (true, nil, nil)
        case .open(let until): return (true, until, nil)
        case .closed(let opens): return (false, nil, opens)
        }
    }

    public func summary(_ f: RestaurantSearch.Found) -> RestaurantSummary {
        let r = f.restaurant
        var summary = RestaurantSummary(id: r.id, name: r.name, kind: r.kind, cuisines: r.cuisineList, address: r.address,
                                        latitude: r.latitude, longitude: r.longitude, distance: (f.distance * 10).rounded() / 10,
                                        rating: f.rating, ratingCount: r.ratingCount, diets: r.dietList, priceLevel: r.priceLevel,
                                        openNow: nil)
        (summary.openNow, summary.openUntil, summary.opensAt) = Self.opening(r.status(at: context.now))
        summary.timeZone = r.timeZone.isEmpty ? nil : r.timeZone
        return summary
    }
}

extension SatchelContext {
    public var restaurantService: RestaurantService { RestaurantService(context: self) }
}
