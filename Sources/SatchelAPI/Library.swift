import Foundation

/// A library of the deployment.
public struct LibrarySummary: Codable, Sendable, Equatable {
    public var id: UUID
    /// Short name in web addresses (`malmo`).
    public var slug: String
    public var name: String
    /// The catalogue's language (`sv`, `en`, `cs`): it decides the sort order.
    public var language: String
    public var loanDays: Int
    public var pickupDays: Int
    public var maxLoans: Int
    public var maxHolds: Int
    /// Whether you can get a card here yourself.
    public var selfRegistration: Bool
    /// An urgent message from the library, when there is one.
    public var alert: String?
    /// True for the library you picked.
    public var chosen: Bool

    public init(id: UUID, slug: String, name: String, language: String, loanDays: Int, pickupDays: Int, maxLoans: Int,
                maxHolds: Int, selfRegistration: Bool, alert: String?, chosen: Bool) {
        self.id = id
        self.slug = slug
        self.name = name
        self.language = language
        self.loanDays = loanDays
        self.pickupDays = pickupDays
        self.maxLoans = maxLoans
        self.maxHolds = maxHolds
        self.selfRegistration = selfRegistration
        self.alert = alert
        self.chosen = chosen
    }
}

/// Something happening at a library.
public struct LibraryEvent: Codable, Sendable, Equatable {
    public var title: String
    public var startsAt: Date
    public var imageUrl: String?

    public init(title: String, startsAt: Date, imageUrl: String?) {
        self.title = title
        self.startsAt = startsAt
        self.imageUrl = imageUrl
    }
}

/// A library with its events, help page and your card there.
public struct LibraryDetail: Codable, Sendable, Equatable {
    public var library: LibrarySummary
    public var events: [LibraryEvent]
    /// The help / FAQ text: paragraphs separated by blank lines.
    public var help: String
    /// Your card here, when you are signed in to this library.
    public var patron: Patron?

    public init(library: LibrarySummary, events: [LibraryEvent], help: String, patron: Patron?) {
        self.library = library
        self.events = events
        self.help = help
        self.patron = patron
    }
}

/// You, signed in to a library with a card.
public struct Patron: Codable, Sendable, Equatable {
    public var libraryId: UUID
    /// The card number with all but the last four digits hidden.
    public var card: String
    public var name: String
    public var loans: Int
    public var holds: Int
    /// When the library session ends ("remember me" makes it longer).
    public var expiresAt: Date

    public init(libraryId: UUID, card: String, name: String, loans: Int, holds: Int, expiresAt: Date) {
        self.libraryId = libraryId
        self.card = card
        self.name = name
        self.loans = loans
        self.holds = holds
        self.expiresAt = expiresAt
    }
}

/// Signing in to a library: card number and PIN.
public struct CardSignIn: Codable, Sendable, Equatable {
    public var cardNumber: String
    public var pin: String
    /// Keeps the library session for 90 days instead of 12 hours.
    public var remember: Bool?

    public init(cardNumber: String, pin: String, remember: Bool? = nil) {
        self.cardNumber = cardNumber
        self.pin = pin
        self.remember = remember
    }
}

/// Getting a card yourself where the library allows it.
public struct CardRegistration: Codable, Sendable, Equatable {
    public var name: String
    /// 4 to 8 digits.
    public var pin: String

    public init(name: String, pin: String) {
        self.name = name
        self.pin = pin
    }
}

/// A new card: keep the number, it is how you sign in.
public struct CardIssued: Codable, Sendable, Equatable {
    public var cardNumber: String
    public var patron: Patron

    public init(cardNumber: String, patron: Patron) {
        self.cardNumber = cardNumber
        self.patron = patron
    }
}

/// Whether a title can be borrowed now, and if not, why and for how long.
public struct Availability: Codable, Sendable, Equatable {
    /// `available` or `unavailable`.
    public var state: String
    /// Licensed copies; nil means unlimited.
    public var copies: Int?
    /// Copies lent or kept for someone whose hold is ready.
    public var copiesOut: Int
    /// People waiting in the hold queue (paused holds apart: `pausedHolds`).
    public var holdQueue: Int
    /// For someone placing a hold now: days until their turn, from how long loans really last.
    public var estimatedWaitDays: Int?
    /// Why it is unavailable: `all_copies_out`, `reserved` (kept for people whose hold is
    /// ready) or `no_copies` (the library has no licence for it).
    public var reason: String?
    /// When unavailable: paused holds, which keep their places in the queue while copies pass
    /// them by (`holdQueue` counts the others). Nil when available.
    public var pausedHolds: Int?

    public init(state: String, copies: Int?, copiesOut: Int, holdQueue: Int, estimatedWaitDays: Int?, reason: String?, pausedHolds: Int? = nil) {
        self.state = state
        self.copies = copies
        self.copiesOut = copiesOut
        self.holdQueue = holdQueue
        self.estimatedWaitDays = estimatedWaitDays
        self.reason = reason
        self.pausedHolds = pausedHolds
    }
}

/// A title as lists show it.
public struct TitleSummary: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var publisher: String?
    public var year: Int?
    /// ISO 639-2/B (`swe`, `eng`).
    public var language: String?
    public var coverUrl: String?
    public var rating: Double?
    public var ratingCount: Int
    public var availability: Availability
    /// The title and authors in their own script (Chinese, Japanese, Cyrillic…), beside the
    /// romanised `title` and `authors`, when the catalogue has them (MARC 880).
    public var titleInScript: String?
    public var authorsInScript: [String]?

    public init(id: UUID, title: String, subtitle: String?, authors: [String], publisher: String?, year: Int?, language: String?,
                coverUrl: String?, rating: Double?, ratingCount: Int, availability: Availability, titleInScript: String? = nil,
                authorsInScript: [String]? = nil) {
        self.titleInScript = titleInScript
        self.authorsInScript = authorsInScript
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.publisher = publisher
        self.year = year
        self.language = language
        self.coverUrl = coverUrl
        self.rating = rating
        self.ratingCount = ratingCount
        self.availability = availability
    }
}

/// Search results: a page, and how many titles match in all.
public struct TitleSearchPage: Codable, Sendable, Equatable {
    public var items: [TitleSummary]
    public var nextCursor: String?
    public var total: Int

    public init(items: [TitleSummary], nextCursor: String?, total: Int) {
        self.items = items
        self.nextCursor = nextCursor
        self.total = total
    }
}

/// Someone's stars and short review.
public struct TitleReview: Codable, Sendable, Equatable {
    public var name: String
    public var stars: Int
    public var review: String
    public var updatedAt: Date
    public var byYou: Bool

    public init(name: String, stars: Int, review: String, updatedAt: Date, byYou: Bool) {
        self.name = name
        self.stars = stars
        self.review = review
        self.updatedAt = updatedAt
        self.byYou = byYou
    }
}

/// A title with everything its page shows.
public struct Title: Codable, Sendable, Equatable {
    public var summary: TitleSummary
    public var libraryId: UUID
    public var translators: [String]
    public var originalTitle: String?
    /// As catalogued: a year or a full date.
    public var published: String?
    public var isbns: [String]
    public var subjects: [String]
    public var description: String?
    public var pageCount: Int?
    public var series: String?
    public var seriesNumber: String?
    /// Whether it can be read in the browser (imported from an EPUB file).
    public var readable: Bool
    /// Your loan of it, your hold on it, whether it is on your to-be-read list (signed in to the library).
    public var yourLoan: Loan?
    public var yourHold: Hold?
    public var toBeRead: ToBeRead?
    public var reviews: [TitleReview]

    public init(summary: TitleSummary, libraryId: UUID, translators: [String], originalTitle: String?, published: String?,
                isbns: [String], subjects: [String], description: String?, pageCount: Int?, series: String?, seriesNumber: String?,
                readable: Bool, yourLoan: Loan?, yourHold: Hold?, toBeRead: ToBeRead?, reviews: [TitleReview]) {
        self.summary = summary
        self.libraryId = libraryId
        self.translators = translators
        self.originalTitle = originalTitle
        self.published = published
        self.isbns = isbns
        self.subjects = subjects
        self.description = description
        self.pageCount = pageCount
        self.series = series
        self.seriesNumber = seriesNumber
        self.readable = readable
        self.yourLoan = yourLoan
        self.yourHold = yourHold
        self.toBeRead = toBeRead
        self.reviews = reviews
    }
}

/// A title you have borrowed.
public struct Loan: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: TitleSummary
    public var startedAt: Date
    public var dueAt: Date
    /// Whole days until it returns itself (0 on its last day).
    public var daysLeft: Int
    /// Renewal is possible while nobody is waiting for the title.
    public var renewable: Bool
    /// The title has an e-book to read here (`/api/v1/reader`).
    public var readable: Bool
    /// How much of it you have read (0…1), once you have opened it.
    public var readProgress: Double?
    /// Its library, on the shelf across all your cards.
    public var library: LibraryRef?

    public init(id: UUID, title: TitleSummary, startedAt: Date, dueAt: Date, daysLeft: Int, renewable: Bool, readable: Bool = false,
                readProgress: Double? = nil, library: LibraryRef? = nil) {
        self.id = id
        self.title = title
        self.startedAt = startedAt
        self.dueAt = dueAt
        self.daysLeft = daysLeft
        self.renewable = renewable
        self.readable = readable
        self.readProgress = readProgress
        self.library = library
    }
}

/// Your place in a title's hold queue.
public struct Hold: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: TitleSummary
    /// `waiting` or `ready` (a copy is kept for you until `readyUntil`).
    public var state: String
    /// 1 is next; nil once ready.
    public var position: Int?
    public var placedAt: Date
    public var readyUntil: Date?
    public var estimatedWaitDays: Int?
    /// Set while the hold is paused: it keeps its place, copies pass it by until then.
    public var pausedUntil: Date?
    /// How many of the holds ahead are paused (they keep their places).
    public var pausedAhead: Int?
    /// While paused: when the hold ends if the pauses go on (365 days in a row).
    public var lapsesAt: Date?
    /// Its library, on the shelf across all your cards.
    public var library: LibraryRef?

    public init(id: UUID, title: TitleSummary, state: String, position: Int?, placedAt: Date, readyUntil: Date?, estimatedWaitDays: Int?,
                pausedUntil: Date? = nil, pausedAhead: Int? = nil, lapsesAt: Date? = nil, library: LibraryRef? = nil) {
        self.id = id
        self.title = title
        self.state = state
        self.position = position
        self.placedAt = placedAt
        self.readyUntil = readyUntil
        self.estimatedWaitDays = estimatedWaitDays
        self.pausedUntil = pausedUntil
        self.pausedAhead = pausedAhead
        self.lapsesAt = lapsesAt
        self.library = library
    }
}

/// A title on your to-be-read list.
public struct ToBeRead: Codable, Sendable, Equatable {
    public var title: TitleSummary
    /// You are told when it becomes available.
    public var notify: Bool
    public var addedAt: Date

    public init(title: TitleSummary, notify: Bool, addedAt: Date) {
        self.title = title
        self.notify = notify
        self.addedAt = addedAt
    }
}

/// Adding to (or changing) your to-be-read list.
public struct ToBeReadDraft: Codable, Sendable, Equatable {
    public var notify: Bool?

    public init(notify: Bool? = nil) { self.notify = notify }
}

/// Your stars (1–5) and optional short review (up to 2,000 characters).
public struct TitleRatingDraft: Codable, Sendable, Equatable {
    public var stars: Int
    public var review: String?

    public init(stars: Int, review: String? = nil) {
        self.stars = stars
        self.review = review
    }
}

/// A named row of titles (top list, new books, a librarians' list, a category's top).
public struct TitleShelf: Codable, Sendable, Equatable {
    /// `top`, `new`, `list:<id>` or `category:<name>`.
    public var key: String
    public var name: String
    public var titles: [TitleSummary]

    public init(key: String, name: String, titles: [TitleSummary]) {
        self.key = key
        self.name = name
        self.titles = titles
    }
}

/// A category and how many titles it has.
public struct CategoryCount: Codable, Sendable, Equatable {
    public var name: String
    public var titles: Int

    public init(name: String, titles: Int) {
        self.name = name
        self.titles = titles
    }
}

/// The library's endpoints.
public enum LibraryRoute: TypedRoute, Hashable {
    case libraries
    case library(UUID)
    case chooseLibrary(UUID)
    case patron(UUID)
    case signInCard(UUID)
    case signOutCard(UUID)
    case registerCard(UUID)
    case searchTitles(UUID)
    case discover(UUID)
    case categories(UUID)
    case loans(UUID)
    case holds(UUID)
    case toBeReadList(UUID)
    case title(UUID)
    case similar(UUID)
    case borrow(UUID)
    case renew(UUID)
    case returnLoan(UUID)
    case placeHold(UUID)
    case cancelHold(UUID)
    case addToBeRead(UUID)
    case removeToBeRead(UUID)
    case rate(UUID)
    case unrate(UUID)
    case samples(UUID)
    case addSample(UUID)
    case removeSample(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .libraries, .library, .patron, .searchTitles, .discover, .categories, .loans, .holds, .toBeReadList, .title, .similar, .samples:
            return .get
        case .signInCard, .registerCard, .borrow, .renew, .returnLoan, .placeHold: return .post
        case .chooseLibrary, .addToBeRead, .rate, .addSample: return .put
        case .signOutCard, .cancelHold, .removeToBeRead, .unrate, .removeSample: return .delete
        }
    }

    public var parts: [RoutePart] {
        let library = RoutePart.literal("library")
        func lib(_ id: UUID, _ rest: String...) -> [RoutePart] {
            [library, .literal("libraries"), .parameter("libraryId", id)] + rest.map { .literal($0) }
        }
        func title(_ id: UUID, _ rest: String...) -> [RoutePart] {
            [library, .literal("titles"), .parameter("titleId", id)] + rest.map { .literal($0) }
        }
        switch self {
        case .libraries: return [library, .literal("libraries")]
        case .library(let id): return lib(id)
        case .chooseLibrary(let id): return lib(id, "choice")
        case .patron(let id), .signInCard(let id), .signOutCard(let id): return lib(id, "session")
        case .registerCard(let id): return lib(id, "cards")
        case .searchTitles(let id): return lib(id, "titles")
        case .discover(let id): return lib(id, "discover")
        case .categories(let id): return lib(id, "categories")
        case .loans(let id): return lib(id, "loans")
        case .holds(let id): return lib(id, "holds")
        case .toBeReadList(let id): return lib(id, "to-be-read")
        case .samples(let id): return lib(id, "samples")
        case .addSample(let id), .removeSample(let id): return title(id, "sample")
        case .title(let id): return title(id)
        case .similar(let id): return title(id, "similar")
        case .borrow(let id): return title(id, "loan")
        case .placeHold(let id): return title(id, "hold")
        case .addToBeRead(let id), .removeToBeRead(let id): return title(id, "to-be-read")
        case .rate(let id), .unrate(let id): return title(id, "rating")
        case .renew(let id): return [library, .literal("loans"), .parameter("loanId", id), .literal("renew")]
        case .returnLoan(let id): return [library, .literal("loans"), .parameter("loanId", id), .literal("return")]
        case .cancelHold(let id): return [library, .literal("holds"), .parameter("holdId", id)]
        }
    }
}
