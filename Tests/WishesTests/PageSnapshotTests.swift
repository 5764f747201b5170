import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SnapshotTesting
import Testing
@testable import Wishes

/// The main pages of wish lists and funding, built from plain models without a request, their
/// HTML compared with what was recorded (`__Snapshots__`; delete a file to record it again).
@Suite("Wish and funding pages as rendered")
struct WishesPageSnapshotTests {
    static let day = Date(timeIntervalSince1970: 1_800_000_000)
    static let ada = Person(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000a")!, username: "ada", displayName: "Ada",
                            photoURL: nil, relationship: "self")
    static let bob = Person(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000b")!, username: "bob", displayName: "Bob",
                            photoURL: nil, relationship: "friend")

    static func wish(_ n: Int, _ name: String, owner: Person = ada, price: Price? = nil) -> Wish {
        Wish(id: UUID(uuidString: "00000000-0000-0000-0000-0000000001\(String(format: "%02d", n))")!, owner: owner, listId: nil,
             name: name, price: price, store: "", link: nil, notes: "", photoURL: nil, quantity: 1, priority: "normal",
             position: n, createdAt: day, updatedAt: day, giving: nil)
    }

    @Test func theInboxWithTwoWishesAndAListToMoveThemTo() {
        let list = WishList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000201")!, owner: Self.ada, name: "Birthday",
                            occasion: "birthday", date: "2027-03-14", wishCount: 0, createdAt: Self.day, sharedWith: nil, status: nil)
        let model = InboxPage.Model(wishes: [Self.wish(1, "Kite", price: Price(amount: 129_90, currency: "SEK")), Self.wish(2, "Red scarf")],
                                    lists: [list])
        assertSnapshot(of: InboxPage.html(model, .detached(path: "/wishes")), as: .lines)
    }

    @Test func theEmptyInboxSaysHowToStartInSwedish() {
        let model = InboxPage.Model(wishes: [], lists: [], quickAdd: FormState(values: ["name": ""], error: AppError.invalid("name", "wish.name_length", ["max": "200"])))
        assertSnapshot(of: InboxPage.html(model, .detached(language: "sv", path: "/wishes")), as: .lines)
    }

    @Test func theFundingFeedWithAFriendsWishAndAMoreLink() {
        let funding = Funding(target: Price(amount: 4_500_00, currency: "CZK"), raised: Price(amount: 1_200_00, currency: "CZK"), donorCount: 2,
                              deadline: Self.day.addingTimeInterval(30 * 86_400), why: "A trip to Prague", mode: "all_or_nothing",
                              state: "open", audience: nil, circleIds: nil, publicURL: nil, recipient: nil, donors: [], myDonations: [],
                              canDonate: true)
        let item = FeedItem(kind: "started", at: Self.day, actor: Self.bob, amount: nil,
                            item: FundingWish(wish: Self.wish(3, "Train tickets", owner: Self.bob), funding: funding))
        let model = Page(items: [item], nextCursor: "next-page")
        assertSnapshot(of: FundingFeedPage.html(model, .detached(path: "/funding")), as: .lines)
    }
}
