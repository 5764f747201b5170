import Fluent
import Foundation

public final class User: Model, @unchecked Sendable {
    public static let schema = "users"

    // identity
    @ID(key: .id) public var id: UUID?
    /// Lower-cased; unique.
    @Field(key: "username") public var username: String
    /// Lower-cased; unique.
    @Field(key: "email") public var email: String
    // references
    @OptionalField(key: "photo_id") public var photoID: UUID?
    // data
    @Field(key: "display_name") public var displayName: String
    @Field(key: "password_hash") public var passwordHash: String
    /// Folded display name and username, for finding people.
    @Field(key: "search_key") public var searchKey: String
    @Field(key: "bio") public var bio: String
    @OptionalField(key: "language") public var language: String?
    /// An IANA zone (`Europe/Stockholm`); nil follows the browser's.
    @OptionalField(key: "time_zone") public var timeZone: String?
    @Field(key: "is_admin") public var isAdmin: Bool
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(id: UUID? = nil, username: String, email: String, displayName: String,
                passwordHash: String, createdAt: Date) {
        self.id = id
        self.username = username
        self.email = email
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.searchKey = AccountRules.searchKey(displayName: displayName, username: username)
        self.bio = ""
        self.isAdmin = false
        self.createdAt = createdAt
    }

    public func requireID() throws -> UUID {
        guard let id else { throw AppError.notFound("user") }
        return id
    }
}
