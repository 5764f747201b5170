import Fluent
import Foundation

/// Removes what has expired: sessions and tokens, old throttle rows, sent push rows.
public struct Housekeeping: Sendable {
    let core: SatchelContext

    public init(core: SatchelContext) { self.core = core }

    public func runOnce() async throws {
        let now = core.now
        try await AuthToken.query(on: core.db).filter(\.$expiresAt <= now).delete()
        let dayAgo = now.addingTimeInterval(-24 * 3600)
        try await SignInThrottle.query(on: core.db)
            .filter(\.$windowStartedAt < dayAgo)
            .group(.or) { $0.filter(\.$lockedUntil == nil).filter(\.$lockedUntil < now) }
            .delete()
        try await PushOutboxItem.query(on: core.db)
            .filter(\.$status != .pending).filter(\.$createdAt < now.addingTimeInterval(-7 * 24 * 3600))
            .delete()
    }
}
