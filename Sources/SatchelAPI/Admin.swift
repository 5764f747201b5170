import Foundation

/// A person as an administrator sees them in `/api/v1/admin/people`.
public struct AdminPerson: Codable, Sendable, Equatable {
    public var id: UUID
    public var username: String
    public var displayName: String
    public var email: String
    public var emailVerified: Bool
    public var isAdmin: Bool
    public var createdAt: Date
    /// The last time any of their sessions or tokens was used.
    public var lastSeenAt: Date?
    /// Locked by an administrator: cannot sign in until unlocked.
    public var locked: Bool
    /// Locked out by wrong passwords until then (the sign-in brake), if now.
    public var signInLockedUntil: Date?
    /// Signed up and waiting for an administrator's approval.
    public var waitingForApproval: Bool

    public init(id: UUID, username: String, displayName: String, email: String, emailVerified: Bool, isAdmin: Bool,
                createdAt: Date, lastSeenAt: Date?, locked: Bool, signInLockedUntil: Date?, waitingForApproval: Bool) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.email = email
        self.emailVerified = emailVerified
        self.isAdmin = isAdmin
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.locked = locked
        self.signInLockedUntil = signInLockedUntil
        self.waitingForApproval = waitingForApproval
    }
}

/// An account an administrator makes. Without `password`, the answer carries a one-time link
/// that sets it (mailed too when mail is set up).
public struct NewAdminPerson: Codable, Sendable {
    public var displayName: String
    public var username: String
    public var email: String
    public var password: String?
    public var isAdmin: Bool?

    public init(displayName: String, username: String, email: String, password: String? = nil, isAdmin: Bool? = nil) {
        self.displayName = displayName
        self.username = username
        self.email = email
        self.password = password
        self.isAdmin = isAdmin
    }
}

/// What an administrator's password reset (or account creation without a password) did.
public struct AdminPasswordReset: Codable, Sendable, Equatable {
    /// `mailed`: a link went to the person's confirmed address; `link`: no mail could go, so
    /// `link` is shown once for the administrator to pass on.
    public var delivery: String
    /// A single-use link that sets a new password (24 hours); only when `delivery` is `link`.
    public var link: String?
    public var expiresAt: Date

    public init(delivery: String, link: String?, expiresAt: Date) {
        self.delivery = delivery
        self.link = link
        self.expiresAt = expiresAt
    }
}

/// The answer to creating an account: the person, and how they set their password.
public struct AdminCreatedPerson: Codable, Sendable, Equatable {
    public var person: AdminPerson
    public var passwordReset: AdminPasswordReset?

    public init(person: AdminPerson, passwordReset: AdminPasswordReset?) {
        self.person = person
        self.passwordReset = passwordReset
    }
}

/// The administrator's password, asked again when the last check is over ten minutes old.
public struct Reauthentication: Codable, Sendable {
    public var password: String

    public init(password: String) { self.password = password }
}

/// One administrator action in the audit log (never edited).
public struct AuditEntry: Codable, Sendable, Equatable {
    public var id: UUID
    public var at: Date
    /// The administrator; nil once their account is gone (`actorName` stays).
    public var actorId: UUID?
    public var actorName: String
    /// What was done, e.g. `person.lock`, `sign_up.approve`, `report.hide`.
    public var action: String
    public var subjectId: UUID?
    public var subjectName: String?
    /// Anything more, in words (a reason, the new mode).
    public var detail: String?

    public init(id: UUID, at: Date, actorId: UUID?, actorName: String, action: String, subjectId: UUID?,
                subjectName: String?, detail: String?) {
        self.id = id
        self.at = at
        self.actorId = actorId
        self.actorName = actorName
        self.action = action
        self.subjectId = subjectId
        self.subjectName = subjectName
        self.detail = detail
    }
}

/// Locking an account: an optional reason, kept in the audit log.
public struct AccountLockRequest: Codable, Sendable {
    public var reason: String?

    public init(reason: String? = nil) { self.reason = reason }
}

/// The administration's endpoints (`/api/v1/admin/…`): for administrators only; for anyone
/// else they do not exist (404).
public enum AdminRoute: TypedRoute, Hashable {
    case reauthenticate
    case people
    case createPerson
    case person(UUID)
    case deletePerson(UUID)
    case lockPerson(UUID)
    case unlockPerson(UUID)
    case signOutPerson(UUID)
    case resetPassword(UUID)
    case makeAdministrator(UUID)
    case revokeAdministrator(UUID)
    case auditLog
    case auditLogCSV
    case signUpPolicy
    case setSignUpPolicy
    case pendingSignUps
    case approveSignUp(UUID)
    case refuseSignUp(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .people, .person, .auditLog, .auditLogCSV, .signUpPolicy, .pendingSignUps: .get
        case .reauthenticate, .createPerson, .resetPassword, .approveSignUp, .refuseSignUp: .post
        case .lockPerson, .makeAdministrator, .setSignUpPolicy: .put
        case .deletePerson, .unlockPerson, .signOutPerson, .revokeAdministrator: .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .reauthenticate: [.literal("admin"), .literal("reauthentication")]
        case .people, .createPerson: [.literal("admin"), .literal("people")]
        case .person(let id), .deletePerson(let id): [.literal("admin"), .literal("people"), .parameter("userId", id)]
        case .lockPerson(let id), .unlockPerson(let id):
            [.literal("admin"), .literal("people"), .parameter("userId", id), .literal("lock")]
        case .signOutPerson(let id): [.literal("admin"), .literal("people"), .parameter("userId", id), .literal("sessions")]
        case .resetPassword(let id): [.literal("admin"), .literal("people"), .parameter("userId", id), .literal("password-reset")]
        case .makeAdministrator(let id), .revokeAdministrator(let id):
            [.literal("admin"), .literal("people"), .parameter("userId", id), .literal("administrator")]
        case .auditLog: [.literal("admin"), .literal("audit-log")]
        case .auditLogCSV: [.literal("admin"), .literal("audit-log.csv")]
        case .signUpPolicy, .setSignUpPolicy: [.literal("admin"), .literal("sign-up-policy")]
        case .pendingSignUps: [.literal("admin"), .literal("sign-ups")]
        case .approveSignUp(let id): [.literal("admin"), .literal("sign-ups"), .parameter("userId", id), .literal("approval")]
        case .refuseSignUp(let id): [.literal("admin"), .literal("sign-ups"), .parameter("userId", id), .literal("refusal")]
        }
    }
}
