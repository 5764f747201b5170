import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// What searches filter and sort a restaurant by: where it is, its name's sort key, cuisines,
/// diets, price, hours and rating totals, and who may see it. The nearby index keeps these
/// (compactly) for every restaurant and loads only these columns; the rest of a restaurant's
/// row (`RestaurantListing`, which holds its facts) is read for the rows a page shows.
public struct RestaurantFacts: Sendable, Equatable, Decodable {
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

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, latitude = "lat", longitude = "lon", nameKey = "name_key", cuisines, diets, openingHours = "opening_hours"
        case timeZone = "time_zone", priceLevel = "price_level", ratingSum = "rating_sum", ratingCount = "rating_count"
        case hidden, addedBy = "added_by"
    }

    /// What a read of facts selects: exactly the columns above.
    static let columns = SQLList(CodingKeys.allCases.map { SQLColumn($0.stringValue) })

    public var cuisineList: [String] { cuisines.split(separator: ";").map(String.init) }
    public var dietList: [String] { diets.split(separator: ";").map(String.init) }
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }

    /// Whether it is open at `date` in its own time zone; nil when its hours are unknown.
    public func isOpen(at date: Date) -> Bool? {
        guard let text = openingHours, let hours = OpeningHours(text), let zone = TimeZone(identifier: timeZone) else { return nil }
        return hours.isOpen(at: date, in: zone)
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

extension RestaurantFacts {
    /// The facts of a restaurant just written.
    init(_ r: RestaurantRecord) {
        self.init(id: r.id!, latitude: r.latitude, longitude: r.longitude, nameKey: r.nameKey, cuisines: r.cuisines, diets: r.diets,
                  openingHours: r.openingHours, timeZone: r.timeZone, priceLevel: r.priceLevel, ratingSum: r.ratingSum,
                  ratingCount: r.ratingCount, hidden: r.hidden, addedBy: r.addedBy)
    }
}
