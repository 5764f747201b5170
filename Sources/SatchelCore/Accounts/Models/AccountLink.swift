import Fluent
import Foundation

/// A link mailed about an account: to set a new password (an hour) or to confirm an address
/// (a day). Used once; only the secret's hash is kept, so a copy of the database opens nothing.
public final class AccountLink: Model, @unchecked Sendable {
    public static let schema = "account_links"

    public enum Purpose: String, Codable, Sendable {
        case passwordReset = "password_reset"
        case emailVerification = "email_verification"

        var lifetime: TimeInterval {
            switch self {
            case .passwordReset: return 3600
            case .emailVerification: return 24 * 3600
            }
        }
    }

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "token_hash") public var tokenHash: String
    // references
    @Parent(key: "user_id") public var user: User
    // data
    @Enum(key: "purpose") public var purpose: Purpose
    /// The address it was mailed to: a confirmation holds only while the account still has it.
    @Field(key: "email") public var email: String
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "expires_at") public var expiresAt: Date
    @OptionalField(key: "used_at") public var usedAt: Date?

    public init() {}

    init(user: UUID, purpose: Purpose, tokenHash: String, email: String, createdAt: Date) {
        self.$user.id = user
        self.purpose = purpose
        self.tokenHash = tokenHash
        self.email = email
        self.createdAt = createdAt
        self.expiresAt = createdAt.addingTimeInterval(purpose.lifetime)
    }
}
