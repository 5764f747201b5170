import Eats
import Library
import SatchelCore
import Spots
import Wishes

/// Each app's part of a generated world, in the order of the server's modules: the platform's
/// notifications; lists, wishes, shares, reservations, pledges and comments, then the fundings
/// of the funding wishes among them; shops and amenities, then reminders; restaurants, dishes, ratings, reviews and votes
/// (a server loads its nearby index from the table on first use); libraries, their catalogue,
/// cards, loans and holds.
enum WorldParts {
    /// The parts `generate` runs (each a `GeneratedWorld.part`), and the people before them:
    /// the progress line's total. A test runs a world and checks it.
    static let count = 12

    static func generate(_ world: GeneratedWorld) async throws {
        try await CoreWorld.notifications(world)
        let fundable = try await WishesWorld.generate(world)
        try await FundingWorld.generate(world, wishes: fundable)
        try await SpotsWorld.generate(world)
        try await EatsWorld.generate(world)
        try await LibraryWorld.generate(world)
    }
}
