import Fluent
import Foundation

/// A browser session or an API bearer token. Only the SHA-256 of the secret is stored.
public final class AuthToken: Model, @unchecked Sendable {
    public static let schema = "auth_tokens"

    public enum Kind: String, Codable, Sendable { case web, api }

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "token_hash") public var tokenHash: String
    // references
    @Parent(key: "user_id") public var user: User
    // data
    @Enum(key: "kind") public var kind: Kind
    @Field(key: "name") public var name: String
    /// Web sessions: the secret every form must echo back.
    @OptionalField(key: "csrf_token") public var csrfToken: String?
    @Field(key: "keep_signed_in") public var keepSignedIn: Bool
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "last_used_at") public var lastUsedAt: Date?
    @Field(key: "expires_at") public var expiresAt: Date

    public init() {}

    public init(userID: UUID, tokenHash: String, kind: Kind, name: String, csrfToken: String?,
                keepSignedIn: Bool, createdAt: Date, expiresAt: Date) {
        self.$user.id = userID
        self.tokenHash = tokenHash
        self.kind = kind
        self.name = name
        self.csrfToken = csrfToken
        self.keepSignedIn = keepSignedIn
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
