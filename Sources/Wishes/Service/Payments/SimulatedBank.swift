import Fluent
import Foundation
import SatchelCore
import SQLKit
import Vapor

/// A payment gateway built into Satchel for demos and tests. It keeps its own books
/// (`simbank_payments`), shows its own checkout page, and reports outcomes the way a real
/// gateway does: signed callbacks to Satchel's webhook endpoint, which can be delayed, sent
/// twice or sent out of order to show that donations are applied exactly once.
public final class SimulatedBank: PaymentGateway {
    public let name = "simbank"
    /// Signs callbacks; kept in the process (callbacks come back to the instance that sent them).
    let secret: SymmetricKey
    let makeContext: @Sendable () -> SatchelContext
    /// Sends a callback to the webhook endpoint and returns the HTTP status.
    let deliver: @Sendable (WebhookDelivery) async throws -> Int

    /// Card numbers the bank declines (a real test-card convention).
    static let declinedCards: Set<String> = ["4000000000000002"]
    /// Open checkouts expire after this long.
    package static let checkoutLifetime: TimeInterval = 30 * 60

    public init(secret: SymmetricKey = SymmetricKey(size: .bits256), context: @escaping @Sendable () -> SatchelContext,
                deliver: @escaping @Sendable (WebhookDelivery) async throws -> Int) {
        self.secret = secret
        self.makeContext = context
        self.deliver = deliver
    }

    /// How the bank misbehaves for one checkout (chosen on its page, for demos and tests).
    public struct Behaviour: Sendable, Equatable {
        public var delay: TimeInterval
        public var duplicate: Bool
        public var outOfOrder: Bool

        public init(delay: TimeInterval = 0, duplicate: Bool = false, outOfOrder: Bool = false) {
            self.delay = delay
            self.duplicate = duplicate
            self.outOfOrder = outOfOrder
        }
    }

    // MARK: PaymentGateway

    public func startPayment(_ request: PaymentRequest) async throws -> PaymentStart {
        let context = makeContext()
        if let existing = try await SimBankPaymentRecord.query(on: context.db).filter(\.$idempotencyKey == request.idempotencyKey).first() {
            return start(for: existing)
        }
        let payment = SimBankPaymentRecord()
        payment.idempotencyKey = request.idempotencyKey
        payment.amountMinor = request.amountMinor
        payment.currency = request.currency
        payment.description = request.description
        payment.returnURL = request.returnURL
        payment.cancelURL = request.cancelURL
        payment.state = .open
        payment.createdAt = context.now
        do { try await payment.create(on: context.db) } catch let error as any DatabaseError where error.isConstraintFailure {
            // A retry racing the first attempt: answer as the first did.
            guard let existing = try await SimBankPaymentRecord.query(on: context.db)
                .filter(\.$idempotencyKey == request.idempotencyKey).first() else { throw GatewayUnavailable("\(error)") }
            return start(for: existing)
        }
        return start(for: payment)
    }

    private func start(for payment: SimBankPaymentRecord) -> PaymentStart {
        let reference = payment.id!.uuidString.lowercased()
        return PaymentStart(reference: reference, redirectURL: FundingPath.bankCheckout(reference: reference).path)
    }

    public func events(from webhook: WebhookDelivery, now: Date) throws -> [GatewayEvent] {
        guard let header = webhook.headers["simbank-signature"] else { throw WebhookRejected("missing Simbank-Signature") }
        guard let given = Data(hexString: header), given.count == 32,
              HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: webhook.body, using: secret)
        else { throw WebhookRejected("bad signature") }
        let callback: Callback
        do { callback = try JSONDecoder().decode(Callback.self, from: Data(webhook.body)) } catch {
            throw WebhookRejected("unreadable body")
        }
        guard let kind = GatewayEvent.Kind(rawValue: callback.type) else { throw WebhookRejected("unknown type") }
        return [GatewayEvent(id: callback.id, kind: kind, paymentReference: callback.payment,
                             amountMinor: callback.amount, currency: callback.currency)]
    }

    public func refund(_ request: RefundRequest) async throws -> RefundResult {
        let context = makeContext()
        guard let id = UUID(uuidString: request.paymentReference),
              let payment = try await SimBankPaymentRecord.find(id, on: context.db) else {
            throw GatewayUnavailable("no such payment")
        }
        try await SimBankStore(sql: context.sql).refund(id, key: request.idempotencyKey)
        guard let after = try await SimBankPaymentRecord.find(id, on: context.db), after.state == .refunded,
              after.refundKey == request.idempotencyKey else {
            throw GatewayUnavailable("payment \(payment.state.rawValue) cannot be refunded")
        }
        return RefundResult(reference: "refund-" + request.paymentReference)
    }

    public func status(ofPayment reference: String) async throws -> GatewayPaymentStatus {
        try await statuses(ofPayments: [reference])[reference] ?? .unknown
    }

    /// One read for all of them: the bank's own books.
    public func statuses(ofPayments references: [String]) async throws -> [String: GatewayPaymentStatus] {
        let ids = Dictionary(references.compactMap { r in UUID(uuidString: r).map { ($0, r) } }, uniquingKeysWith: { first, _ in first })
        var found = Dictionary(references.map { ($0, GatewayPaymentStatus.unknown) }, uniquingKeysWith: { first, _ in first })
        for (id, state) in try await SimBankStore(sql: makeContext().sql).states(of: Array(ids.keys)) {
            guard let reference = ids[id] else { continue }
            found[reference] = switch state {
            case .open: .pending
            case .paid: .succeeded
            case .declined: .failed
            case .expired: .expired
            case .refunded: .refunded
            case .cancelled: .cancelled
            }
        }
        return found
    }

    // MARK: the checkout page's actions

    func payment(_ reference: String) async throws -> SimBankPaymentRow {
        guard let id = UUID(uuidString: reference),
              let payment = try await SimBankStore(sql: makeContext().sql).payment(id) else { throw AppError.notFound("payment") }
        return payment
    }

    /// The donor approves with a card: the bank takes the money (or declines the card) and
    /// tells Satchel. Returns where to send the donor.
    public func pay(_ reference: String, card: String, behaviour: Behaviour) async throws -> String {
        let digits = card.filter(\.isNumber)
        guard (12...19).contains(digits.count), Self.luhn(digits) else { throw AppError.invalid("card", "simbank.card") }
        let declined = Self.declinedCards.contains(digits)
        let payment = try await settle(reference, to: declined ? .declined : .paid)
        await send([.pending, declined ? .failed : .succeeded], payment: payment, behaviour: behaviour)
        return payment.returnURL
    }

    /// The donor gives up: the payment is cancelled (not declined: no card was refused).
    public func cancel(_ reference: String, behaviour: Behaviour) async throws -> String {
        let payment = try await settle(reference, to: .cancelled)
        await send([.cancelled], payment: payment, behaviour: behaviour)
        return payment.cancelURL
    }

    /// Expires checkouts nobody finished (run by the background jobs).
    public func expireAbandoned() async throws {
        let context = makeContext()
        let old = try await SimBankPaymentRecord.query(on: context.db).filter(\.$state == .open)
            .filter(\.$createdAt < context.now.addingTimeInterval(-Self.checkoutLifetime)).all()
        for payment in old {
            guard let settled = try? await settle(payment.id!.uuidString.lowercased(), to: .expired) else { continue }
            await send([.expired], payment: settled, behaviour: Behaviour())
        }
    }

    private func settle(_ reference: String, to state: SimBankPaymentRecord.State) async throws -> SimBankPaymentRow {
        var payment = try await payment(reference)
        guard try await SimBankStore(sql: makeContext().sql).settle(payment.id, to: state) else { throw AppError(.conflict, "simbank.settled") }
        payment.state = state
        return payment
    }

    struct Callback: Codable {
        var id: String
        var type: String
        var payment: String
        var amount: Int
        var currency: String
    }

    /// Sends the callbacks, misbehaving as asked. Without a delay they are sent before this
    /// returns (tests rely on it); with one, in the background.
    private func send(_ kinds: [GatewayEvent.Kind], payment: SimBankPaymentRow, behaviour: Behaviour) async {
        var callbacks = kinds.map { kind in
            Callback(id: "simevt_" + UUID().uuidString.lowercased(), type: kind.rawValue,
                     payment: payment.id.uuidString.lowercased(), amount: payment.amountMinor, currency: payment.currency)
        }
        if behaviour.outOfOrder { callbacks.reverse() }
        if behaviour.duplicate { callbacks = callbacks.flatMap { [$0, $0] } }
        let work: @Sendable () async -> Void = { [self, callbacks] in
            for callback in callbacks { await self.deliverWithRetries(callback) }
        }
        if behaviour.delay > 0 {
            Task {
                try? await Task.sleep(for: .milliseconds(Int(behaviour.delay * 1000)))
                await work()
            }
        } else {
            await work()
        }
    }

    /// Like a real gateway, retries a callback that was not accepted, with growing pauses.
    private func deliverWithRetries(_ callback: Callback) async {
        guard let body = try? JSONEncoder().encode(callback) else { return }
        let bytes = Array(body)
        let signature = Data(HMAC<SHA256>.authenticationCode(for: bytes, using: secret)).hexString
        let delivery = WebhookDelivery(body: bytes, headers: ["simbank-signature": signature, "content-type": "application/json"])
        for attempt in 0..<5 {
            if let status = try? await deliver(delivery), (200..<300).contains(status) { return }
            try? await Task.sleep(for: .milliseconds(200 << attempt))
        }
        makeContext().logger.warning("simbank: callback \(callback.id) was not accepted")
    }

    static func luhn(_ digits: String) -> Bool {
        var sum = 0
        for (i, c) in digits.reversed().enumerated() {
            guard var d = c.wholeNumberValue else { return false }
            if i % 2 == 1 { d *= 2; if d > 9 { d -= 9 } }
            sum += d
        }
        return sum % 10 == 0
    }
}

extension Data {
    init?(hexString: String) {
        var bytes: [UInt8] = []
        var chars = hexString.makeIterator()
        while let a = chars.next() {
            guard let b = chars.next(), let byte = UInt8(String([a, b]), radix: 16) else { return nil }
            bytes.append(byte)
        }
        self.init(bytes)
    }

    var hexString: String { map { String(format: "%02x", $0) }.joined() }
}
