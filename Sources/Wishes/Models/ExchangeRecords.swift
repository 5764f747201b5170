import Fluent
import Foundation
import SatchelCore

/// A Secret Santa: its organiser, budget, day and rules. Who gives to whom is on the members.
public final class GiftExchangeRecord: Model, @unchecked Sendable {
    public static let schema = "gift_exchanges"

    // identity
    @ID(key: .id) public var id: UUID?
    /// Lower-cased name: last year's exchange is the organiser's previous one of the same name.
    @Field(key: "name_key") public var nameKey: String
    // references
    @Parent(key: "organiser_id") public var organiser: User
    // data
    @Field(key: "name") public var name: String
    @Field(key: "budget_minor") public var budgetMinor: Int
    @Field(key: "currency") public var currency: String
    /// `YYYY-MM-DD`, a calendar date without time zone.
    @Field(key: "date") public var date: String
    @Field(key: "avoid_last_year") public var avoidLastYear: Bool
    @OptionalField(key: "drawn_at") public var drawnAt: Date?
    @Field(key: "created_at") public var createdAt: Date
    /// One up with every change (`AddVersionToGiftExchanges`).
    @Field(key: "version") public var version: Int
    /// When its details last changed; nil until they first do.
    @OptionalField(key: "updated_at") public var updatedAt: Date?

    public init() {}
}

/// One person taking part. `receiver` is whom they give to: read for them alone (`ExchangeService`).
public final class ExchangeMemberRecord: Model, @unchecked Sendable {
    public static let schema = "gift_exchange_members"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "exchange_id") public var exchange: GiftExchangeRecord
    @Parent(key: "person_id") public var person: User
    @OptionalField(key: "receiver_id") public var receiverID: UUID?
    /// The member's own list for the occasion, shown to whoever draws them.
    @OptionalField(key: "list_id") public var listID: UUID?
    // data
    /// When they first looked at whom they give to (the organiser sees only that they did).
    @OptionalField(key: "seen_at") public var seenAt: Date?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(exchange: UUID, person: UUID, createdAt: Date) {
        self.$exchange.id = exchange
        self.$person.id = person
        self.createdAt = createdAt
    }
}

/// Two members who must not draw each other, either way.
public final class ExchangeExclusionRecord: Model, @unchecked Sendable {
    public static let schema = "gift_exchange_exclusions"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "exchange_id") public var exchange: GiftExchangeRecord
    @Field(key: "a_id") public var a: UUID
    @Field(key: "b_id") public var b: UUID

    public init() {}

    public init(exchange: UUID, a: UUID, b: UUID) {
        self.$exchange.id = exchange
        self.a = a
        self.b = b
    }
}

/// A giver's question to their receiver, and the answer. Shown to the receiver without the giver.
public final class ExchangeQuestionRecord: Model, @unchecked Sendable {
    public static let schema = "gift_exchange_questions"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "exchange_id") public var exchange: GiftExchangeRecord
    @Field(key: "giver_id") public var giverID: UUID
    @Field(key: "receiver_id") public var receiverID: UUID
    // data
    @Field(key: "text") public var text: String
    @OptionalField(key: "answer") public var answer: String?
    @Field(key: "asked_at") public var askedAt: Date
    @OptionalField(key: "answered_at") public var answeredAt: Date?

    public init() {}
}
