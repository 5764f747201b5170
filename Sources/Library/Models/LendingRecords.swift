import Fluent
import Foundation

/// A copy lent to a card from `startedAt` until it is returned or `dueAt` passes.
public final class LoanRecord: Model, @unchecked Sendable {
    public static let schema = "library_loans"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "library_id") public var libraryID: UUID
    @Field(key: "title_id") public var titleID: UUID
    @Field(key: "card_id") public var cardID: UUID
    // data
    @Field(key: "started_at") public var startedAt: Date
    @Field(key: "due_at") public var dueAt: Date
    @OptionalField(key: "ended_at") public var endedAt: Date?
    /// `returned` early by the patron or `expired` at the end of the loan period.
    @OptionalField(key: "ended_how") public var endedHow: String?
    @Field(key: "renewals") public var renewals: Int
    /// Set once the "3 days left" notice went out.
    @Field(key: "reminded") public var reminded: Bool

    public init() {}

    public init(libraryID: UUID, titleID: UUID, cardID: UUID, startedAt: Date, dueAt: Date) {
        self.libraryID = libraryID
        self.titleID = titleID
        self.cardID = cardID
        self.startedAt = startedAt
        self.dueAt = dueAt
        renewals = 0
        reminded = false
    }
}

/// A place in a title's hold queue. `waiting` in order of `seq` (first come, first served);
/// `ready` when a copy is kept for the card until `readyUntil`; then `collected`, `cancelled`
/// or `expired`. A waiting hold with `pausedUntil` is paused: it keeps its place but copies pass
/// it by; paused 365 days in a row (`pausedSince`) it ends `lapsed`.
public final class HoldRecord: Model, @unchecked Sendable {
    public static let schema = "library_holds"

    public enum State: String, Sendable, CaseIterable {
        case waiting, ready, collected, cancelled, expired, lapsed
    }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "library_id") public var libraryID: UUID
    @Field(key: "title_id") public var titleID: UUID
    @Field(key: "card_id") public var cardID: UUID
    // data
    /// Arrival order within the title, given while the title is locked.
    @Field(key: "seq") public var seq: Int
    @Field(key: "state") public var state: String
    @Field(key: "placed_at") public var placedAt: Date
    @OptionalField(key: "ready_at") public var readyAt: Date?
    @OptionalField(key: "ready_until") public var readyUntil: Date?
    @OptionalField(key: "ended_at") public var endedAt: Date?
    /// Set while the hold is paused: it resumes then (AddPauseToHolds).
    @OptionalField(key: "paused_until") public var pausedUntil: Date?
    /// When the current run of pauses began; extending a pause keeps it, resuming clears it.
    @OptionalField(key: "paused_since") public var pausedSince: Date?

    public init() {}

    public init(libraryID: UUID, titleID: UUID, cardID: UUID, seq: Int, placedAt: Date) {
        self.libraryID = libraryID
        self.titleID = titleID
        self.cardID = cardID
        self.seq = seq
        state = State.waiting.rawValue
        self.placedAt = placedAt
    }

    public var currentState: State { State(rawValue: state) ?? .cancelled }
}
