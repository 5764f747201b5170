import Fluent
import Foundation
import SatchelCore

/// "Where shall we eat?": a poll's title, deadline and, once closed, the chosen place.
public final class EatPollRecord: Model, @unchecked Sendable {
    public static let schema = "eats_polls"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "creator_id") public var creator: User
    /// The chosen place, set in the same write that closes the poll.
    @OptionalField(key: "winner_id") public var winnerID: UUID?
    // data
    @Field(key: "title") public var title: String
    @Field(key: "deadline") public var deadline: Date
    @OptionalField(key: "closed_at") public var closedAt: Date?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}

/// One person in a poll: its creator or an invitee. Only they see it.
public final class EatPollMemberRecord: Model, @unchecked Sendable {
    public static let schema = "eats_poll_members"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "poll_id") public var poll: EatPollRecord
    @Parent(key: "person_id") public var person: User

    public init() {}

    public init(poll: UUID, person: UUID) {
        self.$poll.id = poll
        self.$person.id = person
    }
}

/// A place to vote for, in the creator's order.
public final class EatPollCandidateRecord: Model, @unchecked Sendable {
    public static let schema = "eats_poll_candidates"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "poll_id") public var poll: EatPollRecord
    @Field(key: "restaurant_id") public var restaurantID: UUID
    @Field(key: "position") public var position: Int

    public init() {}

    public init(poll: UUID, restaurant: UUID, position: Int) {
        self.$poll.id = poll
        restaurantID = restaurant
        self.position = position
    }
}

/// One person's yes to one candidate.
public final class EatPollVoteRecord: Model, @unchecked Sendable {
    public static let schema = "eats_poll_votes"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "poll_id") public var poll: EatPollRecord
    @Parent(key: "person_id") public var person: User
    @Field(key: "restaurant_id") public var restaurantID: UUID

    public init() {}

    public init(poll: UUID, person: UUID, restaurant: UUID) {
        self.$poll.id = poll
        self.$person.id = person
        restaurantID = restaurant
    }
}
