import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Reading suggestions: one place's, the queue a reviewer works through across places, and
/// the suggester's own with their outcome. Pages are newest first, keyset by (time, id).
extension FactSuggestions {
    /// The open suggestions to `restaurant` the viewer sees: all of them for its reviewers,
    /// otherwise only the viewer's own.
    public func open(for restaurant: UUID, viewer: Viewer) async throws -> [FactSuggestion] {
        let r = try await context.restaurantService.find(restaurant, viewer: viewer.id)
        var query = FactSuggestionRecord.query(on: context.db).filter(\.$restaurantID == restaurant).filter(\.$status == "open")
        if !Self.mayReview(r, viewer) { query = query.filter(\.$suggestedBy == viewer.id) }
        return try await query.sort(\.$createdAt).sort(\.$id).all().map { try Self.suggestion($0, r) }
    }

    /// One suggestion, to its suggester and to those who may review it; nobody else learns it exists.
    public func find(_ id: UUID, viewer: Viewer) async throws -> FactSuggestion {
        guard let record = try await FactSuggestionRecord.find(id, on: context.db),
              let r = try await context.eatsStore.restaurant(record.restaurantID),
              record.suggestedBy == viewer.id || Self.mayReview(r, viewer)
        else { throw AppError.notFound("suggestion") }
        return try Self.suggestion(record, r)
    }

    /// The open suggestions the viewer may review, across places: every one for a moderator,
    /// those to their own places for a contributor; never their own suggestions.
    public func queue(viewer: Viewer, cursor: String?, limit: Int) async throws -> SatchelAPI.Page<FactSuggestion> {
        var query = FactSuggestionRecord.query(on: context.db).filter(\.$status == "open").filter(\.$suggestedBy != viewer.id)
        if !viewer.user.isAdmin {
            query = query.join(RestaurantRecord.self, on: \FactSuggestionRecord.$restaurantID == \RestaurantRecord.$id)
                .filter(RestaurantRecord.self, \.$addedBy == viewer.id)
        }
        return try await page(query, cursor: cursor, limit: limit)
    }

    /// The viewer's own suggestions, open and reviewed.
    public func mine(viewer: Viewer, cursor: String?, limit: Int) async throws -> SatchelAPI.Page<FactSuggestion> {
        try await page(FactSuggestionRecord.query(on: context.db).filter(\.$suggestedBy == viewer.id), cursor: cursor, limit: limit)
    }

    /// How many suggestions wait for the viewer's review (the Eats menu's count).
    public func waiting(viewer: Viewer) async throws -> Int {
        var query = FactSuggestionRecord.query(on: context.db).filter(\.$status == "open").filter(\.$suggestedBy != viewer.id)
        if !viewer.user.isAdmin {
            query = query.join(RestaurantRecord.self, on: \FactSuggestionRecord.$restaurantID == \RestaurantRecord.$id)
                .filter(RestaurantRecord.self, \.$addedBy == viewer.id)
        }
        return try await query.count()
    }

    private func page(_ query: QueryBuilder<FactSuggestionRecord>, cursor text: String?, limit: Int) async throws -> SatchelAPI.Page<FactSuggestion> {
        if let after = try Cursor.decode(text) {
            query.group(.or) { or in
                or.filter(\.$createdAt < after.date).group(.and) { and in and.filter(\.$createdAt == after.date).filter(\.$id < after.id) }
            }
        }
        let rows = try await query.sort(\.$createdAt, .descending).sort(\.$id, .descending).limit(limit + 1).all()
        let shown = Array(rows.prefix(limit))
        let places = Dictionary(try await context.eatsStore.restaurants(Array(Set(shown.map(\.restaurantID)))).map { ($0.id, $0) },
                                uniquingKeysWith: { a, _ in a })
        let items = try shown.compactMap { row in try places[row.restaurantID].map { try Self.suggestion(row, $0) } }
        let next = rows.count > limit ? shown.last.map { Cursor(date: $0.createdAt, id: $0.id!).encoded } : nil
        return SatchelAPI.Page(items: items, nextCursor: next)
    }

    /// The place's facts now, for the fields `changes` names: what accepting it would replace.
    static func current(_ changes: FactChanges, _ r: RestaurantListing) -> FactChanges {
        FactChanges(openingHours: changes.openingHours.map { _ in r.facts.openingHours ?? "" },
                    website: changes.website.map { _ in r.website ?? "" },
                    phone: changes.phone.map { _ in r.phone ?? "" },
                    diets: changes.diets.map { _ in r.facts.dietList.sorted() },
                    closed: changes.closed.map { _ in r.facts.hidden })
    }

    static func suggestion(_ row: FactSuggestionRecord, _ r: RestaurantListing) throws -> FactSuggestion {
        let changes = try JSONDecoder().decode(FactChanges.self, from: Data(row.changes.utf8))
        return FactSuggestion(id: try row.requireID(), restaurantId: row.restaurantID, restaurantName: r.name, suggestedBy: row.suggestedBy,
                              changes: changes, current: current(changes, r), note: row.note, status: row.status, version: row.version,
                              createdAt: row.createdAt, reviewedAt: row.reviewedAt)
    }

    /// Whether an accepted suggestion closed `restaurant` for good: then its hidden flag is not
    /// moderation's to lift.
    static func closedForGood(_ restaurant: UUID, on db: any Database) async throws -> Bool {
        try await FactSuggestionRecord.query(on: db).filter(\.$restaurantID == restaurant).filter(\.$status == "accepted").all()
            .contains { (try? JSONDecoder().decode(FactChanges.self, from: Data($0.changes.utf8)))?.closed == true }
    }
}
