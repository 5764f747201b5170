import Foundation
import SatchelAPI

extension SatchelClient {
    /// Your reading journey: every loan of every library card you have used.
    public nonisolated var journey: JourneyClient { JourneyClient(client: self) }
}

/// `client.journey`: `GET` and `DELETE /api/v1/library/journey`.
public struct JourneyClient: Sendable {
    let client: SatchelClient

    /// One page of loans, the latest first, from `cursor` (the previous page's `nextCursor`).
    public func page(cursor: String? = nil) async throws -> ReadingJourney {
        try await client.send(JourneyRoute.journey, query: cursor.map { [("cursor", $0)] } ?? [])
    }

    /// Every loan, all pages.
    public func all() async throws -> [JourneyItem] {
        var items: [JourneyItem] = []
        var cursor: String?
        repeat {
            let page = try await page(cursor: cursor)
            items += page.items
            cursor = page.nextCursor
        } while cursor != nil
        return items
    }

    /// Removes every loan so far from the journey (the library keeps its own records); with
    /// `notes` and `ratings`, your highlights and notes and your ratings go too.
    public func deleteAll(notes: Bool = false, ratings: Bool = false) async throws {
        try await client.sendEmpty(JourneyRoute.deleteJourney, query: [("notes", notes ? "true" : "false"), ("ratings", ratings ? "true" : "false")])
    }

    /// Removes one loan from the journey.
    public func delete(loan: UUID) async throws {
        try await client.sendEmpty(JourneyRoute.deleteJourneyItem(loan))
    }
}
