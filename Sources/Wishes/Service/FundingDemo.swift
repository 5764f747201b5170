import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The demo world's group funding: collections at different stages, a surprise, products.
enum FundingDemo {
    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        let ids = try demo.people.map { try $0.requireID() }
        let (alice, bob, carol, dave, eva) = (ids[0], ids[1], ids[2], ids[3], ids[4])
        // Friends in the demo: Alice with everyone, Bob with Carol.
        try await context.products.demoSeed()
        let day: TimeInterval = 86400

        // Just started: nobody has given yet.
        let guitar = try await context.wishes.create(owner: dave, WishDraft(name: "Electric guitar",
                                                                         store: "Music shop", notes: "A Telecaster, sunburst"))
        _ = try await context.funding.start(try guitar.requireID(), owner: dave, FundingDraft(
            target: Price(amount: 25_000_00, currency: "CZK"), deadline: context.now.addingTimeInterval(45 * day),
            why: "I have played on a borrowed one for years. Time for my own!", publicLink: true))

        // Half way, with named and anonymous donors.
        let bike = try await context.wishes.create(owner: carol, WishDraft(name: "Cargo bike", notes: "To take the kids to school"))
        _ = try await context.funding.start(try bike.requireID(), owner: carol, FundingDraft(
            target: Price(amount: 2_000_00, currency: "EUR"), deadline: context.now.addingTimeInterval(20 * day),
            why: "No more car for the school run.", mode: "keep_what_you_get"))
        try await give(context, to: try bike.requireID(), from: alice, amount: 500_00)
        try await give(context, to: try bike.requireID(), from: bob, amount: 350_00, anonymous: true)

        // Fully funded.
        let course = try await context.wishes.create(owner: eva, WishDraft(name: "Pottery course"))
        _ = try await context.funding.start(try course.requireID(), owner: eva, FundingDraft(
            target: Price(amount: 3_200_00, currency: "SEK"), deadline: context.now.addingTimeInterval(10 * day),
            why: "Eight evenings at the studio round the corner."))
        try await give(context, to: try course.requireID(), from: alice, amount: 2_000_00)
        try await give(context, to: try course.requireID(), from: alice, amount: 1_200_00)

        // A surprise for Alice, organised by Bob with Carol: Alice sees nothing of it.
        let surprise = try await context.funding.createSurprise(organiser: bob, SurpriseDraft(
            recipientId: alice, wish: WishDraft(name: "Concert tickets", notes: "Two tickets for her favourite band"),
            funding: FundingDraft(target: Price(amount: 4_000_00, currency: "CZK"), deadline: context.now.addingTimeInterval(14 * day),
                                  why: "Alice's birthday: let's surprise her!")))
        try await give(context, to: try surprise.requireID(), from: carol, amount: 1_500_00)
    }

    /// A donation paid at the simulated bank, its callback applied like any other.
    static func give(_ context: SatchelContext, to wish: UUID, from donor: UUID, amount: Int, anonymous: Bool = false) async throws {
        let donation = try await context.donations.donate(to: wish, donor: donor, DonationRequest(amount: amount, anonymous: anonymous))
        guard let reference = donation.paymentRef, let bank = context.part(SimulatedBank.self) else { return }
        _ = try await bank.pay(reference, card: "4242424242424242", behaviour: .init())
    }
}
