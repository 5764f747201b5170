import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// A list's public registry link through SatchelKit against a live server: the owner's app
/// turns it on and renews it; a guest's app, signed out, reserves, marks bought and undoes.
@Suite("SatchelKit: public registry links")
struct RegistryClientTests {
    @Test func theOwnerTurnsTheLinkOnAndAGuestWithNoAccountReservesMarksBoughtAndUndoes() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let list = try await ada.wishes.createList(WishListDraft(name: "Wedding", occasion: "wedding", date: "2027-06-12"))
            let wish = try await ada.wishes.create(WishDraft(name: "Teapot", listId: list.id))
            #expect(try await ada.wishes.publicLink(list.id) == nil)
            let link = try await ada.wishes.turnOnPublicLink(list.id, editing: list.version)
            #expect(try await ada.wishes.publicLink(list.id) == link)

            let guest = SatchelClient(baseURL: url)
            let registry = try await guest.wishes.registry(link.token)
            #expect(registry.title == "Wedding" && registry.wishes.map(\.state) == ["available"])
            let made = try await guest.wishes.reserveAsGuest(link.token, GuestReservationRequest(wishId: wish.id, name: "Eva"))
            let secret = try #require(made.token)
            #expect(try await guest.wishes.registry(link.token).wishes.map(\.state) == ["reserved"])
            #expect(try await guest.wishes.markGuestReservationBought(secret).bought)
            #expect(try await guest.wishes.guestReservation(secret).bought)
            try await guest.wishes.undoGuestReservation(secret)
            #expect(try await guest.wishes.registry(link.token).wishes.map(\.state) == ["available"])
            // The owner's app sees nothing of it.
            #expect(try await ada.wishes.wish(wish.id).giving == nil)

            let renewed = try await ada.wishes.renewPublicLink(list.id)
            do {
                _ = try await guest.wishes.registry(link.token)
                Issue.record("the old link still works")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
            try await ada.wishes.turnOffPublicLink(list.id)
            do {
                _ = try await guest.wishes.registry(renewed.token)
                Issue.record("the link still works after it was turned off")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
        }
    }

    @Test func aNamelessReservationIsATypedRefusalWithTheField() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let list = try await ada.wishes.createList(WishListDraft(name: "Baby"))
            let wish = try await ada.wishes.create(WishDraft(name: "Blanket", listId: list.id))
            let link = try await ada.wishes.turnOnPublicLink(list.id)
            do {
                _ = try await SatchelClient(baseURL: url).wishes.reserveAsGuest(link.token, GuestReservationRequest(wishId: wish.id, name: ""))
                Issue.record("a reservation without a name was made")
            } catch let error as SatchelError {
                #expect(error.status == 422 && error.problem?.errors?.first?.field == "name")
            }
        }
    }
}
