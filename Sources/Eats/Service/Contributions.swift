import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// What people add to a dish: ratings, nutrition, reviews, helpful votes and photos. Rating
/// and vote totals change by increments inside the change's transaction, with the dish (or
/// review) row locked on PostgreSQL, so concurrent votes never lose one another.
public struct Contributions: Sendable {
    let context: SatchelContext

    public static let photoPurpose = "eats.photo"

    // MARK: ratings

    /// Sets the viewer's stars for a dish (one rating per person per dish; again changes it).
    public func rate(_ dishID: UUID, stars: Int, by user: UUID) async throws {
        try EatsRules.validate(stars: stars)
        let dish = try await context.dishes.find(dishID, viewer: user)
        try await context.writeTransaction { tx in
            try await tx.lock(DishRecord.schema, dishID)
            let existing = try await DishRatingRecord.query(on: tx.db).filter(\.$dish.$id == dishID).filter(\.$userID == user).first()
            if let existing {
                let delta = stars - existing.stars
                existing.stars = stars
                existing.updatedAt = tx.now
                try await existing.update(on: tx.db)
                try await tx.contributions.addToTotals(dish, sum: delta, count: 0)
            } else {
                let rating = DishRatingRecord()
                rating.$dish.id = dishID
                rating.userID = user
                rating.stars = stars
                rating.createdAt = tx.now
                rating.updatedAt = tx.now
                try await rating.create(on: tx.db)
                try await tx.contributions.addToTotals(dish, sum: stars, count: 1)
            }
        }
    }

    public func unrate(_ dishID: UUID, by user: UUID) async throws {
        let dish = try await context.dishes.find(dishID, viewer: user)
        try await context.writeTransaction { tx in
            try await tx.lock(DishRecord.schema, dishID)
            guard let existing = try await DishRatingRecord.query(on: tx.db).filter(\.$dish.$id == dishID).filter(\.$userID == user).first()
            else { return }
            try await existing.delete(on: tx.db)
            try await tx.contributions.addToTotals(dish, sum: -existing.stars, count: -1)
        }
    }

    /// Adds to the dish's, its restaurant's and its cuisines' totals.
    func addToTotals(_ dish: DishRecord, sum: Int, count: Int) async throws {
        guard sum != 0 || count != 0 else { return }
        let store = context.eatsStore, restaurant = dish.$restaurant.id
        try await store.addToDishTotals(dish.id!, sum: sum, count: count)
        try await store.addToRestaurantTotals(restaurant, sum: sum, count: count, at: context.now)
        // The index is this process's memory: a rolled-back rating must not stay in it.
        let index = context.nearbyIndex
        context.afterCommit { index?.addRating(restaurant, sum: sum, count: count) }
        if let listing = try await store.restaurant(restaurant) {
            try await CuisineStats(context: context).add(listing.cuisineList, sum: sum, count: count)
        }
        context.changed(CuisineStats.schema)
    }

    // MARK: nutrition

    public func setNutrition(_ dishID: UUID, _ n: Nutrition, by user: UUID) async throws {
        try EatsRules.validate(n)
        let dish = try await context.dishes.find(dishID, viewer: user)
        dish.energyKcal = n.energyKcal
        dish.proteinGrams = n.proteinGrams
        dish.fatGrams = n.fatGrams
        dish.carbohydrateGrams = n.carbohydrateGrams
        dish.nutritionBy = user
        dish.nutritionAt = context.now
        dish.updatedAt = context.now
        try await dish.update(on: context.db)
    }

    /// Removes the nutrition the viewer entered.
    public func clearNutrition(_ dishID: UUID, by user: UUID) async throws {
        let dish = try await context.dishes.find(dishID, viewer: user)
        guard dish.nutritionBy != nil else { return }
        guard dish.nutritionBy == user else { throw AppError(.forbidden, "nutrition.not_yours") }
        dish.energyKcal = nil
        dish.proteinGrams = nil
        dish.fatGrams = nil
        dish.carbohydrateGrams = nil
        dish.nutritionBy = nil
        dish.nutritionAt = nil
        dish.updatedAt = context.now
        try await dish.update(on: context.db)
    }

    // MARK: reviews

    /// Writes the viewer's review of a dish, or replaces its text (votes stay).
    public func writeReview(_ dishID: UUID, _ draft: ReviewDraft, by user: UUID) async throws -> DishReviewRecord {
        let text = try EatsRules.validate(review: draft)
        _ = try await context.dishes.shown(dishID, viewer: user)
        return try await context.writeTransaction { tx in
            try await tx.lock(DishRecord.schema, dishID)
            if let existing = try await DishReviewRecord.query(on: tx.db).filter(\.$dish.$id == dishID).filter(\.$authorID == user).first() {
                existing.body = text
                existing.updatedAt = tx.now
                try await existing.update(on: tx.db)
                return existing
            }
            let review = DishReviewRecord()
            review.$dish.id = dishID
            review.authorID = user
            review.body = text
            review.helpful = 0
            review.unhelpful = 0
            review.helpfulness = 0
            review.hidden = false
            review.createdAt = tx.now
            review.updatedAt = tx.now
            try await review.create(on: tx.db)
            return review
        }
    }

    func findReview(_ id: UUID, viewer: UUID) async throws -> ReviewSubjectRow {
        let review = try EatsRules.visible(try await context.eatsStore.review(id), to: viewer, what: "review")
        _ = try await context.dishes.shown(review.dishID, viewer: viewer)
        return review
    }

    /// A review its author may delete; to anyone else there is none to delete.
    func deletableReview(_ id: UUID, by user: UUID) async throws -> ReviewSubjectRow {
        let review = try await findReview(id, viewer: user)
        guard review.authorID == user else { throw AppError.notFound("review") }
        return review
    }

    public func deleteReview(_ id: UUID, by user: UUID) async throws {
        let review = try await findReview(id, viewer: user)
        guard review.authorID == user else { throw AppError(.forbidden, "review.not_yours") }
        try await DishReviewRecord.query(on: context.db).filter(\.$id == id).delete()
    }

    /// Votes a review helpful or not (one vote per person, never on your own).
    public func vote(_ reviewID: UUID, helpful: Bool, by user: UUID) async throws {
        let review = try await findReview(reviewID, viewer: user)
        guard review.authorID != user else { throw AppError(.forbidden, "review.own_vote") }
        try await context.writeTransaction { tx in
            try await tx.lock(DishReviewRecord.schema, reviewID)
            let existing = try await ReviewVoteRecord.query(on: tx.db).filter(\.$review.$id == reviewID).filter(\.$userID == user).first()
            if let existing {
                guard existing.helpful != helpful else { return }
                existing.helpful = helpful
                try await existing.update(on: tx.db)
                try await tx.contributions.addVotes(reviewID, helpful: helpful ? 1 : -1, unhelpful: helpful ? -1 : 1)
            } else {
                let vote = ReviewVoteRecord()
                vote.$review.id = reviewID
                vote.userID = user
                vote.helpful = helpful
                vote.createdAt = tx.now
                try await vote.create(on: tx.db)
                try await tx.contributions.addVotes(reviewID, helpful: helpful ? 1 : 0, unhelpful: helpful ? 0 : 1)
            }
        }
    }

    public func unvote(_ reviewID: UUID, by user: UUID) async throws {
        _ = try await findReview(reviewID, viewer: user)
        try await context.writeTransaction { tx in
            try await tx.lock(DishReviewRecord.schema, reviewID)
            guard let existing = try await ReviewVoteRecord.query(on: tx.db).filter(\.$review.$id == reviewID).filter(\.$userID == user).first()
            else { return }
            try await existing.delete(on: tx.db)
            try await tx.contributions.addVotes(reviewID, helpful: existing.helpful ? -1 : 0, unhelpful: existing.helpful ? 0 : -1)
        }
    }

    /// Changes a review's vote counts and recomputes its Wilson bound (the row is locked).
    func addVotes(_ reviewID: UUID, helpful: Int, unhelpful: Int) async throws {
        guard let review = try await DishReviewRecord.find(reviewID, on: context.db) else { return }
        review.helpful += helpful
        review.unhelpful += unhelpful
        review.helpfulness = Ranking.wilsonLowerBound(positive: review.helpful, negative: review.unhelpful)
        try await review.update(on: context.db)
    }

    /// A dish's reviews as the viewer sees them, most helpful first (then newest).
    func reviews(of dishID: UUID, viewer: UUID) async throws -> [DishReview] {
        let rows = try await context.eatsStore.reviews(of: dishID, viewer: viewer)
        let names = try await context.friends.names(rows.map(\.authorID))
        return rows.map { r in
            DishReview(id: r.id, dishId: dishID, author: PersonRef(id: r.authorID, name: names[r.authorID] ?? ""), text: r.body,
                       stars: r.stars, helpful: r.helpful, unhelpful: r.unhelpful, helpfulness: (r.helpfulness * 10000).rounded() / 10000,
                       yourVote: r.vote.map { $0 ? "helpful" : "unhelpful" }, byYou: r.authorID == viewer, byFriend: r.byFriend,
                       createdAt: r.createdAt, updatedAt: r.updatedAt)
        }
    }

    public func renderReview(_ id: UUID, viewer: UUID) async throws -> DishReview {
        let review = try await findReview(id, viewer: viewer)
        guard let rendered = try await reviews(of: review.dishID, viewer: viewer).first(where: { $0.id == id }) else { throw AppError.notFound("review") }
        return rendered
    }

    // MARK: photos

    public func addPhoto(_ dishID: UUID, bytes: [UInt8], by user: UUID) async throws -> DishPhotoRecord {
        _ = try await context.dishes.shown(dishID, viewer: user)
        let item = try await context.mediaService.store(owner: user, bytes: bytes, purpose: Self.photoPurpose, subjectID: dishID)
        let photo = DishPhotoRecord()
        photo.$dish.id = dishID
        photo.mediaID = try item.requireID()
        photo.addedBy = user
        photo.width = item.width
        photo.height = item.height
        photo.hidden = false
        photo.createdAt = context.now
        try await photo.create(on: context.db)
        return photo
    }

    func findPhoto(_ id: UUID, viewer: UUID) async throws -> PhotoRow {
        try EatsRules.visible(try await context.eatsStore.photo(id), to: viewer, what: "photo")
    }

    /// A photo the person who added it may delete; to anyone else there is none to delete.
    func deletablePhoto(_ id: UUID, by user: UUID) async throws -> PhotoRow {
        let photo = try await findPhoto(id, viewer: user)
        guard photo.addedBy == user else { throw AppError.notFound("photo") }
        return photo
    }

    public func deletePhoto(_ id: UUID, by user: UUID) async throws {
        let photo = try await findPhoto(id, viewer: user)
        guard photo.addedBy == user else { throw AppError(.forbidden, "photo.not_yours") }
        try await DishPhotoRecord.query(on: context.db).filter(\.$id == id).delete()
        try await context.mediaService.delete(id: photo.mediaID)
    }

    /// A dish's photos as the viewer sees them, from all of its photos (hidden ones too), oldest first.
    func photos(_ all: [PhotoRow], viewer: UUID) async throws -> [DishPhoto] {
        let shown = all.filter { EatsRules.isVisible($0, to: viewer) }
        let names = try await context.friends.names(shown.map(\.addedBy))
        return shown.map { Self.render($0, names: names, viewer: viewer) }
    }

    public func renderPhoto(_ p: DishPhotoRecord, viewer: UUID) async throws -> DishPhoto {
        Self.render(PhotoRow(p), names: try await context.friends.names([p.addedBy]), viewer: viewer)
    }

    static func render(_ p: PhotoRow, names: [UUID: String], viewer: UUID) -> DishPhoto {
        DishPhoto(id: p.id, url: "/media/\(p.mediaID.uuidString.lowercased())", width: p.width, height: p.height,
                  addedBy: PersonRef(id: p.addedBy, name: names[p.addedBy] ?? ""), byYou: p.addedBy == viewer, createdAt: p.createdAt)
    }

    // MARK: removal

    /// Everything added to a dish, before the dish goes (totals and media kept right).
    func removeAll(of dish: DishRecord) async throws {
        let id = dish.id!
        let ratings = try await DishRatingRecord.query(on: context.db).filter(\.$dish.$id == id).all()
        try await addToTotals(dish, sum: -ratings.reduce(0) { $0 + $1.stars }, count: -ratings.count)
        for photo in try await DishPhotoRecord.query(on: context.db).filter(\.$dish.$id == id).all() {
            try await photo.delete(on: context.db)
            try await context.mediaService.delete(id: photo.mediaID)
        }
    }

    /// An account is deleted: its ratings leave the totals, its votes the reviews' counts; its
    /// reviews, ratings and photos go with it (the database cascades), what it added stays.
    func removeUser(_ user: UUID) async throws {
        for rating in try await DishRatingRecord.query(on: context.db).filter(\.$userID == user).all() {
            if let dish = try await DishRecord.find(rating.$dish.id, on: context.db) {
                try await addToTotals(dish, sum: -rating.stars, count: -1)
            }
            try await rating.delete(on: context.db)
        }
        for vote in try await ReviewVoteRecord.query(on: context.db).filter(\.$userID == user).all() {
            try await vote.delete(on: context.db)
            try await addVotes(vote.$review.id, helpful: vote.helpful ? -1 : 0, unhelpful: vote.helpful ? 0 : -1)
        }
        try await DishPhotoRecord.query(on: context.db).filter(\.$addedBy == user).delete()
        try await DishRecord.query(on: context.db).filter(\.$addedBy == user).set(\.$addedBy, to: nil).update()
        try await DishRecord.query(on: context.db).filter(\.$nutritionBy == user).set(\.$nutritionBy, to: nil).update()
        try await RestaurantRecord.query(on: context.db).filter(\.$addedBy == user).set(\.$addedBy, to: nil).update()
    }
}

extension SatchelContext {
    public var contributions: Contributions { Contributions(context: self) }

    /// Locks a row for the rest of the transaction on PostgreSQL; SQLite's write transaction
    /// already holds the whole database.
    func lock(_ table: String, _ id: UUID) async throws {
        guard isPostgres else { return }
        try await eatsStore.lockForUpdate(table, id)
    }
}
