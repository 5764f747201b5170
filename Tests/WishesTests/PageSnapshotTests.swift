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

    // MARK: more models

    static let list = WishList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000201")!, owner: ada, name: "Birthday",
                               occasion: "birthday", date: "2027-03-14", wishCount: 2, createdAt: day, sharedWith: nil, status: nil)
    static let circle = SatchelAPI.Circle(id: UUID(uuidString: "00000000-0000-0000-0000-000000000301")!, name: "Family", color: "#1c7ed6",
                                          members: [bob], createdAt: day)

    static func funding(state: String = "open", canDonate: Bool = true, publicURL: String? = nil, recipient: Person? = nil,
                        donors: [Donor] = [], myDonations: [Donation] = []) -> Funding {
        Funding(target: Price(amount: 4_500_00, currency: "CZK"), raised: Price(amount: 1_200_00, currency: "CZK"), donorCount: donors.count,
                deadline: day.addingTimeInterval(30 * 86_400), why: "A trip to Prague", mode: "all_or_nothing", state: state,
                audience: nil, circleIds: nil, publicURL: publicURL, recipient: recipient, donors: donors, myDonations: myDonations,
                canDonate: canDonate)
    }

    static func donation(_ n: Int, wish: Wish, amount: Int, state: String, anonymous: Bool = false) -> Donation {
        Donation(id: UUID(uuidString: "00000000-0000-0000-0000-0000000004\(String(format: "%02d", n))")!, wishId: wish.id, wishName: wish.name,
                 amount: Price(amount: amount, currency: "CZK"), state: state, anonymous: anonymous, createdAt: day, paymentURL: nil)
    }

    // MARK: wishes

    @Test func theNewWishFormFromALinkWithItsPhoto() {
        let state = FormState(values: ["name": "Kite", "link": "https://shop.example/kite", "store": "Kite shop", "amount": "129.90",
                                       "currency": "SEK", "imageURL": "https://shop.example/kite.jpg", "listId": Self.list.id.uuidString])
        let model = NewWishPage.Model(form: state, lists: [Self.list])
        assertSnapshot(of: NewWishPage.html(model, .detached(path: "/wishes/new")), as: .lines)
    }

    @Test func editingAWishWithAPhotoSaysWhatIsWrong() {
        var wish = Self.wish(4, "Red scarf", price: Price(amount: 350_00, currency: "SEK"))
        wish.photoURL = "/media/00000000-0000-0000-0000-000000000501"
        let state = FormState(values: ["name": "", "amount": "350.00", "currency": "SEK", "quantity": "1", "priority": "normal"],
                              error: AppError.invalid("name", "wish.name_length", ["max": "200"]))
        let model = EditWishPage.Model(wish: wish, form: state, lists: [Self.list])
        assertSnapshot(of: EditWishPage.html(model, .detached(path: "/wishes/00000000-0000-0000-0000-000000000104/edit")), as: .lines)
    }

    @Test func theOwnersWishWithAnOpenCollectionAndAComment() {
        let wish = Self.wish(5, "Train tickets", price: Price(amount: 4_500_00, currency: "CZK"))
        let comment = WishComment(id: UUID(uuidString: "00000000-0000-0000-0000-000000000601")!, author: Self.bob, body: "Which train?",
                                  createdAt: Self.day, canDelete: true)
        let model = WishPage.Model(wish: wish, mine: true,
                                   funding: FundingWish(wish: wish, funding: Self.funding(canDonate: false, publicURL: "https://satchel.example/f/abc",
                                                                                          donors: [Donor(person: Self.bob, amount: Price(amount: 1_200_00, currency: "CZK"), at: Self.day)])),
                                   comments: [comment], lists: [Self.list], returnedDonation: nil, now: Self.day)
        assertSnapshot(of: WishPage.html(model, .detached(path: "/wishes/00000000-0000-0000-0000-000000000105")), as: .lines)
    }

    @Test func aFriendsWishWithPledgesAndWhatIsMissing() {
        var wish = Self.wish(6, "Bicycle", owner: Self.bob, price: Price(amount: 5_000_00, currency: "SEK"))
        wish.link = "https://shop.example/bike"
        wish.giving = Giving(reservations: [], pledges: [Pledge(giver: Self.ada, amount: 1_000_00, createdAt: Self.day)], available: 0,
                             remaining: 4_000_00, reservedByMe: false, pledgedByMe: 1_000_00)
        let model = WishPage.Model(wish: wish, mine: false, funding: nil, comments: [], lists: [], returnedDonation: nil, now: Self.day,
                                   pledgeForm: FormState(values: ["amount": "6000"], error: AppError.invalid("amount", "pledge.up_to", ["amount": "5 000,00 kr"])))
        assertSnapshot(of: WishPage.html(model, .detached(language: "sv", path: "/wishes/00000000-0000-0000-0000-000000000106")), as: .lines)
    }

    @Test func backFromPayingAFriendsCollectionSaysThanks() {
        let wish = Self.wish(7, "Tent", owner: Self.bob)
        let mine = Self.donation(1, wish: wish, amount: 500_00, state: "confirmed")
        let model = WishPage.Model(wish: wish, mine: false, funding: FundingWish(wish: wish, funding: Self.funding(myDonations: [mine])),
                                   comments: [], lists: [], returnedDonation: mine.id, now: Self.day)
        assertSnapshot(of: WishPage.html(model, .detached(path: "/wishes/00000000-0000-0000-0000-000000000107")), as: .lines)
    }

    // MARK: lists

    @Test func theListsAndANewListForm() {
        let christmas = WishList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000202")!, owner: Self.ada, name: "Christmas",
                                 occasion: "christmas", date: nil, wishCount: 0, createdAt: Self.day, sharedWith: nil, status: nil)
        let model = WishListsPage.Model(lists: [Self.list, christmas], form: FormState(values: ["name": "Wedding", "occasion": "wedding"]))
        assertSnapshot(of: WishListsPage.html(model, .detached(path: "/wishes/lists")), as: .lines)
    }

    @Test func theOwnersListInOrderSharedWithAFriend() {
        var list = Self.list
        list.sharedWith = [ListShare(person: Self.bob, status: "pending")]
        let carol = Person(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000c")!, username: "carol", displayName: "Carol",
                           photoURL: nil, relationship: "friend")
        let model = WishListPage.Model(list: list, wishes: [Self.wish(8, "Kite"), Self.wish(9, "Red scarf")], mine: true, sort: .position,
                                       friends: [Friend(person: Self.bob, since: Self.day, circleIds: []), Friend(person: carol, since: Self.day, circleIds: [])],
                                       circles: [Self.circle], form: FormState(values: ["name": list.name, "occasion": list.occasion, "date": "2027-03-14"]),
                                       invitationURL: "https://satchel.example/invite/xyz")
        assertSnapshot(of: WishListPage.html(model, .detached(path: "/wishes/lists/00000000-0000-0000-0000-000000000201")), as: .lines)
    }

    @Test func aFriendsListByPriceWithWhoIsGivingWhat() {
        var list = Self.list
        list.owner = Self.bob
        var wish = Self.wish(10, "Book", owner: Self.bob, price: Price(amount: 20_00, currency: "EUR"))
        wish.giving = Giving(reservations: [Reservation(giver: Self.ada, createdAt: Self.day)], pledges: [], available: 0, remaining: nil,
                             reservedByMe: true, pledgedByMe: nil)
        let model = WishListPage.Model(list: list, wishes: [wish], mine: false, sort: .price, form: FormState())
        assertSnapshot(of: WishListPage.html(model, .detached(path: "/wishes/lists/00000000-0000-0000-0000-000000000201")), as: .lines)
    }

    @Test func friendsListsWithAnInvitation() {
        var pending = Self.list
        pending.owner = Self.bob
        pending.status = "pending"
        var accepted = pending
        accepted.id = UUID(uuidString: "00000000-0000-0000-0000-000000000203")!
        accepted.name = "Christmas"
        accepted.occasion = "christmas"
        accepted.status = "accepted"
        let model = FriendsListsPage.Model(lists: [pending, accepted], ignoredOne: true)
        assertSnapshot(of: FriendsListsPage.html(model, .detached(path: "/wishes/friends")), as: .lines)
    }

    @Test func theCartWithABoughtGiftAndAPledge() {
        var kite = Self.wish(11, "Kite", owner: Self.bob, price: Price(amount: 129_90, currency: "SEK"))
        kite.store = "Kite shop"
        kite.link = "https://shop.example/kite"
        let bike = Self.wish(12, "Bicycle", owner: Self.bob, price: Price(amount: 5_000_00, currency: "SEK"))
        let items = [CartItem(wish: kite, kind: "reservation", amount: kite.price, bought: true),
                     CartItem(wish: bike, kind: "pledge", amount: Price(amount: 1_000_00, currency: "SEK"), bought: false)]
        let totals = [Price(amount: 1_129_90, currency: "SEK")]
        let cart = Cart(groups: [CartGroup(friend: Self.bob, items: items, totals: totals)], totals: totals)
        assertSnapshot(of: CartPage.html(cart, .detached(path: "/wishes/cart")), as: .lines)
    }

    @Test func anEmptyCart() {
        assertSnapshot(of: CartPage.html(Cart(groups: [], totals: []), .detached(language: "cs", path: "/wishes/cart")), as: .lines)
    }

    // MARK: funding

    @Test func startingACollectionForAWish() {
        let model = FundingFormPage.Model(wishID: Self.wish(13, "Tent").id, wishName: "Tent",
                                          form: FormState(values: ["currency": "CZK", "amount": "3000.00"]),
                                          circles: [Self.circle], starting: true, allowPublic: true)
        assertSnapshot(of: FundingFormPage.html(model, .detached(path: "/wishes/00000000-0000-0000-0000-000000000113/funding")), as: .lines)
    }

    @Test func myCollections() {
        let wish = Self.wish(14, "Tent")
        let model: MyFundingPage.Model = [FundingWish(wish: wish, funding: Self.funding())]
        assertSnapshot(of: MyFundingPage.html(model, .detached(path: "/funding/mine")), as: .lines)
    }

    @Test func aNewCollectionWithAWrongDeadline() {
        let state = FundingForm.state(["name": "Tent", "amount": "3000", "currency": "CZK", "deadline": "soon", "mode": "all_or_nothing",
                                       "audience": "circles", "circleIds": Self.circle.id.uuidString],
                                      AppError.invalid("deadline", "funding.deadline_format"))
        let model = NewCollectionPage.Model(form: state, circles: [Self.circle])
        assertSnapshot(of: NewCollectionPage.html(model, .detached(path: "/funding/new")), as: .lines)
    }

    @Test func myDonationsPendingAndAnonymous() {
        let wish = Self.wish(15, "Tent", owner: Self.bob)
        let model: MyDonationsPage.Model = [Self.donation(2, wish: wish, amount: 300_00, state: "pending"),
                                            Self.donation(3, wish: wish, amount: 200_00, state: "confirmed", anonymous: true)]
        assertSnapshot(of: MyDonationsPage.html(model, .detached(path: "/funding/donations")), as: .lines)
    }

    @Test func surprisesAndTheFormToStartOne() {
        let wish = Self.wish(16, "Concert tickets", owner: Self.ada)
        let model = SurprisesPage.Model(surprises: [FundingWish(wish: wish, funding: Self.funding(recipient: Self.bob))], friends: [Self.bob],
                                        circles: [], form: FormState(values: ["recipientId": Self.bob.id.uuidString, "currency": "CZK"]))
        assertSnapshot(of: SurprisesPage.html(model, .detached(path: "/funding/surprises")), as: .lines)
    }

    @Test func surprisesWithoutFriends() {
        let model = SurprisesPage.Model(surprises: [], friends: [], circles: [], form: FormState())
        assertSnapshot(of: SurprisesPage.html(model, .detached(language: "sv", path: "/funding/surprises")), as: .lines)
    }

    @Test func fundingSettingsWithAPayoutAccountAndHiddenEntries() {
        let hidden = [FeedHide(id: UUID(uuidString: "00000000-0000-0000-0000-000000000701")!, wishId: Self.wish(17, "Tent").id, wishName: "Tent",
                               person: nil, createdAt: Self.day),
                      FeedHide(id: UUID(uuidString: "00000000-0000-0000-0000-000000000702")!, wishId: nil, wishName: nil, person: Self.bob,
                               createdAt: Self.day)]
        let model = FundingSettingsPage.Model(payoutForm: FormState(values: ["holder": "Ada Lovelace", "account": "CZ65 0800 0000 1920 0014 5399"]),
                                              hidden: hidden)
        assertSnapshot(of: FundingSettingsPage.html(model, .detached(path: "/funding/settings")), as: .lines)
    }

    @Test func thePublicPageWithItsLinkPreviewTags() {
        var wish = Self.wish(18, "Tent", owner: Self.bob)
        wish.photoURL = "/media/00000000-0000-0000-0000-000000000502"
        let model = PublicFundingPage.Model(item: FundingWish(wish: wish, funding: Self.funding()), token: "abc", siteURL: "https://satchel.example",
                                            now: Self.day)
        let ctx = PageContext.detached(path: "/f/abc")
        let head = PublicFundingPage.head(model, ctx.localizer).map { $0.render() }.joined(separator: "\n")
        assertSnapshot(of: head + "\n" + PublicFundingPage.html(model, ctx), as: .lines)
    }

    @Test func theBanksCheckoutAndASettledPayment() {
        let open = SimBankPage.Model(reference: "00000000-0000-0000-0000-000000000801", description: "Tent", amountMinor: 300_00,
                                     currency: "CZK", state: .open, returnURL: "/wishes/00000000-0000-0000-0000-000000000118",
                                     form: FormState(values: ["card": "4000 0000 0000 0002"], error: AppError.invalid("card", "simbank.card")))
        var paid = open
        paid.state = .paid
        let ctx = PageContext.detached(path: "/simbank/checkout/00000000-0000-0000-0000-000000000801")
        assertSnapshot(of: SimBankPage.html(open, ctx) + "\n" + SimBankPage.html(paid, ctx), as: .lines)
    }
}
