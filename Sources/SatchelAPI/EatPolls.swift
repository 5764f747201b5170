import Foundation

/// "Where shall we eat?": a poll to set up. Invitees are the creator's friends chosen in
/// `userIds` and those in the creator's circle `circleId`; the candidates are 2 to 20 places
/// from Eats.
public struct EatPollDraft: Codable, Sendable {
    public var title: String
    /// When voting ends and the winner is chosen.
    public var deadline: Date
    public var userIds: [UUID]?
    public var circleId: UUID?
    public var restaurantIds: [UUID]

    public init(title: String, deadline: Date, userIds: [UUID]? = nil, circleId: UUID? = nil, restaurantIds: [UUID]) {
        self.title = title
        self.deadline = deadline
        self.userIds = userIds
        self.circleId = circleId
        self.restaurantIds = restaurantIds
    }
}

/// A person's whole yes-set: it replaces what they said before (any number of yes).
public struct EatPollVotes: Codable, Sendable, Equatable {
    public var restaurantIds: [UUID]

    public init(restaurantIds: [UUID]) { self.restaurantIds = restaurantIds }
}

/// A poll as its creator and invitees see it: every candidate's yes count and who said yes.
public struct EatPoll: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: String
    public var creator: Person
    public var deadline: Date
    /// When it closed (at the deadline, or earlier by the creator); nil while open.
    public var closedAt: Date?
    /// The creator and the invitees.
    public var participants: [Person]
    /// In the order the creator chose them.
    public var candidates: [EatPollCandidate]
    /// The candidates the viewer said yes to.
    public var myYes: [UUID]
    public var winner: EatPollWinner?
    public var isCreator: Bool

    public init(id: UUID, title: String, creator: Person, deadline: Date, closedAt: Date?, participants: [Person],
                candidates: [EatPollCandidate], myYes: [UUID], winner: EatPollWinner?, isCreator: Bool) {
        self.id = id
        self.title = title
        self.creator = creator
        self.deadline = deadline
        self.closedAt = closedAt
        self.participants = participants
        self.candidates = candidates
        self.myYes = myYes
        self.winner = winner
        self.isCreator = isCreator
    }
}

public struct EatPollCandidate: Codable, Sendable, Equatable {
    public var restaurantId: UUID
    public var name: String
    public var address: String
    public var yes: Int
    /// Who said yes (participants see each other's votes, as in Doodle).
    public var voters: [Person]

    public init(restaurantId: UUID, name: String, address: String, yes: Int, voters: [Person]) {
        self.restaurantId = restaurantId
        self.name = name
        self.address = address
        self.yes = yes
        self.voters = voters
    }
}

/// The chosen place: most yes, ties by its dishes' ranking, then by name.
public struct EatPollWinner: Codable, Sendable, Equatable {
    public var restaurantId: UUID
    public var name: String
    public var latitude: Double
    public var longitude: Double
    /// Its opening hours on the poll's day, on the place's clock (`18:00–23:00`); empty when it
    /// is closed that day, nil when its hours are unknown.
    public var hours: [String]?
    /// The place's IANA time zone.
    public var timeZone: String

    public init(restaurantId: UUID, name: String, latitude: Double, longitude: Double, hours: [String]?, timeZone: String) {
        self.restaurantId = restaurantId
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.hours = hours
        self.timeZone = timeZone
    }
}

/// "Where shall we eat?" polls (`/api/v1/eats/polls…`).
public enum EatPollRoute: TypedRoute, Hashable {
    case polls
    case createPoll
    case poll(UUID)
    case vote(UUID)
    case close(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .polls, .poll: return .get
        case .createPoll, .close: return .post
        case .vote: return .put
        }
    }

    public var parts: [RoutePart] {
        let polls: [RoutePart] = [.literal("eats"), .literal("polls")]
        switch self {
        case .polls, .createPoll: return polls
        case .poll(let id): return polls + [.parameter("pollId", id)]
        case .vote(let id): return polls + [.parameter("pollId", id), .literal("votes")]
        case .close(let id): return polls + [.parameter("pollId", id), .literal("close")]
        }
    }
}
