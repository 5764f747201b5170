import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// Dishes: adding them, ranking a restaurant's, a dish's page, and dish search.
public struct DishService: Sendable {
    let context: SatchelContext

    public func create(_ draft: DishDraft, restaurant restaurantID: UUID, by user: UUID) async throws -> DishRecord {
        let valid = try EatsRules.validate(draft)
        let restaurant = try await context.restaurantService.find(restaurantID, viewer: user)
        let key = PlaceText.fold(valid.name)
        return try await context.writeTransaction { tx in
            let clash = try await DishRecord.query(on: tx.db).filter(\.$restaurant.$id == restaurantID).filter(\.$nameKey == key).first()
            if let clash, EatsRules.isVisible(clash, to: user) {
                throw AppError(.conflict, "dish.exists", ["name": clash.name],
                               fields: [FieldIssue(field: "name", code: "dish.exists", args: ["name": clash.name])])
            } else if clash != nil {
                throw AppError(.conflict, "dish.exists", ["name": valid.name])
            }
            let dish = DishRecord()
            dish.$restaurant.id = restaurant.id
            dish.addedBy = user
            dish.name = valid.name
            dish.nameKey = key
            dish.description = valid.description
            dish.ratingSum = 0
            dish.ratingCount = 0
            dish.hidden = false
            dish.createdAt = tx.now
            dish.updatedAt = tx.now
            try await dish.create(on: tx.db)
            return dish
        }
    }

    /// The dish's record if `viewer` may see it, for a change to it.
    public func find(_ id: UUID, viewer: UUID) async throws -> DishRecord {
        let dish = try EatsRules.visible(try await DishRecord.find(id, on: context.db), to: viewer, what: "dish")
        _ = try await context.restaurantService.find(dish.$restaurant.id, viewer: viewer)
        return dish
    }

    /// The dish if `viewer` may see it (and its restaurant).
    func shown(_ id: UUID, viewer: UUID) async throws -> DishRow {
        let dish = try EatsRules.visible(try await context.eatsStore.dish(id), to: viewer, what: "dish")
        _ = try await context.restaurantService.find(dish.restaurantID, viewer: viewer)
        return dish
    }

    /// A restaurant's dishes, best first.
    func ranking(of r: RestaurantListing, viewer: UUID, cuisineMeans: [String: Double]) async throws -> [DishSummary] {
        try await ranking(of: r, viewer: viewer, cuisineMeans: cuisineMeans, everythingOf: nil).summaries
    }

    /// The ranking and what was read for it; `everythingOf` a dish adds all its ratings and photos.
    func ranking(of r: RestaurantListing, viewer: UUID, cuisineMeans: [String: Double], everythingOf dish: UUID?,
                 dishes known: [DishRow]? = nil) async throws -> (summaries: [DishSummary], extras: Extras) {
        var dishes = known ?? []
        if known == nil { dishes = try await context.eatsStore.dishes(ofRestaurant: r.id) }
        dishes = dishes.filter { EatsRules.isVisible($0, to: viewer) }
        let ranked = DishRanking.ranked(dishes, prior: DishRanking.restaurantPrior(r.facts, cuisineMeans: cuisineMeans))
        let extras = try await Extras.load(for: ranked.map(\.dish.id), viewer: viewer, everythingOf: dish, context: context)
        return (ranked.enumerated().map { i, entry in summary(entry.dish, score: entry.score, rank: i + 1, extras: extras) }, extras)
    }

    /// What a summary adds to a dish's row: the viewer's and friends' ratings, a first photo.
    struct Extras {
        var yours: [UUID: Int] = [:]
        var friends: [UUID: [FriendRating]] = [:]
        var photos: [UUID: UUID] = [:]
        /// With `everythingOf`: how many gave that dish 1…5 stars, and its photos (hidden ones too), oldest first.
        var histogram = [0, 0, 0, 0, 0]
        var allPhotos: [PhotoRow] = []

        static func load(for dishIDs: [UUID], viewer: UUID, everythingOf dish: UUID? = nil, context: SatchelContext) async throws -> Extras {
            var extras = Extras()
            guard !dishIDs.isEmpty else { return extras }
            let store = context.eatsStore
            var mine: [(dish: UUID, user: UUID, stars: Int)] = []
            for row in try await store.ratings(of: dishIDs, byViewerAndFriends: viewer, countsOf: dish) {
                if let count = row.count {
                    if (1...5).contains(row.stars) { extras.histogram[row.stars - 1] = count }
                } else if let person = row.person {
                    mine.append((row.dishID, person, row.stars))
                }
            }
            let names = try await context.friends.names(mine.filter { $0.user != viewer }.map(\.user))
            for rating in mine {
                if rating.user == viewer { extras.yours[rating.dish] = rating.stars; continue }
                extras.friends[rating.dish, default: []].append(FriendRating(userId: rating.user, name: names[rating.user] ?? "", stars: rating.stars))
            }
            for key in extras.friends.keys { extras.friends[key]!.sort { ($0.stars, $1.name) > ($1.stars, $0.name) } }
            let photos = try await store.photos(of: dishIDs, allOf: dish)
            extras.allPhotos = photos.filter { $0.dishID == dish }
            for photo in photos where !photo.hidden && extras.photos[photo.dishID] == nil { extras.photos[photo.dishID] = photo.mediaID }
            return extras
        }
    }

    func summary(_ d: DishRow, score: Double, rank: Int, extras: Extras) -> DishSummary {
        DishSummary(id: d.id, restaurantId: d.restaurantID, name: d.name,
                    average: d.ratingCount > 0 ? Double(d.ratingSum) / Double(d.ratingCount) : nil,
                    ratingCount: d.ratingCount, score: (score * 1000).rounded() / 1000, rank: rank,
                    yourRating: extras.yours[d.id], friendRatings: extras.friends[d.id] ?? [],
                    photoURL: extras.photos[d.id].map { "/media/\($0.uuidString.lowercased())" })
    }

    /// Everything the dish's page shows.
    public func render(_ id: UUID, viewer: UUID) async throws -> Dish {
        let menu = try await context.eatsStore.menu(withDish: id)
        guard let dish = menu.first(where: { $0.id == id }), EatsRules.isVisible(dish, to: viewer) else { throw AppError.notFound("dish") }
        let restaurant = try await context.restaurantService.find(dish.restaurantID, viewer: viewer)
        let means = try await CuisineStats(context: context).means()
        let (ranking, extras) = try await ranking(of: restaurant, viewer: viewer, cuisineMeans: means, everythingOf: id, dishes: menu)
        guard let position = ranking.firstIndex(where: { $0.id == id }) else { throw AppError.notFound("dish") }
        let histogram = extras.histogram
        let reviews = try await context.contributions.reviews(of: id, viewer: viewer)
        let photos = try await context.contributions.photos(extras.allPhotos, viewer: viewer)
        var nutrition: Nutrition?
        if dish.hasNutrition {
            var by: PersonRef?
            if let id = dish.nutritionBy { by = PersonRef(id: id, name: try await context.friends.names([id])[id] ?? "") }
            nutrition = Nutrition(energyKcal: dish.energyKcal, proteinGrams: dish.proteinGrams, fatGrams: dish.fatGrams,
                                  carbohydrateGrams: dish.carbohydrateGrams, enteredBy: by, enteredAt: dish.nutritionAt)
        }
        // The most helpful review is the first by helpfulness, if anyone found it helpful at all.
        let mostHelpful = reviews.first.flatMap { $0.helpful > 0 ? $0 : nil }
        return Dish(summary: ranking[position], description: dish.description, restaurantName: restaurant.name,
                    addedByYou: dish.addedBy == viewer, histogram: histogram, mostHelpfulReview: mostHelpful, reviews: reviews,
                    photos: photos, nutrition: nutrition,
                    previousDishId: position > 0 ? ranking[position - 1].id : nil,
                    nextDishId: position + 1 < ranking.count ? ranking[position + 1].id : nil)
    }

    /// Removes a dish its adder regrets, while nobody else has rated, reviewed or pictured it.
    /// The dish `user` may delete: the one they added. Anyone else is told there is none, as
    /// they are for its delete-confirmation page.
    func deletable(_ id: UUID, by user: UUID) async throws -> DishRow {
        let record = try await shown(id, viewer: user)
        guard record.addedBy == user else { throw AppError.notFound("dish") }
        return record
    }

    public func delete(_ id: UUID, by user: UUID) async throws {
        let dish = try await find(id, viewer: user)
        guard dish.addedBy == user else { throw AppError(.forbidden, "dish.not_yours") }
        try await context.writeTransaction { tx in
            let ratings = try await DishRatingRecord.query(on: tx.db).filter(\.$dish.$id == id).filter(\.$userID != user).count()
            let reviews = try await DishReviewRecord.query(on: tx.db).filter(\.$dish.$id == id).filter(\.$authorID != user).count()
            let photos = try await DishPhotoRecord.query(on: tx.db).filter(\.$dish.$id == id).filter(\.$addedBy != user).count()
            guard ratings + reviews + photos == 0 else { throw AppError(.conflict, "dish.has_contributions") }
            try await tx.contributions.removeAll(of: dish)
            try await dish.delete(on: tx.db)
        }
    }

    /// Dishes whose name (or a word of it) starts with `query`, at restaurants within `radius`:
    /// best first, then nearer.
    public func search(_ query: String, near center: GeoPoint, radius: Double, cursor: String?, limit: Int, viewer: UUID) async throws
        -> (hits: [DishHit], next: String?) {
        let key = PlaceText.fold(query)
        guard !key.isEmpty, query.unicodeScalars.count <= 100 else { throw AppError.invalid("q", "dish.query_empty") }
        let q = try RestaurantQuery(center: center, radius: radius).validated()
        let fingerprint = "dish:\(key):" + q.fingerprint
        let after = try SearchCursor.decode(cursor, fingerprint: fingerprint)
        let within = try await context.restaurantSearch.within(center, radius: radius, viewer: viewer)
        let restaurants = Dictionary(uniqueKeysWithValues: within.map { ($0.0.id, $0.0) })
        let distances = Dictionary(uniqueKeysWithValues: within.map { ($0.0.id, $0.1) })
        // The words typed, or — when they name a kind of dish — every word that kind goes by.
        let words = [key] + DishKinds.members(of: key).filter { $0 != key }
        let dishes = try await context.eatsStore.shownDishes(at: within.map(\.0.id), wordsStartingWith: words)
        let means = try await CuisineStats(context: context).means()
        var scored: [(dish: DishRow, restaurant: RestaurantFacts, score: Double, key: SearchCursor.Key)] = []
        for dish in dishes {
            guard let r = restaurants[dish.restaurantID], let distance = distances[r.id] else { continue }
            let score = DishRanking.score(dish, prior: DishRanking.restaurantPrior(r, cuisineMeans: means))
            scored.append((dish, r, score, SearchCursor.Key(primary: -score, distance: distance, id: dish.id)))
        }
        scored.sort { $0.key < $1.key }
        if let after { scored = Array(scored.drop { !($0.key > after.key) }) }
        let page = Array(scored.prefix(limit))
        let extras = try await Extras.load(for: page.map(\.dish.id), viewer: viewer, context: context)
        // Each hit's place in its restaurant's ranking.
        var ranks: [UUID: Int] = [:]
        for restaurant in Set(page.map(\.restaurant.id)) {
            guard let r = restaurants[restaurant] else { continue }
            let menu = try await context.eatsStore.dishes(ofRestaurant: restaurant).filter { EatsRules.isVisible($0, to: viewer) }
            for (i, entry) in DishRanking.ranked(menu, prior: DishRanking.restaurantPrior(r, cuisineMeans: means)).enumerated() {
                ranks[entry.dish.id] = i + 1
            }
        }
        // The restaurants' names (the nearby index keeps no names to show).
        let listings = try await context.restaurantSearch.listings(Array(Set(page.map(\.restaurant.id))))
        let hits = page.compactMap { entry in
            listings[entry.restaurant.id].map { restaurant in
                DishHit(dish: summary(entry.dish, score: entry.score, rank: ranks[entry.dish.id] ?? 1, extras: extras),
                        restaurantName: restaurant.name,
                        distance: (entry.key.distance * 10).rounded() / 10)
            }
        }
        let next = scored.count > limit ? page.last.map { SearchCursor(fingerprint: fingerprint, key: $0.key).encoded } : nil
        return (hits, next)
    }
}

extension SatchelContext {
    public var dishes: DishService { DishService(context: self) }
}
