import Foundation
import SatchelAPI
import SatchelCore

/// Eats' part of "download my data": the polls you set up, as you see them (places, tallies,
/// the chosen one), and your own yes votes in every poll you are in.
struct EatsExport: Codable, Sendable {
    var polls: [SatchelAPI.EatPoll]
    var pollVotes: [EatPollService.OwnVotes]

    static func make(user: UUID, context: SatchelContext) async throws -> EatsExport {
        let polls = context.eatPolls
        return EatsExport(polls: try await polls.created(by: user), pollVotes: try await polls.votes(of: user))
    }
}
