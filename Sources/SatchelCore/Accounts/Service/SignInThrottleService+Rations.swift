import Foundation

/// The same counts in the database, for actions anyone may take but not without end (a guest's
/// reservations through a public link): each use counts, and past the free ones the key is
/// locked for a while, as password-reset asks are.
extension SignInThrottleService {
    /// A rate: `free` uses in `window`, then locked for `lock`, doubling up to `maximumLock`.
    public static func rate(free: Int, window: TimeInterval, lock: TimeInterval, maximumLock: TimeInterval) -> Policy {
        Policy(freeFailures: free, firstLock: lock, maximumLock: maximumLock, window: window)
    }

    /// Counts one use under `key`; refused (`throttled` with `code` and the seconds to wait in
    /// `Retry-After`) while the key is locked.
    public func countUse(_ key: String, policy: Policy, code: String) async throws {
        do {
            try await checkNotLocked(key)
        } catch let error as AppError where error.kind == .throttled {
            throw AppError(.throttled, code, error.args, retryAfter: error.retryAfter)
        }
        try await recordFailure(key, policy: policy)
    }

    /// The key for a client's network (IPv6 by /64), as the sign-in brake counts addresses.
    public static func networkKey(_ address: String) -> String { addressKey(address) }
}
