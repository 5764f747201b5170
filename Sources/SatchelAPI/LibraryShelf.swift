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

/// Lending across a person's cards: pausing holds.
public enum LibraryShelfRoute: TypedRoute, Hashable {
    case pauseHold(UUID)
    case resumeHold(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .pauseHold: return .put
        case .resumeHold: return .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .pauseHold(let id), .resumeHold(let id):
            return [.literal("library"), .literal("holds"), .parameter("holdId", id), .literal("pause")]
        }
    }
}
