import Foundation

/// An amount in integer minor units of an ISO 4217 currency (1250 SEK = 12,50 kr).
public struct Price: Codable, Sendable, Equatable, Hashable {
    public var amount: Int
    public var currency: String

    public init(amount: Int, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}

/// A wish as its viewer may see it. For the owner `giving` is always absent: nothing about
/// reservations or pledges ever reaches the owner.
public struct Wish: Codable, Sendable, Equatable {
    public var id: UUID
    public var owner: Person
    /// Nil: in the owner's Wishes inbox.
    public var listId: UUID?
    public var name: String
    public var price: Price?
    public var store: String
    public var link: String?
    public var notes: String
    public var photoURL: String?
    public var quantity: Int
    /// `low`, `normal` or `high`.
    public var priority: String
    public var position: Int
    public var createdAt: Date
    public var updatedAt: Date
    /// One up with every change its owner makes (never with giving); the `ETag` the owner gets,
    /// to send back as `If-Match` (nil only from a server older than versions).
    public var version: Int?
    /// For givers only.
    public var giving: Giving?

    public init(id: UUID, owner: Person, listId: UUID?, name: String, price: Price?, store: String, link: String?,
                notes: String, photoURL: String?, quantity: Int, priority: String, position: Int,
                createdAt: Date, updatedAt: Date, version: Int? = nil, giving: Giving?) {
        self.id = id
        self.owner = owner
        self.listId = listId
        self.name = name
        self.price = price
        self.store = store
        self.link = link
        self.notes = notes
        self.photoURL = photoURL
        self.quantity = quantity
        self.priority = priority
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.version = version
        self.giving = giving
    }
}

/// What givers see of a friend's wish, to coordinate.
public struct Giving: Codable, Sendable, Equatable {
    public var reservations: [Reservation]
    public var pledges: [Pledge]
    /// Units nobody has reserved or pledged for yet.
    public var available: Int
    /// With pledges: what is still missing of the price.
    public var remaining: Int?
    public var reservedByMe: Bool
    public var pledgedByMe: Int?
    /// Reservations guests made through the list's public link, by the name they gave (absent
    /// when there are none).
    public var guestReservations: [GuestGiving]?

    public init(reservations: [Reservation], pledges: [Pledge], available: Int, remaining: Int?,
                reservedByMe: Bool, pledgedByMe: Int?, guestReservations: [GuestGiving]? = nil) {
        self.reservations = reservations
        self.pledges = pledges
        self.available = available
        self.remaining = remaining
        self.reservedByMe = reservedByMe
        self.pledgedByMe = pledgedByMe
        self.guestReservations = guestReservations
    }
}

/// A guest's reservation as friends see it: the name the guest gave.
public struct GuestGiving: Codable, Sendable, Equatable {
    public var name: String
    public var createdAt: Date

    public init(name: String, createdAt: Date) {
        self.name = name
        self.createdAt = createdAt
    }
}

public struct Reservation: Codable, Sendable, Equatable {
    public var giver: Person
    public var createdAt: Date

    public init(giver: Person, createdAt: Date) {
        self.giver = giver
        self.createdAt = createdAt
    }
}

public struct Pledge: Codable, Sendable, Equatable {
    public var giver: Person
    public var amount: Int
    public var createdAt: Date

    public init(giver: Person, amount: Int, createdAt: Date) {
        self.giver = giver
        self.amount = amount
        self.createdAt = createdAt
    }
}

/// A new wish, or a wish's new contents (every field; absent optional fields are cleared).
public struct WishDraft: Codable, Sendable {
    public var name: String
    public var price: Price?
    public var store: String?
    public var link: String?
    public var notes: String?
    public var quantity: Int?
    public var priority: String?
    /// Create only: put the new wish straight into this list.
    public var listId: UUID?

    public init(name: String, price: Price? = nil, store: String? = nil, link: String? = nil, notes: String? = nil,
                quantity: Int? = nil, priority: String? = nil, listId: UUID? = nil) {
        self.name = name
        self.price = price
        self.store = store
        self.link = link
        self.notes = notes
        self.quantity = quantity
        self.priority = priority
        self.listId = listId
    }
}

/// Move a wish into a list (or, with no list, back to the inbox), optionally to a position.
public struct WishMove: Codable, Sendable {
    public var listId: UUID?
    public var position: Int?

    public init(listId: UUID?, position: Int? = nil) {
        self.listId = listId
        self.position = position
    }
}

public struct WishList: Codable, Sendable, Equatable {
    public var id: UUID
    public var owner: Person
    public var name: String
    /// `birthday`, `christmas`, `wedding` or `other`.
    public var occasion: String
    /// `YYYY-MM-DD`.
    public var date: String?
    public var wishCount: Int
    public var createdAt: Date
    /// For the owner: who it is shared with.
    public var sharedWith: [ListShare]?
    /// For a recipient: `pending` until they accept.
    public var status: String?
    /// One up with every change the owner makes to the list itself (name, occasion, date); its
    /// `ETag`, to send back as `If-Match` (nil only from a server older than versions).
    public var version: Int?

    public init(id: UUID, owner: Person, name: String, occasion: String, date: String?, wishCount: Int,
                createdAt: Date, sharedWith: [ListShare]?, status: String?, version: Int? = nil) {
        self.id = id
        self.owner = owner
        self.name = name
        self.occasion = occasion
        self.date = date
        self.wishCount = wishCount
        self.createdAt = createdAt
        self.sharedWith = sharedWith
        self.status = status
        self.version = version
    }
}

public struct ListShare: Codable, Sendable, Equatable {
    public var person: Person
    /// `pending` or `accepted`.
    public var status: String

    public init(person: Person, status: String) {
        self.person = person
        self.status = status
    }
}

public struct WishListDraft: Codable, Sendable {
    public var name: String
    public var occasion: String?
    public var date: String?

    public init(name: String, occasion: String? = nil, date: String? = nil) {
        self.name = name
        self.occasion = occasion
        self.date = date
    }
}

public struct WishListDetail: Codable, Sendable {
    public var list: WishList
    public var wishes: [Wish]

    public init(list: WishList, wishes: [Wish]) {
        self.list = list
        self.wishes = wishes
    }
}

/// Share a list with friends and/or every friend in some circles.
public struct ShareRequest: Codable, Sendable {
    public var userIds: [UUID]?
    public var circleIds: [UUID]?

    public init(userIds: [UUID]? = nil, circleIds: [UUID]? = nil) {
        self.userIds = userIds
        self.circleIds = circleIds
    }
}

public struct PledgeRequest: Codable, Sendable {
    public var amount: Int

    public init(amount: Int) { self.amount = amount }
}

/// The giver's shopping list: reserved and pledged wishes, grouped by friend.
public struct Cart: Codable, Sendable {
    public var groups: [CartGroup]
    /// Per currency, across every group.
    public var totals: [Price]

    public init(groups: [CartGroup], totals: [Price]) {
        self.groups = groups
        self.totals = totals
    }
}

public struct CartGroup: Codable, Sendable {
    public var friend: Person
    public var items: [CartItem]
    public var totals: [Price]

    public init(friend: Person, items: [CartItem], totals: [Price]) {
        self.friend = friend
        self.items = items
        self.totals = totals
    }
}

public struct CartItem: Codable, Sendable {
    public var wish: Wish
    /// `reservation` or `pledge`.
    public var kind: String
    /// What this giver pays: the price, or their pledge.
    public var amount: Price?
    public var bought: Bool

    public init(wish: Wish, kind: String, amount: Price?, bought: Bool) {
        self.wish = wish
        self.kind = kind
        self.amount = amount
        self.bought = bought
    }
}

public struct BoughtUpdate: Codable, Sendable {
    public var bought: Bool

    public init(bought: Bool) { self.bought = bought }
}

public struct WishComment: Codable, Sendable, Equatable {
    public var id: UUID
    public var author: Person?
    public var body: String
    public var createdAt: Date
    public var canDelete: Bool

    public init(id: UUID, author: Person?, body: String, createdAt: Date, canDelete: Bool) {
        self.id = id
        self.author = author
        self.body = body
        self.createdAt = createdAt
        self.canDelete = canDelete
    }
}

public struct CommentDraft: Codable, Sendable {
    public var body: String

    public init(body: String) { self.body = body }
}

/// The wish lists endpoints.
public enum WishesRoute: TypedRoute, Hashable {
    case inbox
    case createWish
    case wish(UUID)
    case updateWish(UUID)
    case deleteWish(UUID)
    case moveWish(UUID)
    case setWishPhoto(UUID)
    case deleteWishPhoto(UUID)
    case lists
    case createList
    case list(UUID)
    case updateList(UUID)
    case deleteList(UUID)
    case shareList(UUID)
    case unshareList(list: UUID, user: UUID)
    case listInvitation(UUID)
    case friendsLists
    case acceptList(UUID)
    case reserve(UUID)
    case unreserve(UUID)
    case pledge(UUID)
    case withdrawPledge(UUID)
    case cart
    case markBought(UUID)
    case comments(UUID)
    case addComment(UUID)
    case deleteComment(wish: UUID, comment: UUID)
    // A list's public registry link (the owner's side), then the guests' side: the secret in the
    // address is the credential.
    case publicLink(UUID)
    case turnOnPublicLink(UUID)
    case renewPublicLink(UUID)
    case turnOffPublicLink(UUID)
    case registry(token: String)
    case reserveAsGuest(token: String)
    case guestReservation(token: String)
    case undoGuestReservation(token: String)
    case markGuestReservationBought(token: String)
    // Received wishes (the owner's "I got it"), and undoing it.
    case receivedWishes
    case markReceived(UUID)
    case undoReceived(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .inbox, .wish, .lists, .list, .friendsLists, .cart, .comments, .publicLink, .registry, .guestReservation, .receivedWishes: return .get
        case .createWish, .moveWish, .createList, .shareList, .listInvitation, .acceptList, .reserve, .pledge, .addComment,
             .renewPublicLink, .reserveAsGuest:
            return .post
        case .updateWish, .setWishPhoto, .updateList, .markBought, .turnOnPublicLink, .markGuestReservationBought, .markReceived: return .put
        case .deleteWish, .deleteWishPhoto, .deleteList, .unshareList, .unreserve, .withdrawPledge, .deleteComment,
             .turnOffPublicLink, .undoGuestReservation, .undoReceived:
            return .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .inbox, .createWish: return [.literal("wishes")]
        case .wish(let id), .updateWish(let id), .deleteWish(let id): return [.literal("wishes"), .parameter("wishId", id)]
        case .moveWish(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("move")]
        case .setWishPhoto(let id), .deleteWishPhoto(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("photo")]
        case .lists, .createList: return [.literal("lists")]
        case .list(let id), .updateList(let id), .deleteList(let id): return [.literal("lists"), .parameter("listId", id)]
        case .shareList(let id): return [.literal("lists"), .parameter("listId", id), .literal("shares")]
        case .unshareList(let list, let user):
            return [.literal("lists"), .parameter("listId", list), .literal("shares"), .parameter("userId", user)]
        case .listInvitation(let id): return [.literal("lists"), .parameter("listId", id), .literal("invitation")]
        case .friendsLists: return [.literal("friends-lists")]
        case .acceptList(let id): return [.literal("friends-lists"), .parameter("listId", id), .literal("accept")]
        case .reserve(let id), .unreserve(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("reservation")]
        case .pledge(let id), .withdrawPledge(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("pledge")]
        case .cart: return [.literal("cart")]
        case .markBought(let id): return [.literal("cart"), .parameter("wishId", id), .literal("bought")]
        case .comments(let id), .addComment(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("comments")]
        case .deleteComment(let wish, let comment):
            return [.literal("wishes"), .parameter("wishId", wish), .literal("comments"), .parameter("commentId", comment)]
        case .publicLink(let id), .turnOnPublicLink(let id), .renewPublicLink(let id), .turnOffPublicLink(let id):
            return [.literal("lists"), .parameter("listId", id), .literal("public-link")]
        case .registry(let token): return [.literal("public"), .literal("lists"), .secret("token", token)]
        case .reserveAsGuest(let token): return [.literal("public"), .literal("lists"), .secret("token", token), .literal("reservations")]
        case .guestReservation(let token), .undoGuestReservation(let token):
            return [.literal("public"), .literal("reservations"), .secret("reservationToken", token)]
        case .markGuestReservationBought(let token):
            return [.literal("public"), .literal("reservations"), .secret("reservationToken", token), .literal("bought")]
        case .receivedWishes: return [.literal("received-wishes")]
        case .markReceived(let id), .undoReceived(let id): return [.literal("wishes"), .parameter("wishId", id), .literal("received")]
        }
    }
}
