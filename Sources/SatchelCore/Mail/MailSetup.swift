import NIOConcurrencyHelpers

/// The mail server and sender this instance uses, or none (`SATCHEL_SMTP_URL`,
/// `SATCHEL_MAIL_FROM`; set by `configure`, which refuses to start on values it cannot read).
public final class MailSetup: Sendable {
    private let current = NIOLockedValueBox<MailSettings?>(nil)

    public init() {}

    public var settings: MailSettings? {
        get { current.withLockedValue { $0 } }
        set { current.withLockedValue { $0 = newValue } }
    }
}
