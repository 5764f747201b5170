import Foundation
import SatchelAPI

extension SatchelClient {
    /// Suggested fixes to places' facts (the API's `eats` tag, `…/suggestions`).
    public nonisolated var factSuggestions: FactSuggestionsClient { FactSuggestionsClient(client: self) }
}

/// `client.factSuggestions`: suggesting a change to a restaurant's facts and reviewing them.
public struct FactSuggestionsClient: Sendable {
    let client: SatchelClient

    /// Suggests the facts in `draft` (only what differs from the place is kept; nothing new is a 422).
    public func suggest(_ restaurant: UUID, _ draft: FactSuggestionDraft) async throws -> FactSuggestion {
        try await client.send(FactSuggestionRoute.suggest(restaurant: restaurant), body: draft)
    }
    /// The place's open suggestions the signed-in person sees: all to its reviewers, else their own.
    public func open(at restaurant: UUID) async throws -> [FactSuggestion] {
        let page: Page<FactSuggestion> = try await client.send(FactSuggestionRoute.placeSuggestions(restaurant: restaurant))
        return page.items
    }
    /// Every open suggestion the signed-in person may review, across places, newest first, page by page.
    public func queue(pageSize: Int = 50) -> AsyncThrowingStream<FactSuggestion, any Error> {
        client.pages(FactSuggestionRoute.queue, query: [], pageSize: pageSize)
    }
    /// The signed-in person's own suggestions with their outcome, newest first, page by page.
    public func mine(pageSize: Int = 50) -> AsyncThrowingStream<FactSuggestion, any Error> {
        client.pages(FactSuggestionRoute.mine, query: [], pageSize: pageSize)
    }
    public func suggestion(_ id: UUID) async throws -> FactSuggestion { try await client.send(FactSuggestionRoute.suggestion(id)) }
    /// Accepts the suggestion as read at `version` (its `version`; nil: whatever it is now).
    public func accept(_ id: UUID, at version: Int? = nil) async throws -> FactSuggestion {
        try await client.send(FactSuggestionRoute.accept(id), version: version)
    }
    public func refuse(_ id: UUID, at version: Int? = nil) async throws -> FactSuggestion {
        try await client.send(FactSuggestionRoute.refuse(id), version: version)
    }
}
