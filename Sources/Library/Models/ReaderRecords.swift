import Fluent
import Foundation

/// A title on a user's to-be-read list; with `notify`, they hear when it is available.
public final class ToBeReadRecord: Model, @unchecked Sendable {
    public static let schema = "library_to_be_read"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "library_id") public var libraryID: UUID
    @Field(key: "title_id") public var titleID: UUID
    // data
    @Field(key: "notify") public var notify: Bool
    /// When they were last told it is available (not again until it was out in between).
    @OptionalField(key: "notified_at") public var notifiedAt: Date?
    @Field(key: "added_at") public var addedAt: Date

    public init() {}

    public init(userID: UUID, libraryID: UUID, titleID: UUID, notify: Bool, addedAt: Date) {
        self.userID = userID
        self.libraryID = libraryID
        self.titleID = titleID
        self.notify = notify
        self.addedAt = addedAt
    }
}

/// One person's stars (1–5) and optional short review of a title.
public final class TitleRatingRecord: Model, @unchecked Sendable {
    public static let schema = "library_ratings"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "title_id") public var titleID: UUID
    // data
    @Field(key: "stars") public var stars: Int
    @Field(key: "review") public var review: String
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}

/// A librarians' recommended list ("Summer reading"), in the library's chosen order.
public final class RecommendedListRecord: Model, @unchecked Sendable {
    public static let schema = "library_lists"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "library_id") public var libraryID: UUID
    // data
    @Field(key: "name") public var name: String
    @Field(key: "position") public var position: Int
    /// Title ids in order, space-separated.
    @Field(key: "title_ids") public var titleIDs: String

    public init() {}

    public init(libraryID: UUID, name: String, position: Int, titles: [UUID]) {
        self.libraryID = libraryID
        self.name = name
        self.position = position
        titleIDs = titles.map(\.uuidString).joined(separator: " ")
    }

    public var titles: [UUID] { titleIDs.split(separator: " ").compactMap { UUID(uuidString: String($0)) } }
}
