import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Ada collects money for a wish; Bob and Cat are her friends.
struct FundingSetup {
    let ada: SessionResponse
    let bob: SessionResponse
    let cat: SessionResponse

    static func make(_ t: TestContext) async throws -> FundingSetup {
        // Kept signed in: some tests move the clock on by days.
        let ada = try await t.signUp("ada", keep: true)
        let bob = try await t.signUp("bob", keep: true)
        let cat = try await t.signUp("cat", keep: true)
        try await t.befriend(ada, bob)
        try await t.befriend(ada, cat)
        return FundingSetup(ada: ada, bob: bob, cat: cat)
    }

    /// A funding wish of Ada's with a target in CZK.
    func fundingWish(_ t: TestContext, _ name: String = "Bicycle", target: Int = 10_000_00, mode: String = "all_or_nothing",
                     audience: String = "friends", circles: [UUID]? = nil, publicLink: Bool = false,
                     days: Double = 30) async throws -> UUID {
        let created = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: name))
        let wish = try created.decode(Wish.self)
        let started = try await t.request(FundingRoute.startFunding(wish.id), token: ada.token, json: FundingDraft(
            target: Price(amount: target, currency: "CZK"), deadline: t.clock.now.addingTimeInterval(days * 86400),
            why: "To ride to work", mode: mode, audience: audience, circleIds: circles, publicLink: publicLink))
        #expect(started.status == .created, "\(started.body.string)")
        return wish.id
    }
}

extension TestContext {
    var bank: SimulatedBank { app.part(SimulatedBank.self)! }

    /// Starts a donation through the API; returns it (pending) with its bank reference.
    func startDonation(_ wish: UUID, by donor: SessionResponse, amount: Int, anonymous: Bool = false) async throws -> (Donation, String) {
        let res = try await request(FundingRoute.donate(wish), token: donor.token, json: DonationRequest(amount: amount, anonymous: anonymous))
        #expect(res.status == .created, "\(res.body.string)")
        let donation = try res.decode(Donation.self)
        let record = try #require(try await DonationRecord.find(donation.id, on: app.db))
        return (donation, try #require(record.paymentRef))
    }

    /// Donates and pays at the simulated bank (its callbacks land before this returns).
    @discardableResult
    func donate(_ wish: UUID, by donor: SessionResponse, amount: Int, anonymous: Bool = false,
                behaviour: SimulatedBank.Behaviour = .init()) async throws -> Donation {
        let (donation, reference) = try await startDonation(wish, by: donor, amount: amount, anonymous: anonymous)
        _ = try await bank.pay(reference, card: "4242424242424242", behaviour: behaviour)
        return donation
    }

    func funding(_ wish: UUID, as viewer: SessionResponse) async throws -> Funding {
        let res = try await request(FundingRoute.funding(wish), token: viewer.token)
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(FundingWish.self).funding
    }

    /// The ledger's sum for the wish's funding.
    func ledgerTotal(_ wish: UUID) async throws -> Int {
        let id = try #require(try await context.funding.funding(ofWish: wish)).id
        return try await LedgerEntryRecord.query(on: app.db).filter(\.$fundingID == id).all()
            .reduce(0) { $0 + $1.amountMinor }
    }

    /// Sends a simulated-bank callback to the webhook endpoint over HTTP (in process).
    func simbankCallback(id: String, type: String, reference: String, amount: Int) async throws -> TestingHTTPResponse {
        let body = Array(try JSONEncoder().encode(SimulatedBank.Callback(id: id, type: type, payment: reference,
                                                                         amount: amount, currency: "CZK")))
        let signature = Data(HMAC<SHA256>.authenticationCode(for: body, using: bank.secret)).hexString
        return try await request(.POST, FundingRoute.webhook("simbank").path,
                                 headers: ["Simbank-Signature": signature, "Content-Type": "application/json"],
                                 body: ByteBuffer(bytes: body))
    }
}
