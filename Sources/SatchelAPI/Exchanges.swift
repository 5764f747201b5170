import Foundation

/// A Secret Santa to set up: who takes part (a circle of the organiser's, chosen friends, or
/// both; the organiser too when `includeMe`), the budget, the day and who must not draw whom.
public struct ExchangeDraft: Codable, Sendable {
    public var name: String
    public var budget: Price
    /// `YYYY-MM-DD`: the day gifts are exchanged.
    public var date: String
    public var circleId: UUID?
    public var userIds: [UUID]?
    /// Whether the organiser draws and is drawn too (default true).
    public var includeMe: Bool?
    /// Pairs that must not draw each other, either way.
    public var exclusions: [ExchangeExclusion]?
    /// Nobody gives to the person they gave to in the organiser's previous exchange of the same name.
    public var avoidLastYear: Bool?

    public init(name: String, budget: Price, date: String, circleId: UUID? = nil, userIds: [UUID]? = nil, includeMe: Bool? = nil,
                exclusions: [ExchangeExclusion]? = nil, avoidLastYear: Bool? = nil) {
        self.name = name
        self.budget = budget
        self.date = date
        self.circleId = circleId
        self.userIds = userIds
        self.includeMe = includeMe
        self.exclusions = exclusions
        self.avoidLastYear = avoidLastYear
    }
}

/// Two participants who must not draw each other (both ways).
public struct ExchangeExclusion: Codable, Sendable, Equatable, Hashable {
    public var a: UUID
    public var b: UUID

    public init(a: UUID, b: UUID) {
        self.a = a
        self.b = b
    }
}

/// A Secret Santa as its viewer may see it: never who gives to whom.
public struct Exchange: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var organiser: Person
    public var budget: Price
    public var date: String
    /// When the draw was made; nil before.
    public var drawnAt: Date?
    public var participants: [ExchangeParticipant]
    /// Organiser only.
    public var exclusions: [ExchangeExclusion]?
    public var avoidLastYear: Bool
    /// The viewer's own list linked for the occasion, when they take part.
    public var myListId: UUID?
    public var isOrganiser: Bool
    public var isParticipant: Bool
    /// One up with every change; also its `ETag`, for `If-Match` on a change.
    public var version: Int?

    public init(id: UUID, name: String, organiser: Person, budget: Price, date: String, drawnAt: Date?,
                participants: [ExchangeParticipant], exclusions: [ExchangeExclusion]?, avoidLastYear: Bool,
                myListId: UUID?, isOrganiser: Bool, isParticipant: Bool, version: Int? = nil) {
        self.id = id
        self.name = name
        self.organiser = organiser
        self.budget = budget
        self.date = date
        self.drawnAt = drawnAt
        self.participants = participants
        self.exclusions = exclusions
        self.avoidLastYear = avoidLastYear
        self.myListId = myListId
        self.isOrganiser = isOrganiser
        self.isParticipant = isParticipant
        self.version = version
    }
}

public struct ExchangeParticipant: Codable, Sendable, Equatable {
    public var person: Person
    /// For the organiser, once drawn: whether this person has looked at whom they give to.
    public var seen: Bool?

    public init(person: Person, seen: Bool?) {
        self.person = person
        self.seen = seen
    }
}

/// Whom the viewer gives to: shown to that giver alone.
public struct ExchangeAssignment: Codable, Sendable, Equatable {
    public var exchangeId: UUID
    public var name: String
    public var budget: Price
    public var date: String
    public var receiver: Person
    /// The wishes of the list the receiver linked for the occasion (nil when none is linked).
    public var list: ExchangeList?
    /// Otherwise: the receiver's lists shared with the giver.
    public var otherLists: [ExchangeList]

    public init(exchangeId: UUID, name: String, budget: Price, date: String, receiver: Person, list: ExchangeList?, otherLists: [ExchangeList]) {
        self.exchangeId = exchangeId
        self.name = name
        self.budget = budget
        self.date = date
        self.receiver = receiver
        self.list = list
        self.otherLists = otherLists
    }
}

public struct ExchangeList: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    /// Empty for a list the giver opens on its own page.
    public var wishes: [ExchangeWish]

    public init(id: UUID, name: String, wishes: [ExchangeWish]) {
        self.id = id
        self.name = name
        self.wishes = wishes
    }
}

public struct ExchangeWish: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var price: Price?
    public var link: String?
    public var notes: String

    public init(id: UUID, name: String, price: Price?, link: String?, notes: String) {
        self.id = id
        self.name = name
        self.price = price
        self.link = link
        self.notes = notes
    }
}

/// Links (or, with nil, unlinks) one of the viewer's lists for the exchange.
public struct ExchangeListLink: Codable, Sendable {
    public var listId: UUID?

    public init(listId: UUID?) { self.listId = listId }
}

/// A question between a giver and their receiver. `direction` is `asked` (the viewer asked
/// the person they give to) or `received` (the viewer's Secret Santa asked; never who that is).
public struct ExchangeQuestion: Codable, Sendable, Equatable {
    public var id: UUID
    public var direction: String
    public var text: String
    public var answer: String?
    public var askedAt: Date
    public var answeredAt: Date?

    public init(id: UUID, direction: String, text: String, answer: String?, askedAt: Date, answeredAt: Date?) {
        self.id = id
        self.direction = direction
        self.text = text
        self.answer = answer
        self.askedAt = askedAt
        self.answeredAt = answeredAt
    }
}

/// A question's or an answer's text.
/// The organiser's change of a Secret Santa: its name, budget and day at any time before the
/// day; its rules (exclusions, last year's pairs) only before the draw, since a rule changed
/// afterwards would tell the organiser something about the pairs.
public struct ExchangeChange: Codable, Sendable {
    public var name: String
    public var budget: Price
    /// `YYYY-MM-DD`.
    public var date: String
    /// Nil keeps them as they are.
    public var exclusions: [ExchangeExclusion]?
    /// Nil keeps it as it is.
    public var avoidLastYear: Bool?

    public init(name: String, budget: Price, date: String, exclusions: [ExchangeExclusion]? = nil, avoidLastYear: Bool? = nil) {
        self.name = name
        self.budget = budget
        self.date = date
        self.exclusions = exclusions
        self.avoidLastYear = avoidLastYear
    }
}

/// Friends the organiser adds to a Secret Santa after making it.
public struct ExchangeNewParticipants: Codable, Sendable {
    public var userIds: [UUID]

    public init(userIds: [UUID]) { self.userIds = userIds }
}

public struct ExchangeMessage: Codable, Sendable {
    public var text: String

    public init(text: String) { self.text = text }
}

/// Secret Santa draws (`/api/v1/exchanges…`).
public enum ExchangeRoute: TypedRoute, Hashable {
    case exchanges
    case createExchange
    case exchange(UUID)
    case draw(UUID)
    case leave(UUID)
    case removeParticipant(exchange: UUID, user: UUID)
    case assignment(UUID)
    case linkList(UUID)
    case questions(UUID)
    case ask(UUID)
    case answer(exchange: UUID, question: UUID)
    case updateExchange(UUID)
    case addParticipants(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .exchanges, .exchange, .assignment, .questions: return .get
        case .createExchange, .draw, .leave, .ask, .answer, .addParticipants: return .post
        case .linkList, .updateExchange: return .put
        case .removeParticipant: return .delete
        }
    }

    public var parts: [RoutePart] {
        let exchange: (UUID) -> [RoutePart] = { [.literal("exchanges"), .parameter("exchangeId", $0)] }
        switch self {
        case .exchanges, .createExchange: return [.literal("exchanges")]
        case .exchange(let id), .updateExchange(let id): return exchange(id)
        case .draw(let id): return exchange(id) + [.literal("draw")]
        case .leave(let id): return exchange(id) + [.literal("leave")]
        case .removeParticipant(let id, let user): return exchange(id) + [.literal("participants"), .parameter("userId", user)]
        case .addParticipants(let id): return exchange(id) + [.literal("participants")]
        case .assignment(let id): return exchange(id) + [.literal("assignment")]
        case .linkList(let id): return exchange(id) + [.literal("list")]
        case .questions(let id), .ask(let id): return exchange(id) + [.literal("questions")]
        case .answer(let id, let question): return exchange(id) + [.literal("questions"), .parameter("questionId", question), .literal("answer")]
        }
    }
}
