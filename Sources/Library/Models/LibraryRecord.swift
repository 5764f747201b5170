import Fluent
import Foundation

/// A public library lending e-books: its rules, its messages to patrons, its help page.
public final class LibraryRecord: Model, @unchecked Sendable {
    public static let schema = "library_libraries"

    // identity
    @ID(key: .id) public var id: UUID?
    /// Short name in addresses: `/library/malmo`.
    @Field(key: "slug") public var slug: String
    // data
    @Field(key: "name") public var name: String
    /// The catalogue's language (`sv`, `en`, `cs`): its sort order (Swedish: Å, Ä, Ö after Z).
    @Field(key: "language") public var language: String
    @Field(key: "loan_days") public var loanDays: Int
    @Field(key: "pickup_days") public var pickupDays: Int
    @Field(key: "max_loans") public var maxLoans: Int
    @Field(key: "max_holds") public var maxHolds: Int
    /// Whether people may get a card here themselves.
    @Field(key: "self_registration") public var selfRegistration: Bool
    /// An urgent message on every page of the library ("Closed on Monday").
    @OptionalField(key: "alert") public var alert: String?
    /// The help / FAQ page: paragraphs separated by blank lines; "Q:" lines become questions.
    @Field(key: "help") public var help: String
    @Field(key: "created_at") public var createdAt: Date
    /// Counts the imports that changed the catalogue (servers' in-memory search indexes follow it).
    @Field(key: "catalogue_version") public var catalogueVersion: Int

    public init() {}

    public init(slug: String, name: String, language: String, now: Date) {
        self.slug = slug
        self.name = name
        self.language = language
        loanDays = 21
        pickupDays = 3
        maxLoans = 5
        maxHolds = 5
        selfRegistration = false
        help = ""
        createdAt = now
        catalogueVersion = 0
    }
}

/// Something happening at a library (a reading, a workshop).
public final class LibraryEventRecord: Model, @unchecked Sendable {
    public static let schema = "library_events"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "library_id") public var libraryID: UUID
    /// A picture in the cover store (`<data>/library/covers`), checked when added.
    @OptionalField(key: "image") public var image: String?
    // data
    @Field(key: "title") public var title: String
    @Field(key: "starts_at") public var startsAt: Date

    public init() {}

    public init(libraryID: UUID, title: String, startsAt: Date, image: String? = nil) {
        self.libraryID = libraryID
        self.title = title
        self.startsAt = startsAt
        self.image = image
    }
}
