import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Stars and short reviews of titles: one per person, changeable, removable; the title keeps
/// its totals in the same transaction.
public struct TitleRatings: Sendable {
    let context: SatchelContext

    /// Shrinks a few ratings toward 3.5, so one 5-star title does not top a well-loved one.
    static func score(sum: Int, count: Int) -> Double {
        count == 0 ? 0 : (Double(sum) + 3.5 * 2) / Double(count + 2)
    }

    public func rate(_ titleID: UUID, _ draft: TitleRatingDraft, user: UUID) async throws {
        var validator = Validator()
        validator.check(LibraryRules.stars.contains(draft.stars), "stars", "rating.stars_range")
        let review = UserText.clean(draft.review, multiline: true)
        validator.check(review.count <= LibraryRules.reviewMax, "review", "library.review_long", ["max": "\(LibraryRules.reviewMax)"])
        try validator.finish()
        try await context.writeTransaction { tx in
            let title = try await LendingService.lock(titleID, tx: tx)
            let rating = try await TitleRatingRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$userID == user).first()
                ?? { let r = TitleRatingRecord(); r.userID = user; r.titleID = titleID; r.createdAt = tx.now; r.stars = 0; return r }()
            if rating.id != nil {
                title.ratingSum -= rating.stars
                title.ratingCount -= 1
            }
            rating.stars = draft.stars
            rating.review = review
            rating.updatedAt = tx.now
            try await rating.save(on: tx.db)
            title.ratingSum += draft.stars
            title.ratingCount += 1
            title.ratingScore = Self.score(sum: title.ratingSum, count: title.ratingCount)
            try await title.update(on: tx.db)
        }
    }

    public func unrate(_ titleID: UUID, user: UUID) async throws {
        try await context.writeTransaction { tx in
            let title = try await LendingService.lock(titleID, tx: tx)
            guard let rating = try await TitleRatingRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$userID == user).first() else { return }
            title.ratingSum -= rating.stars
            title.ratingCount -= 1
            title.ratingScore = Self.score(sum: title.ratingSum, count: title.ratingCount)
            try await rating.delete(on: tx.db)
            try await title.update(on: tx.db)
        }
    }

    /// Account deletion (inside its transaction): the person's ratings go, and the titles'
    /// totals with them.
    func removeUser(_ user: UUID) async throws {
        for rating in try await TitleRatingRecord.query(on: context.db).filter(\.$userID == user).all() {
            let title = try await LendingService.lock(rating.titleID, tx: context)
            title.ratingSum -= rating.stars
            title.ratingCount -= 1
            title.ratingScore = Self.score(sum: title.ratingSum, count: title.ratingCount)
            try await rating.delete(on: context.db)
            try await title.update(on: context.db)
        }
    }

    /// Reviews with words first, newest first; the viewer's own marked.
    public func reviews(_ titleID: UUID, viewer: UUID, limit: Int = 50) async throws -> [TitleReview] {
        let ratings = try await context.libraryStore.ratings(title: titleID, limit: limit)
        let names = try await context.friends.names(ratings.map(\.userID))
        return ratings.sorted { ($0.review.isEmpty ? 1 : 0) < ($1.review.isEmpty ? 1 : 0) }.map {
            TitleReview(name: names[$0.userID] ?? "", stars: $0.stars, review: $0.review, updatedAt: $0.updatedAt, byYou: $0.userID == viewer)
        }
    }
}

extension SatchelContext {
    public var titleRatings: TitleRatings { TitleRatings(context: self) }
}
