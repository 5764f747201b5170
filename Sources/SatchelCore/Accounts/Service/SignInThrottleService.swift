import Fluent
import Foundation

/// Slows down password guessing: per login name, growing lock-outs after a few failures;
/// per client address, a lock-out after many. Kept in the database, so restarts keep them.
public struct SignInThrottleService: Sendable {
    let core: SatchelContext

    public struct Policy: Sendable {
        /// Failures allowed before the first lock-out.
        public var freeFailures: Int
        /// The first lock-out; each further failure doubles it, up to `maximumLock`.
        public var firstLock: TimeInterval
        public var maximumLock: TimeInterval
        /// Failures older than this are forgotten.
        public var window: TimeInterval
    }

    static let loginPolicy = Policy(freeFailures: 5, firstLock: 30, maximumLock: 15 * 60, window: 15 * 60)
    static let addressPolicy = Policy(freeFailures: 30, firstLock: 5 * 60, maximumLock: 60 * 60, window: 15 * 60)

    static func keys(login: String, address: String?) -> [String] {
        ["login:" + login] + (address.map { ["ip:" + $0] } ?? [])
    }

    static func policy(for key: String) -> Policy {
        key.hasPrefix("ip:") ? addressPolicy : loginPolicy
    }

    /// Throws `throttled` with the seconds to wait while any key is locked.
    public func check(_ keys: [String]) async throws {
        let now = core.now
        let rows = try await SignInThrottle.query(on: core.db).filter(\.$key ~~ keys).all()
        let wait = rows.compactMap { $0.lockedUntil }.filter { $0 > now }.map { $0.timeIntervalSince(now) }.max()
        if let wait {
            let seconds = Int(wait.rounded(.up))
            throw AppError(.throttled, "sign_in.throttled", ["seconds": "\(seconds)"], retryAfter: seconds)
        }
    }

    public func recordFailure(_ keys: [String]) async throws {
        let now = core.now
        for key in keys {
            let policy = Self.policy(for: key)
            try await core.transaction { tx in
                let row = try await SignInThrottle.query(on: tx.db).filter(\.$key == key).first()
                    ?? SignInThrottle(key: key, windowStartedAt: now)
                if now.timeIntervalSince(row.windowStartedAt) > policy.window, (row.lockedUntil ?? now) <= now {
                    row.failures = 0
                    row.windowStartedAt = now
                }
                row.failures += 1
                let over = row.failures - policy.freeFailures
                if over >= 0 {
                    let lock = min(policy.firstLock * pow(2, Double(min(over, 20))), policy.maximumLock)
                    row.lockedUntil = now.addingTimeInterval(lock)
                }
                try await row.save(on: tx.db)
            }
        }
    }

    /// A correct password clears the name's count (not the address's).
    public func recordSuccess(_ keys: [String]) async throws {
        let names = keys.filter { $0.hasPrefix("login:") }
        try await SignInThrottle.query(on: core.db).filter(\.$key ~~ names).delete()
    }

    /// Staff unlock (`satchel admin unlock`).
    public func clear(login: String) async throws {
        try await clear(key: "login:" + login.lowercased())
    }

    /// Forgets the failures counted under one key (a library card's: `card:<library>:<number>`).
    public func clear(key: String) async throws {
        try await SignInThrottle.query(on: core.db).filter(\.$key == key).delete()
    }
}
