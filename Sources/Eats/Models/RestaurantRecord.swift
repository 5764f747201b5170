import Fluent
import Foundation
import SatchelCore

/// A place to eat: from OpenStreetMap or added by someone.
public final class RestaurantRecord: Model, @unchecked Sendable {
    public static let schema = "eats_restaurants"

    // identity
    @ID(key: .id) public var id: UUID?
    /// `node/123`, `way/456`, `relation/7` for OpenStreetMap data, or a key derived from name
    /// and position for features that carry no id; nil for restaurants people added.
    @OptionalField(key: "source_key") public var sourceKey: String?
    // references
    @OptionalField(key: "added_by") public var addedBy: UUID?
    // data
    @Field(key: "name") public var name: String
    /// The name folded for search (`PlaceText.fold`: case, diacritics and punctuation ignored).
    @Field(key: "name_key") public var nameKey: String
    /// `restaurant`, `cafe`, `fast_food`, `pub` or `bar`.
    @Field(key: "kind") public var kind: String
    /// Lower-case OpenStreetMap cuisine values, `;`-separated (`pizza;italian`).
    @Field(key: "cuisines") public var cuisines: String
    @Field(key: "address") public var address: String
    @Field(key: "lat") public var latitude: Double
    @Field(key: "lon") public var longitude: Double
    /// ISO 3166-1 alpha-2 when known.
    @OptionalField(key: "country") public var country: String?
    @OptionalField(key: "phone") public var phone: String?
    @OptionalField(key: "website") public var website: String?
    /// OpenStreetMap `opening_hours` syntax, as given.
    @OptionalField(key: "opening_hours") public var openingHours: String?
    /// `vegetarian;vegan;gluten_free…` where the place says it serves them.
    @Field(key: "diets") public var diets: String
    /// 1 (cheap) to 4 (expensive), when known.
    @OptionalField(key: "price_level") public var priceLevel: Int?
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}
