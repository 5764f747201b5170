import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import VaporTesting

extension TestContext {
    /// The public link's secret of a funding wish (its `publicURL`'s last part), as its owner sees it.
    func publicToken(_ wish: UUID, owner: SessionResponse) async throws -> String {
        let url = try #require(try await funding(wish, as: owner).publicURL)
        return String(try #require(url.split(separator: "/").last))
    }

    /// A guest gives through the public link (API, no account); the gift is pending.
    func giveAsGuest(_ token: String, name: String, amount: Int, anonymous: Bool = false, message: String? = nil,
                     key: String? = nil) async throws -> GuestDonation {
        let res = try await request(FundingRoute.giveAsGuest(token: token), json: GuestDonationRequest(
            name: name, message: message, amount: amount, anonymous: anonymous, key: key))
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(GuestDonation.self)
    }

    /// The simulated bank's reference of a gift's checkout (`/simbank/checkout/<reference>`).
    func bankReference(_ gift: GuestDonation) throws -> String {
        String(try #require(gift.paymentURL?.split(separator: "/").last))
    }

    /// A guest gives and pays at the simulated bank.
    @discardableResult
    func guestGives(_ token: String, name: String, amount: Int, anonymous: Bool = false) async throws -> GuestDonation {
        let gift = try await giveAsGuest(token, name: name, amount: amount, anonymous: anonymous)
        _ = try await bank.pay(try bankReference(gift), card: "4242424242424242", behaviour: .init())
        return gift
    }

    func guestGift(_ secret: String) async throws -> GuestDonation {
        let res = try await request(FundingRoute.guestGift(token: secret))
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(GuestDonation.self)
    }
}
