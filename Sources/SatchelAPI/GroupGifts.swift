import Foundation

/// A gift through a collection's public link, from someone without an account.
public struct GuestDonationRequest: Codable, Sendable, Equatable {
    /// The giver's name (kept even when anonymous: only the giver sees it then).
    public var name: String
    /// A few words for the organiser (optional).
    public var message: String?
    /// Minor units of the collection's currency.
    public var amount: Int
    /// Anonymous to everyone, the organiser included (refused when the organiser requires names).
    public var anonymous: Bool?
    /// Makes the gift idempotent: sent again with the same key, the same gift is answered and
    /// nothing new is started. It becomes the receipt link's secret (22 to 100 letters, digits,
    /// `-` or `_`); without one the server makes one.
    public var key: String?

    public init(name: String, message: String? = nil, amount: Int, anonymous: Bool? = nil, key: String? = nil) {
        self.key = key
        self.name = name
        self.message = message
        self.amount = amount
        self.anonymous = anonymous
    }
}

/// A guest's gift as its receipt link shows it (to the guest only: the link is the credential).
public struct GuestDonation: Codable, Sendable, Equatable {
    /// The receipt's secret: only in the answer that made it (it is stored hashed).
    public var token: String?
    /// The receipt page, also only when it was just made.
    public var url: String?
    /// Where to pay while `pending`.
    public var paymentURL: String?
    public var wishName: String
    public var name: String
    public var message: String?
    public var amount: Price
    /// As a member's donation: `pending`, `confirmed`, `failed`, `expired`, `cancelled`,
    /// `refunding` or `refunded`.
    public var state: String
    public var anonymous: Bool
    public var createdAt: Date
    /// The organiser's news to the givers, newest first.
    public var news: [FundingNews]

    public init(token: String?, url: String?, paymentURL: String?, wishName: String, name: String, message: String?,
                amount: Price, state: String, anonymous: Bool, createdAt: Date, news: [FundingNews] = []) {
        self.news = news
        self.token = token
        self.url = url
        self.paymentURL = paymentURL
        self.wishName = wishName
        self.name = name
        self.message = message
        self.amount = amount
        self.state = state
        self.anonymous = anonymous
        self.createdAt = createdAt
    }
}

/// An organiser's news to a collection's givers.
public struct FundingNews: Codable, Sendable, Equatable {
    public var id: UUID
    public var body: String
    public var createdAt: Date

    public init(id: UUID, body: String, createdAt: Date) {
        self.id = id
        self.body = body
        self.createdAt = createdAt
    }
}

public struct FundingNewsDraft: Codable, Sendable, Equatable {
    /// 1 to 1000 characters after trimming.
    public var body: String

    public init(body: String) { self.body = body }
}
