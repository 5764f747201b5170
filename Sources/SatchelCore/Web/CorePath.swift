import Foundation

/// Every address of the platform's own pages (home, accounts, profile, settings, friends,
/// circles, notifications), written once: pages, forms, redirects and notification links name
/// these, never a path string (`CorePath.circle(id).path`).
public enum CorePath: Equatable, Sendable {
    case home
    case apps
    /// What an error kind means (`AppError.Kind.typeURI` names the same address).
    case problem(AppError.Kind)

    // accounts
    case signUp
    /// Signing up through an invitation link's secret.
    case signUpInvited(token: String)
    case signIn
    /// Signing in, then back to `next`.
    case signInThen(next: String)
    case signOut
    case language
    /// Asking for a password-reset link.
    case forgotPassword
    /// What a password-reset mail links to.
    case resetPassword(token: String)
    /// What an address-confirmation mail links to.
    case verifyEmail(token: String)

    // profile and settings
    case profile
    case profilePhoto
    case removeProfilePhoto
    /// The settings, at one of their sections (`s-push`, `s-notifications`).
    case settings(at: String? = nil)
    case settingsLanguage
    case settingsTimeZone
    case settingsPassword
    case settingsEmail
    case settingsEmailConfirmation
    case settingsNotifications
    case removePushDevice(UUID)
    case revokeSession(UUID)
    case export
    case deleteAccount

    // friends
    case friends
    /// The friends page searching for `query`.
    case friendSearch(String)
    case friendRequests
    case acceptRequest(UUID)
    case declineRequest(UUID)
    case cancelRequest(UUID)
    /// Ending a friendship with this person (a confirmation, then the form).
    case unfriend(UUID)
    case invitations
    case revokeInvitation(UUID)
    /// What an invitation link opens (made absolute where it is shared).
    case invite(token: String)

    // circles
    case circles
    case circle(UUID)
    case circleMembers(UUID)
    case removeMember(UUID, from: UUID)
    case deleteCircle(UUID)

    // notifications
    case notifications
    /// The next page of the inbox.
    case notificationsAfter(cursor: String)
    case openNotification(UUID)
    case markRead(UUID)
    case readAll
    case deleteNotification(UUID)
    /// What a notification mail's unsubscribe link opens (made absolute in the mail).
    case unsubscribe(token: String)

    // the first start and who may join
    case setup
    /// Where a sign-up that waits for an administrator leads.
    case signUpWaiting
    /// One inbox row, drawn as the inbox draws it (the live inbox fetches it). Last: cases are appended.
    case notificationRow(UUID)

    public var path: String {
        switch self {
        case .home: "/"
        case .apps: "/apps"
        case .problem(let kind): "/problems/" + kind.rawValue
        case .signUp: "/sign-up"
        case .signUpInvited(let token): "/sign-up?invitation=" + Self.escaped(token)
        case .signIn: "/sign-in"
        case .signInThen(let next): "/sign-in?next=" + Self.escaped(next)
        case .signOut: "/sign-out"
        case .language: "/language"
        case .forgotPassword: "/forgot-password"
        // Secrets are URL-safe base64 (`SecureToken`), as an invitation's.
        case .resetPassword(let token): "/reset-password/" + token
        case .verifyEmail(let token): "/verify-email/" + token
        case .profile: "/profile"
        case .profilePhoto: "/profile/photo"
        case .removeProfilePhoto: "/profile/photo/remove"
        case .settings(let section): "/settings" + (section.map { "#" + $0 } ?? "")
        case .settingsLanguage: "/settings/language"
        case .settingsTimeZone: "/settings/time-zone"
        case .settingsPassword: "/settings/password"
        case .settingsEmail: "/settings/email"
        case .settingsEmailConfirmation: "/settings/email/confirmation"
        case .settingsNotifications: "/settings/notifications"
        case .removePushDevice(let id): "/settings/push-devices/\(Self.id(id))/remove"
        case .revokeSession(let id): "/settings/sessions/\(Self.id(id))/revoke"
        case .export: "/settings/export"
        case .deleteAccount: "/settings/delete"
        case .friends: "/friends"
        case .friendSearch(let query): "/friends?q=" + Self.escaped(query)
        case .friendRequests: "/friends/requests"
        case .acceptRequest(let id): "/friends/requests/\(Self.id(id))/accept"
        case .declineRequest(let id): "/friends/requests/\(Self.id(id))/decline"
        case .cancelRequest(let id): "/friends/requests/\(Self.id(id))/cancel"
        case .unfriend(let id): "/friends/\(Self.id(id))/remove"
        case .invitations: "/friends/invitations"
        case .revokeInvitation(let id): "/friends/invitations/\(Self.id(id))/revoke"
        case .invite(let token): "/invite/" + token
        case .circles: "/circles"
        case .circle(let id): "/circles/\(Self.id(id))"
        case .circleMembers(let id): "/circles/\(Self.id(id))/members"
        case .removeMember(let member, let circle): "/circles/\(Self.id(circle))/members/\(Self.id(member))/remove"
        case .deleteCircle(let id): "/circles/\(Self.id(id))/delete"
        case .notifications: "/notifications"
        case .notificationsAfter(let cursor): "/notifications?cursor=\(cursor)"
        case .openNotification(let id): "/notifications/\(Self.id(id))/open"
        case .notificationRow(let id): "/notifications/\(Self.id(id))/row"
        case .markRead(let id): "/notifications/\(Self.id(id))/read"
        case .readAll: "/notifications/read-all"
        case .deleteNotification(let id): "/notifications/\(Self.id(id))/delete"
        case .unsubscribe(let token): "/unsubscribe/" + token
        case .setup: "/setup"
        case .signUpWaiting: "/sign-up/waiting"
        }
    }

    private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }

    /// A query value as the pages have always escaped it: everything but letters and digits.
    private static func escaped(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }
}
