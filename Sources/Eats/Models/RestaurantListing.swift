import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// What a list of restaurants shows of one, as a value: search results carry them (the nearby
/// index keeps only their `facts`).
public struct RestaurantListing: Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var nameKey: String
    public var kind: String
    /// `;`-separated, as stored.
    public var cuisines: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    public var timeZone: String
    public var openingHours: String?
    public var diets: String
    public var priceLevel: Int?
    public var ratingSum: Int
    public var ratingCount: Int
    public var hidden: Bool
    public var addedBy: UUID?
    public var updatedAt: Date

    public var cuisineList: [String] { facts.cuisineList }
    public var dietList: [String] { facts.dietList }
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }

    /// Open until when, or when it opens, at `date` in its own time zone; nil when its hours
    /// are unknown or cannot be read.
    public func status(at date: Date) -> OpeningStatus? {
        guard let text = openingHours, let hours = OpeningHours(text), let zone = TimeZone(identifier: timeZone) else { return nil }
        return hours.status(at: date, in: zone)
    }

    /// Whether it is open at `date` in its own time zone; nil when its hours are unknown.
    public func isOpen(at date: Date) -> Bool? { facts.isOpen(at: date) }

    public init(_ r: RestaurantRecord) {
        id = r.id!
        name = r.name
        nameKey = r.nameKey
        kind = r.kind
        cuisines = r.cuisines
        address = r.address
        latitude = r.latitude
        longitude = r.longitude
        timeZone = r.timeZone
        openingHours = r.openingHours
        diets = r.diets
        priceLevel = r.priceLevel
        ratingSum = r.ratingSum
        ratingCount = r.ratingCount
        hidden = r.hidden
        addedBy = r.addedBy
        updatedAt = r.updatedAt
    }

    /// The columns `init(row:)` reads.
    static let columns = ["id", "name", "name_key", "kind", "cuisines", "address", "lat", "lon", "time_zone", "opening_hours",
                          "diets", "price_level", "rating_sum", "rating_count", "hidden", "added_by", "updated_at"]

    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        name = try row.decode(column: "name", as: String.self)
        nameKey = try row.decode(column: "name_key", as: String.self)
        kind = try row.decode(column: "kind", as: String.self)
        cuisines = try row.decode(column: "cuisines", as: String.self)
        address = try row.decode(column: "address", as: String.self)
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
        updatedAt = try row.decode(column: "updated_at", as: Date.self)
    }
}
