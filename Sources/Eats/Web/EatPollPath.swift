import Foundation

/// Every address of "Where shall we eat?", written once.
enum EatPollPath: Equatable {
    case polls
    case new
    case poll(UUID)
    case votes(UUID)
    case close(UUID)

    var path: String {
        switch self {
        case .polls: "/eats/polls"
        case .new: "/eats/polls/new"
        case .poll(let id): "/eats/polls/\(Self.id(id))"
        case .votes(let id): "/eats/polls/\(Self.id(id))/votes"
        case .close(let id): "/eats/polls/\(Self.id(id))/close"
        }
    }

    private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}
