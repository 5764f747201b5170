import Fluent
import Foundation
import SatchelCore

/// A dish of a restaurant. Rating totals are kept on the row (updated in the rating's
/// transaction) so a ranking reads one row per dish.
public final class DishRecord: Model, @unchecked Sendable {
    public static let schema = "eats_dishes"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "restaurant_id") public var restaurant: RestaurantRecord
    @OptionalField(key: "added_by") public var addedBy: UUID?
    // data
    @Field(key: "name") public var name: String
    /// Folded (`PlaceText.fold`): one dish per name per restaurant, and dish search.
    @Field(key: "name_key") public var nameKey: String
    @Field(key: "description") public var description: String
    @Field(key: "rating_sum") public var ratingSum: Int
    @Field(key: "rating_count") public var ratingCount: Int
    // nutrition per serving, as someone entered it
    @OptionalField(key: "energy_kcal") public var energyKcal: Double?
    @OptionalField(key: "protein_g") public var proteinGrams: Double?
    @OptionalField(key: "fat_g") public var fatGrams: Double?
    @OptionalField(key: "carbohydrate_g") public var carbohydrateGrams: Double?
    @OptionalField(key: "nutrition_by") public var nutritionBy: UUID?
    @OptionalField(key: "nutrition_at") public var nutritionAt: Date?
    /// Hidden once reported by enough people (see `Moderation`).
    @Field(key: "hidden") public var hidden: Bool
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}

/// One person's stars for one dish (unique per dish and person; changing it updates the row).
public final class DishRatingRecord: Model, @unchecked Sendable {
    public static let schema = "eats_ratings"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "dish_id") public var dish: DishRecord
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "stars") public var stars: Int
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}

/// One person's review of one dish, with its vote totals.
public final class DishReviewRecord: Model, @unchecked Sendable {
    public static let schema = "eats_reviews"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "dish_id") public var dish: DishRecord
    @Field(key: "author_id") public var authorID: UUID
    @Field(key: "body") public var body: String
    @Field(key: "helpful") public var helpful: Int
    @Field(key: "unhelpful") public var unhelpful: Int
    /// The Wilson lower bound of helpful votes, stored so "most helpful" is an index read.
    @Field(key: "helpfulness") public var helpfulness: Double
    @Field(key: "hidden") public var hidden: Bool
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}

/// One person's helpful / not helpful vote on a review.
public final class ReviewVoteRecord: Model, @unchecked Sendable {
    public static let schema = "eats_review_votes"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "review_id") public var review: DishReviewRecord
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "helpful") public var helpful: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// A photo of a dish; the image itself is a core media item.
public final class DishPhotoRecord: Model, @unchecked Sendable {
    public static let schema = "eats_photos"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "dish_id") public var dish: DishRecord
    @Field(key: "media_id") public var mediaID: UUID
    @Field(key: "added_by") public var addedBy: UUID
    @Field(key: "width") public var width: Int
    @Field(key: "height") public var height: Int
    @Field(key: "hidden") public var hidden: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// Someone's report of abusive or wrong content (one per person per subject).
public final class AbuseReportRecord: Model, @unchecked Sendable {
    public static let schema = "eats_reports"

    @ID(key: .id) public var id: UUID?
    /// `restaurant`, `dish`, `review` or `photo`.
    @Field(key: "subject") public var subject: String
    @Field(key: "subject_id") public var subjectID: UUID
    @Field(key: "reporter_id") public var reporterID: UUID
    @Field(key: "reason") public var reason: String
    @Field(key: "note") public var note: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}
