import Fluent
import Foundation

/// Removes what has expired: sessions and tokens, old throttle rows, sent push rows.
public struct Housekeeping: Sendable {
    let context: SatchelContext

    public init(context: SatchelContext) { self.context = context }

    public func runOnce() async throws {
        let now = context.now
        try await AuthToken.query(on: context.db).filter(\.$expiresAt <= now).delete()
        let dayAgo = now.addingTimeInterval(-24 * 3600)
        try await SignInThrottle.query(on: context.db)
            .filter(\.$windowStartedAt < dayAgo)
            .group(.or) { $0.filter(\.$lockedUntil == nil).filter(\.$lockedUntil < now) }
            .delete()
        try await PushOutboxItem.query(on: context.db)
            .filter(\.$status != .pending).filter(\.$createdAt < now.addingTimeInterval(-7 * 24 * 3600))
            .delete()
    }
}
