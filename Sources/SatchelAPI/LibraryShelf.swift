import Foundation

/// Pausing a hold (or, on a ready hold, having it delivered later): exactly one of `days`
/// (7, 14, 30, 60 or 90) or `until`, a date (`YYYY-MM-DD`) in your time zone from tomorrow on.
/// The hold keeps its place; it resumes at the start of that day.
public struct PauseRequest: Codable, Sendable, Equatable {
    public static let allowedDays = [7, 14, 30, 60, 90]

    public var days: Int?
    public var until: String?

    public init(days: Int? = nil, until: String? = nil) {
        self.days = days
        self.until = until
    }
}

/// Lending across a person's cards: pausing holds, one shelf of every card, forgetting a card.
public enum LibraryShelfRoute: TypedRoute, Hashable {
    case pauseHold(UUID)
    case resumeHold(UUID)
    case shelf
    case cards
    case forgetCard(UUID)
    case searchEverywhere

    public var method: HTTPMethodName {
        switch self {
        case .pauseHold: return .put
        case .shelf, .cards, .searchEverywhere: return .get
        case .resumeHold, .forgetCard: return .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .pauseHold(let id), .resumeHold(let id):
            return [.literal("library"), .literal("holds"), .parameter("holdId", id), .literal("pause")]
        case .shelf: return [.literal("library"), .literal("shelf")]
        case .cards: return [.literal("library"), .literal("cards")]
        case .forgetCard(let id): return [.literal("library"), .literal("cards"), .parameter("cardId", id)]
        case .searchEverywhere: return [.literal("library"), .literal("search")]
        }
    }
}

/// A library named in a list across libraries.
public struct LibraryRef: Codable, Sendable, Equatable {
    public var id: UUID
    public var slug: String
    public var name: String

    public init(id: UUID, slug: String, name: String) {
        self.id = id
        self.slug = slug
        self.name = name
    }
}

/// One of your library cards (the cards last signed in with your account).
public struct LibraryCard: Codable, Sendable, Equatable {
    public var id: UUID
    public var library: LibraryRef
    /// The number, masked: "•••• 1234".
    public var card: String
    public var name: String
    /// Signed in to its library with it now; acting on its loans and holds needs that.
    public var signedIn: Bool
    /// Locked after too many wrong PINs: listed, never acted on.
    public var locked: Bool
    /// While signed in, when the library session ends.
    public var expiresAt: Date?

    public init(id: UUID, library: LibraryRef, card: String, name: String, signedIn: Bool, locked: Bool, expiresAt: Date?) {
        self.id = id
        self.library = library
        self.card = card
        self.name = name
        self.signedIn = signedIn
        self.locked = locked
        self.expiresAt = expiresAt
    }
}

/// Everything on your cards at every library: loans by due date, holds ready first.
public struct CombinedShelf: Codable, Sendable, Equatable {
    public var cards: [LibraryCard]
    public var loans: [Loan]
    public var holds: [Hold]

    public init(cards: [LibraryCard], loans: [Loan], holds: [Hold]) {
        self.cards = cards
        self.loans = loans
        self.holds = holds
    }
}

/// A title at one library, found by a search across libraries.
public struct TitleAtLibrary: Codable, Sendable, Equatable {
    public var library: LibraryRef
    public var titleId: UUID
    public var availability: Availability

    public init(library: LibraryRef, titleId: UUID, availability: Availability) {
        self.library = library
        self.titleId = titleId
        self.availability = availability
    }
}

/// One work found across libraries: the best match's summary, and each library that has it.
public struct TitleEverywhere: Codable, Sendable, Equatable {
    public var title: TitleSummary
    public var libraries: [TitleAtLibrary]

    public init(title: TitleSummary, libraries: [TitleAtLibrary]) {
        self.title = title
        self.libraries = libraries
    }
}
