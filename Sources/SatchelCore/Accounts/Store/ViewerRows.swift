import Foundation

/// The signed-in person as a request reads them: every field of `User` but the password hash
/// and search key, decoded once and shared by the requests of a session (it never changes;
/// writes reload the `User` by id).
public struct ViewerUser: Sendable, Decodable {
    public let id: UUID
    public let username: String
    public let email: String
    public let photoID: UUID?
    public let displayName: String
    public let bio: String
    public let language: String?
    /// An IANA zone (`Europe/Stockholm`); nil follows the browser's.
    public let timeZone: String?
    public let isAdmin: Bool
    /// When the person confirmed their address; nil: not (yet).
    public let emailVerifiedAt: Date?
    public let createdAt: Date
    /// The profile's version (issue 46): the `ETag` of `/me`.
    public let version: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, username, email, photoID = "photo_id", displayName = "display_name", bio, language
        case timeZone = "time_zone", isAdmin = "is_admin", emailVerifiedAt = "email_verified_at", createdAt = "created_at", version
    }

    /// A user just written (signed up, edited), as the answer to that write shows them, at
    /// their profile's `version` (kept outside `User`).
    public init(_ user: User, version: Int, emailVerifiedAt: Date? = nil) throws {
        id = try user.requireID()
        username = user.username
        email = user.email
        photoID = user.photoID
        displayName = user.displayName
        bio = user.bio
        language = user.language
        timeZone = user.timeZone
        isAdmin = user.isAdmin
        self.emailVerifiedAt = emailVerifiedAt
        createdAt = user.createdAt
        self.version = version
    }
}

/// The session or API token that proved a request (never its secret or hash).
public struct SessionRow: Sendable, Decodable {
    public let id: UUID
    public let userID: UUID
    public let kind: String
    public let name: String
    /// Web sessions: the secret every form must echo back.
    public let csrfToken: String?
    public let keepSignedIn: Bool
    public let createdAt: Date
    public let lastUsedAt: Date?
    public let expiresAt: Date

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, userID = "user_id", kind, name, csrfToken = "csrf_token", keepSignedIn = "keep_signed_in"
        case createdAt = "created_at", lastUsedAt = "last_used_at", expiresAt = "expires_at"
    }

    /// Its columns' names in a read that also has the user's (`AccountsStore.session`).
    static let prefix = "session_"

    init(id: UUID, userID: UUID, kind: String, name: String, csrfToken: String?, keepSignedIn: Bool,
         createdAt: Date, lastUsedAt: Date?, expiresAt: Date) {
        self.id = id
        self.userID = userID
        self.kind = kind
        self.name = name
        self.csrfToken = csrfToken
        self.keepSignedIn = keepSignedIn
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
    }

    /// As it is after being used at `now`, its expiry slid to `expiresAt`.
    func used(at now: Date, expiresAt: Date) -> SessionRow {
        SessionRow(id: id, userID: userID, kind: kind, name: name, csrfToken: csrfToken, keepSignedIn: keepSignedIn,
                   createdAt: createdAt, lastUsedAt: now, expiresAt: expiresAt)
    }
}
