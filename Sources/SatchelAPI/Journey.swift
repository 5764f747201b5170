import Foundation

/// One loan in a person's reading journey.
public struct JourneyItem: Codable, Sendable, Equatable {
    public var loanId: UUID
    public var titleId: UUID
    public var title: String
    public var authors: [String]
    public var isbn: String?
    /// The library's name.
    public var library: String
    public var borrowedAt: Date
    public var endedAt: Date?
    /// `returned` or `expired`; nil while the loan runs.
    public var endedHow: String?
    /// 0…1 over the book, where the reader got to.
    public var readProgress: Double?
    public var stars: Int?
    public var review: String?
    /// Highlights and notes in the book.
    public var annotations: Int

    public init(loanId: UUID, titleId: UUID, title: String, authors: [String], isbn: String?, library: String, borrowedAt: Date, endedAt: Date?,
                endedHow: String?, readProgress: Double?, stars: Int?, review: String?, annotations: Int) {
        self.loanId = loanId
        self.titleId = titleId
        self.title = title
        self.authors = authors
        self.isbn = isbn
        self.library = library
        self.borrowedAt = borrowedAt
        self.endedAt = endedAt
        self.endedHow = endedHow
        self.readProgress = readProgress
        self.stars = stars
        self.review = review
        self.annotations = annotations
    }
}

/// Every loan of every library card a person has used, the latest first.
public struct ReadingJourney: Codable, Sendable, Equatable {
    public var items: [JourneyItem]
    /// Pass as `cursor` for the next loans; nil on the last page.
    public var nextCursor: String?

    public init(items: [JourneyItem], nextCursor: String?) {
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// The reading journey (tag `library`).
public enum JourneyRoute: TypedRoute, Hashable {
    case journey
    case deleteJourney
    case deleteJourneyItem(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .journey: return .get
        case .deleteJourney, .deleteJourneyItem: return .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .journey, .deleteJourney: return [.literal("library"), .literal("journey")]
        case .deleteJourneyItem(let loan): return [.literal("library"), .literal("journey"), .literal("items"), .parameter("loanId", loan)]
        }
    }
}
