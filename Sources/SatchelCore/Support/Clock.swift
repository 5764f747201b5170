import Foundation
import NIOConcurrencyHelpers

/// The current time, injected so tests can move it.
public final class SatchelClock: Sendable {
    private let offset = NIOLockedValueBox<TimeInterval>(0)
    private let fixed = NIOLockedValueBox<Date?>(nil)

    public init() {}

    public var now: Date {
        if let date = fixed.withLockedValue({ $0 }) { return date }
        return Date().addingTimeInterval(offset.withLockedValue { $0 })
    }

    /// Tests: move time forward.
    public func advance(by seconds: TimeInterval) {
        if let date = fixed.withLockedValue({ $0 }) {
            fixed.withLockedValue { $0 = date.addingTimeInterval(seconds) }
        } else {
            offset.withLockedValue { $0 += seconds }
        }
    }

    /// Tests: stop time at a date.
    public func freeze(at date: Date) {
        fixed.withLockedValue { $0 = date }
    }
}
