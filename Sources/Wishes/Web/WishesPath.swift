import Foundation
import SatchelCore

/// Every address of the Wishes tab, written once: pages, forms, redirects and notifications
/// name these, never a path string (`WishesPath.wish(id).path`).
enum WishesPath: Equatable {
    /// The inbox: wishes in no list.
    case inbox
    case quickAdd
    case lists
    case list(UUID)
    /// A list in another order (`WishService.Sort`'s raw value).
    case listSorted(UUID, sort: String)
    case deleteList(UUID)
    case shareList(UUID)
    case unshareList(UUID, user: UUID)
    case listInvitation(UUID)
    case newWish
    /// The new-wish form with a list chosen (its id as the form's select names it).
    case newWishIn(list: UUID)
    case newWishFromLink
    case friends
    /// Friends' lists with an invitation put aside for now.
    case ignoreInvitation(UUID)
    case acceptInvitation(UUID)
    case cart
    case bought(UUID)
    case wish(UUID)
    /// The wish's comments, scrolled to.
    case comments(UUID)
    case addComment(UUID)
    case deleteComment(UUID, comment: UUID)
    case edit(UUID)
    /// The edit form saying why the photo was refused (an error code).
    case editRefusingPhoto(UUID, code: String)
    case delete(UUID)
    case move(UUID)
    case copy(UUID)
    case reserve(UUID)
    case unreserve(UUID)
    case pledge(UUID)
    case unpledge(UUID)
    case funding(UUID)
    case closeFunding(UUID)
    /// The funding panel alone, for the page to refresh it.
    case liveFunding(UUID)
    /// The organiser posts news to the givers.
    case fundingNews(UUID)
    /// Every gift, fee and payout as CSV (the organiser's).
    case fundingStatement(UUID)
    case donate(UUID)
    /// Where a shop's page shared to Satchel (or the bookmarklet) opens a new wish.
    case share
    /// How to add from any shop: sharing on a phone, the bookmarklet on a computer.
    case fromShop
    /// The owner's received wishes, and marking one received or not.
    case received
    case markReceived(UUID)
    case undoReceived(UUID)

    var path: String {
        switch self {
        case .inbox: "/wishes"
        case .quickAdd: "/wishes/quick"
        case .lists: "/wishes/lists"
        case .list(let id): "/wishes/lists/\(Self.id(id))"
        case .listSorted(let id, let sort): "/wishes/lists/\(Self.id(id))?sort=\(sort)"
        case .deleteList(let id): "/wishes/lists/\(Self.id(id))/delete"
        case .shareList(let id): "/wishes/lists/\(Self.id(id))/share"
        case .unshareList(let id, let user): "/wishes/lists/\(Self.id(id))/shares/\(Self.id(user))/remove"
        case .listInvitation(let id): "/wishes/lists/\(Self.id(id))/invitation"
        case .newWish: "/wishes/new"
        case .newWishIn(let list): "/wishes/new?list=\(list.uuidString)"
        case .newWishFromLink: "/wishes/new/from-link"
        case .friends: "/wishes/friends"
        case .ignoreInvitation(let list): "/wishes/friends?ignore=\(Self.id(list))"
        case .acceptInvitation(let list): "/wishes/friends/\(Self.id(list))/accept"
        case .cart: "/wishes/cart"
        case .bought(let id): "/wishes/cart/\(Self.id(id))/bought"
        case .wish(let id): "/wishes/\(Self.id(id))"
        case .comments(let id): "/wishes/\(Self.id(id))#comments"
        case .addComment(let id): "/wishes/\(Self.id(id))/comments"
        case .deleteComment(let id, let comment): "/wishes/\(Self.id(id))/comments/\(Self.id(comment))/delete"
        case .edit(let id): "/wishes/\(Self.id(id))/edit"
        case .editRefusingPhoto(let id, let code): "/wishes/\(Self.id(id))/edit?photo=\(code)"
        case .delete(let id): "/wishes/\(Self.id(id))/delete"
        case .move(let id): "/wishes/\(Self.id(id))/move"
        case .copy(let id): "/wishes/\(Self.id(id))/copy"
        case .reserve(let id): "/wishes/\(Self.id(id))/reserve"
        case .unreserve(let id): "/wishes/\(Self.id(id))/unreserve"
        case .pledge(let id): "/wishes/\(Self.id(id))/pledge"
        case .unpledge(let id): "/wishes/\(Self.id(id))/unpledge"
        case .funding(let id): "/wishes/\(Self.id(id))/funding"
        case .closeFunding(let id): "/wishes/\(Self.id(id))/funding/close"
        case .liveFunding(let id): "/wishes/\(Self.id(id))/funding/live"
        case .fundingNews(let id): "/wishes/\(Self.id(id))/funding/news"
        case .fundingStatement(let id): "/wishes/\(Self.id(id))/funding/statement.csv"
        case .donate(let id): "/wishes/\(Self.id(id))/donate"
        case .share: ShareTarget.path
        case .fromShop: "/wishes/from-shop"
        case .received: "/wishes/received"
        case .markReceived(let id): "/wishes/\(Self.id(id))/received"
        case .undoReceived(let id): "/wishes/\(Self.id(id))/received/undo"
        }
    }

    /// Whether `path` is a list's page (or one of its sortings): moving a wish there returns
    /// to the wish's row.
    static func isListPage(_ path: String) -> Bool { path.contains(lists.path + "/") }

    static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}

/// Every address of the Funding tab and of the public and bank pages that go with it.
enum FundingPath: Equatable {
    case feed
    /// The feed's next page.
    case feedAfter(cursor: String)
    case mine
    case donations
    case surprises
    case new
    case settings
    case payoutAccount
    case hide
    case unhide(UUID)
    /// The public page anyone with the link may see (relative to the site's public address).
    case publicPage(token: String)
    /// The simulated bank's checkout page.
    case bankCheckout(reference: String)
    /// Where a guest's gift through the public link is posted.
    case giveAsGuest(token: String)
    /// A guest's gift, at its receipt link (relative to the site's public address).
    case guestGift(token: String)

    var path: String {
        switch self {
        case .feed: "/funding"
        case .feedAfter(let cursor): "/funding?cursor=" + cursor
        case .mine: "/funding/mine"
        case .donations: "/funding/donations"
        case .surprises: "/funding/surprises"
        case .new: "/funding/new"
        case .settings: "/funding/settings"
        case .payoutAccount: "/funding/settings/payout"
        case .hide: "/funding/hide"
        case .unhide(let id): "/funding/hidden/\(WishesPath.id(id))/delete"
        case .publicPage(let token): "/f/" + token
        case .bankCheckout(let reference): "/simbank/checkout/" + reference
        case .giveAsGuest(let token): "/f/" + token + "/gifts"
        case .guestGift(let token): "/gifts/" + token
        }
    }
}
