import Fluent
import Foundation
import SatchelCore
import SatchelGeo

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
    /// `band(latitude)`: which 0.01° latitude band it is in, the nearby index's first column.
    @Field(key: "lat_band") public var latitudeBand: Int
    /// The IANA zone of the nearest city, for reading `openingHours`.
    @Field(key: "time_zone") public var timeZone: String
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
    /// Totals over its dishes' ratings (kept with each rating change).
    @Field(key: "rating_sum") public var ratingSum: Int
    @Field(key: "rating_count") public var ratingCount: Int
    /// Hidden once reported by enough people.
    @Field(key: "hidden") public var hidden: Bool
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}

    /// A restaurant with its required fields set and nothing else known yet.
    public init(name: String, kind: String = "restaurant", at point: GeoPoint, timeZone: String = "UTC", now: Date) {
        self.name = name
        nameKey = PlaceText.fold(name)
        self.kind = kind
        cuisines = ""
        address = ""
        latitude = point.latitude
        longitude = point.longitude
        latitudeBand = Self.band(point.latitude)
        self.timeZone = timeZone
        diets = ""
        ratingSum = 0
        ratingCount = 0
        hidden = false
        createdAt = now
        updatedAt = now
    }

    /// Latitude bands are 0.01° (≈ 1.1 km) high: a 1 km search reads two or three.
    public static let bandsPerDegree = 100.0

    public static func band(_ latitude: Double) -> Int { Int((latitude * bandsPerDegree).rounded(.down)) }
}
