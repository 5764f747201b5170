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
    /// The wishes you got, with the day each came (they are among `wishes` too).
    var received: [ReceivedWish]
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

    static func make(user: UUID, context: SatchelContext) async throws -> WishesExport {
        let wishes = try await context.wishesStore.wishes(owner: user)
        let comments = try await context.wishesStore.comments(by: user)
        return WishesExport(
            lists: try await context.wishes.lists(owner: user),
            wishes: try await context.wishes.render(data: wishes, viewer: user),
            received: try await context.received.received(owner: user),
            cart: try await context.giving.cart(giver: user),
            comments: comments.map { ExportedComment(wishId: $0.wishID, body: $0.body, createdAt: $0.createdAt) },
            funding: try await context.funding.mine(owner: user),
            donations: try await context.donations.mine(donor: user),
            payoutAccount: try await context.payouts.account(of: user),
            hiddenFromFeed: try await context.feed.hidden(viewer: user))
    }
}
