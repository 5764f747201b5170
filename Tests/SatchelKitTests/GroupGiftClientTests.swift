import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// Group gifts through SatchelKit against a live server: the organiser's app turns on a
/// collection's public link and posts news; a guest's app, signed out, reads the collection,
/// gives (the same key twice is one gift) and reads its receipt; the statement comes as CSV.
@Suite("SatchelKit: group gifts")
struct GroupGiftClientTests {
    @Test func aGuestGivesThroughThePublicLinkAndTheOrganiserPostsNewsAndReadsTheStatement() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let wish = try await ada.wishes.create(WishDraft(name: "Cargo bike"))
            let started = try await ada.funding.start(wish.id, FundingDraft(
                target: Price(amount: 10_000_00, currency: "CZK"), deadline: Date().addingTimeInterval(7 * 86400),
                why: "For the school run", publicLink: true, namesRequired: false))
            let token = String(try #require(started.funding.publicURL?.split(separator: "/").last))

            let guest = SatchelClient(baseURL: url)
            let shown = try await guest.funding.publicFunding(token)
            #expect(shown.wish.name == "Cargo bike" && shown.funding.mode == "all_or_nothing")
            let key = "guest-key-0123456789abcdef"
            let gift = try await guest.funding.giveAsGuest(token, GuestDonationRequest(name: "Eva", amount: 200_00, anonymous: true, key: key))
            let again = try await guest.funding.giveAsGuest(token, GuestDonationRequest(name: "Eva", amount: 200_00, anonymous: true, key: key))
            #expect(gift == again && gift.token == key && gift.state == "pending" && gift.paymentURL != nil)

            _ = try await ada.funding.postNews(wish.id, FundingNewsDraft(body: "We bought the bike!"))
            #expect(try await ada.funding.news(wish.id).map(\.body) == ["We bought the bike!"])
            let receipt = try await guest.funding.guestGift(key)
            #expect(receipt.token == nil && receipt.news.map(\.body) == ["We bought the bike!"])
            #expect(try await ada.funding.statement(wish.id).hasPrefix("date,giver,amount,fee,net,currency,state,payout\r\n"))
        }
    }

    @Test func anAnonymousGiftWhereNamesAreRequiredIsATypedRefusalOnAnonymous() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let wish = try await ada.wishes.create(WishDraft(name: "Tent"))
            let started = try await ada.funding.start(wish.id, FundingDraft(
                target: Price(amount: 5_000_00, currency: "CZK"), deadline: Date().addingTimeInterval(7 * 86400),
                why: "Camping", publicLink: true, namesRequired: true))
            let token = String(try #require(started.funding.publicURL?.split(separator: "/").last))
            do {
                _ = try await SatchelClient(baseURL: url).funding.giveAsGuest(token, GuestDonationRequest(name: "Eva", amount: 100_00, anonymous: true))
                Issue.record("an anonymous gift was taken")
            } catch let error as SatchelError {
                #expect(error.status == 422 && error.problem?.errors?.first?.field == "anonymous")
            }
        }
    }
}
