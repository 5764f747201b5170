import Fluent
import Foundation

/// A library card: a number and a hashed PIN, made by staff, imported, or self-registered.
/// Loans and holds belong to the card, so OPDS readers signing in with it see the same shelf.
public final class CardRecord: Model, @unchecked Sendable {
    public static let schema = "library_cards"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "number") public var number: String
    // references
    @Field(key: "library_id") public var libraryID: UUID
    /// The Satchel account last signed in with it: where its notifications go.
    @OptionalField(key: "user_id") public var userID: UUID?
    // data
    @Field(key: "pin_hash") public var pinHash: String
    @Field(key: "holder_name") public var holderName: String
    /// Wrong PINs since the last right one; at `CardRules.lockAfter` the card locks.
    @Field(key: "failed_pins") public var failedPINs: Int
    /// Set when locked after too many wrong PINs; staff unlock it.
    @OptionalField(key: "locked_at") public var lockedAt: Date?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(libraryID: UUID, number: String, pinHash: String, holderName: String, now: Date) {
        self.libraryID = libraryID
        self.number = number
        self.pinHash = pinHash
        self.holderName = holderName
        failedPINs = 0
        createdAt = now
    }
}

/// A user signed in to a library with a card: until `expiresAt` (longer with "remember me").
public final class LibrarySessionRecord: Model, @unchecked Sendable {
    public static let schema = "library_sessions"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "library_id") public var libraryID: UUID
    @Field(key: "card_id") public var cardID: UUID
    // data
    @Field(key: "remember") public var remember: Bool
    @Field(key: "expires_at") public var expiresAt: Date

    public init() {}

    public init(userID: UUID, libraryID: UUID, cardID: UUID, remember: Bool, expiresAt: Date) {
        self.userID = userID
        self.libraryID = libraryID
        self.cardID = cardID
        self.remember = remember
        self.expiresAt = expiresAt
    }
}

/// The library a user has picked (one per user; changeable).
public final class LibraryChoiceRecord: Model, @unchecked Sendable {
    public static let schema = "library_choices"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "library_id") public var libraryID: UUID

    public init() {}

    public init(userID: UUID, libraryID: UUID) {
        self.userID = userID
        self.libraryID = libraryID
    }
}
