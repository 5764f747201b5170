import Foundation

/// Stripe Checkout as a `PaymentGateway`.
///
/// A donation starts a Checkout Session (Stripe's hosted payment page); the session id is the
/// payment reference. Only the signed `checkout.session.*` webhooks confirm or fail a payment;
/// the PaymentIntent id they carry is kept for refunds. All calls go through `GatewayHTTP`, so
/// tests answer for Stripe offline.
///
/// Amounts: Stripe takes every amount in the currency's smallest unit, which for the currencies
/// Satchel offers (CZK, SEK, EUR, USD: two decimals in both ISO 4217 and Stripe) is exactly
/// `amountMinor`, passed through unchanged. Stripe's special cases would need a conversion that
/// is deliberately not made here: ISK (zero decimals in ISO 4217, but Stripe wants it written
/// with two, the last two always 00), and HUF, TWD and UGX (Stripe requires amounts divisible
/// by 100 for some payment methods and payouts). Offer one of those only after handling it.
public struct StripeGateway: PaymentGateway {
    public let name = "stripe"

    private let secretKey: String
    private let webhookSecret: String
    private let http: any GatewayHTTP
    private let apiBase: String

    /// - Parameters:
    ///   - secretKey: the API secret key (`sk_live_…`, `sk_test_…` or a restricted `rk_…`).
    ///   - webhookSecret: the webhook endpoint's signing secret (`whsec_…`).
    ///   - apiBase: Stripe's API origin; another only for a mock server.
    public init(secretKey: String, webhookSecret: String, http: any GatewayHTTP,
                apiBase: String = "https://api.stripe.com") {
        self.secretKey = secretKey
        self.webhookSecret = webhookSecret
        self.http = http
        var base = apiBase
        while base.hasSuffix("/") { base.removeLast() }
        self.apiBase = base
    }

    // MARK: - Starting a payment

    public func startPayment(_ request: PaymentRequest) async throws -> PaymentStart {
        let fields: [(String, String)] = [
            ("mode", "payment"),
            ("line_items[0][quantity]", "1"),
            ("line_items[0][price_data][currency]", request.currency.lowercased()),
            ("line_items[0][price_data][unit_amount]", String(request.amountMinor)),
            ("line_items[0][price_data][product_data][name]", request.description),
            ("success_url", request.returnURL),
            ("cancel_url", request.cancelURL),
            ("client_reference_id", request.idempotencyKey),
            ("metadata[donation_id]", request.idempotencyKey),
            ("payment_intent_data[metadata][donation_id]", request.idempotencyKey),
        ]
        let session = try await post("/v1/checkout/sessions", fields: fields, idempotencyKey: request.idempotencyKey)
        guard let id = session.id, let url = session.url else {
            throw GatewayUnavailable("Stripe's Checkout Session has no id or url")
        }
        return PaymentStart(reference: id, redirectURL: url)
    }

    // MARK: - Webhooks

    public func events(from webhook: WebhookDelivery, now: Date) throws -> [GatewayEvent] {
        try StripeSignature.verify(header: webhook.headers["stripe-signature"], payload: webhook.body,
                                   secret: webhookSecret, now: now)
        let event: StripeEvent
        do {
            event = try JSONDecoder().decode(StripeEvent.self, from: Data(webhook.body))
        } catch {
            throw WebhookRejected("unreadable Stripe event")
        }
        return [try Self.gatewayEvent(event)]
    }

    private static func gatewayEvent(_ event: StripeEvent) throws -> GatewayEvent {
        let found = event.object
        let kind: GatewayEvent.Kind
        switch event.type {
        case "checkout.session.completed":
            switch found?.paymentStatus ?? "" {
            case "paid", "no_payment_required": kind = .succeeded
            default: kind = .pending  // "unpaid": a delayed method (bank debit) is still under way
            }
        case "checkout.session.async_payment_succeeded": kind = .succeeded
        case "checkout.session.async_payment_failed": kind = .failed
        case "checkout.session.expired": kind = .expired
        default:
            return GatewayEvent(id: event.id, kind: .ignored, paymentReference: found?.id ?? "")
        }
        guard let object = found, let session = object.id else {
            throw WebhookRejected("Stripe \(event.type) event without a Checkout Session id")
        }
        return GatewayEvent(id: event.id, kind: kind, paymentReference: session,
                            amountMinor: object.amountTotal, currency: object.currency?.uppercased(),
                            refundReference: object.paymentIntent?.id)
    }

    // MARK: - Refunds

    public func refund(_ request: RefundRequest) async throws -> RefundResult {
        var known = request.refundReference
        if known?.isEmpty ?? true {
            known = try await fetchSession(request.paymentReference)?.paymentIntent?.id
        }
        guard let paymentIntent = known, !paymentIntent.isEmpty else {
            throw GatewayUnavailable("Stripe has no PaymentIntent to refund for \(request.paymentReference)")
        }
        // No amount: Stripe refunds the whole charge, which is what a donation refund is.
        let created = try await post("/v1/refunds", fields: [("payment_intent", paymentIntent)],
                                    idempotencyKey: request.idempotencyKey)
        guard let id = created.id else { throw GatewayUnavailable("Stripe's refund has no id") }
        return RefundResult(reference: id)
    }

    // MARK: - Reconciliation

    public func status(ofPayment reference: String) async throws -> GatewayPaymentStatus {
        guard let session = try await fetchSession(reference) else { return .unknown }
        switch session.status ?? "" {
        case "open":
            return .pending
        case "expired":
            return .expired
        case "complete":
            switch session.paymentStatus ?? "" {
            case "paid", "no_payment_required":
                return .succeeded
            case "unpaid":
                // A delayed payment: under way until its PaymentIntent fails (Stripe then wants
                // a new payment method, which a finished Checkout Session never gets).
                switch session.paymentIntent?.status ?? "" {
                case "requires_payment_method": return .failed
                // Cancelled, not declined: nothing was charged, and the donor is told so.
                case "canceled": return .cancelled
                default: return .pending
                }
            default:
                return .unknown
            }
        default:
            return .unknown
        }
    }

    // MARK: - HTTP

    /// The Checkout Session with its PaymentIntent expanded, or nil when Stripe does not know it.
    private func fetchSession(_ id: String) async throws -> StripeObject? {
        let url = "\(apiBase)/v1/checkout/sessions/\(String(decoding: Self.percentEncoded(id), as: UTF8.self))"
            + "?expand%5B%5D=payment_intent"
        let response = try await http.send(GatewayHTTPRequest(
            method: "GET", url: url, headers: ["Authorization": "Bearer \(secretKey)"], body: []))
        if response.status == 404 { return nil }
        return try Self.object(from: response)
    }

    private func post(_ path: String, fields: [(String, String)], idempotencyKey: String) async throws -> StripeObject {
        let response = try await http.send(GatewayHTTPRequest(
            method: "POST",
            url: apiBase + path,
            headers: [
                "Authorization": "Bearer \(secretKey)",
                "Content-Type": "application/x-www-form-urlencoded",
                "Idempotency-Key": idempotencyKey,
            ],
            body: Self.formBody(fields)))
        return try Self.object(from: response)
    }

    private static func object(from response: GatewayHTTPResponse) throws -> StripeObject {
        guard (200..<300).contains(response.status) else {
            let message = (try? JSONDecoder().decode(StripeErrorEnvelope.self, from: Data(response.body)))?.error.message
            throw GatewayUnavailable("Stripe answered \(response.status): \(message ?? "no error message")")
        }
        do {
            return try JSONDecoder().decode(StripeObject.self, from: Data(response.body))
        } catch {
            throw GatewayUnavailable("Stripe's answer (\(response.status)) is not a JSON object")
        }
    }

    /// `application/x-www-form-urlencoded`, in the given order: every byte but the unreserved
    /// ones (RFC 3986: letters, digits, `-._~`) percent-encoded, brackets included.
    static func formBody(_ fields: [(String, String)]) -> [UInt8] {
        var body: [UInt8] = []
        for (index, field) in fields.enumerated() {
            if index > 0 { body.append(UInt8(ascii: "&")) }
            body.append(contentsOf: percentEncoded(field.0))
            body.append(UInt8(ascii: "="))
            body.append(contentsOf: percentEncoded(field.1))
        }
        return body
    }

    private static func percentEncoded(_ text: String) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}

// MARK: - Stripe's JSON

/// An event as Stripe posts it: `{"id": "evt_…", "type": "…", "data": {"object": {…}}}`.
private struct StripeEvent: Decodable {
    let id: String
    let type: String
    let object: StripeObject?

    private enum CodingKeys: String, CodingKey { case id, type, data }
    private enum DataKeys: String, CodingKey { case object }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        type = try container.decode(String.self, forKey: .type)
        let data = try container.nestedContainer(keyedBy: DataKeys.self, forKey: .data)
        object = try? data.decode(StripeObject.self, forKey: .object)
    }
}

/// The fields Satchel reads from a Checkout Session or a refund. Read leniently: an event about
/// some other object (ignored anyway) must not be rejected for a field of another shape.
private struct StripeObject: Decodable {
    var id: String?
    var url: String?
    var status: String?
    var paymentStatus: String?
    var amountTotal: Int?
    var currency: String?
    var paymentIntent: StripeReference?

    private enum CodingKeys: String, CodingKey {
        case id, url, status, currency
        case paymentStatus = "payment_status"
        case amountTotal = "amount_total"
        case paymentIntent = "payment_intent"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try? container.decodeIfPresent(String.self, forKey: .id)
        url = try? container.decodeIfPresent(String.self, forKey: .url)
        status = try? container.decodeIfPresent(String.self, forKey: .status)
        paymentStatus = try? container.decodeIfPresent(String.self, forKey: .paymentStatus)
        amountTotal = try? container.decodeIfPresent(Int.self, forKey: .amountTotal)
        currency = try? container.decodeIfPresent(String.self, forKey: .currency)
        paymentIntent = try? container.decodeIfPresent(StripeReference.self, forKey: .paymentIntent)
    }
}

/// A related object: its id as a string, or the object itself when expanded.
private struct StripeReference: Decodable {
    var id: String
    var status: String?

    private enum CodingKeys: String, CodingKey { case id, status }

    init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.id = id
            self.status = nil
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        status = try? container.decodeIfPresent(String.self, forKey: .status)
    }
}

/// `{"error": {"type": "…", "message": "…"}}`, Stripe's answer to a refused request.
private struct StripeErrorEnvelope: Decodable {
    struct Body: Decodable { var message: String? }
    var error: Body
}
