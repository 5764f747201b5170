import Foundation
import SatchelAPI

extension SatchelClient {
    /// "Where shall we eat?" polls (the API's `eat-polls` tag).
    public nonisolated var eatPolls: EatPollsClient { EatPollsClient(client: self) }
}

/// `client.eatPolls`: every operation of the API's `eat-polls` tag.
public struct EatPollsClient: Sendable {
    let client: SatchelClient

    /// The polls the signed-in person is in: open ones first.
    public func mine() async throws -> [EatPoll] { try await client.send(EatPollRoute.polls) }
    public func create(_ draft: EatPollDraft) async throws -> EatPoll { try await client.send(EatPollRoute.createPoll, body: draft) }
    public func poll(_ id: UUID) async throws -> EatPoll { try await client.send(EatPollRoute.poll(id)) }
    /// Says yes to exactly `places` (the person's whole yes-set; an empty one takes every yes back).
    public func vote(_ id: UUID, yes places: [UUID]) async throws -> EatPoll {
        try await client.send(EatPollRoute.vote(id), body: EatPollVotes(restaurantIds: places))
    }
    /// Ends voting now (the creator only): the poll comes back decided.
    public func close(_ id: UUID) async throws -> EatPoll { try await client.send(EatPollRoute.close(id)) }
}
