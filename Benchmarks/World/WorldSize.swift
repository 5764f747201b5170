import SatchelCore

/// How much a generated world holds: a city of 100,000 people by default (issue 25), scaled
/// down for tests. Every count is a target the generator meets exactly unless it says otherwise.
public struct WorldSize: Sendable, Equatable {
    public var people = 100_000
    /// Median friends per person; the tail reaches `maxFriends` (log-normal degrees).
    public var medianFriends = 30
    public var maxFriends = 1_000
    public var wishes = 1_000_000
    public var wishLists = 200_000
    public var reservations = 300_000
    public var pledges = 50_000
    public var fundings = 20_000
    public var donations = 200_000
    public var notifications = 2_000_000
    public var reminders = 1_000_000
    public var placeReminders = 300_000
    /// Shops and amenities imported for "any pharmacy" (`spot_errand_places`), around the cities people live in.
    public var errandPlaces = 50_000
    public var restaurants = 1_000_000
    public var dishes = 300_000
    public var ratings = 3_000_000
    public var reviews = 500_000
    public var reviewVotes = 1_000_000
    public var libraries = 2
    public var pastLoans = 500_000
    public var currentLoans = 50_000
    public var holds = 50_000

    public init() {}

    /// Every count times `factor` (at least one of each; friends stay as in a city, capped by
    /// the people there are).
    public func scaled(by factor: Double) -> WorldSize {
        func scale(_ n: Int) -> Int { max(1, Int((Double(n) * factor).rounded())) }
        var size = self
        size.people = max(2, scale(people))
        size.maxFriends = min(maxFriends, size.people - 1)
        size.medianFriends = min(medianFriends, max(1, size.maxFriends / 4))
        size.wishes = scale(wishes)
        size.wishLists = scale(wishLists)
        size.reservations = scale(reservations)
        size.pledges = scale(pledges)
        size.fundings = scale(fundings)
        size.donations = scale(donations)
        size.notifications = scale(notifications)
        size.reminders = scale(reminders)
        size.placeReminders = min(size.reminders, scale(placeReminders))
        size.errandPlaces = scale(errandPlaces)
        size.restaurants = scale(restaurants)
        size.dishes = scale(dishes)
        size.ratings = scale(ratings)
        size.reviews = scale(reviews)
        size.reviewVotes = scale(reviewVotes)
        size.pastLoans = scale(pastLoans)
        size.currentLoans = scale(currentLoans)
        size.holds = scale(holds)
        return size
    }
}
