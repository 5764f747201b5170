import Foundation

/// Who may make an account on an instance.
public enum SignUpMode: String, Codable, Sendable, CaseIterable {
    /// Only with a member's invitation link (the default for a new instance).
    case invitation
    /// Anyone may sign up; an administrator approves each account before it can sign in.
    case approval
    /// Anyone may sign up.
    case open
    /// Nobody new, invitation links included.
    case closed
}

/// The instance's sign-up rules, as an administrator sets them.
public struct SignUpPolicy: Codable, Sendable, Equatable {
    public var mode: SignUpMode
    /// Lower-case domains an address must be at; empty: any.
    public var allowedDomains: [String]

    public init(mode: SignUpMode, allowedDomains: [String] = []) {
        self.mode = mode
        self.allowedDomains = allowedDomains
    }
}

/// What `GET /api/v1/sign-up` tells an app before anyone types.
public struct SignUpRules: Codable, Sendable, Equatable {
    public var mode: SignUpMode
    public var allowedDomains: [String]
    /// Whether a sign-up must carry a member's invitation (`SignUpRequest.invitation`).
    public var needsInvitation: Bool

    public init(mode: SignUpMode, allowedDomains: [String], needsInvitation: Bool) {
        self.mode = mode
        self.allowedDomains = allowedDomains
        self.needsInvitation = needsInvitation
    }
}

/// The `202` answer to a sign-up in `approval` mode: the account exists and waits; no token
/// is issued until an administrator approves it.
public struct SignUpWaiting: Codable, Sendable, Equatable {
    /// Always `waiting`.
    public var status: String
    public var username: String
    /// A sentence to show the person.
    public var message: String

    public init(status: String = "waiting", username: String, message: String) {
        self.status = status
        self.username = username
        self.message = message
    }
}
