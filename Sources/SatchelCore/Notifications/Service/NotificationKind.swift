import NIOConcurrencyHelpers

/// The platform's kinds of notification. Each kind has a catalogue text `notification.<kind>`
/// and a preference label `notification_kind.<kind>`.
public enum NotificationKind {
    public static let friendRequest = "friend.request"
    public static let friendAccepted = "friend.accepted"
    public static let invitationAccepted = "invitation.accepted"
}

/// An app's kinds of notification: the platform's, then each app's, added with `register`
/// while configuring.
public final class NotificationKinds: Sendable {
    private let kinds = NIOLockedValueBox<[String]>([NotificationKind.friendRequest, NotificationKind.friendAccepted,
                                                      NotificationKind.invitationAccepted])

    public init() {}

    public var all: [String] { kinds.withLockedValue { $0 } }

    public func register(_ kind: String) {
        kinds.withLockedValue { if !$0.contains(kind) { $0.append(kind) } }
    }
}
