import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// A funding wish its owner received (issue 41) leaves the collection listings as it left its
/// list, and everyone who gave money is told it arrived, anonymous givers too.
@Suite("Received funding wishes")
struct ReceivedFundingTests {
    func markReceived(_ t: TestContext, _ s: FundingSetup, _ wish: UUID) async throws {
        let res = try await t.request(WishesRoute.markReceived(wish), token: s.ada.token)
        #expect(res.status == .ok, "\(res.body.string)")
    }

    func feed(_ t: TestContext, _ viewer: SessionResponse) async throws -> [UUID] {
        try await t.request(FundingRoute.feed, token: viewer.token).decode(SatchelAPI.Page<FeedItem>.self).items.map(\.item.wish.id)
    }

    func inbox(_ t: TestContext, _ session: SessionResponse) async throws -> [NotificationItem] {
        try await t.request(.notifications, token: session.token).decode(SatchelAPI.Page<NotificationItem>.self).items
    }

    @Test func aReceivedCollectionLeavesTheFriendsFeed() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            let tent = try await s.fundingWish(t, "Tent")
            try await t.donate(bicycle, by: s.cat, amount: 100_00)
            #expect(Set(try await feed(t, s.bob)) == [bicycle, tent])
            try await markReceived(t, s, bicycle)
            #expect(try await feed(t, s.bob) == [tent])
        }
    }

    @Test func aReceivedCollectionLeavesMyCollectionsForTheReceivedPage() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            let tent = try await s.fundingWish(t, "Tent")
            try await markReceived(t, s, bicycle)
            let mine = try await t.request(FundingRoute.myFunding, token: s.ada.token).decode([FundingWish].self)
            #expect(mine.map(\.wish.id) == [tent])
            let received = try await t.request(WishesRoute.receivedWishes, token: s.ada.token).decode([ReceivedWish].self)
            #expect(received.map(\.wish.id) == [bicycle])
            var ada = Browser(t: t)
            _ = try await ada.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let page = try await ada.get(FundingPath.mine.path).body.string
            #expect(page.contains("Tent"))
            #expect(!page.contains("Bicycle"), "\(page)")
        }
    }

    @Test func theAccountExportKeepsAReceivedCollection() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            try await markReceived(t, s, bicycle)
            let export = try await t.request(.exportData, token: s.ada.token).decode(DataExport.self)
            let wishes = try JSONDecoder.api.decode([String: JSONValue].self, from: try JSONEncoder.api.encode(export.apps["wishes"]))
            let funding = try JSONDecoder.api.decode([FundingWish].self, from: try JSONEncoder.api.encode(wishes["funding"]))
            #expect(funding.map(\.wish.id) == [bicycle])
        }
    }

    @Test func aConfirmedDonorIsToldOnceThatTheWishArrivedAndNothingElse() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            try await t.donate(bicycle, by: s.bob, amount: 100_00)
            try await t.donate(bicycle, by: s.bob, amount: 50_00)
            try await t.donate(bicycle, by: s.cat, amount: 200_00)
            try await markReceived(t, s, bicycle)
            let told = try await inbox(t, s.bob).filter { $0.kind == WishNotification.received }
            #expect(told.count == 1, "one notice however many gifts")
            #expect(told.first?.text == "“Bicycle”, which you gave, arrived: Ada got it")
            #expect(told.first?.link == WishesPath.wish(bicycle).path)
        }
    }

    @Test func aDonorWhoGaveAnonymouslyIsToldAndTheOwnerLearnsNothing() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            try await t.donate(bicycle, by: s.bob, amount: 100_00)
            try await t.donate(bicycle, by: s.cat, amount: 200_00, anonymous: true)
            let adasBefore = try await inbox(t, s.ada)
            let marked = try await t.request(WishesRoute.markReceived(bicycle), token: s.ada.token)
            #expect(marked.status == .ok)
            #expect(!marked.body.string.contains("cat") && !marked.body.string.contains("Cat"))
            let told = try await inbox(t, s.cat).filter { $0.kind == WishNotification.received }
            #expect(told.map(\.text) == ["“Bicycle”, which you gave, arrived: Ada got it"])
            #expect(!(try await inbox(t, s.bob).filter { $0.kind == WishNotification.received }.first?.text.contains("Cat") ?? true))
            #expect(try await inbox(t, s.ada) == adasBefore, "the owner is told nothing")
        }
    }

    @Test func aDonorWhosePaymentNeverWentThroughIsNotTold() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let bicycle = try await s.fundingWish(t, "Bicycle")
            _ = try await t.startDonation(bicycle, by: s.bob, amount: 100_00)
            try await markReceived(t, s, bicycle)
            #expect(try await inbox(t, s.bob).filter { $0.kind == WishNotification.received }.isEmpty)
        }
    }
}
