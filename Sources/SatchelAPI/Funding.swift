import Foundation

/// Turns a wish into a funding wish, or changes one (every field).
public struct FundingDraft: Codable, Sendable {
    public var target: Price
    public var deadline: Date
    /// Why friends should support it.
    public var why: String
    /// `all_or_nothing` (refunded unless the target is reached) or `keep_what_you_get`.
    public var mode: String
    /// `friends`, `circles` (then `circleIds`) or `private`.
    public var audience: String
    public var circleIds: [UUID]?
    /// Whether anyone with the public link may see it (not for surprises).
    public var publicLink: Bool?
    /// Givers must give their name: nobody may give anonymously (nil: as it was, else no).
    public var namesRequired: Bool?
    /// Show only the progress: amounts (each gift's and the total in money) only to the
    /// organiser and to each giver (their own). Nil: as it was, else no.
    public var amountsHidden: Bool?

    public init(target: Price, deadline: Date, why: String, mode: String = "all_or_nothing",
                audience: String = "friends", circleIds: [UUID]? = nil, publicLink: Bool? = nil, namesRequired: Bool? = nil,
                amountsHidden: Bool? = nil) {
        self.namesRequired = namesRequired
        self.amountsHidden = amountsHidden
        self.target = target
        self.deadline = deadline
        self.why = why
        self.mode = mode
        self.audience = audience
        self.circleIds = circleIds
        self.publicLink = publicLink
    }
}

/// A wish's funding as its viewer may see it.
public struct Funding: Codable, Sendable, Equatable {
    public var target: Price
    /// Confirmed donations less refunds: always the ledger's sum. Nil when the organiser shows
    /// only the progress (`amountsHidden`) and the viewer is not the organiser.
    public var raised: Price?
    /// How far the target is reached, 0 to 100 (shown even when amounts are hidden).
    public var progress: Int
    public var donorCount: Int
    public var deadline: Date
    /// When it was funded, closed or ended; nil while open.
    public var endedAt: Date?
    public var why: String
    public var mode: String
    /// `open`, `funded`, `failed` (all-or-nothing, refunded), `ended` (keep-what-you-get,
    /// target missed) or `closed` (by the owner).
    public var state: String
    /// Owner only.
    public var audience: String?
    public var circleIds: [UUID]?
    /// The public page, when the owner allows one (shown to the owner and to those who see the wish).
    public var publicURL: String?
    /// For a surprise: who it is for (never shown to them before it is funded).
    public var recipient: Person?
    /// Names and amounts; anonymous donors have no person, except for the donor themself.
    public var donors: [Donor]
    /// The viewer's own donations to it, pending ones included.
    public var myDonations: [Donation]
    public var canDonate: Bool
    /// Whether the organiser requires givers' names (then nobody gives anonymously).
    public var namesRequired: Bool?
    /// Whether the organiser shows only the progress (amounts hidden from all but the organiser
    /// and each giver's own).
    public var amountsHidden: Bool?

    public init(target: Price, raised: Price?, donorCount: Int, deadline: Date, endedAt: Date? = nil, why: String, mode: String, state: String,
                audience: String?, circleIds: [UUID]?, publicURL: String?, recipient: Person?, donors: [Donor],
                myDonations: [Donation], canDonate: Bool, namesRequired: Bool? = nil, amountsHidden: Bool? = nil, progress: Int? = nil) {
        self.namesRequired = namesRequired
        self.amountsHidden = amountsHidden
        self.progress = progress ?? (target.amount > 0 ? max(0, min(100, (raised?.amount ?? 0) * 100 / target.amount)) : 0)
        self.target = target
        self.raised = raised
        self.donorCount = donorCount
        self.deadline = deadline
        self.endedAt = endedAt
        self.why = why
        self.mode = mode
        self.state = state
        self.audience = audience
        self.circleIds = circleIds
        self.publicURL = publicURL
        self.recipient = recipient
        self.donors = donors
        self.myDonations = myDonations
        self.canDonate = canDonate
    }
}

public struct Donor: Codable, Sendable, Equatable {
    /// Nil when the donor chose to be anonymous (to everyone but themself), or gave as a guest.
    public var person: Person?
    /// Nil when the organiser shows only the progress (except to the organiser and for the
    /// viewer's own gifts).
    public var amount: Price?
    public var at: Date
    /// The name a guest (no account) gave with the gift, unless they gave anonymously.
    public var guestName: String?

    public init(person: Person?, amount: Price?, at: Date, guestName: String? = nil) {
        self.guestName = guestName
        self.person = person
        self.amount = amount
        self.at = at
    }
}

/// A wish with its funding.
public struct FundingWish: Codable, Sendable, Equatable {
    public var wish: Wish
    public var funding: Funding

    public init(wish: Wish, funding: Funding) {
        self.wish = wish
        self.funding = funding
    }
}

/// A surprise: a wish friends fund for someone who sees it only once it is funded.
public struct SurpriseDraft: Codable, Sendable {
    public var recipientId: UUID
    public var wish: WishDraft
    public var funding: FundingDraft

    public init(recipientId: UUID, wish: WishDraft, funding: FundingDraft) {
        self.recipientId = recipientId
        self.wish = wish
        self.funding = funding
    }
}

public struct DonationRequest: Codable, Sendable {
    /// Minor units of the wish's currency.
    public var amount: Int
    public var anonymous: Bool?

    public init(amount: Int, anonymous: Bool? = nil) {
        self.amount = amount
        self.anonymous = anonymous
    }
}

/// How a donation stands. `failed` is a declined payment; `cancelled` one the donor gave up
/// at the gateway (nothing was charged); `expired` one never paid in time.
public enum DonationState: String, Codable, Sendable, CaseIterable {
    case pending, confirmed, failed, expired, refunding, refunded, cancelled
}

/// A donation as its donor (or the wish's owner) sees it.
public struct Donation: Codable, Sendable, Equatable {
    public var id: UUID
    public var wishId: UUID
    public var wishName: String
    public var amount: Price
    /// `pending`, `confirmed`, `failed`, `expired`, `refunding`, `refunded` or `cancelled`
    /// (see ``DonationState``).
    public var state: String
    public var anonymous: Bool
    public var createdAt: Date
    /// Where to pay while pending.
    public var paymentURL: String?

    public init(id: UUID, wishId: UUID, wishName: String, amount: Price, state: String, anonymous: Bool,
                createdAt: Date, paymentURL: String?) {
        self.id = id
        self.wishId = wishId
        self.wishName = wishName
        self.amount = amount
        self.state = state
        self.anonymous = anonymous
        self.createdAt = createdAt
        self.paymentURL = paymentURL
    }

    /// `state` as a known case; nil for a state a newer server added.
    public var knownState: DonationState? { DonationState(rawValue: state) }
}

/// One entry of the feed of friends' funding wishes.
public struct FeedItem: Codable, Sendable, Equatable {
    /// `new_wish`, `donation` or `funded`.
    public var kind: String
    public var at: Date
    /// Who did it: the owner for a new wish, the donor (nil if anonymous) for a donation.
    public var actor: Person?
    public var amount: Price?
    public var item: FundingWish

    public init(kind: String, at: Date, actor: Person?, amount: Price?, item: FundingWish) {
        self.kind = kind
        self.at = at
        self.actor = actor
        self.amount = amount
        self.item = item
    }
}

/// Hide a wish or a person from my feed (exactly one of the two).
public struct FeedHideRequest: Codable, Sendable {
    public var wishId: UUID?
    public var userId: UUID?

    public init(wishId: UUID? = nil, userId: UUID? = nil) {
        self.wishId = wishId
        self.userId = userId
    }
}

public struct FeedHide: Codable, Sendable, Equatable {
    public var id: UUID
    public var wishId: UUID?
    public var wishName: String?
    public var person: Person?
    public var createdAt: Date

    public init(id: UUID, wishId: UUID?, wishName: String?, person: Person?, createdAt: Date) {
        self.id = id
        self.wishId = wishId
        self.wishName = wishName
        self.person = person
        self.createdAt = createdAt
    }
}

/// Where funded money is paid out.
public struct PayoutAccountDraft: Codable, Sendable {
    public var holder: String
    /// An IBAN or a Czech account `prefix-number/bank`.
    public var account: String

    public init(holder: String, account: String) {
        self.holder = holder
        self.account = account
    }
}

public struct PayoutAccount: Codable, Sendable, Equatable {
    public var holder: String
    /// `iban` or `czech`.
    public var kind: String
    /// As stored: the IBAN without spaces, or `prefix-number/bank`.
    public var account: String
    public var display: String
    public var iban: String?

    public init(holder: String, kind: String, account: String, display: String, iban: String?) {
        self.holder = holder
        self.kind = kind
        self.account = account
        self.display = display
        self.iban = iban
    }
}

/// Paste a product link to prefill a wish.
public struct LinkPreviewRequest: Codable, Sendable {
    public var url: String
    public init(url: String) { self.url = url }
}

public struct LinkPreview: Codable, Sendable, Equatable {
    public var name: String?
    public var price: Price?
    public var imageURL: String?
    public var link: String
    public var store: String?

    public init(name: String?, price: Price?, imageURL: String?, link: String, store: String?) {
        self.name = name
        self.price = price
        self.imageURL = imageURL
        self.link = link
        self.store = store
    }
}

/// The group funding endpoints.
public enum FundingRoute: TypedRoute, Hashable {
    case startFunding(UUID)
    case funding(UUID)
    case updateFunding(UUID)
    case closeFunding(UUID)
    case donate(UUID)
    case wishDonations(UUID)
    case myDonations
    case donation(UUID)
    case myFunding
    case createSurprise
    case surprises
    case copyWish(UUID)
    case feed
    case feedHides
    case hideInFeed
    case unhideInFeed(UUID)
    case payoutAccount
    case setPayoutAccount
    case deletePayoutAccount
    case products
    case linkPreview
    case webhook(String)
    // A collection's public link (issue 41): the secret in the address is the credential.
    case publicFunding(token: String)
    case giveAsGuest(token: String)
    case guestGift(token: String)
    // The organiser's news to the givers, and the statement of every gift as CSV.
    case fundingNews(UUID)
    case postFundingNews(UUID)
    case fundingStatement(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .funding, .wishDonations, .myDonations, .donation, .myFunding, .surprises, .feed, .feedHides, .payoutAccount, .products,
             .publicFunding, .guestGift, .fundingNews, .fundingStatement:
            return .get
        case .startFunding, .closeFunding, .donate, .createSurprise, .copyWish, .hideInFeed, .linkPreview, .webhook, .giveAsGuest, .postFundingNews: return .post
        case .updateFunding, .setPayoutAccount: return .put
        case .unhideInFeed, .deletePayoutAccount: return .delete
        }
    }

    public var parts: [RoutePart] {
        let wish: (UUID) -> [RoutePart] = { [.literal("wishes"), .parameter("wishId", $0)] }
        switch self {
        case .startFunding(let id), .funding(let id), .updateFunding(let id): return wish(id) + [.literal("funding")]
        case .closeFunding(let id): return wish(id) + [.literal("funding"), .literal("close")]
        case .donate(let id), .wishDonations(let id): return wish(id) + [.literal("donations")]
        case .copyWish(let id): return wish(id) + [.literal("copy")]
        case .myDonations: return [.literal("funding"), .literal("donations")]
        case .donation(let id): return [.literal("funding"), .literal("donations"), .parameter("donationId", id)]
        case .myFunding: return [.literal("funding"), .literal("mine")]
        case .createSurprise, .surprises: return [.literal("funding"), .literal("surprises")]
        case .feed: return [.literal("funding"), .literal("feed")]
        case .feedHides, .hideInFeed: return [.literal("funding"), .literal("feed"), .literal("hidden")]
        case .unhideInFeed(let id): return [.literal("funding"), .literal("feed"), .literal("hidden"), .parameter("hideId", id)]
        case .payoutAccount, .setPayoutAccount, .deletePayoutAccount: return [.literal("funding"), .literal("payout-account")]
        case .products: return [.literal("funding"), .literal("products")]
        case .linkPreview: return [.literal("funding"), .literal("link-preview")]
        case .webhook(let gateway): return [.literal("funding"), .literal("webhooks"), .literal(gateway)]
        case .publicFunding(let token): return [.literal("public"), .literal("fundings"), .secret("token", token)]
        case .giveAsGuest(let token): return [.literal("public"), .literal("fundings"), .secret("token", token), .literal("gifts")]
        case .guestGift(let token): return [.literal("public"), .literal("gifts"), .secret("giftToken", token)]
        case .fundingNews(let id), .postFundingNews(let id): return wish(id) + [.literal("funding"), .literal("news")]
        case .fundingStatement(let id): return wish(id) + [.literal("funding"), .literal("statement")]
        }
    }
}
