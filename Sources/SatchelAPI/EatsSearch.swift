import Foundation

/// How restaurant results are ordered.
public enum RestaurantSort: String, Codable, CaseIterable, Sendable {
    case distance, rating, name, cuisine
}

/// What a restaurant or dish search accepts: one set of limits for the server, the web app and
/// the SDK (the query parameters `near`, `radius`, `sort`, `cuisine`, `diet`, `maxPrice`, `openNow`, `openAt`,
/// `includeUnknownHours`).
public enum NearbyLimits {
    /// Metres around `near`.
    public static let radiusRange: ClosedRange<Double> = 100...50_000
    public static let defaultRadius = 2_000.0
    /// 1 (cheap) to 4 (expensive), as OpenStreetMap and most guides grade.
    public static let priceLevels: ClosedRange<Int> = 1...4
    /// The diet tags people filter by (OpenStreetMap `diet:*` keys).
    public static let diets = ["vegetarian", "vegan", "gluten_free", "halal", "kosher", "lactose_free"]
    public static let cuisineLength = 50
    /// How `openNow` is written: a program sends `true`/`false` (or `1`/`0`), a form's checkbox `on`.
    public static func openNow(_ text: String) -> Bool? {
        switch text {
        case "true", "1", "on": return true
        case "false", "0": return false
        default: return nil
        }
    }

    /// How `openAt` is written: an RFC 3339 moment with its offset ("2026-11-28T19:00:00+02:00").
    public static func openAt(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
