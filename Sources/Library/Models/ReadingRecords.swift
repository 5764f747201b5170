import Fluent
import Foundation

/// Where a user is in a book: the newest position any of their devices reported. Kept after
/// the loan ends, so borrowing the title again opens at the same place.
public final class ReadingPositionRecord: Model, @unchecked Sendable {
    public static let schema = "reader_positions"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "title_id") public var titleID: UUID
    // data
    /// A document of the book (its path in the archive).
    @Field(key: "href") public var href: String
    @Field(key: "progression") public var progression: Double
    /// Computed by the server from its position list.
    @Field(key: "position") public var position: Int
    @Field(key: "total_progression") public var totalProgression: Double
    /// A few words at the place, for "continue where you left off".
    @OptionalField(key: "excerpt") public var excerpt: String?
    @Field(key: "device_id") public var deviceID: String
    @Field(key: "device_name") public var deviceName: String
    /// The client's clock when it was read there: the newest wins.
    @Field(key: "modified_at") public var modifiedAt: Date
    @Field(key: "saved_at") public var savedAt: Date
    /// Grows with every save: a report based on an older revision, from another device, is
    /// refused with the newer place.
    @Field(key: "revision") public var revision: Int

    public init() {}
}

/// A bookmark (a W3C Web Annotation with the motivation `bookmarking`). A deleted one stays as
/// a tombstone so an offline device cannot bring it back.
public final class BookmarkRecord: Model, @unchecked Sendable {
    public static let schema = "reader_bookmarks"

    // identity (chosen by the client, so a replay creates nothing new)
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "title_id") public var titleID: UUID
    // data
    @Field(key: "href") public var href: String
    @Field(key: "progression") public var progression: Double
    @Field(key: "position") public var position: Int
    @Field(key: "total_progression") public var totalProgression: Double
    @OptionalField(key: "chapter") public var chapter: String?
    @OptionalField(key: "excerpt") public var excerpt: String?
    @Field(key: "device_id") public var deviceID: String
    @Field(key: "created_at") public var createdAt: Date
    /// Last change on the server (what `since` compares against).
    @Field(key: "changed_at") public var changedAt: Date
    @OptionalField(key: "deleted_at") public var deletedAt: Date?

    public init() {}
}

/// Reader settings: a user's defaults (no title) or their choices for one book.
public final class ReaderSettingsRecord: Model, @unchecked Sendable {
    public static let schema = "reader_settings"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    /// Nil: the defaults for every book.
    @OptionalField(key: "title_id") public var titleID: UUID?
    // data
    /// `ReaderSettings` as JSON (one column: the set grows without migrations).
    @Field(key: "settings") public var settings: String
    @Field(key: "device_id") public var deviceID: String
    @Field(key: "modified_at") public var modifiedAt: Date

    public init() {}
}

/// A title whose sample a user keeps on their bookshelf.
public final class SampleRecord: Model, @unchecked Sendable {
    public static let schema = "reader_samples"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "title_id") public var titleID: UUID
    @Field(key: "library_id") public var libraryID: UUID
    // data
    @Field(key: "added_at") public var addedAt: Date

    public init() {}
}

/// A highlight, maybe with a note: a person's, for a title (not a loan).
public final class AnnotationRecord: Model, @unchecked Sendable {
    public static let schema = "reader_annotations"

    // identity (chosen by the client, so a replay creates nothing new)
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    @Field(key: "title_id") public var titleID: UUID
    // data
    /// The title's book file the place was last worked out in.
    @Field(key: "edition") public var edition: String
    @Field(key: "href") public var href: String
    @Field(key: "progression") public var progression: Double
    @Field(key: "position") public var position: Int
    @Field(key: "total_progression") public var totalProgression: Double
    @OptionalField(key: "chapter") public var chapter: String?
    @Field(key: "exact") public var exact: String
    @Field(key: "prefix") public var prefix: String
    @Field(key: "suffix") public var suffix: String
    @Field(key: "colour") public var colour: String
    @OptionalField(key: "note") public var note: String?
    @Field(key: "anchor") public var anchor: String
    @Field(key: "device_id") public var deviceID: String
    @Field(key: "device_name") public var deviceName: String
    @Field(key: "created_at") public var createdAt: Date
    /// The device's clock at the last change.
    @Field(key: "modified_at") public var modifiedAt: Date
    /// Last change on the server (what `since` compares against).
    @Field(key: "changed_at") public var changedAt: Date
    @Field(key: "version") public var version: Int
    @OptionalField(key: "deleted_at") public var deletedAt: Date?

    public init() {}
}
