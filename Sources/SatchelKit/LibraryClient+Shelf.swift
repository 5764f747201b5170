import Foundation
import SatchelAPI

extension LibraryClient {
    /// Pauses a hold, keeping its place (on a ready hold: deliver later); exactly one of
    /// `days` (7, 14, 30, 60, 90) or `until` (`YYYY-MM-DD` in your time zone).
    public func pauseHold(_ hold: UUID, days: Int? = nil, until: String? = nil) async throws -> Hold {
        try await client.send(LibraryShelfRoute.pauseHold(hold), body: PauseRequest(days: days, until: until))
    }

    /// Ends a hold's pause now: it waits in its place again.
    public func resumeHold(_ hold: UUID) async throws -> Hold { try await client.send(LibraryShelfRoute.resumeHold(hold)) }
}

extension LibraryClient {
    /// Your loans and holds at every library, each with its library, and your cards.
    public func allShelf() async throws -> CombinedShelf { try await client.send(LibraryShelfRoute.shelf) }

    /// The library cards last signed in with your account.
    public func cards() async throws -> [LibraryCard] { try await client.send(LibraryShelfRoute.cards) }

    /// Signs out at the card's library and the card is no longer yours.
    public func forget(card: UUID) async throws { try await client.sendEmpty(LibraryShelfRoute.forgetCard(card)) }
}

extension LibraryClient {
    /// One search across your cards' libraries (`cards`) or every library (`all`).
    public func searchEverywhere(_ text: String, scope: String = "cards") async throws -> [TitleEverywhere] {
        try await client.send(LibraryShelfRoute.searchEverywhere, query: [("q", text), ("scope", scope)])
    }
}
