import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import SQLKit
import Testing
import Vapor
import VaporTesting

/// A guest who reserved through a public registry link and gave an address hears when the
/// owner changes the wish's name or price materially, removes it or receives it (issue 41); the
/// address is never shown, and is deleted when the reservation ends.
@Suite("Registry guests told about changes")
struct RegistryGuestMailTests {
    /// Ada's list with its public link on, a wish on it reserved by Eva with her address.
    struct Reserved {
        let setup: GiftSetup
        let wish: Wish
        let made: GuestReservation

        static func make(_ t: TestContext, price: Price? = Price(amount: 200_00, currency: "SEK"), email: String? = "eva@example.net") async throws -> Reserved {
            let setup = try await GiftSetup.make(t)
            let link = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token).decode(PublicLink.self)
            let wish = try await setup.wish(t, "Kite", price: price)
            let res = try await t.request(WishesRoute.reserveAsGuest(token: link.token),
                                          json: GuestReservationRequest(wishId: wish.id, name: "Eva", email: email))
            #expect(res.status == .created, "\(res.body.string)")
            return Reserved(setup: setup, wish: wish, made: try res.decode(GuestReservation.self))
        }
    }

    func told(_ t: TestContext) async throws -> [QueuedMail] {
        try await t.queuedMail(to: "eva@example.net", kind: RegistryGuestMail.mailKind)
    }

    func storedAddresses(_ t: TestContext) async throws -> [String] {
        try await t.context.sql.select().column("guest_email").from(GuestReservationRecord.schema)
            .where("guest_email", .isNot, SQLLiteral.null).all(decodingColumn: "guest_email", as: String.self)
    }

    @Test func aNewNameIsMailedToTheGuestWithTheReservationsLink() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            _ = try await t.request(WishesRoute.updateWish(r.wish.id), token: r.setup.ada.token,
                                    json: WishDraft(name: "Red kite", price: Price(amount: 200_00, currency: "SEK"), listId: r.setup.list.id))
            let mail = try #require(try await told(t).first)
            #expect(mail.text.contains("Red kite"))
            #expect(mail.path(startingWith: "/registry/reservations/") == "/registry/reservations/" + (r.made.token ?? "-"))
        }
    }

    @Test func aSmallPriceChangeOrNewNotesAreNotMailed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            _ = try await t.request(WishesRoute.updateWish(r.wish.id), token: r.setup.ada.token,
                                    json: WishDraft(name: "kite", price: Price(amount: 205_00, currency: "SEK"), notes: "Any colour", listId: r.setup.list.id))
            #expect(try await told(t).isEmpty)
            _ = try await t.request(WishesRoute.updateWish(r.wish.id), token: r.setup.ada.token,
                                    json: WishDraft(name: "kite", price: Price(amount: 300_00, currency: "SEK"), listId: r.setup.list.id))
            #expect(try await told(t).count == 1)
        }
    }

    @Test func aRemovedWishIsMailedAndTheAddressIsDeleted() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            #expect(try await t.request(WishesRoute.deleteWish(r.wish.id), token: r.setup.ada.token).status == .noContent)
            let mail = try #require(try await told(t).first)
            #expect(mail.text.contains("Kite"))
            #expect(try await storedAddresses(t).isEmpty)
        }
    }

    @Test func aReceivedWishIsMailedWithTheLinkAndTheAddressIsDeleted() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            _ = try await t.request(WishesRoute.markReceived(r.wish.id), token: r.setup.ada.token)
            let mail = try #require(try await told(t).first)
            #expect(mail.path(startingWith: "/registry/reservations/") == "/registry/reservations/" + (r.made.token ?? "-"))
            #expect(try await storedAddresses(t).isEmpty)
        }
    }

    @Test func undoingTheReservationDeletesTheAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            #expect(try await storedAddresses(t) == ["eva@example.net"])
            _ = try await t.request(WishesRoute.undoGuestReservation(token: r.made.token ?? ""))
            #expect(try await storedAddresses(t).isEmpty)
        }
    }

    @Test func theOwnerAndFriendsNeverSeeTheAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let r = try await Reserved.make(t)
            for session in [r.setup.ada, r.setup.bob] {
                let list = try await t.request(WishesRoute.list(r.setup.list.id), token: session.token).body.string
                let wish = try await t.request(WishesRoute.wish(r.wish.id), token: session.token).body.string
                #expect(!list.contains("eva@") && !wish.contains("eva@"))
            }
        }
    }

    @Test func withoutMailTheRegistryFormOffersNoAddressAndNoneIsKept() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let link = try await t.request(WishesRoute.turnOnPublicLink(setup.list.id), token: setup.ada.token).decode(PublicLink.self)
            _ = try await setup.wish(t, "Kite")
            #expect(!(try await t.request(.GET, "/registry/" + link.token).body.string.contains("type=\"email\"")))
        }
    }
}
