import Foundation
import SatchelAPI

extension SatchelClient {
    /// Group funding: funded wishes, donations, surprises, the feed, payouts (the API's `funding` tag).
    public nonisolated var funding: FundingClient { FundingClient(client: self) }
}

/// `client.funding`: every operation of the API's `funding` tag a person uses (payment
/// gateways' webhooks are for the gateways themselves).
public struct FundingClient: Sendable {
    let client: SatchelClient

    /// Turns a wish into a funded wish with a target and a deadline.
    public func start(_ wish: UUID, _ draft: FundingDraft) async throws -> FundingWish { try await client.send(FundingRoute.startFunding(wish), body: draft) }
    public func funding(_ wish: UUID) async throws -> FundingWish { try await client.send(FundingRoute.funding(wish)) }
    public func update(_ wish: UUID, _ draft: FundingDraft) async throws -> FundingWish { try await client.send(FundingRoute.updateFunding(wish), body: draft) }
    @discardableResult
    public func close(_ wish: UUID) async throws -> FundingWish { try await client.send(FundingRoute.closeFunding(wish)) }

    /// Starts a donation; the answer says where to pay (the gateway's checkout).
    public func donate(to wish: UUID, _ request: DonationRequest) async throws -> Donation { try await client.send(FundingRoute.donate(wish), body: request) }
    /// Who gave (names as each donor chose to show them).
    public func donors(_ wish: UUID) async throws -> [Donor] { try await client.send(FundingRoute.wishDonations(wish)) }
    public func myDonations() async throws -> [Donation] { try await client.send(FundingRoute.myDonations) }
    public func donation(_ id: UUID) async throws -> Donation { try await client.send(FundingRoute.donation(id)) }
    public func myFunding() async throws -> [FundingWish] { try await client.send(FundingRoute.myFunding) }

    // A collection's public link (no account needed): the secret in the address is the credential.
    /// The collection as anyone with its link sees it.
    public func publicFunding(_ token: String) async throws -> FundingWish { try await client.send(FundingRoute.publicFunding(token: token)) }
    /// A guest's gift: the answer's `token` is the receipt's secret (shown this once) and
    /// `paymentURL` where to pay. Send the same `key` again to retry without giving twice.
    public func giveAsGuest(_ token: String, _ request: GuestDonationRequest) async throws -> GuestDonation {
        try await client.send(FundingRoute.giveAsGuest(token: token), body: request)
    }
    /// The collection's news to its givers, newest first.
    public func news(_ wish: UUID) async throws -> [FundingNews] { try await client.send(FundingRoute.fundingNews(wish)) }
    /// The organiser posts news; every member who gave is told, guests read it on their receipt.
    public func postNews(_ wish: UUID, _ draft: FundingNewsDraft) async throws -> FundingNews {
        try await client.send(FundingRoute.postFundingNews(wish), body: draft)
    }
    /// The organiser's statement of every gift, fee and payout, as RFC 4180 CSV.
    public func statement(_ wish: UUID) async throws -> String {
        let route = FundingRoute.fundingStatement(wish)
        let response = try await client.exchange(method: route.method.rawValue, path: route.path, accept: "text/csv")
        return String(decoding: response.body, as: UTF8.self)
    }
    /// A guest's gift, by its receipt's secret.
    public func guestGift(_ secret: String) async throws -> GuestDonation { try await client.send(FundingRoute.guestGift(token: secret)) }

    public func createSurprise(_ draft: SurpriseDraft) async throws -> FundingWish { try await client.send(FundingRoute.createSurprise, body: draft) }
    public func surprises() async throws -> [FundingWish] { try await client.send(FundingRoute.surprises) }
    /// A friend's wish copied to your own inbox.
    public func copy(_ wish: UUID) async throws -> Wish { try await client.send(FundingRoute.copyWish(wish)) }

    /// Friends' funded wishes and news, newest first, page by page.
    public func feed(pageSize: Int = 30) -> AsyncThrowingStream<FeedItem, any Error> {
        client.pages(FundingRoute.feed, query: [], pageSize: pageSize)
    }
    public func hiddenInFeed() async throws -> [FeedHide] { try await client.send(FundingRoute.feedHides) }
    public func hide(_ request: FeedHideRequest) async throws -> FeedHide { try await client.send(FundingRoute.hideInFeed, body: request) }
    public func unhide(_ id: UUID) async throws { try await client.sendEmpty(FundingRoute.unhideInFeed(id)) }

    public func payoutAccount() async throws -> PayoutAccount? {
        do { return try await client.send(FundingRoute.payoutAccount) } catch let error as SatchelError where error.status == 404 { return nil }
    }
    public func setPayoutAccount(_ draft: PayoutAccountDraft) async throws -> PayoutAccount {
        try await client.send(FundingRoute.setPayoutAccount, body: draft)
    }
    public func deletePayoutAccount() async throws { try await client.sendEmpty(FundingRoute.deletePayoutAccount) }

    /// Product suggestions for a wish's name.
    public func products(_ text: String) async throws -> [ProductSuggestion] { try await client.send(FundingRoute.products, query: [("q", text)]) }
    /// The title, price and picture a shop's page gives for a link.
    public func linkPreview(_ url: String) async throws -> LinkPreview { try await client.send(FundingRoute.linkPreview, body: LinkPreviewRequest(url: url)) }
}
