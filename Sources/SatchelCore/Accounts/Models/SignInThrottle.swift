import Fluent
import Foundation

/// Failed sign-ins counted per key (`login:<name>` or `ip:<address>`), kept in the database
/// so a restart does not reset them.
public final class SignInThrottle: Model, @unchecked Sendable {
    public static let schema = "sign_in_throttles"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "key") public var key: String
    // data
    @Field(key: "failures") public var failures: Int
    @Field(key: "window_started_at") public var windowStartedAt: Date
    @OptionalField(key: "locked_until") public var lockedUntil: Date?

    public init() {}

    public init(key: String, windowStartedAt: Date) {
        self.key = key
        self.failures = 0
        self.windowStartedAt = windowStartedAt
    }
}
