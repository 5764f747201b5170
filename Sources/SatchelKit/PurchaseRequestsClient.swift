import Foundation
import SatchelAPI

extension SatchelClient {
    /// Asking a library to buy a book, and (staff) deciding.
    public nonisolated var purchaseRequests: PurchaseRequestsClient { PurchaseRequestsClient(client: self) }
}

public struct PurchaseRequestsClient: Sendable {
    let client: SatchelClient

    /// The viewer's requests at the library, open ones first.
    public func mine(_ library: UUID) async throws -> [PurchaseRequest] {
        try await client.send(PurchaseRequestRoute.requests(library: library))
    }
    /// Needs the viewer signed in to the library with their card.
    @discardableResult
    public func ask(_ library: UUID, _ input: PurchaseRequestInput) async throws -> PurchaseRequest {
        try await client.send(PurchaseRequestRoute.createRequest(library: library), body: input)
    }
    public func withdraw(_ request: UUID) async throws {
        try await client.sendEmpty(PurchaseRequestRoute.withdrawRequest(request))
    }

    // Staff
    /// Open requests grouped by book, most asked first.
    public func groups(_ library: UUID) async throws -> [PurchaseRequestGroup] {
        try await client.send(PurchaseRequestRoute.staffRequests(library: library))
    }
    @discardableResult
    public func bought(_ library: UUID, matchKey: String, title: UUID) async throws -> PurchaseDecision {
        try await client.send(PurchaseRequestRoute.bought(library: library), body: PurchaseBought(matchKey: matchKey, titleId: title))
    }
    @discardableResult
    public func declined(_ library: UUID, matchKey: String, reason: String) async throws -> PurchaseDecision {
        try await client.send(PurchaseRequestRoute.declined(library: library), body: PurchaseDeclined(matchKey: matchKey, reason: reason))
    }
}
