import Fluent
import Foundation
import SatchelCore

/// A wish being crowdfunded: one per wish.
public final class FundingRecord: Model, @unchecked Sendable {
    public static let schema = "wish_fundings"

    public enum Mode: String, Codable, Sendable, CaseIterable {
        case allOrNothing = "all_or_nothing"
        case keepWhatYouGet = "keep_what_you_get"
    }

    public enum State: String, Codable, Sendable, CaseIterable {
        case open, funded, failed, ended, closed
    }

    public enum Audience: String, Codable, Sendable, CaseIterable { case friends, circles, `private` }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "wish_id") public var wish: WishRecord
    /// The wish's owner (a wish never changes owner), so friends' funding wishes are found by person.
    @Field(key: "owner_id") public var ownerID: UUID
    /// For a surprise: who it is for. The wish's owner is then the friend who organises it.
    @OptionalParent(key: "recipient_id") public var recipient: User?
    // data
    @Field(key: "target_minor") public var targetMinor: Int
    @Field(key: "currency") public var currency: String
    @Field(key: "deadline") public var deadline: Date
    @Field(key: "why") public var why: String
    @Enum(key: "mode") public var mode: Mode
    @Enum(key: "state") public var state: State
    @Enum(key: "audience") public var audience: Audience
    /// Set while the owner allows a public page: `/f/<token>`.
    @OptionalField(key: "public_token") public var publicToken: String?
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "funded_at") public var fundedAt: Date?
    @OptionalField(key: "ended_at") public var endedAt: Date?
    /// Givers must give their name: no anonymous gifts.
    @Field(key: "names_required") public var namesRequired: Bool
    /// Only the progress is shown: amounts are for the organiser and each giver's own.
    @Field(key: "amounts_hidden") public var amountsHidden: Bool

    public init() {}

    /// Under all-or-nothing, a funding that did not succeed gives every donation back.
    public var refundsDue: Bool { mode == .allOrNothing && (state == .failed || state == .closed) }
}

/// The circles a funding wish is shown to, when its audience is `circles`.
public final class FundingCircleRecord: Model, @unchecked Sendable {
    public static let schema = "wish_funding_circles"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "funding_id") public var funding: FundingRecord
    @Field(key: "circle_id") public var circleID: UUID

    public init() {}

    public init(funding: UUID, circle: UUID) {
        self.$funding.id = funding
        self.circleID = circle
    }
}

/// A donation from its start at the gateway to its end. Only `confirmed` (and later
/// `refunding`, `refunded`) ones ever reached the ledger.
public final class DonationRecord: Model, @unchecked Sendable {
    public static let schema = "wish_donations"

    public enum State: String, Codable, Sendable, CaseIterable {
        case pending, confirmed, failed, expired, refunding, refunded, cancelled
    }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "funding_id") public var funding: FundingRecord
    @OptionalParent(key: "donor_id") public var donor: User?
    // data
    @Field(key: "amount_minor") public var amountMinor: Int
    @Field(key: "currency") public var currency: String
    @Field(key: "anonymous") public var anonymous: Bool
    @Enum(key: "state") public var state: State
    @Field(key: "gateway") public var gateway: String
    /// The gateway's payment id, once the payment is started.
    @OptionalField(key: "payment_ref") public var paymentRef: String?
    @OptionalField(key: "payment_url") public var paymentURL: String?
    /// What a refund needs (Stripe: the PaymentIntent).
    @OptionalField(key: "refund_ref") public var refundRef: String?
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "confirmed_at") public var confirmedAt: Date?
    /// A guest's gift (no donor): the name they gave, their message, and the hash of their
    /// receipt link's secret (the link itself is never stored).
    @OptionalField(key: "guest_name") public var guestName: String?
    @OptionalField(key: "message") public var message: String?
    @OptionalField(key: "receipt_hash") public var receiptHash: String?

    public init() {}
}

/// The append-only money record: every total is a sum over it. No foreign keys, so
/// nothing deleted later can take an entry with it.
public final class LedgerEntryRecord: Model, @unchecked Sendable {
    public static let schema = "funding_ledger"

    public enum Kind: String, Codable, Sendable, CaseIterable { case donation, refund, fee }

    @ID(key: .id) public var id: UUID?
    @Field(key: "funding_id") public var fundingID: UUID
    @Field(key: "donation_id") public var donationID: UUID
    @Enum(key: "kind") public var kind: Kind
    /// Signed minor units: donations positive, refunds and fees negative.
    @Field(key: "amount_minor") public var amountMinor: Int
    @Field(key: "currency") public var currency: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// Every gateway event received, unique by the gateway's event id: the second delivery of an
/// event finds the first and changes nothing.
public final class GatewayEventRecord: Model, @unchecked Sendable {
    public static let schema = "payment_events"

    @ID(key: .id) public var id: UUID?
    @Field(key: "gateway") public var gateway: String
    @Field(key: "event_id") public var eventID: String
    @Field(key: "kind") public var kind: String
    @Field(key: "payment_ref") public var paymentRef: String
    /// What applying it did: `applied`, `no_change`.
    @Field(key: "outcome") public var outcome: String
    @Field(key: "received_at") public var receivedAt: Date

    public init() {}
}

/// A wish or a person someone hid from their feed.
public final class FeedHideRecord: Model, @unchecked Sendable {
    public static let schema = "funding_feed_hides"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "user_id") public var user: User
    @OptionalField(key: "wish_id") public var wishID: UUID?
    @OptionalField(key: "person_id") public var personID: UUID?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// Where a user's funded money is paid out.
public final class PayoutAccountRecord: Model, @unchecked Sendable {
    public static let schema = "payout_accounts"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "user_id") public var user: User
    @Field(key: "holder") public var holder: String
    @Field(key: "kind") public var kind: String
    @Field(key: "account") public var account: String
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}

/// Mismatches the reconciliation job found between the ledger and the gateway.
public final class ReconciliationIssueRecord: Model, @unchecked Sendable {
    public static let schema = "funding_reconciliation_issues"

    @ID(key: .id) public var id: UUID?
    @Field(key: "donation_id") public var donationID: UUID
    @Field(key: "ledger_state") public var ledgerState: String
    @Field(key: "gateway_state") public var gatewayState: String
    @Field(key: "found_at") public var foundAt: Date

    public init() {}
}

/// The simulated bank's own books: a payment a donor approves or declines on its checkout page.
public final class SimBankPaymentRecord: Model, @unchecked Sendable {
    public static let schema = "simbank_payments"

    public enum State: String, Codable, Sendable, CaseIterable { case open, paid, declined, expired, refunded, cancelled }

    @ID(key: .id) public var id: UUID?
    @Field(key: "idempotency_key") public var idempotencyKey: String
    @Field(key: "amount_minor") public var amountMinor: Int
    @Field(key: "currency") public var currency: String
    @Field(key: "description") public var description: String
    @Field(key: "return_url") public var returnURL: String
    @Field(key: "cancel_url") public var cancelURL: String
    @Enum(key: "state") public var state: State
    @OptionalField(key: "refund_key") public var refundKey: String?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}


/// One piece of news an organiser posted to a collection's givers.
public final class FundingNewsRecord: Model, @unchecked Sendable {
    public static let schema = "funding_news"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "funding_id") public var funding: FundingRecord
    // data
    @Field(key: "body") public var body: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}
