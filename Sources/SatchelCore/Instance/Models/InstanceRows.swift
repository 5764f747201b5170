import Foundation

/// The instance's settings row as stored: a NULL mode has not been chosen yet (a new instance
/// before its first read: `SignUpPolicyService.current`).
struct InstanceSettingsRow: Sendable, Decodable {
    let signUpMode: String?
    /// Comma-separated, lower-case.
    let allowedEmailDomains: String

    enum CodingKeys: String, CodingKey {
        case signUpMode = "sign_up_mode", allowedEmailDomains = "allowed_email_domains"
    }
}

/// Someone who signed up in `approval` mode and waits for an administrator.
public struct PendingSignUp: Sendable, Equatable, Codable {
    public let id: UUID
    public let displayName: String
    public let username: String
    public let email: String
    public let requestedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, displayName = "display_name", username, email, requestedAt = "requested_at"
    }
}
