import Foundation

extension Date {
    /// The instant in ISO 8601, UTC, to the second ("2027-01-15T08:00:00Z"): `<time datetime>`,
    /// feeds. A format style rather than `ISO8601DateFormatter()`, which builds an ICU formatter
    /// on every call (a fifth of the home page's time with five notifications).
    public var iso8601: String { formatted(.iso8601) }
}
