import Fluent
import Foundation

/// Slows down password (and library PIN) guessing without letting anyone lock anybody else out
/// (OWASP's "device cookies"):
/// - per account and source (the client's address, or for a card the account that guesses):
///   5 wrong guesses free, then a lock-out of 30 s that doubles with each further failure up to
///   15 min. Guesses by username and by email count together. A stranger locks out only himself.
/// - per account, all strangers together: 20 failures in 15 minutes lock out every source that
///   is not a known device, so guessing from many addresses gets no further.
/// - a known device (one that signed in to the account before and shows its device key) is
///   counted on its own, under the same per-source rule: others' guesses never slow it.
/// - per client address (IPv6 by /64): after 30 failures in 15 minutes, attempts from it wait
///   their turn, one at a time, and then 1 s more per failure over the limit (at most 10 s)
///   before the password is even looked at. Right passwords still get in, only later: one
///   office behind one address is slowed, never refused.
/// Counts are kept in the database, so restarts keep them.
public struct SignInThrottleService: Sendable {
    let context: SatchelContext

    public struct Policy: Sendable {
        /// Failures allowed before the first lock-out or delay.
        public var freeFailures: Int
        /// The first lock-out; each further failure doubles it, up to `maximumLock`.
        public var firstLock: TimeInterval
        public var maximumLock: TimeInterval
        /// Failures older than this are forgotten.
        public var window: TimeInterval
    }

    static let accountPolicy = Policy(freeFailures: 5, firstLock: 30, maximumLock: 15 * 60, window: 15 * 60)
    /// All strangers to an account together (many addresses guessing at one account).
    static let strangersPolicy = Policy(freeFailures: 20, firstLock: 30, maximumLock: 15 * 60, window: 15 * 60)
    static let addressPolicy = Policy(freeFailures: 30, firstLock: 0, maximumLock: 0, window: 15 * 60)
    /// The longest wait before an attempt from a slowed address: under the ten seconds after
    /// which clients (and schemathesis) take a server for stuck, with the check itself.
    static let maximumAddressDelay: TimeInterval = 8

    /// The key an account's failures are counted under; a name nobody has is counted by name.
    public static func accountKey(user: UUID?, login: String) -> String {
        user.map { "account:" + $0.uuidString.lowercased() } ?? "login:" + login
    }

    /// The key for a client address: IPv4 as it is, IPv6 by its /64 (one subscriber's network).
    static func addressKey(_ address: String) -> String {
        guard let bytes = IPRange.bytes(of: address), bytes.count == 16 else { return "ip:" + address }
        return "ip:" + IPRange.masked(bytes, 64).map { String(format: "%02x", $0) }.joined() + "/64"
    }

    /// Who is trying: a device that signed in to the account before (its key's nonce), or a
    /// stranger, known by `source` (for a card: the account that guesses) or else by address.
    public enum Source: Sendable, Equatable {
        case knownDevice(String)
        case stranger(String?)
    }

    /// Runs one attempt: refused (`throttled`, with the seconds to wait) while this source is
    /// locked out of the account; from a slowed address, queued and delayed first. `verify` says
    /// whether the secret was right; a wrong one counts against the source, the strangers (when
    /// it is one) and the address; a right one clears what counted against this source.
    public func attempt(account: String, address: String?, from source: Source = .stranger(nil),
                        verify: @Sendable () async throws -> Bool) async throws -> Bool {
        let key = address.map(Self.addressKey)
        let keys = Self.keys(account: account, source: source, addressKey: key)
        guard let key, try await addressDelay(key) > 0 else { return try await attempt(keys, addressKey: key, verify: verify) }
        return try await context.services.addressQueues.run(key) {
            let delay = try await addressDelay(key)
            if delay > 0 { await context.services.clock.sleep(seconds: delay) }
            return try await attempt(keys, addressKey: key, verify: verify)
        }
    }

    /// The counts one attempt is checked against: its own source's, and for a stranger all
    /// strangers' (the account's own key, as before there were sources).
    struct Keys {
        var source: String
        var strangers: String?
    }

    static func keys(account: String, source: Source, addressKey: String?) -> Keys {
        switch source {
        case .knownDevice(let nonce): return Keys(source: account + "|device:" + nonce, strangers: nil)
        case .stranger(let who): return Keys(source: account + "|" + (who ?? addressKey ?? "unknown"), strangers: account)
        }
    }

    private func attempt(_ keys: Keys, addressKey: String?, verify: @Sendable () async throws -> Bool) async throws -> Bool {
        try await checkNotLocked(keys.source)
        if let strangers = keys.strangers { try await checkNotLocked(strangers) }
        if try await verify() {
            try await clear(key: keys.source)
            return true
        }
        try await recordFailure(keys.source, policy: Self.accountPolicy)
        if let strangers = keys.strangers { try await recordFailure(strangers, policy: Self.strangersPolicy) }
        if let addressKey { try await recordFailure(addressKey, policy: Self.addressPolicy) }
        return false
    }

    /// What counted against `account` (its own key and every source's), for staff.
    public func attempts(account: String) async throws -> [SignInThrottle] {
        try await SignInThrottle.query(on: context.db)
            // "|…" sorts between "|" and "}": every source's key, by the key's index.
            .group(.or) { $0.filter(\.$key == account).group(.and) { $0.filter(\.$key >= account + "|").filter(\.$key < account + "}") } }
            .sort(\.$windowStartedAt).all()
    }

    /// Throws `throttled` with the seconds to wait while `key` is locked.
    func checkNotLocked(_ key: String) async throws {
        let now = context.now
        guard let row = try await SignInThrottle.query(on: context.db).filter(\.$key == key).first(),
              let until = row.lockedUntil, until > now else { return }
        let seconds = Int(until.timeIntervalSince(now).rounded(.up))
        throw AppError(.throttled, "sign_in.throttled", ["seconds": "\(seconds)"], retryAfter: seconds)
    }

    /// How long an attempt from this address waits first: nothing until it has had more than
    /// the free failures in the window.
    func addressDelay(_ key: String) async throws -> TimeInterval {
        guard let row = try await SignInThrottle.query(on: context.db).filter(\.$key == key).first(),
              context.now.timeIntervalSince(row.windowStartedAt) <= Self.addressPolicy.window else { return 0 }
        let over = row.failures - Self.addressPolicy.freeFailures
        return over < 0 ? 0 : min(TimeInterval(over + 1), Self.maximumAddressDelay)
    }

    func recordFailure(_ key: String, policy: Policy) async throws {
        let now = context.now
        // Two failures at once for a key with no row yet both insert it: the second, run again,
        // finds and counts it.
        try await findOrCreate { try await context.transaction { tx in
            let row = try await SignInThrottle.query(on: tx.db).filter(\.$key == key).first()
                ?? SignInThrottle(key: key, windowStartedAt: now)
            if now.timeIntervalSince(row.windowStartedAt) > policy.window, (row.lockedUntil ?? now) <= now {
                row.failures = 0
                row.windowStartedAt = now
            }
            row.failures += 1
            let over = row.failures - policy.freeFailures
            if over >= 0, policy.firstLock > 0 {
                let lock = min(policy.firstLock * pow(2, Double(min(over, 20))), policy.maximumLock)
                row.lockedUntil = now.addingTimeInterval(lock)
            }
            try await row.save(on: tx.db)
        } }
    }

    /// Staff unlock (`satchel admin unlock`): every source's count.
    public func clear(user: User) async throws {
        try await clear(account: Self.accountKey(user: try user.requireID(), login: ""))
    }

    /// Forgets everything counted against an account (a library card's: `card:<library>:<number>`).
    public func clear(account: String) async throws {
        for row in try await attempts(account: account) { try await row.delete(on: context.db) }
    }

    /// Forgets the failures counted under one key.
    func clear(key: String) async throws {
        try await SignInThrottle.query(on: context.db).filter(\.$key == key).delete()
    }
}
