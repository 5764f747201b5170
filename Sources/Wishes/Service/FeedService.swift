import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var feed: FeedService { FeedService(context: self) }
}

/// The feed of friends' funding wishes: new wishes, donations and funded wishes, newest first.
/// Only what the viewer may see is ever considered.
public struct FeedService: Sendable {
    let context: SatchelContext

    /// A wish's latest news: its creation, its funding, or its latest confirmed gift.
    struct Entry {
        var kind: String
        var at: Date
        var id: UUID
        var funding: UUID
        var wish: UUID
        var actor: UUID?
        var amount: Price?

        /// Newer first; ids (funding, wish or donation ids, all unique) break ties.
        func isNewer(than other: Entry) -> Bool { (at, id.uuidString) > (other.at, other.id.uuidString) }
    }

    public func feed(viewer: UUID, cursor: Cursor?, limit: Int) async throws -> SatchelAPI.Page<FeedItem> {
        // One item per wish: its latest news. A wish three friends gave to is one card, not four.
        var entries = try await news(viewer: viewer)
        entries.sort { $0.isNewer(than: $1) }
        if let cursor {
            if let index = entries.firstIndex(where: { $0.id == cursor.id }) {
                entries = Array(entries[(index + 1)...])
            } else {
                entries = entries.filter { ($0.at, $0.id.uuidString) < (cursor.date, cursor.id.uuidString) }
            }
        }
        let page = Array(entries.prefix(limit))
        guard !page.isEmpty else { return SatchelAPI.Page(items: [], nextCursor: nil) }
        // Only the page's wishes are read whole and rendered.
        let rows = try await context.fundingStore.cards(ids: page.map(\.funding))
        let rendered = try await context.funding.render(data: rows.map(\.funding), viewer: viewer, wishes: rows.map(\.wish),
                                                       donorsShown: FundingService.donorsOnCards)
        let items = Dictionary(uniqueKeysWithValues: rendered.map { ($0.wish.id, $0) })
        let people = try await context.friends.people(ids: Array(Set(page.compactMap(\.actor))), viewer: viewer)
        let feedItems = page.compactMap { entry -> FeedItem? in
            guard let item = items[entry.wish] else { return nil }
            // Only the progress shown (the total is hidden from this viewer): no gift's amount either, but their own.
            let amount = item.funding.raised == nil && entry.actor != viewer ? nil : entry.amount
            return FeedItem(kind: entry.kind, at: entry.at, actor: entry.actor.flatMap { people[$0] }, amount: amount, item: item)
        }
        let next = entries.count > limit ? page.last.map { Cursor(date: $0.at, id: $0.id).encoded } : nil
        return SatchelAPI.Page(items: feedItems, nextCursor: next)
    }

    /// The latest news of every friend's funding wish the viewer may see and has not hidden
    /// (`FundingStore.news`, one statement): its creation, its funding or its newest gift.
    func news(viewer: UUID) async throws -> [Entry] {
        try await context.fundingStore.news(viewer: viewer).map { row in
            var latest = Entry(kind: "new_wish", at: row.createdAt, id: row.fundingID, funding: row.fundingID, wish: row.wishID,
                               actor: row.ownerID, amount: nil)
            if let funded = row.fundedAt {
                let entry = Entry(kind: "funded", at: funded, id: row.wishID, funding: row.fundingID, wish: row.wishID, actor: nil, amount: nil)
                if entry.isNewer(than: latest) { latest = entry }
            }
            if let donation = row.donationID, let at = row.donatedAt, let amount = row.amountMinor, let currency = row.currency {
                let anonymous = row.anonymous ?? false
                let entry = Entry(kind: "donation", at: at, id: donation, funding: row.fundingID, wish: row.wishID,
                                  actor: anonymous && row.donorID != viewer ? nil : row.donorID,
                                  amount: Price(amount: amount, currency: currency))
                if entry.isNewer(than: latest) { latest = entry }
            }
            return latest
        }
    }

    // MARK: hiding

    public func hide(_ request: FeedHideRequest, viewer: UUID) async throws -> FeedHide {
        guard (request.wishId == nil) != (request.userId == nil) else {
            throw AppError.invalid("wishId", "feed.hide_one")
        }
        if let wish = request.wishId { _ = try await context.funding.visible(wish, viewer: viewer) }
        if let user = request.userId, !(try await context.friends.areFriends(viewer, user)) { throw AppError.notFound("user") }
        var query = FeedHideRecord.query(on: context.db).filter(\.$user.$id == viewer)
        query = request.wishId.map { query.filter(\.$wishID == $0) } ?? query.filter(\.$personID == request.userId)
        if let existing = try await query.first() { return try await render([existing], viewer: viewer)[0] }
        let record = FeedHideRecord()
        record.$user.id = viewer
        record.wishID = request.wishId
        record.personID = request.userId
        record.createdAt = context.now
        try await record.create(on: context.db)
        return try await render([record], viewer: viewer)[0]
    }

    public func unhide(_ id: UUID, viewer: UUID) async throws {
        guard let record = try await FeedHideRecord.find(id, on: context.db), record.$user.id == viewer else {
            throw AppError.notFound("hide")
        }
        try await record.delete(on: context.db)
    }

    public func hidden(viewer: UUID) async throws -> [FeedHide] {
        let rows = try await context.fundingStore.hides(of: viewer)
        let people = try await context.friends.people(ids: rows.compactMap(\.personID), viewer: viewer)
        return rows.map { row in
            FeedHide(id: row.id, wishId: row.wishID, wishName: row.wishName, person: row.personID.flatMap { people[$0] }, createdAt: row.createdAt)
        }
    }

    func render(_ rows: [FeedHideRecord], viewer: UUID) async throws -> [FeedHide] {
        let wishes = try await WishRecord.query(on: context.db).filter(\.$id ~~ rows.compactMap(\.wishID)).all()
        let names = Dictionary(uniqueKeysWithValues: wishes.map { ($0.id!, $0.name) })
        let people = try await context.friends.people(ids: rows.compactMap(\.personID), viewer: viewer)
        return rows.map { row in
            FeedHide(id: row.id!, wishId: row.wishID, wishName: row.wishID.flatMap { names[$0] },
                     person: row.personID.flatMap { people[$0] }, createdAt: row.createdAt)
        }
    }
}
