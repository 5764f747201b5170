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

    struct Entry {
        var kind: String
        var at: Date
        var id: UUID
        var funding: FundingRecord
        var actor: UUID?
        var amount: Price?
    }

    public func feed(viewer: UUID, cursor: Cursor?, limit: Int) async throws -> SatchelAPI.Page<FeedItem> {
        let visible = try await visibleFundings(viewer: viewer)
        let fundings = visible.map(\.funding)
        guard !fundings.isEmpty else { return SatchelAPI.Page(items: [], nextCursor: nil) }
        let byID = Dictionary(uniqueKeysWithValues: fundings.map { ($0.id!, $0) })
        let wishOf = Dictionary(uniqueKeysWithValues: visible.map { ($0.wish.id!, $0.wish) })
        let ownerOf = wishOf.mapValues { $0.$owner.id }
        var entries: [Entry] = []
        for funding in fundings {
            entries.append(Entry(kind: "new_wish", at: funding.createdAt, id: funding.id!, funding: funding,
                                 actor: ownerOf[funding.$wish.id], amount: nil))
            if let funded = funding.fundedAt {
                entries.append(Entry(kind: "funded", at: funded, id: funding.$wish.id, funding: funding, actor: nil, amount: nil))
            }
        }
        // The confirmed gifts make the news; the viewer's own are shown on their cards too.
        let read = try await DonationRecord.query(on: context.db).filter(\.$funding.$id ~~ Array(byID.keys))
            .group(.or) { $0.filter(\.$state == .confirmed).filter(\.$donor.$id == viewer) }.all()
        for donation in read where donation.state == .confirmed {
            guard let funding = byID[donation.$funding.id] else { continue }
            entries.append(Entry(kind: "donation", at: donation.confirmedAt ?? donation.createdAt, id: donation.id!,
                                 funding: funding, actor: donation.anonymous && donation.$donor.id != viewer ? nil : donation.$donor.id,
                                 amount: Price(amount: donation.amountMinor, currency: donation.currency)))
        }
        // One item per wish: its latest news. A wish three friends gave to is one card, not four.
        var latest: [UUID: Entry] = [:]
        for entry in entries {
            let key = entry.funding.$wish.id
            if let kept = latest[key], (kept.at, kept.id.uuidString) >= (entry.at, entry.id.uuidString) { continue }
            latest[key] = entry
        }
        entries = Array(latest.values)
        entries.sort { ($0.at, $0.id.uuidString) > ($1.at, $1.id.uuidString) }
        if let cursor {
            // Entry ids are unique (funding, wish or donation ids): continue right after it.
            if let index = entries.firstIndex(where: { $0.id == cursor.id }) {
                entries = Array(entries[(index + 1)...])
            } else {
                entries = entries.filter { ($0.at, $0.id.uuidString) < (cursor.date, cursor.id.uuidString) }
            }
        }
        let page = Array(entries.prefix(limit))
        let shown = Array(Set(page.map { $0.funding.id! })).compactMap { byID[$0] }
        let rendered = try await context.funding.render(shown, viewer: viewer, wishes: shown.compactMap { wishOf[$0.$wish.id] },
                                                        donations: read.filter { d in shown.contains { $0.id == d.$funding.id } })
        let items = Dictionary(uniqueKeysWithValues: rendered.map { ($0.wish.id, $0) })
        let people = try await context.friends.people(ids: Array(Set(page.compactMap(\.actor))), viewer: viewer)
        let feedItems = page.compactMap { entry -> FeedItem? in
            guard let item = items[entry.funding.$wish.id] else { return nil }
            return FeedItem(kind: entry.kind, at: entry.at, actor: entry.actor.flatMap { people[$0] }, amount: entry.amount, item: item)
        }
        let next = entries.count > limit ? page.last.map { Cursor(date: $0.at, id: $0.id).encoded } : nil
        return SatchelAPI.Page(items: feedItems, nextCursor: next)
    }

    /// Friends' funding wishes the viewer may see and has not hidden.
    /// Friends' funding wishes the viewer may see and has not hidden, with their wishes.
    func visibleFundings(viewer: UUID) async throws -> [(funding: FundingRecord, wish: WishRecord)] {
        let friends = try await context.friends.friendIDs(of: viewer)
        guard !friends.isEmpty else { return [] }
        // What the viewer hid (a wish, or everything of a person) is left out by the same read.
        let rows = try await FundingRecord.query(on: context.db)
            .join(WishRecord.self, on: \FundingRecord.$wish.$id == \WishRecord.$id)
            .filter(WishRecord.self, \.$owner.$id ~~ friends)
            .filter(.sql(SQLQueryString("""
                NOT EXISTS (SELECT 1 FROM \(ident: FeedHideRecord.schema) h WHERE h.user_id = \(bind: viewer)
                    AND (h.wish_id = \(ident: WishRecord.schema).id OR h.person_id = \(ident: WishRecord.schema).owner_id))
                """))).all()
        // Circles matter only for wishes shown to circles.
        let forCircles = rows.filter { $0.audience == .circles }
        var myCircles = Set<UUID>()
        var circlesOf: [UUID: [FundingCircleRecord]] = [:]
        if !forCircles.isEmpty {
            myCircles = Set(try await CircleMember.query(on: context.db).filter(\.$member.$id == viewer).all().map { $0.$circle.id })
            circlesOf = Dictionary(grouping: try await FundingCircleRecord.query(on: context.db).filter(\.$funding.$id ~~ forCircles.map { $0.id! }).all(),
                                   by: { $0.$funding.id })
        }
        return try rows.filter { funding in
            if funding.$recipient.id == viewer { return funding.state == .funded }
            switch funding.audience {
            case .private: return false
            case .friends: return true
            case .circles: return (circlesOf[funding.id!] ?? []).contains { myCircles.contains($0.circleID) }
            }
        }.map { ($0, try $0.joined(WishRecord.self)) }
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
