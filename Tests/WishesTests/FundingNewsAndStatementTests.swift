import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Issue 41: the organiser posts news every giver gets (members in their inbox, guests on their
/// receipt), and downloads a statement of every gift as CSV.
@Suite("News to givers and the statement")
struct FundingNewsAndStatementTests {
    @Test func newsReachesEveryMemberWhoGaveThroughTheInboxAndNobodyElse() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, mode: "keep_what_you_get")
            try await t.donate(wish, by: s.bob, amount: 100_00)
            let res = try await t.request(FundingRoute.postFundingNews(wish), token: s.ada.token,
                                          json: FundingNewsDraft(body: "We bought the bike!"))
            #expect(res.status == .created, "\(res.body.string)")
            let bobs = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.bob.user.id).all().map(\.kind)
            let cats = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == s.cat.user.id).all().map(\.kind)
            #expect(bobs.contains(FundingNotification.news))
            #expect(!cats.contains(FundingNotification.news))
        }
    }

    @Test func aGuestSeesTheNewsOnTheirReceipt() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            let gift = try await t.guestGives(try await t.publicToken(wish, owner: s.ada), name: "Gran", amount: 100_00)
            _ = try await t.request(FundingRoute.postFundingNews(wish), token: s.ada.token, json: FundingNewsDraft(body: "We bought the bike!"))
            #expect(try await t.guestGift(try #require(gift.token)).news.map(\.body) == ["We bought the bike!"])
            var guest = Browser(t: t)
            #expect(try await guest.get("/gifts/" + (try #require(gift.token))).body.string.contains("We bought the bike!"))
        }
    }

    @Test func friendsWhoSeeTheCollectionReadItsNews() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            _ = try await t.request(FundingRoute.postFundingNews(wish), token: s.ada.token, json: FundingNewsDraft(body: "Halfway there"))
            let news = try await t.request(FundingRoute.fundingNews(wish), token: s.cat.token).decode([FundingNews].self)
            #expect(news.map(\.body) == ["Halfway there"])
        }
    }

    @Test func onlyTheOrganiserPostsNews() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let res = try await t.request(FundingRoute.postFundingNews(wish), token: s.bob.token, json: FundingNewsDraft(body: "Hi"))
            #expect(res.status == .notFound)
            #expect(try await FundingNewsRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func emptyNewsIsRefusedOnItsField() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let res = try await t.request(FundingRoute.postFundingNews(wish), token: s.ada.token, json: FundingNewsDraft(body: "   "))
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("\"body\""))
        }
    }

    @Test func theStatementListsEveryGiftWithAnonymousOnesAsAnonymous() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, publicLink: true)
            try await t.donate(wish, by: s.bob, amount: 100_00)
            try await t.donate(wish, by: s.cat, amount: 250_50, anonymous: true)
            try await t.guestGives(try await t.publicToken(wish, owner: s.ada), name: "=HYPERLINK(\"x\")", amount: 300_00)
            let res = try await t.request(FundingRoute.fundingStatement(wish), token: s.ada.token)
            #expect(res.status == .ok)
            #expect(res.headers.contentType?.description.hasPrefix("text/csv") == true)
            let lines = res.body.string.components(separatedBy: "\r\n")
            #expect(lines.first == "date,giver,amount,fee,net,currency,state,payout")
            #expect(lines.count == 5 && lines.last == "")
            #expect(lines.contains { $0.contains(",Bob,100.00,0.00,100.00,CZK,confirmed,") })
            #expect(lines.contains { $0.contains(",Anonymous,250.50,0.00,250.50,CZK,confirmed,") })
            #expect(!res.body.string.contains("Cat"))
            // A name that is a formula is made inert, and quoted as RFC 4180 wants.
            #expect(lines.contains { $0.contains(",\"'=HYPERLINK(\"\"x\"\")\",300.00,") })
        }
    }

    @Test func onlyTheOrganiserDownloadsTheStatement() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            #expect(try await t.request(FundingRoute.fundingStatement(wish), token: s.bob.token).status == .notFound)
        }
    }

    @Test func aCSVCellStartingWithAFormulaCharacterIsNeutralised() {
        #expect(CSV.cell("=1+1") == "'=1+1")
        #expect(CSV.cell("+4") == "'+4" && CSV.cell("-4") == "'-4" && CSV.cell("@x") == "'@x")
        #expect(CSV.cell("a,b") == "\"a,b\"")
        #expect(CSV.cell("line\r\nbreak") == "\"line\r\nbreak\"")
        #expect(CSV.cell("plain") == "plain")
    }
}
