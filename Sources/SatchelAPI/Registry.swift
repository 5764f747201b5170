import Foundation

/// A list's public registry link, as its owner sees it (`/api/v1/lists/{id}/public-link`).
public struct PublicLink: Codable, Sendable, Equatable {
    /// The whole address to hand out (`/registry/{token}` on the site).
    public var url: String
    /// The secret in it, for the public API (`/api/v1/public/lists/{token}`).
    public var token: String
    public var createdAt: Date

    public init(url: String, token: String, createdAt: Date) {
        self.url = url
        self.token = token
        self.createdAt = createdAt
    }
}

/// A wish list as anyone with its public link sees it: no account, no names of who gives.
public struct Registry: Codable, Sendable, Equatable {
    public var title: String
    /// `birthday`, `christmas`, `wedding` or `other`.
    public var occasion: String
    /// `YYYY-MM-DD`.
    public var date: String?
    /// The owner's display name.
    public var owner: String
    public var wishes: [RegistryWish]

    public init(title: String, occasion: String, date: String?, owner: String, wishes: [RegistryWish]) {
        self.title = title
        self.occasion = occasion
        self.date = date
        self.owner = owner
        self.wishes = wishes
    }
}

/// A wish on a public registry, with its state and never who gives it.
public struct RegistryWish: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var price: Price?
    public var store: String
    public var link: String?
    public var notes: String
    public var photoURL: String?
    public var quantity: Int
    /// `low`, `normal` or `high`.
    public var priority: String
    /// Units nobody has reserved yet.
    public var available: Int
    /// `available`, `reserved` (every unit taken) or `bought` (every unit taken and bought).
    public var state: String

    public init(id: UUID, name: String, price: Price?, store: String, link: String?, notes: String, photoURL: String?,
                quantity: Int, priority: String, available: Int, state: String) {
        self.id = id
        self.name = name
        self.price = price
        self.store = store
        self.link = link
        self.notes = notes
        self.photoURL = photoURL
        self.quantity = quantity
        self.priority = priority
        self.available = available
        self.state = state
    }
}

/// A guest reserves one unit of a wish: a name, and an address to get the reservation's link.
public struct GuestReservationRequest: Codable, Sendable, Equatable {
    public var wishId: UUID
    public var name: String
    public var email: String?

    public init(wishId: UUID, name: String, email: String? = nil) {
        self.wishId = wishId
        self.name = name
        self.email = email
    }
}

/// A guest's reservation, as its secret link shows it.
public struct GuestReservation: Codable, Sendable, Equatable {
    /// The reservation's secret: only in the answer that made it (it is stored hashed).
    public var token: String?
    /// Its page on the site, also only when it was just made.
    public var url: String?
    public var wishId: UUID
    public var wishName: String
    public var name: String
    public var bought: Bool
    /// Whether the mail with the link was queued.
    public var mailQueued: Bool?
    public var createdAt: Date

    public init(token: String?, url: String?, wishId: UUID, wishName: String, name: String, bought: Bool,
                mailQueued: Bool?, createdAt: Date) {
        self.token = token
        self.url = url
        self.wishId = wishId
        self.wishName = wishName
        self.name = name
        self.bought = bought
        self.mailQueued = mailQueued
        self.createdAt = createdAt
    }
}
