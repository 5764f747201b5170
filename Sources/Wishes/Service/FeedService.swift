import Fluent
import SQLKit
import FluentSQL
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
        let rows = try await FundingData.withWishes(ids: page.map(\.funding), db: context.sql)
        let rendered = try await context.funding.render(data: rows.map(\.0), viewer: viewer, wishes: rows.map(\.1),
                                                       donorsShown: FundingService.donorsOnCards)
        let items = Dictionary(uniqueKeysWithValues: rendered.map { ($0.wish.id, $0) })
        let people = try await context.friends.people(ids: Array(Set(page.compactMap(\.actor))), viewer: viewer)
        let feedItems = page.compactMap { entry -> FeedItem? in
            guard let item = items[entry.wish] else { return nil }
            return FeedItem(kind: entry.kind, at: entry.at, actor: entry.actor.flatMap { people[$0] }, amount: entry.amount, item: item)
        }
        let next = entries.count > limit ? page.last.map { Cursor(date: $0.at, id: $0.id).encoded } : nil
        return SatchelAPI.Page(items: feedItems, nextCursor: next)
    }

    /// The latest news of every friend's funding wish the viewer may see and has not hidden, in
    /// one statement: friends, hides and circles are joined there, funding wishes are found by
    /// their owner (not through every wish a friend has), and only each wish's newest confirmed
    /// gift is read (not every donation).
    func news(viewer: UUID) async throws -> [Entry] {
        let sql = context.sql
        let rows = try await sql.raw("""
            WITH friends(id) AS (
                SELECT CASE WHEN requester_id = \(bind: viewer) THEN addressee_id ELSE requester_id END
                FROM \(ident: Friendship.schema) WHERE status = \(bind: Friendship.Status.accepted.rawValue)
                    AND (requester_id = \(bind: viewer) OR addressee_id = \(bind: viewer)))
            SELECT f.id, f.wish_id, f.owner_id, f.created_at, f.funded_at, d.id AS donation_id, d.donor_id, d.anonymous,
                   d.amount_minor, d.currency, COALESCE(d.confirmed_at, d.created_at) AS donated_at
            FROM friends
            JOIN \(ident: FundingRecord.schema) f ON f.owner_id = friends.id
            LEFT JOIN \(ident: DonationRecord.schema) d ON d.id = (
                SELECT x.id FROM \(ident: DonationRecord.schema) x
                WHERE x.funding_id = f.id AND x.state = \(bind: DonationRecord.State.confirmed.rawValue)
                ORDER BY COALESCE(x.confirmed_at, x.created_at) DESC, x.id DESC LIMIT 1)
            WHERE NOT EXISTS (SELECT 1 FROM \(ident: FeedHideRecord.schema) h WHERE h.user_id = \(bind: viewer)
                    AND (h.wish_id = f.wish_id OR h.person_id = f.owner_id))
              AND ((f.recipient_id = \(bind: viewer) AND f.state = \(bind: FundingRecord.State.funded.rawValue))
                OR ((f.recipient_id IS NULL OR f.recipient_id <> \(bind: viewer))
                    AND (f.audience = \(bind: FundingRecord.Audience.friends.rawValue)
                      OR (f.audience = \(bind: FundingRecord.Audience.circles.rawValue) AND EXISTS (
                          SELECT 1 FROM \(ident: FundingCircleRecord.schema) c
                          JOIN \(ident: CircleMember.schema) m ON m.circle_id = c.circle_id
                          WHERE c.funding_id = f.id AND m.member_id = \(bind: viewer))))))
            """).all()
        return try rows.map { row in
            let funding = try row.decode(column: "id", as: UUID.self)
            let wish = try row.decode(column: "wish_id", as: UUID.self)
            var latest = Entry(kind: "new_wish", at: try row.decode(column: "created_at", as: Date.self), id: funding,
                               funding: funding, wish: wish, actor: try row.decode(column: "owner_id", as: UUID.self), amount: nil)
            if let funded = try row.decode(column: "funded_at", as: Date?.self) {
                let entry = Entry(kind: "funded", at: funded, id: wish, funding: funding, wish: wish, actor: nil, amount: nil)
                if entry.isNewer(than: latest) { latest = entry }
            }
            if let donation = try row.decode(column: "donation_id", as: UUID?.self) {
                let donor = try row.decode(column: "donor_id", as: UUID?.self)
                let anonymous = try row.decode(column: "anonymous", as: Bool.self)
                let entry = Entry(kind: "donation", at: try row.decode(column: "donated_at", as: Date.self), id: donation,
                                  funding: funding, wish: wish, actor: anonymous && donor != viewer ? nil : donor,
                                  amount: Price(amount: try row.decode(column: "amount_minor", as: Int.self),
                                                currency: try row.decode(column: "currency", as: String.self)))
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
        try await render(try await FeedHideRecord.query(on: context.db).filter(\.$user.$id == viewer)
            .sort(\.$createdAt, .descending).all(), viewer: viewer)
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
