import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

@Suite("Reserving, pledging and the cart")
struct GivingTests {
    @Test func aFriendReservesAndOtherGiversSeeByWhomButTheOwnerSeesNothing() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Kite")
            let reserved = try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token)
            #expect(reserved.status == .ok)
            let giving = try #require(try reserved.decode(Wish.self).giving)
            #expect(giving.reservedByMe && giving.available == 0)
            #expect(giving.reservations.map(\.giver.username) == ["bob"])
            let ownerView = try await t.request(WishesRoute.wish(wish.id), token: setup.ada.token)
            #expect(try ownerView.decode(Wish.self).giving == nil)
            #expect(!ownerView.body.string.contains("bob"))
        }
    }

    @Test func aWishOfQuantityNTakesNReservations() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let dan = try await setup.friendWhoAccepted(t, "dan")
            let wish = try await setup.wish(t, "Socks", quantity: 2)
            #expect(try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token).status == .ok)
            #expect(try await t.request(WishesRoute.reserve(wish.id), token: cat.token).status == .ok)
            let third = try await t.request(WishesRoute.reserve(wish.id), token: dan.token)
            #expect(third.status == .conflict)
            #expect(third.problem?.type == "/problems/conflict")
        }
    }

    @Test func twentySimultaneousReservationsOfOneUnitLetExactlyOneThrough() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            var givers: [SessionResponse] = []
            for i in 0..<20 {
                let giver = try await t.signUp("giver\(i)")
                try await t.befriend(ada, giver)
                givers.append(giver)
            }
            _ = try await t.request(WishesRoute.shareList(list.id), token: ada.token, json: ShareRequest(userIds: givers.map(\.user.id)))
            for giver in givers { _ = try await t.request(WishesRoute.acceptList(list.id), token: giver.token) }
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite", listId: list.id)).decode(Wish.self)
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for giver in givers {
                    group.addTask { try await t.request(WishesRoute.reserve(wish.id), token: giver.token).status }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .ok }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 19)
            #expect(try await ReservationRecord.query(on: t.app.db).count() == 1)
        }
    }

    @Test func aListPageShowsAnotherGiversReservationAtOnceDespiteCaching() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let wish = try await setup.wish(t, "Kite")
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: setup.bob.token)
            let page = "/wishes/lists/\(setup.list.id.uuidString.lowercased())"
            let before = try await t.request(.GET, page, headers: headers).body.string
            #expect(!before.contains("Reserved by Cat"))
            _ = try await t.request(WishesRoute.reserve(wish.id), token: cat.token)
            let after = try await t.request(.GET, page, headers: headers).body.string
            #expect(after.contains("Reserved by Cat"))
            _ = try await t.request(WishesRoute.unreserve(wish.id), token: cat.token)
            #expect(!(try await t.request(.GET, page, headers: headers).body.string.contains("Reserved by Cat")))
        }
    }

    @Test func theOwnerCannotReserveTheirOwnWish() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Kite")
            #expect(try await t.request(WishesRoute.reserve(wish.id), token: setup.ada.token).status == .conflict)
        }
    }

    @Test func pledgesShowWhatRemainsAndCompletingThemTellsThePledgers() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let wish = try await setup.wish(t, "Bike", price: Price(amount: 10_000, currency: "EUR"))
            let first = try await t.request(WishesRoute.pledge(wish.id), token: setup.bob.token, json: PledgeRequest(amount: 6_000)).decode(Wish.self)
            #expect(first.giving?.remaining == 4_000)
            let tooMuch = try await t.request(WishesRoute.pledge(wish.id), token: cat.token, json: PledgeRequest(amount: 5_000))
            #expect(tooMuch.problem?.errors?.first?.field == "amount")
            _ = try await t.request(WishesRoute.pledge(wish.id), token: cat.token, json: PledgeRequest(amount: 4_000))
            for giver in [setup.bob, cat] {
                let inbox = try await t.request(.notifications, token: giver.token).decode(SatchelAPI.Page<NotificationItem>.self)
                #expect(inbox.items.contains { $0.kind == WishNotification.pledgeComplete })
            }
            let adasInbox = try await t.request(.notifications, token: setup.ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(!adasInbox.items.contains { $0.kind == WishNotification.pledgeComplete })
        }
    }

    @Test func theCartGroupsByFriendWithTotalsPerCurrency() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite", price: Price(amount: 1_000, currency: "SEK"))
            let ball = try await setup.wish(t, "Ball", price: Price(amount: 500, currency: "SEK"))
            let hat = try await setup.wish(t, "Hat", price: Price(amount: 2_000, currency: "EUR"))
            for wish in [kite, ball, hat] { _ = try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token) }
            let cart = try await t.request(WishesRoute.cart, token: setup.bob.token).decode(Cart.self)
            #expect(cart.groups.map(\.friend.username) == ["ada"])
            #expect(cart.groups[0].items.map(\.wish.name) == ["Ball", "Hat", "Kite"])
            #expect(cart.totals == [Price(amount: 2_000, currency: "EUR"), Price(amount: 1_500, currency: "SEK")])
            let bought = try await t.request(WishesRoute.markBought(kite.id), token: setup.bob.token, json: BoughtUpdate(bought: true)).decode(Cart.self)
            #expect(bought.groups[0].items.first { $0.wish.id == kite.id }?.bought == true)
            #expect(try await t.request(WishesRoute.unreserve(kite.id), token: setup.bob.token).status == .noContent)
            let after = try await t.request(WishesRoute.cart, token: setup.bob.token).decode(Cart.self)
            #expect(after.groups[0].items.count == 2)
        }
    }

    @Test func editingOrDeletingAReservedWishTellsTheGiverNotTheOwner() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Kite")
            _ = try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token)
            _ = try await t.request(WishesRoute.updateWish(wish.id), token: setup.ada.token, json: WishDraft(name: "Red kite"))
            _ = try await t.request(WishesRoute.deleteWish(wish.id), token: setup.ada.token)
            let kinds = try await t.request(.notifications, token: setup.bob.token).decode(SatchelAPI.Page<NotificationItem>.self).items.map(\.kind)
            #expect(kinds.contains(WishNotification.reservedChanged))
            #expect(kinds.contains(WishNotification.reservedDeleted))
            let adas = try await t.request(.notifications, token: setup.ada.token).decode(SatchelAPI.Page<NotificationItem>.self).items.map(\.kind)
            #expect(!adas.contains(WishNotification.reservedChanged) && !adas.contains(WishNotification.reservedDeleted))
        }
    }

    @Test func commentsAreSeenByOwnerAndGiversAndTheOwnerMayDeleteAny() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Kite")
            let comment = try await t.request(WishesRoute.addComment(wish.id), token: setup.bob.token, json: CommentDraft(body: "Which colour?"))
                .decode(WishComment.self)
            let seen = try await t.request(WishesRoute.comments(wish.id), token: setup.ada.token).decode([WishComment].self)
            #expect(seen.map(\.body) == ["Which colour?"])
            #expect(seen[0].canDelete)
            #expect(try await t.request(WishesRoute.deleteComment(wish: wish.id, comment: comment.id), token: setup.ada.token).status == .noContent)
        }
    }
}

@Suite("A reserved wish that starts collecting money")
struct ReservedThenFundedTests {
    /// Ada's camera, reserved by Bob through her shared list, then collecting money from her friends.
    static func reservedThenCollecting(_ t: TestContext, _ setup: GiftSetup) async throws -> Wish {
        let wish = try await setup.wish(t, "Camera", price: Price(amount: 2000_00, currency: "CZK"))
        #expect(try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token).status == .ok)
        let started = try await t.request(FundingRoute.startFunding(wish.id), token: setup.ada.token, json: FundingDraft(
            target: Price(amount: 2000_00, currency: "CZK"), deadline: t.clock.now.addingTimeInterval(20 * 86400),
            why: "For the trip", mode: "all_or_nothing", audience: "friends", circleIds: nil, publicLink: false))
        #expect(started.status == .created, "\(started.body.string)")
        return wish
    }

    @Test func theReserverIsToldAndTheOwnerIsNot() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await Self.reservedThenCollecting(t, setup)
            let told = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == setup.bob.user.id).all().map(\.kind)
            #expect(told.filter { $0 == WishNotification.reservedFunding }.count == 1)
            let owner = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == setup.ada.user.id).all().map(\.kind)
            #expect(!owner.contains(WishNotification.reservedFunding))
            // The reservation stands, so the wish takes no money until Bob releases it.
            let funding = try await t.request(FundingRoute.funding(wish.id), token: setup.bob.token).decode(FundingWish.self)
            #expect(!funding.funding.canDonate)
            _ = try await t.request(WishesRoute.unreserve(wish.id), token: setup.bob.token)
            let released = try await t.request(FundingRoute.funding(wish.id), token: setup.bob.token).decode(FundingWish.self)
            #expect(released.funding.canDonate)
        }
    }

    @Test func theFirstMoneyFromFriendsOutsideTheListTellsTheReserverOnceAndTheOwnerNothingOfIt() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await t.signUp("cat", name: "Cat")
            try await t.befriend(setup.ada, cat)
            let wish = try await Self.reservedThenCollecting(t, setup)
            try await t.donate(wish.id, by: cat, amount: 300_00)
            try await t.donate(wish.id, by: cat, amount: 200_00)
            let told = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == setup.bob.user.id).all().map(\.kind)
            #expect(told.filter { $0 == WishNotification.reservedDonated }.count == 1)
            for person in [setup.ada, cat] {
                let kinds = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == person.user.id).all().map(\.kind)
                #expect(!kinds.contains(WishNotification.reservedDonated) && !kinds.contains(WishNotification.reservedFunding))
            }
        }
    }
}
