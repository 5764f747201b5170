import NIOConcurrencyHelpers

/// The platform's kinds of notification. Each kind has a catalogue text `notification.<kind>`
/// and a preference label `notification_kind.<kind>`.
public enum NotificationKind {
    public static let friendRequest = "friend.request"
    public static let friendAccepted = "friend.accepted"
    public static let invitationAccepted = "invitation.accepted"
}

/// Whether a kind is mailed until the person chooses: on for what matters when they are not
/// looking, or only when they have no phone or browser to push to.
public enum MailDefault: Sendable {
    case off, on, withoutPush
}

/// An app's kinds of notification: the platform's, then each app's, added with `register`
/// while configuring.
public final class NotificationKinds: Sendable {
    private let kinds = NIOLockedValueBox<[String]>([NotificationKind.friendRequest, NotificationKind.friendAccepted,
                                                      NotificationKind.invitationAccepted])
    private let mailDefaults = NIOLockedValueBox<[String: MailDefault]>([:])

    public init() {}

    public var all: [String] { kinds.withLockedValue { $0 } }

    public func register(_ kind: String, mail: MailDefault = .off) {
        kinds.withLockedValue { if !$0.contains(kind) { $0.append(kind) } }
        mailDefaults.withLockedValue { $0[kind] = mail }
    }

    /// Whether `kind` is mailed to someone who never chose, with or without a push device.
    public func mailDefault(of kind: String, hasPushDevice: Bool) -> Bool {
        switch mailDefaults.withLockedValue({ $0[kind] }) ?? .off {
        case .off: return false
        case .on: return true
        case .withoutPush: return !hasPushDevice
        }
    }
}
