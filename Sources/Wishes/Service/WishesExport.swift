import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The wish lists' part of "download my data": your lists and wishes (as you see them: without
/// who gives what), what you give others, the comments you wrote, your collections, your
/// gifts of money, your payout account, what you hid from your feed, and your Secret Santas
/// (whom you give to, and the questions of your own pairs: never anyone else's pair).
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
    var exchanges: [ExportedExchange]

    struct ExportedComment: Codable, Sendable {
        var wishId: UUID
        var body: String
        var createdAt: Date
    }

    struct ExportedExchange: Codable, Sendable {
        var exchange: Exchange
        var youGiveTo: ExchangeAssignment?
        var questions: [ExchangeQuestion]
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
            funding: try await context.funding.mine(owner: user, receivedToo: true),
            donations: try await context.donations.mine(donor: user),
            payoutAccount: try await context.payouts.account(of: user),
            hiddenFromFeed: try await context.feed.hidden(viewer: user),
            exchanges: try await exchanges(user: user, context: context))
    }

    static func exchanges(user: UUID, context: SatchelContext) async throws -> [ExportedExchange] {
        var result: [ExportedExchange] = []
        for exchange in try await context.exchanges.mine(viewer: user) {
            let drawn = exchange.isParticipant && exchange.drawnAt != nil
            result.append(ExportedExchange(
                exchange: exchange,
                youGiveTo: drawn ? try? await context.exchanges.assignment(exchange.id, viewer: user, markingSeen: false) : nil,
                questions: try await context.exchanges.questions(exchange.id, viewer: user)))
        }
        return result
    }
}
