import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The wish lists' part of "download my data": your lists and wishes (as you see them: without
/// who gives what), what you give others, the comments you wrote, your collections, your
/// gifts of money, your payout account and what you hid from your feed.
struct WishesExport: Codable, Sendable {
    var lists: [WishList]
    var wishes: [Wish]
    var cart: Cart
    var comments: [ExportedComment]
    var funding: [FundingWish]
    var donations: [Donation]
    var payoutAccount: PayoutAccount?
    var hiddenFromFeed: [FeedHide]

    struct ExportedComment: Codable, Sendable {
        var wishId: UUID
        var body: String
        var createdAt: Date
    }

    static func make(user: UUID, core: SatchelContext) async throws -> WishesExport {
        let records = try await WishRecord.query(on: core.db).filter(\.$owner.$id == user).sort(\.$createdAt).all()
        let comments = try await WishCommentRecord.query(on: core.db).filter(\.$author.$id == user).sort(\.$createdAt).all()
        return WishesExport(
            lists: try await core.wishes.lists(owner: user),
            wishes: try await core.wishes.render(records, viewer: user),
            cart: try await core.giving.cart(giver: user),
            comments: comments.map { ExportedComment(wishId: $0.$wish.id, body: $0.body, createdAt: $0.createdAt) },
            funding: try await core.funding.mine(owner: user),
            donations: try await core.donations.mine(donor: user),
            payoutAccount: try await core.payouts.account(of: user),
            hiddenFromFeed: try await core.feed.hidden(viewer: user))
    }
}
