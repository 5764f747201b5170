import NIOConcurrencyHelpers

/// The kinds of notification. Each has a catalogue text `notification.<kind>` and a
/// preference label `notification_kind.<kind>`; later apps add theirs with `register`.
public enum NotificationKind {
    public static let friendRequest = "friend.request"
    public static let friendAccepted = "friend.accepted"
    public static let invitationAccepted = "invitation.accepted"

    private static let registry = NIOLockedValueBox<[String]>([friendRequest, friendAccepted, invitationAccepted])

    public static var all: [String] { registry.withLockedValue { $0 } }

    public static func register(_ kind: String) {
        registry.withLockedValue { if !$0.contains(kind) { $0.append(kind) } }
    }
}
