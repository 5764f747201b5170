import Foundation

/// A payment provider. Satchel records a pending donation, asks the gateway to start a
/// payment and sends the donor to `PaymentStart.redirectURL`; only the gateway's callback
/// (a webhook, never the browser's return) confirms or fails it. Implementations: the
/// simulated bank (demos, tests) and Stripe Checkout.
public protocol PaymentGateway: Sendable {
    /// Short stable name, stored with each donation and used in the webhook path
    /// (`/api/v1/funding/webhooks/{name}`).
    var name: String { get }

    /// Starts a payment. Must be idempotent for the same `request.idempotencyKey`.
    func startPayment(_ request: PaymentRequest) async throws -> PaymentStart

    /// Checks a webhook's authenticity and reads its events. Throws `WebhookRejected` for a
    /// request that is not from the gateway (bad signature, too old, unreadable).
    func events(from webhook: WebhookDelivery, now: Date) throws -> [GatewayEvent]

    /// Refunds a confirmed payment in full. Idempotent for the same key.
    func refund(_ request: RefundRequest) async throws -> RefundResult

    /// What the gateway knows of a payment now (for reconciliation).
    func status(ofPayment reference: String) async throws -> GatewayPaymentStatus

    /// What the gateway knows of many payments (reconciliation goes through a month of them);
    /// a payment it could not be asked about is left out. By default one question each.
    func statuses(ofPayments references: [String]) async throws -> [String: GatewayPaymentStatus]
}

extension PaymentGateway {
    public func statuses(ofPayments references: [String]) async throws -> [String: GatewayPaymentStatus] {
        var found: [String: GatewayPaymentStatus] = [:]
        for reference in references {
            if let status = try? await status(ofPayment: reference) { found[reference] = status }
        }
        return found
    }
}

public struct PaymentRequest: Sendable, Equatable {
    /// The donation's id: also the idempotency key, so a retried start never charges twice.
    public var idempotencyKey: String
    public var amountMinor: Int
    /// ISO 4217, upper case.
    public var currency: String
    /// Shown on the gateway's page, e.g. "Bicycle for Alice".
    public var description: String
    /// Where the gateway sends the donor back (Satchel shows "waiting for confirmation").
    public var returnURL: String
    public var cancelURL: String

    public init(idempotencyKey: String, amountMinor: Int, currency: String, description: String,
                returnURL: String, cancelURL: String) {
        self.idempotencyKey = idempotencyKey
        self.amountMinor = amountMinor
        self.currency = currency
        self.description = description
        self.returnURL = returnURL
        self.cancelURL = cancelURL
    }
}

public struct PaymentStart: Sendable, Equatable {
    /// The gateway's id for this payment (Stripe: the Checkout Session id).
    public var reference: String
    public var redirectURL: String

    public init(reference: String, redirectURL: String) {
        self.reference = reference
        self.redirectURL = redirectURL
    }
}

/// A webhook request as received: the raw body (signatures cover the exact bytes) and headers
/// with lower-cased names.
public struct WebhookDelivery: Sendable {
    public var body: [UInt8]
    public var headers: [String: String]

    public init(body: [UInt8], headers: [String: String]) {
        self.body = body
        self.headers = headers
    }
}

/// A webhook that did not come from the gateway, with the reason (logged, answered 400).
public struct WebhookRejected: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// One thing the gateway tells Satchel about a payment.
public struct GatewayEvent: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// Money was taken: the donation is confirmed.
        case succeeded
        /// The payment failed or was declined: no donation.
        case failed
        /// The donor never paid in time: no donation.
        case expired
        /// The donor gave up at the gateway (its cancel button): no donation, and nothing was
        /// charged, which the donor is told in those words rather than "failed".
        case cancelled
        /// Still under way (e.g. a bank transfer started); nothing changes.
        case pending
        /// Anything else the gateway sends; recorded and ignored.
        case ignored
    }

    /// The gateway's event id: an event is applied once however often it is delivered.
    public var id: String
    public var kind: Kind
    /// The payment it is about (`PaymentStart.reference`).
    public var paymentReference: String
    /// Set by gateways that report the amount taken; checked against the donation.
    public var amountMinor: Int?
    public var currency: String?
    /// What a refund needs later (Stripe: the PaymentIntent id), if different from the reference.
    public var refundReference: String?

    public init(id: String, kind: Kind, paymentReference: String, amountMinor: Int? = nil, currency: String? = nil,
                refundReference: String? = nil) {
        self.id = id
        self.kind = kind
        self.paymentReference = paymentReference
        self.amountMinor = amountMinor
        self.currency = currency
        self.refundReference = refundReference
    }
}

public struct RefundRequest: Sendable, Equatable {
    /// `PaymentStart.reference`, and `GatewayEvent.refundReference` when the gateway gave one.
    public var paymentReference: String
    public var refundReference: String?
    public var amountMinor: Int
    public var currency: String
    /// "refund-<donation id>": a retried refund never pays back twice.
    public var idempotencyKey: String

    public init(paymentReference: String, refundReference: String?, amountMinor: Int, currency: String, idempotencyKey: String) {
        self.paymentReference = paymentReference
        self.refundReference = refundReference
        self.amountMinor = amountMinor
        self.currency = currency
        self.idempotencyKey = idempotencyKey
    }
}

public struct RefundResult: Sendable, Equatable {
    /// The gateway's id for the refund.
    public var reference: String
    public init(reference: String) { self.reference = reference }
}

public enum GatewayPaymentStatus: String, Sendable, Equatable {
    case pending, succeeded, failed, expired, refunded, unknown, cancelled
}

/// A gateway that could not be reached or refused a request (shown to the donor as "try again").
public struct GatewayUnavailable: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// Outbound HTTPS for gateways, injected so tests can answer for the gateway offline.
public protocol GatewayHTTP: Sendable {
    func send(_ request: GatewayHTTPRequest) async throws -> GatewayHTTPResponse
}

public struct GatewayHTTPRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    public var headers: [String: String]
    public var body: [UInt8]

    public init(method: String, url: String, headers: [String: String], body: [UInt8]) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

public struct GatewayHTTPResponse: Sendable, Equatable {
    public var status: Int
    public var body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}
