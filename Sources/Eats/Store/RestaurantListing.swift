import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// A restaurant as every read shows it, decoded once per row (`EatsStore`): its `facts` (what
/// searches filter and sort by, all the nearby index keeps) and what lists and its page show.
/// Search results carry it; the lists of lately shown rows keep it. Writes go through
/// `RestaurantRecord`.
public struct RestaurantListing: Sendable, Equatable, Decodable {
    public var facts: RestaurantFacts
    public var name: String
    /// `restaurant`, `cafe`, `fast_food`, `pub` or `bar`.
    public var kind: String
    public var address: String
    public var country: String?
    public var phone: String?
    public var website: String?
    /// `node/123`… for what came from OpenStreetMap; nil for restaurants people added.
    public var sourceKey: String?
    public var updatedAt: Date

    /// The columns beside the facts', named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, kind, address, country, phone, website, sourceKey = "source_key", updatedAt = "updated_at"
    }

    /// What a read of restaurants selects: the facts' columns and the ones above.
    static let columns = SQLList(RestaurantFacts.CodingKeys.allCases.map { SQLColumn($0.stringValue) }
        + CodingKeys.allCases.map { SQLColumn($0.stringValue) })

    /// One row, two parts: the facts' columns, then the rest.
    public init(from decoder: any Decoder) throws {
        facts = try RestaurantFacts(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        kind = try c.decode(String.self, forKey: .kind)
        address = try c.decode(String.self, forKey: .address)
        country = try c.decodeIfPresent(String.self, forKey: .country)
        phone = try c.decodeIfPresent(String.self, forKey: .phone)
        website = try c.decodeIfPresent(String.self, forKey: .website)
        sourceKey = try c.decodeIfPresent(String.self, forKey: .sourceKey)
        updatedAt = try c.decode(Date.self, forKey: .updatedAt)
    }

    /// A restaurant just written, as a read would show it.
    public init(_ r: RestaurantRecord) {
        facts = RestaurantFacts(r)
        name = r.name
        kind = r.kind
        address = r.address
        country = r.country
        phone = r.phone
        website = r.website
        sourceKey = r.sourceKey
        updatedAt = r.updatedAt
    }

    public var id: UUID { facts.id }
    public var nameKey: String { facts.nameKey }
    /// `;`-separated, as stored.
    public var cuisines: String { facts.cuisines }
    public var latitude: Double { facts.latitude }
    public var longitude: Double { facts.longitude }
    public var timeZone: String { facts.timeZone }
    public var openingHours: String? { facts.openingHours }
    public var diets: String { facts.diets }
    public var priceLevel: Int? { facts.priceLevel }
    public var ratingSum: Int { facts.ratingSum }
    public var ratingCount: Int { facts.ratingCount }
    public var hidden: Bool { facts.hidden }
    public var addedBy: UUID? { facts.addedBy }

    public var cuisineList: [String] { facts.cuisineList }
    public var dietList: [String] { facts.dietList }
    public var point: GeoPoint { facts.point }

    /// Open until when, or when it opens, at `date` in its own time zone; nil when its hours
    /// are unknown or cannot be read.
    public func status(at date: Date) -> OpeningStatus? {
        guard let text = openingHours, let hours = OpeningHours(text), let zone = TimeZone(identifier: timeZone) else { return nil }
        return hours.status(at: date, in: zone)
    }

    /// Whether it is open at `date` in its own time zone; nil when its hours are unknown.
    public func isOpen(at date: Date) -> Bool? { facts.isOpen(at: date) }
}
