/// The orders a list's wishes can be read in (`?sort=` on a list and on a public registry).
public enum ListSort: String, Codable, Sendable, CaseIterable {
    /// The owner's order (the default).
    case position
    case name
    /// Cheapest first in the list's shown currency (the one most of its prices are in), then
    /// prices in other currencies, then wishes without a price.
    case price
    /// High, normal, low.
    case priority
    /// Newest first.
    case added
}
