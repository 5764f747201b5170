import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
@testable import Wishes
import Vapor
import VaporTesting

/// What people met on a phone (issue 41's seams): words and numbers as the reader writes them,
/// the currency of where they are, and pages that say where they are and what happened.
@Suite("Wish pages read as people expect")
struct WishPageSeamsTests {
    static func signedIn(_ t: TestContext, _ username: String) async throws -> Browser {
        var browser = Browser(t: t)
        _ = try await browser.post("/sign-in", ["login": username, "password": "correct horse battery"])
        return browser
    }

    @Test func aCalendarDayAndAPriceToEditAreWrittenInTheReadersLanguage() {
        let sv = Localizer(language: "sv"), en = Localizer(language: "en")
        #expect(en.calendarDay("2027-03-14") == "14 Mar 2027")
        #expect(sv.calendarDay("2027-03-14").hasPrefix("14 mars 2027"))
        #expect(sv.calendarDay("soon") == "soon", "not a day: shown as typed")
        #expect(sv.moneyField(minorUnits: 37_999, currency: "SEK") == "379,99")
        #expect(en.moneyField(minorUnits: 37_999, currency: "SEK") == "379.99")
        #expect(sv.moneyField(minorUnits: 1_250, currency: "EUR") == "12,50")
        #expect(sv.moneyField(minorUnits: 125_000, currency: "CZK") == "1250")
        #expect(Money.minorUnits(sv.moneyField(minorUnits: 37_905, currency: "SEK"), currency: "SEK") == .success(37_905))
    }

    @Test func aSwedishEditFormShowsThePriceWithACommaAsItsPagesDo() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Kite", price: Price(amount: 37_999, currency: "SEK"))
            var ada = try await Self.signedIn(t, "ada")
            _ = try await t.request(.updateMe, token: setup.ada.token, json: ProfileUpdate(language: "sv"))
            let form = try await ada.get("/wishes/\(WishesPath.id(wish.id))/edit").body.string
            #expect(form.contains("value=\"379,99\""))
        }
    }

    @Test func aNewWishStartsInTheCurrencyOfWhereThePersonIs() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/settings/time-zone", ["timeZone": "America/Los_Angeles"], from: "/settings")
            let form = try await ada.get("/wishes/new").body.string
            #expect(form.contains("<option value=\"USD\" selected>"), "dollars in Los Angeles, whatever the language")
            _ = try await ada.post("/settings/time-zone", ["timeZone": "Asia/Tokyo"], from: "/settings")
            let tokyo = try await ada.get("/wishes/new").body.string
            #expect(tokyo.contains("<option value=\"JPY\" selected>"), "a currency beyond the common ones is offered first")
        }
    }

    @Test func youAmongTheGiversIsNotCapitalisedMidSentence() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let wish = try await setup.wish(t, "Bike", price: Price(amount: 10_000, currency: "EUR"))
            _ = try await t.request(WishesRoute.pledge(wish.id), token: cat.token, json: PledgeRequest(amount: 4_000))
            _ = try await t.request(WishesRoute.pledge(wish.id), token: setup.bob.token, json: PledgeRequest(amount: 6_000))
            var bob = try await Self.signedIn(t, "bob")
            let page = try await bob.get("/wishes/\(WishesPath.id(wish.id))").body.string
            #expect(page.contains("Covered — by Cat and you") || page.contains("Covered — by you and Cat"))
        }
    }

    @Test func movingAWishOutOfTheInboxSaysMovedAndComesBackAtItsNeighbour() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let first = try await t.request(WishesRoute.createWish, token: setup.ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            let second = try await t.request(WishesRoute.createWish, token: setup.ada.token, json: WishDraft(name: "Scarf")).decode(Wish.self)
            var ada = try await Self.signedIn(t, "ada")
            let inbox = try await ada.get("/wishes").body.string
            let moved = inbox.contains("id=\"w-\(WishesPath.id(first.id))\"") ? first : second
            let stays = moved.id == first.id ? second : first
            let res = try await ada.post("/wishes/\(WishesPath.id(moved.id))/move", [
                "listId": setup.list.id.uuidString, "version": "1", "back": "/wishes#w-\(WishesPath.id(stays.id))",
            ], from: "/wishes")
            let location = try #require(res.headers.first(name: .location))
            #expect(location == "/wishes?done=wish_moved#w-\(WishesPath.id(stays.id))")
        }
    }

    @Test func anInvitationToAListSaysWhichListItOpens() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let made = try await t.request(WishesRoute.listInvitation(setup.list.id), token: setup.ada.token).decode(Invitation.self)
            let url = try #require(made.url)
            let path = try #require(URL(string: url)?.path)
            var stranger = Browser(t: t)
            let page = try await stranger.get(path).body.string
            #expect(page.contains("The link opens their wish list “Birthday”"))
        }
    }

    @Test func aFundingWishBelongsToTheFundingTab() async throws {
        try await withSatchel { t in
            let setup = try await FundingSetup.make(t)
            let wish = try await setup.fundingWish(t)
            var bob = try await Self.signedIn(t, "bob")
            let page = try await bob.get("/wishes/\(WishesPath.id(wish))").body.string
            #expect(page.contains("class=\"app-crumb\" href=\"/funding"), "the top bar names Funding")
        }
    }

    @Test func thanksForAGiftAreNotShownAgainAfterAnHour() async throws {
        try await withSatchel { t in
            let setup = try await FundingSetup.make(t)
            let wish = try await setup.fundingWish(t)
            t.clock.freeze(at: t.clock.now)
            let (donation, _) = try await t.startDonation(wish, by: setup.bob, amount: 100_00)
            var bob = try await Self.signedIn(t, "bob")
            let path = "/wishes/\(WishesPath.id(wish))?donation=\(donation.id.uuidString)"
            #expect(try await bob.get(path).body.string.contains("Thank you!"))
            t.clock.advance(by: 2 * 3600)
            #expect(!(try await bob.get(path).body.string.contains("Thank you!")), "a reopened tab does not thank again")
        }
    }
}
