import Foundation

/// A patron asks their library to buy a book (issue 43): one not in the catalogue (by title and
/// author, or ISBN), or more copies of one whose queue is long (`titleId`).
public struct PurchaseRequestInput: Codable, Sendable, Equatable {
    public var title: String?
    public var author: String?
    /// ISBN-10 or ISBN-13; one the catalogue has makes this a request for more copies of it.
    public var isbn: String?
    /// More copies of this title of the library.
    public var titleId: UUID?
    public var note: String?
    /// Place a hold for me when it is bought.
    public var holdWhenBought: Bool?

    public init(title: String? = nil, author: String? = nil, isbn: String? = nil, titleId: UUID? = nil, note: String? = nil,
                holdWhenBought: Bool? = nil) {
        self.title = title
        self.author = author
        self.isbn = isbn
        self.titleId = titleId
        self.note = note
        self.holdWhenBought = holdWhenBought
    }
}

/// One person's request, as they see it.
public struct PurchaseRequest: Codable, Sendable, Equatable {
    public var id: UUID
    public var libraryId: UUID
    /// The catalogue title it asks more copies of, when it does.
    public var titleId: UUID?
    public var title: String
    public var author: String?
    public var isbn: String?
    public var note: String?
    public var holdWhenBought: Bool
    /// `open`, `bought`, `declined` or `withdrawn`.
    public var state: String
    public var createdAt: Date
    public var decidedAt: Date?
    /// The title the library bought, once bought.
    public var boughtTitleId: UUID?
    public var declineReason: String?
    /// Once bought with a hold wanted: `hold_placed`, or why not (`library.hold_limit`,
    /// `library.already_borrowed`, `library.already_held`, `library.borrow_instead`, `library.card`).
    public var holdOutcome: String?

    public init(id: UUID, libraryId: UUID, titleId: UUID?, title: String, author: String?, isbn: String?, note: String?,
                holdWhenBought: Bool, state: String, createdAt: Date, decidedAt: Date?, boughtTitleId: UUID?, declineReason: String?,
                holdOutcome: String?) {
        self.id = id
        self.libraryId = libraryId
        self.titleId = titleId
        self.title = title
        self.author = author
        self.isbn = isbn
        self.note = note
        self.holdWhenBought = holdWhenBought
        self.state = state
        self.createdAt = createdAt
        self.decidedAt = decidedAt
        self.boughtTitleId = boughtTitleId
        self.declineReason = declineReason
        self.holdOutcome = holdOutcome
    }
}

/// The open requests for one book, as staff see them: ranked by how many asked.
public struct PurchaseRequestGroup: Codable, Sendable, Equatable {
    /// What tells the book apart (`isbn:…`, `title:<id>` or the folded title and author).
    public var matchKey: String
    public var title: String
    public var author: String?
    public var isbn: String?
    public var titleId: UUID?
    public var count: Int
    public var holdsWanted: Int
    public var firstAskedAt: Date
    public var lastAskedAt: Date
    public var notes: [String]

    public init(matchKey: String, title: String, author: String?, isbn: String?, titleId: UUID?, count: Int, holdsWanted: Int,
                firstAskedAt: Date, lastAskedAt: Date, notes: [String]) {
        self.matchKey = matchKey
        self.title = title
        self.author = author
        self.isbn = isbn
        self.titleId = titleId
        self.count = count
        self.holdsWanted = holdsWanted
        self.firstAskedAt = firstAskedAt
        self.lastAskedAt = lastAskedAt
        self.notes = notes
    }
}

/// Staff bought the book a group asks for: `titleId` is it in the catalogue (after an import, or
/// with copies raised).
public struct PurchaseBought: Codable, Sendable, Equatable {
    public var matchKey: String
    public var titleId: UUID

    public init(matchKey: String, titleId: UUID) {
        self.matchKey = matchKey
        self.titleId = titleId
    }
}

/// Staff will not buy it, and say why (each requester is told).
public struct PurchaseDeclined: Codable, Sendable, Equatable {
    public var matchKey: String
    public var reason: String

    public init(matchKey: String, reason: String) {
        self.matchKey = matchKey
        self.reason = reason
    }
}

/// What a decision did: the requests it closed and the holds it placed.
public struct PurchaseDecision: Codable, Sendable, Equatable {
    public var requests: Int
    public var holdsPlaced: Int

    public init(requests: Int, holdsPlaced: Int) {
        self.requests = requests
        self.holdsPlaced = holdsPlaced
    }
}

/// `/api/v1/library/…purchase-requests…`: patrons' requests, and staff's ranked view and decisions.
public enum PurchaseRequestRoute: TypedRoute, Hashable {
    /// The viewer's requests at the library (open first).
    case requests(library: UUID)
    case createRequest(library: UUID)
    case withdrawRequest(UUID)
    /// Staff: open requests grouped by book, most asked first.
    case staffRequests(library: UUID)
    case bought(library: UUID)
    case declined(library: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .requests, .staffRequests: .get
        case .createRequest, .bought, .declined: .post
        case .withdrawRequest: .delete
        }
    }

    public var parts: [RoutePart] {
        func base(_ library: UUID) -> [RoutePart] { [.literal("library"), .literal("libraries"), .parameter("libraryId", library)] }
        switch self {
        case .requests(let library), .createRequest(let library): return base(library) + [.literal("purchase-requests")]
        case .withdrawRequest(let id): return [.literal("library"), .literal("purchase-requests"), .parameter("requestId", id)]
        case .staffRequests(let library): return base(library) + [.literal("staff"), .literal("purchase-requests")]
        case .bought(let library): return base(library) + [.literal("staff"), .literal("purchase-requests"), .literal("bought")]
        case .declined(let library): return base(library) + [.literal("staff"), .literal("purchase-requests"), .literal("declined")]
        }
    }
}
