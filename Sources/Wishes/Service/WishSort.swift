import Foundation
import SatchelAPI
import SatchelCore

extension WishService {
    public typealias Sort = ListSort
}

extension ListSort {
    /// The `sort` of an API read: the default when absent, refused (422) when unknown.
    static func parse(_ text: String?) throws -> ListSort {
        guard let text else { return .position }
        guard let sort = ListSort(rawValue: text) else { throw AppError.invalid("sort", "list.sort") }
        return sort
    }

    /// A list's wishes (in the owner's order) in this order; ties keep the owner's order.
    func apply(to wishes: [WishData]) -> [WishData] {
        let ranked = wishes.enumerated().map { (offset: $0.offset, wish: $0.element) }
        func by<Key: Comparable>(_ key: (WishData) -> Key) -> [WishData] {
            ranked.sorted { (key($0.wish), $0.offset) < (key($1.wish), $1.offset) }.map(\.wish)
        }
        switch self {
        case .position: return wishes
        case .name: return by { $0.name.lowercased() }
        case .priority:
            let rank = ["high": 0, "normal": 1, "low": 2]
            return by { rank[$0.priority] ?? 1 }
        case .added:
            // Newest first: the negated instant sorts ascending.
            return by { -$0.createdAt.timeIntervalSince1970 }
        case .price:
            // No exchange rates: prices compare only within a currency, so the list's shown
            // currency comes first, other currencies after it (by code), unpriced last.
            let shown = Self.shownCurrency(of: wishes)
            return by { wish -> PriceKey in
                guard let amount = wish.priceMinor, let currency = wish.currency else { return PriceKey(group: 2, currency: "", amount: 0) }
                return PriceKey(group: currency == shown ? 0 : 1, currency: currency, amount: amount)
            }
        }
    }

    /// The currency most of the list's prices are in (ties: the first by code).
    static func shownCurrency(of wishes: [WishData]) -> String? {
        let counts = Dictionary(wishes.compactMap { $0.priceMinor == nil ? nil : $0.currency }.map { ($0, 1) }, uniquingKeysWith: +)
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.first?.key
    }
}

/// Where a wish falls when sorting by price.
struct PriceKey: Comparable {
    let group: Int
    let currency: String
    let amount: Int

    static func < (a: PriceKey, b: PriceKey) -> Bool { (a.group, a.currency, a.amount) < (b.group, b.currency, b.amount) }
}
