import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// Sorting a list and received wishes through SatchelKit against a live server (issue 41).
@Suite("SatchelKit: sorting and received wishes")
struct ReceivedClientTests {
    @Test func anAppSortsAListAndTheRegistryByPrice() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let list = try await ada.wishes.createList(WishListDraft(name: "Birthday"))
            _ = try await ada.wishes.create(WishDraft(name: "Kite", price: Price(amount: 300_00, currency: "SEK"), listId: list.id))
            _ = try await ada.wishes.create(WishDraft(name: "Ball", price: Price(amount: 100_00, currency: "SEK"), listId: list.id))
            #expect(try await ada.wishes.list(list.id, sort: ListSort.price).wishes.map(\.name) == ["Ball", "Kite"])
            let link = try await ada.wishes.turnOnPublicLink(list.id)
            #expect(try await SatchelClient(baseURL: url).wishes.registry(link.token, sort: .price).wishes.map(\.name) == ["Ball", "Kite"])
        }
    }

    @Test func anAppMarksAWishReceivedListsItAndPutsItBack() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            let list = try await ada.wishes.createList(WishListDraft(name: "Birthday"))
            let kite = try await ada.wishes.create(WishDraft(name: "Kite", listId: list.id))
            let received = try await ada.wishes.markReceived(kite.id, editing: kite.version)
            #expect(received.list?.name == "Birthday")
            #expect(try await ada.wishes.received().map(\.wish.id) == [kite.id])
            #expect(try await ada.wishes.list(list.id).wishes.isEmpty)
            _ = try await ada.wishes.undoReceived(kite.id, editing: received.wish.version)
            #expect(try await ada.wishes.received().isEmpty)
            #expect(try await ada.wishes.list(list.id).wishes.map(\.id) == [kite.id])
        }
    }
}
