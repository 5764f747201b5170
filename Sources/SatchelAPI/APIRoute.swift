import Foundation

/// A JSON endpoint: each app has an enum of them. The server registers routes from
/// `template` and clients build requests with `path`, so the two cannot drift.
public protocol TypedRoute: Sendable {
    var method: HTTPMethodName { get }
    /// Path segments after `/api/v1`.
    var parts: [RoutePart] { get }
}

public enum HTTPMethodName: String, Sendable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE"
}

public enum RoutePart: Sendable {
    case literal(String)
    case parameter(String, UUID)
    /// A secret from a mailed link (`/password-resets/{token}`), percent-escaped in the path.
    case secret(String, String)
}

extension TypedRoute {
    /// The path with OpenAPI-style parameters, e.g. `/api/v1/circles/{circleId}`.
    public var template: String {
        APIRoute.prefix + parts.map { part in
            switch part {
            case .literal(let s): return "/" + s
            case .parameter(let name, _), .secret(let name, _): return "/{" + name + "}"
            }
        }.joined()
    }

    /// RFC 3986's unreserved characters: what a path segment carries as it is.
    static var unreserved: CharacterSet { CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~") }

    /// The concrete path to request.
    public var path: String {
        APIRoute.prefix + parts.map { part in
            switch part {
            case .literal(let s): return "/" + s
            case .parameter(_, let value): return "/" + value.uuidString.lowercased()
            case .secret(_, let value): return "/" + (value.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "")
            }
        }.joined()
    }
}

/// The platform's endpoints (accounts, friends, circles, notifications), one case each.
public enum APIRoute: TypedRoute, Hashable {
    // accounts
    case signUp
    case signIn
    case signOut
    case me
    case updateMe
    case setPhoto
    case deletePhoto
    case changePassword
    case deleteAccount
    case exportData
    case tokens
    case revokeToken(UUID)
    case notificationPreferences
    case updateNotificationPreferences
    // friends
    case searchPeople
    case friends
    case unfriend(UUID)
    case friendRequests
    case sendFriendRequest
    case acceptFriendRequest(UUID)
    case declineFriendRequest(UUID)
    case cancelFriendRequest(UUID)
    case invitations
    case createInvitation
    case revokeInvitation(UUID)
    case circles
    case createCircle
    case circle(UUID)
    case updateCircle(UUID)
    case deleteCircle(UUID)
    case addCircleMember(circle: UUID, user: UUID)
    case removeCircleMember(circle: UUID, user: UUID)
    // notifications
    case notifications
    case unreadCount
    case markNotificationRead(UUID)
    case markAllNotificationsRead
    case deleteNotification(UUID)
    case notificationStream
    /// How notification mail comes (one each, or a daily digest).
    case notificationMail
    case updateNotificationMail
    // push devices
    case vapidKey
    case pushDevices
    case addWebPushSubscription
    case addAPNsDevice
    case removePushDevice(UUID)
    // places
    case searchPlaces
    case namePlace
    // mail about the account (new cases go last: their order is the enum's layout)
    case changeEmail
    case resendEmailConfirmation
    case confirmEmail(token: String)
    case requestPasswordReset
    case completePasswordReset(token: String)
    // who may join, and the first start
    case signUpRules
    case createAdministrator

    public static let prefix = "/api/v1"

    public var method: HTTPMethodName {
        switch self {
        case .me, .exportData, .tokens, .notificationPreferences, .searchPeople, .friends,
             .friendRequests, .invitations, .circles, .circle, .notifications, .unreadCount,
             .notificationStream, .searchPlaces, .namePlace, .vapidKey, .pushDevices, .notificationMail, .signUpRules:
            return .get
        case .signUp, .signIn, .changePassword, .deleteAccount, .sendFriendRequest, .resendEmailConfirmation,
             .confirmEmail, .requestPasswordReset, .completePasswordReset,
             .acceptFriendRequest, .declineFriendRequest, .createInvitation, .createCircle,
             .markNotificationRead, .markAllNotificationsRead, .addWebPushSubscription, .addAPNsDevice, .createAdministrator:
            return .post
        case .setPhoto, .updateNotificationPreferences, .addCircleMember, .changeEmail, .updateNotificationMail:
            return .put
        case .updateMe, .updateCircle:
            return .patch
        case .signOut, .deletePhoto, .revokeToken, .unfriend, .cancelFriendRequest,
             .revokeInvitation, .deleteCircle, .removeCircleMember, .deleteNotification, .removePushDevice:
            return .delete
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .signUp: return [.literal("accounts")]
        case .signIn: return [.literal("sessions")]
        case .signOut: return [.literal("sessions"), .literal("current")]
        case .me, .updateMe: return [.literal("me")]
        case .setPhoto, .deletePhoto: return [.literal("me"), .literal("photo")]
        case .changePassword: return [.literal("me"), .literal("password")]
        case .changeEmail: return [.literal("me"), .literal("email")]
        case .resendEmailConfirmation: return [.literal("me"), .literal("email"), .literal("confirmation")]
        case .confirmEmail(let token): return [.literal("email-confirmations"), .secret("token", token)]
        case .requestPasswordReset: return [.literal("password-resets")]
        case .completePasswordReset(let token): return [.literal("password-resets"), .secret("token", token)]
        case .deleteAccount: return [.literal("me"), .literal("delete")]
        case .exportData: return [.literal("me"), .literal("export")]
        case .tokens: return [.literal("tokens")]
        case .revokeToken(let id): return [.literal("tokens"), .parameter("tokenId", id)]
        case .notificationPreferences, .updateNotificationPreferences:
            return [.literal("me"), .literal("notification-preferences")]
        case .searchPeople: return [.literal("people")]
        case .friends: return [.literal("friends")]
        case .unfriend(let id): return [.literal("friends"), .parameter("userId", id)]
        case .friendRequests, .sendFriendRequest: return [.literal("friend-requests")]
        case .acceptFriendRequest(let id):
            return [.literal("friend-requests"), .parameter("requestId", id), .literal("accept")]
        case .declineFriendRequest(let id):
            return [.literal("friend-requests"), .parameter("requestId", id), .literal("decline")]
        case .cancelFriendRequest(let id): return [.literal("friend-requests"), .parameter("requestId", id)]
        case .invitations, .createInvitation: return [.literal("invitations")]
        case .revokeInvitation(let id): return [.literal("invitations"), .parameter("invitationId", id)]
        case .circles, .createCircle: return [.literal("circles")]
        case .circle(let id), .updateCircle(let id), .deleteCircle(let id):
            return [.literal("circles"), .parameter("circleId", id)]
        case .addCircleMember(let circle, let user), .removeCircleMember(let circle, let user):
            return [.literal("circles"), .parameter("circleId", circle), .literal("members"), .parameter("userId", user)]
        case .notifications: return [.literal("notifications")]
        case .unreadCount: return [.literal("notifications"), .literal("unread-count")]
        case .markNotificationRead(let id):
            return [.literal("notifications"), .parameter("notificationId", id), .literal("read")]
        case .markAllNotificationsRead: return [.literal("notifications"), .literal("read-all")]
        case .deleteNotification(let id): return [.literal("notifications"), .parameter("notificationId", id)]
        case .notificationStream: return [.literal("notifications"), .literal("stream")]
        case .notificationMail, .updateNotificationMail: return [.literal("me"), .literal("notification-mail")]
        case .searchPlaces: return [.literal("places")]
        case .namePlace: return [.literal("places"), .literal("name")]
        case .vapidKey: return [.literal("push"), .literal("vapid-key")]
        case .pushDevices: return [.literal("push"), .literal("devices")]
        case .addWebPushSubscription: return [.literal("push"), .literal("web-subscriptions")]
        case .addAPNsDevice: return [.literal("push"), .literal("apns-devices")]
        case .removePushDevice(let id): return [.literal("push"), .literal("devices"), .parameter("deviceId", id)]
        case .signUpRules: return [.literal("sign-up")]
        case .createAdministrator: return [.literal("setup"), .literal("administrator")]
        }
    }
}
