import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// A list's public registry link (issue 41): the owner turns it on, off or renews it; guests
/// with it reserve without an account, under a friend's rules; the owner learns nothing.
@Suite("Public registry links")
struct RegistryTests {
    /// Ada's list shared with Bob, with its public link on.
    struct Registry {
        let setup: GiftSetup
        let link: PublicLink

        static func make(_ t: TestContext) async throws -> Registry {
            let setup = try await GiftSetup.make(t)
            let res = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token)
            #expect(res.status == .ok, "\(res.body.string)")
            return Registry(setup: setup, link: try res.decode(PublicLink.self))
        }
    }

    func reserve(_ t: TestContext, _ token: String, _ wish: UUID, name: String = "Eva", email: String? = nil) async throws -> TestingHTTPResponse {
        try await t.request(WishesRoute.reserveAsGuest(token: token), json: GuestReservationRequest(wishId: wish, name: name, email: email))
    }

    func state(_ t: TestContext, _ token: String, _ wish: UUID) async throws -> String? {
        try await t.request(WishesRoute.registry(token: token)).decode(SatchelAPI.Registry.self).wishes.first { $0.id == wish }?.state
    }

    // MARK: the owner's link

    @Test func turningTheLinkOnIsANewVersionOfTheListAndAnsweredAgainAsItIs() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let before = try #require(try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token).decode(WishListDetail.self).list.version)
            let on = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token)
            #expect(on.headers.first(name: .eTag) == "\"\(before + 1)\"")
            let again = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token)
            #expect(try again.decode(PublicLink.self) == (try on.decode(PublicLink.self)))
            #expect(again.headers.first(name: .eTag) == "\"\(before + 1)\"")
            #expect(try on.decode(PublicLink.self).url.hasSuffix("/registry/" + (try on.decode(PublicLink.self).token)))
        }
    }

    @Test func makingANewLinkEndsTheOldOne() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let renewed = try await t.request(WishesRoute.renewPublicLink(r.setup.list.id), token: r.setup.ada.token).decode(PublicLink.self)
            #expect(renewed.token != r.link.token)
            #expect(try await t.request(WishesRoute.registry(token: r.link.token)).status == .notFound)
            #expect(try await t.request(.GET, "/registry/" + r.link.token).status == .notFound)
            #expect(try await t.request(WishesRoute.registry(token: renewed.token)).status == .ok)
        }
    }

    @Test func turningTheLinkOffEndsItButNotTheReservationsMadeThroughIt() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            let made = try await reserve(t, r.link.token, wish.id).decode(GuestReservation.self)
            let off = try await t.request(WishesRoute.turnOffPublicLink(r.setup.list.id), token: r.setup.ada.token)
            #expect(off.status == .noContent)
            #expect(try await t.request(WishesRoute.registry(token: r.link.token)).status == .notFound)
            #expect(try await t.request(WishesRoute.publicLink(r.setup.list.id), token: r.setup.ada.token).status == .notFound)
            #expect(try await t.request(WishesRoute.guestReservation(token: try #require(made.token))).status == .ok)
        }
    }

    @Test func aStaleIfMatchIsRefusedWithTheListAsItIs() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            var headers: HTTPHeaders = ["If-Match": "\"999\""]
            headers.bearerAuthorization = BearerAuthorization(token: setup.ada.token)
            let res = try await t.request(.PUT, WishesRoute.turnOnPublicLink(setup.list.id).path, headers: headers)
            #expect(res.status == .preconditionFailed)
            #expect(try await t.request(WishesRoute.publicLink(setup.list.id), token: setup.ada.token).status == .notFound)
        }
    }

    @Test func onlyTheOwnerTurnsTheLinkOn() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            #expect(try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.bob.token).status == .notFound)
        }
    }

    // MARK: guests

    @Test func aGuestSeesTheListWithoutAnAccountAndEachWishsStateButNeverWho() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let kite = try await r.setup.wish(t, "Kite", price: Price(amount: 24_900, currency: "SEK"))
            let socks = try await r.setup.wish(t, "Socks", quantity: 2)
            _ = try await t.request(WishesRoute.reserve(kite.id), token: r.setup.bob.token)
            let res = try await t.request(WishesRoute.registry(token: r.link.token))
            #expect(res.status == .ok)
            let registry = try res.decode(SatchelAPI.Registry.self)
            #expect(registry.title == "Birthday" && registry.owner == "Ada" && registry.date == "2027-03-14")
            #expect(registry.wishes.map(\.state) == ["reserved", "available"])
            #expect(registry.wishes.first { $0.id == socks.id }?.available == 2)
            #expect(!res.body.string.contains("Bob") && !res.body.string.lowercased().contains("bob"))
        }
    }

    @Test func aGuestReservesUndoesAndMarksBoughtFromTheReservationsLink() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            let res = try await reserve(t, r.link.token, wish.id, name: " Eva ")
            #expect(res.status == .created)
            let made = try res.decode(GuestReservation.self)
            let secret = try #require(made.token)
            #expect(made.name == "Eva" && made.url?.hasSuffix("/registry/reservations/" + secret) == true)
            #expect(try await state(t, r.link.token, wish.id) == "reserved")
            let bought = try await t.request(WishesRoute.markGuestReservationBought(token: secret), json: BoughtUpdate(bought: true))
            #expect(try bought.decode(GuestReservation.self).bought)
            #expect(try await state(t, r.link.token, wish.id) == "bought")
            #expect(try await t.request(WishesRoute.undoGuestReservation(token: secret)).status == .noContent)
            #expect(try await state(t, r.link.token, wish.id) == "available")
            #expect(try await t.request(WishesRoute.guestReservation(token: secret)).status == .notFound)
        }
    }

    @Test func aGuestCannotTakeAUnitAFriendHolds() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            _ = try await t.request(WishesRoute.reserve(wish.id), token: r.setup.bob.token)
            let res = try await reserve(t, r.link.token, wish.id)
            #expect(res.status == .conflict)
            #expect(try await GuestReservationRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aFriendCannotTakeAUnitAGuestHoldsNorStartAGroupGiftOnIt() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite", price: Price(amount: 10_000, currency: "SEK"))
            #expect(try await reserve(t, r.link.token, wish.id).status == .created)
            #expect(try await t.request(WishesRoute.reserve(wish.id), token: r.setup.bob.token).status == .conflict)
            #expect(try await t.request(WishesRoute.pledge(wish.id), token: r.setup.bob.token, json: PledgeRequest(amount: 100)).status == .conflict)
        }
    }

    @Test func twoGuestsRacingForTheLastUnitLetExactlyOneThrough() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for name in ["Eva", "Tom"] {
                    group.addTask { try await reserve(t, r.link.token, wish.id, name: name).status }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .created }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 1)
            #expect(try await GuestReservationRecord.query(on: t.app.db).count() == 1)
        }
    }

    @Test func aWishOnAnotherListIsNotReservableThroughTheLink() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let other = try await t.request(WishesRoute.createWish, token: r.setup.ada.token, json: WishDraft(name: "Inbox kite")).decode(Wish.self)
            #expect(try await reserve(t, r.link.token, other.id).status == .notFound)
        }
    }

    @Test func badInputIsRefusedWithTheFieldAndReservesNothing() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            let noName = try await reserve(t, r.link.token, wish.id, name: "  ")
            #expect(noName.status == .unprocessableEntity)
            #expect(noName.problem?.errors?.first?.field == "name")
            let badMail = try await reserve(t, r.link.token, wish.id, email: "not an address")
            #expect(badMail.status == .unprocessableEntity)
            #expect(badMail.problem?.errors?.first?.field == "email")
            #expect(try await GuestReservationRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func reservationsFromOneNetworkAreThrottledWithRetryAfter() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Balloons", quantity: 20)
            let path = WishesRoute.reserveAsGuest(token: r.link.token).path
            for i in 0..<RegistryService.perNetwork.freeFailures {
                let res = try await t.request(.POST, path, from: "203.0.113.7", json: GuestReservationRequest(wishId: wish.id, name: "Guest \(i)"))
                #expect(res.status == .created)
            }
            let refused = try await t.request(.POST, path, from: "203.0.113.7", json: GuestReservationRequest(wishId: wish.id, name: "One more"))
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers.first(name: .retryAfter) ?? "") ?? 0 > 0)
            // Another network is not slowed by this one.
            let other = try await t.request(.POST, path, from: "198.51.100.9", json: GuestReservationRequest(wishId: wish.id, name: "Neighbour"))
            #expect(other.status == .created)
        }
    }

    @Test func reservationsThroughOneLinkAreThrottledFromEveryNetworkAndThePageSaysHowLongToWait() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Balloons", quantity: 99)
            let path = WishesRoute.reserveAsGuest(token: r.link.token).path
            for i in 0..<RegistryService.perLink.freeFailures {
                let res = try await t.request(.POST, path, from: "10.1.\(i / 200).\(i % 200 + 1)",
                                              json: GuestReservationRequest(wishId: wish.id, name: "Guest \(i)"))
                #expect(res.status == .created)
            }
            let refused = try await t.request(.POST, path, from: "192.0.2.1", json: GuestReservationRequest(wishId: wish.id, name: "Late"))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) != nil)
            var guest = Browser(t: t)
            let page = try await guest.post("/registry/\(r.link.token)/reservations", ["wishId": wish.id.uuidString, "name": "Eva"],
                                            from: "/registry/" + r.link.token)
            #expect(page.status == .tooManyRequests)
            #expect(page.headers.first(name: .retryAfter) != nil)
            #expect(page.body.string.contains("Too many reservations in a short time"))
            #expect(page.body.string.contains("value=\"Eva\""))
        }
    }

    @Test func theReservationsLinkIsMailedToTheAddressGivenInTheGuestsLanguage() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            var headers: HTTPHeaders = ["Accept-Language": "sv"]
            headers.contentType = .json
            let res = try await t.request(.POST, WishesRoute.reserveAsGuest(token: r.link.token).path, headers: headers,
                                          body: ByteBuffer(data: try JSONEncoder.api.encode(GuestReservationRequest(wishId: wish.id, name: "Eva",
                                                                                                                   email: "eva@example.net"))))
            let made = try res.decode(GuestReservation.self)
            #expect(made.mailQueued == true)
            let mail = try #require(try await t.queuedMail(to: "eva@example.net", kind: RegistryService.mailKind).first)
            #expect(mail.path(startingWith: "/registry/reservations/") == "/registry/reservations/" + (made.token ?? "-"))
            #expect(mail.subject.contains("Din reservation"))
        }
    }

    // MARK: friends and the owner

    @Test func friendsSeeTheGuestsNameAndTheOwnerSeesNothing() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            _ = try await reserve(t, r.link.token, wish.id, name: "Eva")
            let bobs = try await t.request(WishesRoute.wish(wish.id), token: r.setup.bob.token).decode(Wish.self)
            #expect(bobs.giving?.guestReservations?.map(\.name) == ["Eva"])
            #expect(bobs.giving?.available == 0)
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: r.setup.bob.token)
            let page = try await t.request(.GET, WishesPath.list(r.setup.list.id).path, headers: headers)
            #expect(page.body.string.contains("Reserved by a guest (Eva)"))
            let adas = try await t.request(WishesRoute.wish(wish.id), token: r.setup.ada.token)
            #expect(try adas.decode(Wish.self).giving == nil)
            #expect(!adas.body.string.contains("Eva"))
        }
    }

    @Test func theOwnerOpeningTheirOwnLinkSeesEveryWishAsIfNobodyHadGiven() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            _ = try await reserve(t, r.link.token, wish.id)
            let asOwner = try await t.request(WishesRoute.registry(token: r.link.token), token: r.setup.ada.token)
            #expect(try asOwner.decode(SatchelAPI.Registry.self).wishes.map(\.state) == ["available"])
            #expect(try await reserve(t, r.link.token, wish.id).status == .conflict)
        }
    }

    // MARK: the pages

    @Test func theRegistryPageWorksWithoutAnAccountInTheBrowsersLanguage() async throws {
        try await withSatchel { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            var guest = Browser(t: t, language: "cs")
            let page = try await guest.get("/registry/" + r.link.token)
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Zamluvit toto přání"))
            // The list's date as a day in the reader's language, with no time of day.
            #expect(page.body.string.contains("14. března 2027"))
            let made = try await guest.post("/registry/\(r.link.token)/reservations", ["wishId": wish.id.uuidString, "name": "Eva"],
                                            from: "/registry/" + r.link.token)
            #expect(made.status == .created)
            let link = try #require(made.body.string.firstMatch(of: /\/registry\/reservations\/([A-Za-z0-9_-]+)/)).output.0
            let bought = try await guest.post(String(link) + "/bought", ["bought": "true"], from: String(link))
            #expect(bought.status == .seeOther)
            #expect(try await GuestReservationRecord.query(on: t.app.db).first()?.bought == true)
        }
    }

    @Test func aRefusedReservationFormKeepsWhatWasTypedWithTheErrorBesideTheField() async throws {
        // With mail set up: the form asks for an address only then.
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Registry.make(t)
            let wish = try await r.setup.wish(t, "Kite")
            var guest = Browser(t: t)
            let res = try await guest.post("/registry/\(r.link.token)/reservations", ["wishId": wish.id.uuidString, "name": "", "email": "eva@"],
                                           from: "/registry/" + r.link.token)
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            #expect(html.contains("value=\"eva@\""))
            #expect(html.contains("field-error"))
            #expect(html.contains("<details class=\"registry-reserve\" open"))
        }
    }
}
