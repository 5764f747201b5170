import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelCore
import Vapor

/// Chooses the payment gateways from the settings: the simulated bank always (demos, tests),
/// Stripe Checkout when its keys are set. `SATCHEL_PAYMENT_GATEWAY=stripe` makes Stripe the
/// one new donations use.
enum PaymentSetup {
    static func gateways(_ app: Application) -> PaymentGateways {
        let env = app.satchel.settings.environment
        // The callbacks' signing key: random per process unless given (hex), e.g. for the benchmark.
        let secret = env["SATCHEL_SIMBANK_SECRET"].flatMap { Data(hexString: $0) }.flatMap { $0.count >= 16 ? SymmetricKey(data: $0) : nil }
            ?? SymmetricKey(size: .bits256)
        let bank = SimulatedBank(
            secret: secret,
            context: { [weak app] in
                guard let app else { fatalError("the simulated bank outlived its app") }
                return app.context
            },
            deliver: { [weak app] delivery in
                guard let app else { return 503 }
                return try await deliverInProcess(delivery, app: app, path: FundingRoute.webhook("simbank").path)
            })
        app.setPart(bank)
        var others: [any PaymentGateway] = []
        if let key = env["SATCHEL_STRIPE_SECRET_KEY"], !key.isEmpty,
           let secret = env["SATCHEL_STRIPE_WEBHOOK_SECRET"], !secret.isEmpty {
            others.append(StripeGateway(secretKey: key, webhookSecret: secret, http: LiveGatewayHTTP(client: app.http.client.shared),
                                        apiBase: env["SATCHEL_STRIPE_API_BASE"] ?? "https://api.stripe.com"))
        }
        let wanted = env["SATCHEL_PAYMENT_GATEWAY"] ?? "simbank"
        let active: any PaymentGateway = others.first { $0.name == wanted } ?? bank
        if active.name != wanted { app.logger.warning("payment gateway \(wanted) is not configured; using the simulated bank") }
        return PaymentGateways(active: active, others: [bank] + others)
    }

    /// The simulated bank calls Satchel's webhook endpoint through the app's own responder:
    /// the same routing, middleware and signature check as a callback over the network, and
    /// it reaches the instance that holds the bank's signing key.
    static func deliverInProcess(_ delivery: WebhookDelivery, app: Application, path: String) async throws -> Int {
        var headers = HTTPHeaders()
        for (name, value) in delivery.headers { headers.add(name: name, value: value) }
        let request = Request(application: app, method: .POST, url: URI(path: path), headers: headers,
                              collectedBody: ByteBuffer(bytes: delivery.body), remoteAddress: nil, logger: app.logger,
                              on: app.eventLoopGroup.next())
        let response = try await app.responder.current.respond(to: request).get()
        return Int(response.status.code)
    }
}

/// Periodic money work; each pass is idempotent.
enum FundingJobs {
    static func runOnce(_ context: SatchelContext) async throws {
        if let bank = context.part(SimulatedBank.self) { try await bank.expireAbandoned() }
        try await context.donations.runDeadlines()
        let due = lastReconciliation.withLockedValue { last in
            guard last.map({ context.now.timeIntervalSince($0) > 86400 }) ?? true else { return false }
            last = context.now
            return true
        }
        if due { _ = try await context.donations.reconcile() }
    }

    /// Reconciliation asks the gateway about every recent donation: once a day is enough.
    static let lastReconciliation = NIOLockedValueBox<Date?>(nil)
}
