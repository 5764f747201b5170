import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// What searches filter and sort a restaurant by: where it is, its name's sort key, cuisines,
/// diets, price, hours and rating totals, and who may see it. The nearby index keeps these
/// (compactly) for every restaurant; a list's page reads the rest of its rows by id.
public struct RestaurantFacts: Sendable, Equatable {
    public var id: UUID
    public var latitude: Double
    public var longitude: Double
    public var nameKey: String
    /// `;`-separated, as stored.
    public var cuisines: String
    public var diets: String
    public var openingHours: String?
    public var timeZone: String
    public var priceLevel: Int?
    public var ratingSum: Int
    public var ratingCount: Int
    public var hidden: Bool
    public var addedBy: UUID?

    public var cuisineList: [String] { cuisines.split(separator: ";").map(String.init) }
    public var dietList: [String] { diets.split(separator: ";").map(String.init) }
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }

    /// Whether it is open at `date` in its own time zone; nil when its hours are unknown.
    public func isOpen(at date: Date) -> Bool? {
        guard let text = openingHours, let hours = OpeningHours(text), let zone = TimeZone(identifier: timeZone) else { return nil }
        return hours.isOpen(at: date, in: zone)
    }

    /// The columns `init(row:)` reads.
    static let columns = ["id", "name_key", "cuisines", "lat", "lon", "time_zone", "opening_hours", "diets", "price_level",
                          "rating_sum", "rating_count", "hidden", "added_by"]

    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        nameKey = try row.decode(column: "name_key", as: String.self)
        cuisines = try row.decode(column: "cuisines", as: String.self)
        latitude = try row.decode(column: "lat", as: Double.self)
        longitude = try row.decode(column: "lon", as: Double.self)
        timeZone = try row.decode(column: "time_zone", as: String.self)
        openingHours = try row.decode(column: "opening_hours", as: String?.self)
        diets = try row.decode(column: "diets", as: String.self)
        priceLevel = try row.decode(column: "price_level", as: Int?.self)
        ratingSum = try row.decode(column: "rating_sum", as: Int.self)
        ratingCount = try row.decode(column: "rating_count", as: Int.self)
        hidden = try row.decode(column: "hidden", as: Bool.self)
        addedBy = try row.decode(column: "added_by", as: UUID?.self)
    }

    public init(id: UUID, latitude: Double, longitude: Double, nameKey: String, cuisines: String, diets: String, openingHours: String?,
                timeZone: String, priceLevel: Int?, ratingSum: Int, ratingCount: Int, hidden: Bool, addedBy: UUID?) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
        self.nameKey = nameKey
        self.cuisines = cuisines
        self.diets = diets
        self.openingHours = openingHours
        self.timeZone = timeZone
        self.priceLevel = priceLevel
        self.ratingSum = ratingSum
        self.ratingCount = ratingCount
        self.hidden = hidden
        self.addedBy = addedBy
    }
}

extension RestaurantListing {
    /// What searches filter and sort it by.
    public var facts: RestaurantFacts {
        RestaurantFacts(id: id, latitude: latitude, longitude: longitude, nameKey: nameKey, cuisines: cuisines, diets: diets,
                        openingHours: openingHours, timeZone: timeZone, priceLevel: priceLevel, ratingSum: ratingSum,
                        ratingCount: ratingCount, hidden: hidden, addedBy: addedBy)
    }
}
