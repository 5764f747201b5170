import Foundation
import Testing
@testable import Wishes

/// The Stripe Checkout gateway, offline: webhooks signed by Stripe's own Python library
/// (scripts/stripe-fixtures.py writes Fixtures/stripe/*.json) and a recording `GatewayHTTP`
/// that answers as Stripe's API does.
@Suite("Stripe Checkout gateway")
struct StripeGatewayTests {
    // MARK: Webhooks

    @Test(arguments: StripeExpectedEvent.all)
    func eachSignedFixtureVerifiesAndMapsToItsEvent(_ expected: StripeExpectedEvent) throws {
        let fixture = try StripeFixture.load(expected.fixture)
        let events = try stripeGateway(fixture).events(from: fixture.delivery, now: fixture.signedAt)
        #expect(events == [expected.event])
    }

    @Test func aBodyChangedByOneByteIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        var body = fixture.body
        let amount = try #require(stripeRange(of: "\"amount_total\": 50000", in: body))
        body[amount.upperBound - 1] = UInt8(ascii: "1")  // 50000 → 50001
        let tampered = WebhookDelivery(body: body, headers: ["stripe-signature": fixture.header])
        #expect(throws: WebhookRejected(StripeSignature.Reason.noMatch)) {
            try stripeGateway(fixture).events(from: tampered, now: fixture.signedAt)
        }
    }

    @Test func aSignature301SecondsOldIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        #expect(throws: WebhookRejected(StripeSignature.Reason.tooOld)) {
            try stripeGateway(fixture).events(from: fixture.delivery, now: fixture.signedAt.addingTimeInterval(301))
        }
    }

    @Test func aSignature299SecondsOldPasses() throws {
        let fixture = try StripeFixture.load("completed_paid")
        let events = try stripeGateway(fixture).events(from: fixture.delivery, now: fixture.signedAt.addingTimeInterval(299))
        #expect(events.map(\.kind) == [.succeeded])
    }

    @Test func aSignatureDated301SecondsAheadIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        #expect(throws: WebhookRejected(StripeSignature.Reason.inFuture)) {
            try stripeGateway(fixture).events(from: fixture.delivery, now: fixture.signedAt.addingTimeInterval(-301))
        }
    }

    @Test func aHeaderWithAnOldSecretsSignatureBesideTheRightOnePasses() throws {
        let fixture = try StripeFixture.load("two_signatures")
        #expect(fixture.header.components(separatedBy: ",v1=").count == 3)
        let events = try stripeGateway(fixture).events(from: fixture.delivery, now: fixture.signedAt)
        #expect(events.map(\.paymentReference) == ["cs_test_a1SatchelTwoSignatures"])
    }

    @Test func aWebhookSignedWithAnotherSecretIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_someone_else",
                                    http: StripeRecordingHTTP())
        #expect(throws: WebhookRejected(StripeSignature.Reason.noMatch)) {
            try gateway.events(from: fixture.delivery, now: fixture.signedAt)
        }
    }

    @Test func aWebhookWithoutStripeSignatureIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        let unsigned = WebhookDelivery(body: fixture.body, headers: ["content-type": "application/json"])
        #expect(throws: WebhookRejected(StripeSignature.Reason.missingHeader)) {
            try stripeGateway(fixture).events(from: unsigned, now: fixture.signedAt)
        }
    }

    @Test func aHeaderWithoutTimestampIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        let header = fixture.header.replacingOccurrences(of: "t=\(fixture.timestamp),", with: "")
        #expect(throws: WebhookRejected(StripeSignature.Reason.noTimestamp)) {
            try StripeSignature.verify(header: header, payload: fixture.body, secret: fixture.secret, now: fixture.signedAt)
        }
    }

    @Test func aHeaderWithOnlyOtherSchemesIsRejected() throws {
        let fixture = try StripeFixture.load("completed_paid")
        let header = fixture.header.replacingOccurrences(of: ",v1=", with: ",v0=")
        #expect(throws: WebhookRejected(StripeSignature.Reason.noSignature)) {
            try StripeSignature.verify(header: header, payload: fixture.body, secret: fixture.secret, now: fixture.signedAt)
        }
    }

    @Test func signProducesTheHeaderStripesLibraryProduces() throws {
        let fixture = try StripeFixture.load("completed_paid")
        #expect(StripeSignature.sign(payload: fixture.body, secret: fixture.secret, timestamp: fixture.timestamp) == fixture.header)
    }

    @Test func unreadableJSONWithAValidSignatureIsRejected() throws {
        let body = Array("{\"id\": \"evt_1\", \"type\":".utf8)
        let header = StripeSignature.sign(payload: body, secret: "whsec_test_satchel", timestamp: 1_763_800_000)
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: StripeRecordingHTTP())
        #expect(throws: WebhookRejected("unreadable Stripe event")) {
            try gateway.events(from: WebhookDelivery(body: body, headers: ["stripe-signature": header]),
                               now: Date(timeIntervalSince1970: 1_763_800_000))
        }
    }

    // MARK: Starting a payment

    @Test func startPaymentPostsTheCheckoutSessionFormWithKeyAndIdempotencyKey() async throws {
        let http = StripeRecordingHTTP(answers: [GatewayHTTPResponse(status: 200, body: Array(stripeCreatedSessionJSON.utf8))])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http)
        let request = PaymentRequest(idempotencyKey: "9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10", amountMinor: 50000, currency: "CZK",
                                     description: "Kolo & helma = 100 % ✓ pro Aničku",
                                     returnURL: "https://satchel.example/wishes/w/42/fund/thanks?d=9b2f",
                                     cancelURL: "https://satchel.example/wishes/w/42/fund?cancelled=1")

        let start = try await gateway.startPayment(request)

        #expect(start == PaymentStart(reference: "cs_test_a1Y2mKqW8sBvXcL0pT7nR4hJ",
                                      redirectURL: "https://checkout.stripe.com/c/pay/cs_test_a1Y2mKqW8sBvXcL0pT7nR4hJ#fidkdWxOYHwnPyd1blpxYHZxWjA0TmZ3"))
        let requests = await http.requests
        #expect(requests.count == 1)
        let sent = try #require(requests.first)
        #expect(sent.method == "POST")
        #expect(sent.url == "https://api.stripe.com/v1/checkout/sessions")
        #expect(sent.headers["Authorization"] == "Bearer sk_test_satchel")
        #expect(sent.headers["Idempotency-Key"] == "9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10")
        #expect(sent.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(stripeDecodedForm(sent.body) == [
            "mode=payment",
            "line_items[0][quantity]=1",
            "line_items[0][price_data][currency]=czk",
            "line_items[0][price_data][unit_amount]=50000",
            "line_items[0][price_data][product_data][name]=Kolo & helma = 100 % ✓ pro Aničku",
            "success_url=https://satchel.example/wishes/w/42/fund/thanks?d=9b2f",
            "cancel_url=https://satchel.example/wishes/w/42/fund?cancelled=1",
            "client_reference_id=9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10",
            "metadata[donation_id]=9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10",
            "payment_intent_data[metadata][donation_id]=9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10",
        ])
        let raw = String(decoding: sent.body, as: UTF8.self)
        #expect(raw.contains("line_items%5B0%5D%5Bquantity%5D=1"))
        #expect(raw.contains("Kolo%20%26%20helma%20%3D%20100%20%25%20%E2%9C%93%20pro%20Ani%C4%8Dku"))
    }

    @Test func aStripeErrorAnswerBecomesGatewayUnavailableWithStripesMessage() async throws {
        let http = StripeRecordingHTTP(answers: [GatewayHTTPResponse(status: 400, body: Array(stripeErrorJSON.utf8))])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http)
        let request = PaymentRequest(idempotencyKey: "d1", amountMinor: 1, currency: "CZK", description: "Kite",
                                     returnURL: "https://satchel.example/r", cancelURL: "https://satchel.example/c")
        let error = await #expect(throws: GatewayUnavailable.self) {
            try await gateway.startPayment(request)
        }
        #expect(error?.reason.contains("Amount must convert to at least 50 cents.") == true)
    }

    // MARK: Refunds

    @Test func refundPostsThePaymentIntentWithTheIdempotencyKey() async throws {
        let http = StripeRecordingHTTP(answers: [GatewayHTTPResponse(status: 200, body: Array(stripeRefundJSON.utf8))])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http)

        let refund = try await gateway.refund(RefundRequest(paymentReference: "cs_test_a1SatchelCompletedPaid",
                                                            refundReference: "pi_3SatchelCompletedPaid01", amountMinor: 50000,
                                                            currency: "CZK", idempotencyKey: "refund-9b2f6c1e"))

        #expect(refund == RefundResult(reference: "re_3SatchelCompletedPaid01Rf"))
        let sent = await http.requests
        #expect(sent.map(\.method) == ["POST"])
        #expect(sent.first?.url == "https://api.stripe.com/v1/refunds")
        #expect(sent.first?.headers["Idempotency-Key"] == "refund-9b2f6c1e")
        #expect(sent.first?.headers["Authorization"] == "Bearer sk_test_satchel")
        #expect(stripeDecodedForm(sent.first?.body ?? []) == ["payment_intent=pi_3SatchelCompletedPaid01"])
    }

    @Test func refundWithoutAPaymentIntentReadsItFromTheSessionFirst() async throws {
        let http = StripeRecordingHTTP(answers: [
            GatewayHTTPResponse(status: 200, body: Array(stripeSessionJSON(status: "complete", paymentStatus: "paid", intentStatus: "succeeded").utf8)),
            GatewayHTTPResponse(status: 200, body: Array(stripeRefundJSON.utf8)),
        ])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http)

        _ = try await gateway.refund(RefundRequest(paymentReference: "cs_test_a1SatchelCompletedPaid", refundReference: nil,
                                                   amountMinor: 50000, currency: "CZK", idempotencyKey: "refund-9b2f6c1e"))

        let sent = await http.requests
        #expect(sent.map(\.method) == ["GET", "POST"])
        #expect(sent.first?.url.hasPrefix("https://api.stripe.com/v1/checkout/sessions/cs_test_a1SatchelCompletedPaid") == true)
        #expect(stripeDecodedForm(sent.last?.body ?? []) == ["payment_intent=pi_3SatchelCompletedPaid01"])
        #expect(sent.last?.headers["Idempotency-Key"] == "refund-9b2f6c1e")
    }

    // MARK: Reconciliation

    @Test(arguments: StripeSessionState.all)
    func statusReadsTheCheckoutSession(_ state: StripeSessionState) async throws {
        let json = stripeSessionJSON(status: state.status, paymentStatus: state.paymentStatus, intentStatus: state.intentStatus)
        let http = StripeRecordingHTTP(answers: [GatewayHTTPResponse(status: 200, body: Array(json.utf8))])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http,
                                    apiBase: "https://stripe.mock/")

        #expect(try await gateway.status(ofPayment: "cs_test_a1SatchelCompletedPaid") == state.expected)
        let sent = await http.requests
        #expect(sent.map(\.method) == ["GET"])
        #expect(sent.first?.url == "https://stripe.mock/v1/checkout/sessions/cs_test_a1SatchelCompletedPaid?expand%5B%5D=payment_intent")
    }

    @Test func statusOfASessionStripeDoesNotKnowIsUnknown() async throws {
        let http = StripeRecordingHTTP(answers: [GatewayHTTPResponse(status: 404, body: Array(stripeNotFoundJSON.utf8))])
        let gateway = StripeGateway(secretKey: "sk_test_satchel", webhookSecret: "whsec_test_satchel", http: http)
        #expect(try await gateway.status(ofPayment: "cs_test_nope") == .unknown)
    }
}

// MARK: - Test support

/// A `GatewayHTTP` that records what it is sent and answers from a queue.
actor StripeRecordingHTTP: GatewayHTTP {
    private(set) var requests: [GatewayHTTPRequest] = []
    private var answers: [GatewayHTTPResponse]

    init(answers: [GatewayHTTPResponse] = []) {
        self.answers = answers
    }

    func send(_ request: GatewayHTTPRequest) async throws -> GatewayHTTPResponse {
        requests.append(request)
        guard !answers.isEmpty else { throw GatewayUnavailable("no answer queued for \(request.method) \(request.url)") }
        return answers.removeFirst()
    }
}

/// One file written by scripts/stripe-fixtures.py.
struct StripeFixture: Decodable, Sendable {
    var payload: String
    var header: String
    var secret: String
    var timestamp: Int

    var body: [UInt8] { Array(payload.utf8) }
    var signedAt: Date { Date(timeIntervalSince1970: TimeInterval(timestamp)) }
    var delivery: WebhookDelivery { WebhookDelivery(body: body, headers: ["stripe-signature": header, "content-type": "application/json"]) }

    static func load(_ name: String) throws -> StripeFixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures/stripe"))
        return try JSONDecoder().decode(StripeFixture.self, from: Data(contentsOf: url))
    }
}

struct StripeExpectedEvent: Sendable, CustomTestStringConvertible {
    var fixture: String
    var event: GatewayEvent
    var testDescription: String { fixture }

    static let all: [StripeExpectedEvent] = [
        .init(fixture: "completed_paid", event: GatewayEvent(
            id: "evt_1SatchelCompletedPaid01", kind: .succeeded, paymentReference: "cs_test_a1SatchelCompletedPaid",
            amountMinor: 50000, currency: "CZK", refundReference: "pi_3SatchelCompletedPaid01")),
        .init(fixture: "completed_unpaid", event: GatewayEvent(
            id: "evt_1SatchelCompletedUnpaid1", kind: .pending, paymentReference: "cs_test_a1SatchelCompletedUnpaid",
            amountMinor: 120000, currency: "SEK", refundReference: "pi_3SatchelDelayedSepa001")),
        .init(fixture: "async_succeeded", event: GatewayEvent(
            id: "evt_1SatchelAsyncSucceeded1", kind: .succeeded, paymentReference: "cs_test_a1SatchelCompletedUnpaid",
            amountMinor: 120000, currency: "SEK", refundReference: "pi_3SatchelDelayedSepa001")),
        .init(fixture: "async_failed", event: GatewayEvent(
            id: "evt_1SatchelAsyncFailed0001", kind: .failed, paymentReference: "cs_test_a1SatchelAsyncFailed",
            amountMinor: 2500, currency: "EUR", refundReference: "pi_3SatchelAsyncFailed001")),
        .init(fixture: "expired", event: GatewayEvent(
            id: "evt_1SatchelExpired00000001", kind: .expired, paymentReference: "cs_test_a1SatchelExpired",
            amountMinor: 1999, currency: "USD", refundReference: nil)),
        .init(fixture: "other_event", event: GatewayEvent(
            id: "evt_1SatchelOtherEvent00001", kind: .ignored, paymentReference: "pi_3SatchelOtherEvt0Qw1Ab")),
        .init(fixture: "two_signatures", event: GatewayEvent(
            id: "evt_1SatchelTwoSignatures01", kind: .succeeded, paymentReference: "cs_test_a1SatchelTwoSignatures",
            amountMinor: 50000, currency: "CZK", refundReference: "pi_3SatchelTwoSignatures1")),
    ]
}

struct StripeSessionState: Sendable, CustomTestStringConvertible {
    var status: String
    var paymentStatus: String
    var intentStatus: String?
    var expected: GatewayPaymentStatus
    var testDescription: String { "\(status)/\(paymentStatus)/\(intentStatus ?? "-") → \(expected)" }

    static let all: [StripeSessionState] = [
        .init(status: "open", paymentStatus: "unpaid", intentStatus: nil, expected: .pending),
        .init(status: "expired", paymentStatus: "unpaid", intentStatus: nil, expected: .expired),
        .init(status: "complete", paymentStatus: "paid", intentStatus: "succeeded", expected: .succeeded),
        .init(status: "complete", paymentStatus: "unpaid", intentStatus: "processing", expected: .pending),
        .init(status: "complete", paymentStatus: "unpaid", intentStatus: "requires_payment_method", expected: .failed),
        .init(status: "complete", paymentStatus: "unpaid", intentStatus: "canceled", expected: .cancelled),
    ]
}

private func stripeGateway(_ fixture: StripeFixture) -> StripeGateway {
    StripeGateway(secretKey: "sk_test_satchel", webhookSecret: fixture.secret, http: StripeRecordingHTTP())
}

/// A form body as "key=value" lines, percent-decoded, in order.
private func stripeDecodedForm(_ body: [UInt8]) -> [String] {
    String(decoding: body, as: UTF8.self).split(separator: "&").map { pair in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let key = String(parts[0]).removingPercentEncoding ?? "<bad key>"
        let value = parts.count > 1 ? (String(parts[1]).removingPercentEncoding ?? "<bad value>") : ""
        return "\(key)=\(value)"
    }
}

private func stripeRange(of text: String, in body: [UInt8]) -> Range<Int>? {
    let needle = Array(text.utf8)
    guard needle.count <= body.count else { return nil }
    for start in 0...(body.count - needle.count) where Array(body[start..<(start + needle.count)]) == needle {
        return start..<(start + needle.count)
    }
    return nil
}

/// Stripe's answer to POST /v1/checkout/sessions (trimmed to the usual fields).
private let stripeCreatedSessionJSON = #"""
{
  "id": "cs_test_a1Y2mKqW8sBvXcL0pT7nR4hJ",
  "object": "checkout.session",
  "amount_subtotal": 50000,
  "amount_total": 50000,
  "cancel_url": "https://satchel.example/wishes/w/42/fund?cancelled=1",
  "client_reference_id": "9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10",
  "created": 1763800000,
  "currency": "czk",
  "customer": null,
  "expires_at": 1763886400,
  "livemode": false,
  "metadata": {
    "donation_id": "9b2f6c1e-4d3a-4f7b-8e21-5a6c0d9e7f10"
  },
  "mode": "payment",
  "payment_intent": null,
  "payment_method_types": [
    "card"
  ],
  "payment_status": "unpaid",
  "status": "open",
  "success_url": "https://satchel.example/wishes/w/42/fund/thanks?d=9b2f",
  "ui_mode": "hosted",
  "url": "https://checkout.stripe.com/c/pay/cs_test_a1Y2mKqW8sBvXcL0pT7nR4hJ#fidkdWxOYHwnPyd1blpxYHZxWjA0TmZ3"
}
"""#

private let stripeErrorJSON = #"""
{
  "error": {
    "code": "amount_too_small",
    "doc_url": "https://stripe.com/docs/error-codes/amount-too-small",
    "message": "Amount must convert to at least 50 cents. 0.01 Kč converts to approximately $0.00.",
    "param": "line_items[0][price_data][unit_amount]",
    "request_log_url": "https://dashboard.stripe.com/test/logs/req_Satchel01?t=1763800000",
    "type": "invalid_request_error"
  }
}
"""#

private let stripeNotFoundJSON = #"""
{
  "error": {
    "code": "resource_missing",
    "message": "No such checkout.session: 'cs_test_nope'",
    "param": "session",
    "type": "invalid_request_error"
  }
}
"""#

private let stripeRefundJSON = #"""
{
  "id": "re_3SatchelCompletedPaid01Rf",
  "object": "refund",
  "amount": 50000,
  "balance_transaction": "txn_3SatchelCompletedPaid01Bt",
  "charge": "ch_3SatchelCompletedPaid01Ch",
  "created": 1763900000,
  "currency": "czk",
  "metadata": {},
  "payment_intent": "pi_3SatchelCompletedPaid01",
  "reason": null,
  "receipt_number": null,
  "source_transfer_reversal": null,
  "status": "succeeded",
  "transfer_reversal": null
}
"""#

/// GET /v1/checkout/sessions/{id}?expand[]=payment_intent.
private func stripeSessionJSON(status: String, paymentStatus: String, intentStatus: String?) -> String {
    let intent = intentStatus.map {
        #"{"id": "pi_3SatchelCompletedPaid01", "object": "payment_intent", "amount": 50000, "currency": "czk", "status": "\#($0)"}"#
    } ?? "null"
    return #"""
    {
      "id": "cs_test_a1SatchelCompletedPaid",
      "object": "checkout.session",
      "amount_total": 50000,
      "currency": "czk",
      "mode": "payment",
      "payment_intent": \#(intent),
      "payment_status": "\#(paymentStatus)",
      "status": "\#(status)",
      "url": null
    }
    """#
}
