import Foundation
import NIOConcurrencyHelpers

/// The current time, injected so tests can move it.
public final class SatchelClock: Sendable {
    private let offset = NIOLockedValueBox<TimeInterval>(0)
    private let fixed = NIOLockedValueBox<Date?>(nil)

    public init() {}

    /// Whole microseconds, as both databases store them, so a time read back equals the one
    /// written (paging cursors compare them exactly).
    public var now: Date {
        let date = fixed.withLockedValue({ $0 }) ?? Date().addingTimeInterval(offset.withLockedValue { $0 })
        return Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate * 1e6).rounded() / 1e6)
    }

    /// Tests: move time forward.
    public func advance(by seconds: TimeInterval) {
        if let date = fixed.withLockedValue({ $0 }) {
            fixed.withLockedValue { $0 = date.addingTimeInterval(seconds) }
        } else {
            offset.withLockedValue { $0 += seconds }
        }
    }

    /// Waits `seconds`; a stopped clock (tests) moves on by that much at once instead.
    public func sleep(seconds: TimeInterval) async {
        let stopped = fixed.withLockedValue { date -> Bool in
            guard let current = date else { return false }
            date = current.addingTimeInterval(seconds)
            return true
        }
        if !stopped { try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
    }

    /// Tests: stop time at a date.
    public func freeze(at date: Date) {
        fixed.withLockedValue { $0 = date }
    }
}
