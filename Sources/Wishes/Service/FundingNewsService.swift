import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var fundingNews: FundingNewsService { FundingNewsService(context: self) }
}

/// An organiser's news to a collection's givers (issue 41): members are told through the shared
/// inbox, guests find it on their receipt; everyone who may see the collection reads it there.
/// The news says nothing of who gave: each giver is told alone.
public struct FundingNewsService: Sendable {
    let context: SatchelContext

    static let bodyLength = 1...1000

    /// The organiser posts news; every member who gave (confirmed, refunded or not) is told.
    public func post(_ wishID: UUID, owner: UUID, _ draft: FundingNewsDraft) async throws -> FundingNews {
        let wish = try await context.wishes.ownWish(wishID, owner: owner)
        guard let funding = try await context.funding.record(ofWish: wishID) else { throw AppError.notFound("funding") }
        var validator = Validator()
        let body = UserText.clean(draft.body, multiline: true)
        validator.check(Self.bodyLength.contains(body.count), "body", "funding_news.length", ["max": "\(Self.bodyLength.upperBound)"])
        try validator.finish()
        let news = FundingNewsRecord()
        news.id = UUID()
        news.$funding.id = try funding.requireID()
        news.body = body
        news.createdAt = context.now
        try await news.create(on: context.db)
        let givers = Set(try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding.requireID())
            .filter(\.$state ~~ [.confirmed, .refunding, .refunded]).all().compactMap { $0.$donor.id })
        for giver in givers where giver != owner {
            try await context.notifications.notify(user: giver, actor: nil, kind: FundingNotification.news,
                                                   params: ["wish": wish.name], link: WishesPath.wish(wishID).path)
        }
        return try Self.rendered(news)
    }

    /// The collection's news, newest first, for someone who may see the collection.
    public func news(ofWish wishID: UUID, viewer: UUID) async throws -> [FundingNews] {
        let (_, funding) = try await context.funding.visible(wishID, viewer: viewer)
        return try await news(funding: funding.id)
    }

    func news(funding: UUID) async throws -> [FundingNews] {
        try await FundingNewsRecord.query(on: context.db).filter(\.$funding.$id == funding)
            .sort(\.$createdAt, .descending).all().map(Self.rendered)
    }

    static func rendered(_ r: FundingNewsRecord) throws -> FundingNews {
        FundingNews(id: try r.requireID(), body: r.body, createdAt: r.createdAt)
    }
}
