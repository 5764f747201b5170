import Foundation

/// The facts a suggestion may change; nil is "not changed", an empty text "remove it".
public struct FactChanges: Codable, Sendable, Equatable {
    public var openingHours: String?
    public var website: String?
    public var phone: String?
    public var diets: [String]?
    /// Closed for good: accepted, the place leaves search, nearby and the map (it is hidden as
    /// moderation hides, still shown to its contributor).
    public var closed: Bool?

    public init(openingHours: String? = nil, website: String? = nil, phone: String? = nil, diets: [String]? = nil, closed: Bool? = nil) {
        self.openingHours = openingHours
        self.website = website
        self.phone = phone
        self.diets = diets
        self.closed = closed
    }

    public var isEmpty: Bool { self == FactChanges() }
}

/// A suggested fix to a place's facts: the proposed facts (any of them) and a note.
public struct FactSuggestionDraft: Codable, Sendable, Equatable {
    public var openingHours: String?
    public var website: String?
    public var phone: String?
    public var diets: [String]?
    public var closed: Bool?
    public var note: String?

    public init(openingHours: String? = nil, website: String? = nil, phone: String? = nil, diets: [String]? = nil, closed: Bool? = nil,
                note: String? = nil) {
        self.openingHours = openingHours
        self.website = website
        self.phone = phone
        self.diets = diets
        self.closed = closed
        self.note = note
    }

    public var changes: FactChanges { FactChanges(openingHours: openingHours, website: website, phone: phone, diets: diets, closed: closed) }
}

/// One suggestion: what it changes (`changes`), the place's facts it would replace as they are
/// now (`current`, the same fields), and its outcome.
public struct FactSuggestion: Codable, Sendable, Equatable {
    public var id: UUID
    public var restaurantId: UUID
    public var restaurantName: String
    public var suggestedBy: UUID
    public var changes: FactChanges
    public var current: FactChanges
    public var note: String
    /// `open`, `accepted` or `refused`.
    public var status: String
    /// One up with its review: the `ETag` an accept or refuse is made from.
    public var version: Int
    public var createdAt: Date
    public var reviewedAt: Date?

    public init(id: UUID, restaurantId: UUID, restaurantName: String, suggestedBy: UUID, changes: FactChanges, current: FactChanges,
                note: String, status: String, version: Int, createdAt: Date, reviewedAt: Date?) {
        self.id = id
        self.restaurantId = restaurantId
        self.restaurantName = restaurantName
        self.suggestedBy = suggestedBy
        self.changes = changes
        self.current = current
        self.note = note
        self.status = status
        self.version = version
        self.createdAt = createdAt
        self.reviewedAt = reviewedAt
    }
}

/// Suggested fixes to places' facts (`/api/v1/eats/…suggestions…`).
public enum FactSuggestionRoute: TypedRoute, Hashable {
    case suggest(restaurant: UUID)
    case placeSuggestions(restaurant: UUID)
    case queue
    case mine
    case suggestion(UUID)
    case accept(UUID)
    case refuse(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .placeSuggestions, .queue, .mine, .suggestion: return .get
        case .suggest, .accept, .refuse: return .post
        }
    }

    public var parts: [RoutePart] {
        let suggestions: [RoutePart] = [.literal("eats"), .literal("suggestions")]
        switch self {
        case .suggest(let id), .placeSuggestions(let id):
            return [.literal("eats"), .literal("restaurants"), .parameter("restaurantId", id), .literal("suggestions")]
        case .queue: return suggestions
        case .mine: return suggestions + [.literal("mine")]
        case .suggestion(let id): return suggestions + [.parameter("suggestionId", id)]
        case .accept(let id): return suggestions + [.parameter("suggestionId", id), .literal("accept")]
        case .refuse(let id): return suggestions + [.parameter("suggestionId", id), .literal("refuse")]
        }
    }
}
