import Foundation

/// A place offered while typing: a city from the gazetteer, one of the user's saved places,
/// or (from apps that have them) a restaurant.
public struct PlaceSuggestion: Codable, Sendable, Equatable {
    /// Stable per source: `geonames:2643743`, `saved:<uuid>`.
    public var id: String
    public var name: String
    /// What to show: "London, United Kingdom" ("Springfield, IL, United States").
    public var label: String
    /// `city`, `saved`, `restaurant` or `errand` (a shop or amenity Spots imported).
    public var kind: String
    public var latitude: Double
    public var longitude: Double
    /// ISO 3166-1 alpha-2, when known.
    public var country: String?
    public var population: Int?
    /// An IANA time zone, when known.
    public var timeZone: String?
    /// Metres from the `near` point of the search, when one was given.
    public var distance: Double?

    public init(id: String, name: String, label: String, kind: String, latitude: Double, longitude: Double,
                country: String? = nil, population: Int? = nil, timeZone: String? = nil, distance: Double? = nil) {
        self.id = id
        self.name = name
        self.label = label
        self.kind = kind
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.population = population
        self.timeZone = timeZone
        self.distance = distance
    }
}

/// What a spot on the map is called, from what Satchel knows near it: "near Kungsträdgården,
/// Stockholm", "near Stockholm", or the city itself when the spot is in its middle.
public struct PlaceName: Codable, Sendable, Equatable {
    /// What to show (and what a reminder's place name becomes).
    public var label: String
    /// The known place nearest the spot (a saved place, a restaurant), when one is close.
    public var near: PlaceSuggestion?
    /// The nearest city in the gazetteer.
    public var city: String?
    public var country: String?

    public init(label: String, near: PlaceSuggestion? = nil, city: String? = nil, country: String? = nil) {
        self.label = label
        self.near = near
        self.city = city
        self.country = country
    }
}
