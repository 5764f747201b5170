import Foundation

public struct SignUpRequest: Codable, Sendable {
    public var displayName: String
    public var username: String
    public var email: String
    public var password: String
    /// The token from an invitation link; the new account becomes friends with the inviter.
    public var invitation: String?
    public var keepSignedIn: Bool?
    public var deviceName: String?
    /// The device's IANA time zone (`Europe/Stockholm`): times are shown in it.
    public var timeZone: String?

    public init(displayName: String, username: String, email: String, password: String,
                invitation: String? = nil, keepSignedIn: Bool? = nil, deviceName: String? = nil,
                timeZone: String? = nil) {
        self.displayName = displayName
        self.username = username
        self.email = email
        self.password = password
        self.invitation = invitation
        self.keepSignedIn = keepSignedIn
        self.deviceName = deviceName
        self.timeZone = timeZone
    }
}

public struct SignInRequest: Codable, Sendable {
    /// Username or email.
    public var login: String
    public var password: String
    public var keepSignedIn: Bool?
    public var deviceName: String?
    /// The device's IANA time zone: kept for the account if it has none yet.
    public var timeZone: String?
    /// The `deviceKey` an earlier sign-in to this account gave this device. With it, wrong
    /// passwords from elsewhere never slow or lock this device out.
    public var deviceKey: String?

    public init(login: String, password: String, keepSignedIn: Bool? = nil, deviceName: String? = nil,
                timeZone: String? = nil, deviceKey: String? = nil) {
        self.login = login
        self.password = password
        self.keepSignedIn = keepSignedIn
        self.deviceName = deviceName
        self.timeZone = timeZone
        self.deviceKey = deviceKey
    }
}

/// A bearer token issued by signing up or in. The token is shown once; the server keeps only its hash.
public struct SessionResponse: Codable, Sendable {
    public var token: String
    public var tokenId: UUID
    public var expiresAt: Date
    public var user: Me
    /// Keep it with the device (it outlives the token and signing out) and send it with the
    /// next sign-in to this account: others' wrong passwords then never keep this device out.
    public var deviceKey: String?

    public init(token: String, tokenId: UUID, expiresAt: Date, user: Me, deviceKey: String? = nil) {
        self.token = token
        self.tokenId = tokenId
        self.expiresAt = expiresAt
        self.user = user
        self.deviceKey = deviceKey
    }
}

/// The signed-in user's own account.
public struct Me: Codable, Sendable, Equatable {
    public var id: UUID
    public var username: String
    public var displayName: String
    public var email: String
    public var bio: String
    /// `en`, `sv` or `cs`; nil follows the browser's Accept-Language.
    public var language: String?
    /// The IANA zone times are shown in; nil until the device or the person gives one.
    public var timeZone: String?
    public var photoURL: String?
    public var isAdmin: Bool
    public var createdAt: Date
    /// One up with every change the person makes to their profile (name, bio, language, time
    /// zone, photo); its `ETag`, to send back as `If-Match` (nil only from a server older than versions).
    public var version: Int?
    /// Whether the person confirmed `email` by the link mailed to it (nil only from a server
    /// older than email). A password reset is mailed only to a confirmed address, or to the
    /// address the account signed up with.
    public var emailVerified: Bool?

    public init(id: UUID, username: String, displayName: String, email: String, bio: String,
                language: String?, timeZone: String? = nil, photoURL: String?, isAdmin: Bool, createdAt: Date, version: Int? = nil,
                emailVerified: Bool? = nil) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.email = email
        self.bio = bio
        self.language = language
        self.timeZone = timeZone
        self.photoURL = photoURL
        self.isAdmin = isAdmin
        self.createdAt = createdAt
        self.version = version
        self.emailVerified = emailVerified
    }
}

public struct ProfileUpdate: Codable, Sendable {
    public var displayName: String?
    public var bio: String?
    /// `en`, `sv`, `cs`, or an empty string to follow the browser again.
    public var language: String?
    /// An IANA zone (`America/New_York`), or an empty string to follow the device again.
    public var timeZone: String?

    public init(displayName: String? = nil, bio: String? = nil, language: String? = nil, timeZone: String? = nil) {
        self.displayName = displayName
        self.bio = bio
        self.language = language
        self.timeZone = timeZone
    }
}

public struct PasswordChange: Codable, Sendable {
    public var currentPassword: String
    public var newPassword: String

    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}

/// Deleting an account asks for the password again.
public struct AccountDeletion: Codable, Sendable {
    public var password: String

    public init(password: String) { self.password = password }
}

/// A signed-in device or API client, as listed for revoking.
public struct TokenInfo: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    /// `web` for a browser session, `api` for a bearer token.
    public var kind: String
    public var createdAt: Date
    public var lastUsedAt: Date?
    public var expiresAt: Date
    public var isCurrent: Bool

    public init(id: UUID, name: String, kind: String, createdAt: Date, lastUsedAt: Date?,
                expiresAt: Date, isCurrent: Bool) {
        self.id = id
        self.name = name
        self.kind = kind
        self.createdAt = createdAt
        self.lastUsedAt = lastUsedAt
        self.expiresAt = expiresAt
        self.isCurrent = isCurrent
    }
}

/// Everything Satchel holds about the user, for "download my data".
public struct DataExport: Codable, Sendable {
    public var exportedAt: Date
    public var account: Me
    public var friends: [Friend]
    public var friendRequests: FriendRequests
    public var circles: [Circle]
    public var invitations: [Invitation]
    public var notifications: [NotificationItem]
    public var notificationPreferences: [NotificationPreference]
    public var sessions: [TokenInfo]
    /// The browsers and phones notifications are pushed to.
    public var pushDevices: [PushDeviceInfo]?
    /// Each app's own data, by app (`wishes`: lists, wishes, what you give, your comments).
    public var apps: [String: JSONValue]

    public init(exportedAt: Date, account: Me, friends: [Friend], friendRequests: FriendRequests, circles: [Circle],
                invitations: [Invitation], notifications: [NotificationItem],
                notificationPreferences: [NotificationPreference], sessions: [TokenInfo], pushDevices: [PushDeviceInfo]? = nil,
                apps: [String: JSONValue] = [:]) {
        self.exportedAt = exportedAt
        self.account = account
        self.friends = friends
        self.friendRequests = friendRequests
        self.circles = circles
        self.invitations = invitations
        self.notifications = notifications
        self.notificationPreferences = notificationPreferences
        self.sessions = sessions
        self.pushDevices = pushDevices
        self.apps = apps
    }
}

/// Asking for a password-reset link (`POST /password-resets`).
public struct PasswordResetRequest: Codable, Sendable {
    /// Username or email.
    public var login: String

    public init(login: String) { self.login = login }
}

/// Setting a new password with a reset link's secret (`POST /password-resets/{token}`).
public struct PasswordResetCompletion: Codable, Sendable {
    public var password: String

    public init(password: String) { self.password = password }
}

/// Moving the account to another address (`PUT /me/email`): the password proves it is the person.
public struct EmailChange: Codable, Sendable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}
