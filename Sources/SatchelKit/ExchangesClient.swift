import Foundation
import SatchelAPI

extension SatchelClient {
    /// Secret Santa draws (the API's `exchanges` tag).
    public nonisolated var exchanges: ExchangesClient { ExchangesClient(client: self) }
}

/// `client.exchanges`: every operation of the API's `exchanges` tag. The server sends a pair
/// only to its giver (`assignment`), so nothing here can show anyone else's.
public struct ExchangesClient: Sendable {
    let client: SatchelClient

    public func mine() async throws -> [Exchange] { try await client.send(ExchangeRoute.exchanges) }
    public func create(_ draft: ExchangeDraft) async throws -> Exchange { try await client.send(ExchangeRoute.createExchange, body: draft) }
    public func exchange(_ id: UUID) async throws -> Exchange { try await client.send(ExchangeRoute.exchange(id)) }
    /// Changes the name, budget and day (and, before the draw, the rules). With `version` (the
    /// copy's `Exchange.version`), refused with a 412 if the exchange moved on since.
    public func update(_ id: UUID, _ change: ExchangeChange, editing version: Int? = nil) async throws -> Exchange {
        try await client.send(ExchangeRoute.updateExchange(id), body: change, version: version)
    }
    /// Adds friends (the organiser); after the draw each steps into one pair.
    public func add(_ users: [UUID], to id: UUID) async throws -> Exchange {
        try await client.send(ExchangeRoute.addParticipants(id), body: ExchangeNewParticipants(userIds: users))
    }
    /// Draws names (the organiser); a `SatchelError` with the field `exclusions` says why none exists.
    public func draw(_ id: UUID) async throws -> Exchange { try await client.send(ExchangeRoute.draw(id)) }
    public func leave(_ id: UUID) async throws { try await client.sendEmpty(ExchangeRoute.leave(id)) }
    public func remove(_ user: UUID, from id: UUID) async throws -> Exchange {
        try await client.send(ExchangeRoute.removeParticipant(exchange: id, user: user))
    }
    /// Whom the signed-in person gives to; reading it tells the organiser they have looked.
    public func assignment(_ id: UUID) async throws -> ExchangeAssignment { try await client.send(ExchangeRoute.assignment(id)) }
    public func linkList(_ list: UUID?, to id: UUID) async throws -> Exchange {
        try await client.send(ExchangeRoute.linkList(id), body: ExchangeListLink(listId: list))
    }
    public func questions(_ id: UUID) async throws -> [ExchangeQuestion] { try await client.send(ExchangeRoute.questions(id)) }
    public func ask(_ id: UUID, _ text: String) async throws -> ExchangeQuestion {
        try await client.send(ExchangeRoute.ask(id), body: ExchangeMessage(text: text))
    }
    public func answer(_ question: UUID, in id: UUID, _ text: String) async throws -> ExchangeQuestion {
        try await client.send(ExchangeRoute.answer(exchange: id, question: question), body: ExchangeMessage(text: text))
    }
}
