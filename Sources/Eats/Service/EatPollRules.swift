import Foundation
import SatchelAPI
import SatchelCore

/// The rules of a "Where shall we eat?" poll that need no database: limits, the winner and
/// the winner's hours on the poll's day.
enum EatPollRules {
    static let titleLength = 1...120
    static let candidates = 2...20
    static let invitees = 1...100
    /// A deadline at most this far ahead.
    static let longestWait: TimeInterval = 366 * 86_400

    /// One candidate's standing when the poll closes.
    struct Standing: Equatable {
        var id: UUID
        var nameKey: String
        var yes: Int
        /// The place's rating from its dishes' rankings (`DishRanking.restaurantPrior`).
        var ranking: Double
    }

    /// Most yes wins; a tie goes to the better-ranked place, then to the name first in
    /// alphabetical order (then the id), so every process picks the same one.
    static func winner(_ standings: [Standing]) -> UUID? {
        standings.min { a, b in
            if a.yes != b.yes { return a.yes > b.yes }
            if a.ranking != b.ranking { return a.ranking > b.ranking }
            return (a.nameKey, a.id.uuidString) < (b.nameKey, b.id.uuidString)
        }?.id
    }

    /// The place's open spans on the day `date` falls on where it is ("18:00–23:00"): empty when
    /// closed that day, nil when its hours are unknown.
    static func hours(_ text: String?, on date: Date, timeZone: String) -> [String]? {
        guard let text, let hours = OpeningHours(text), let zone = TimeZone(identifier: timeZone) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let weekday = (calendar.component(.weekday, from: date) + 5) % 7 // 0 = Monday
        return hours.days[weekday].filter { $0.upperBound > $0.lowerBound }
            .map { OpeningText.clock($0.lowerBound) + "–" + OpeningText.clock($0.upperBound) }
    }
}
