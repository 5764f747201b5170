import Foundation
import SatchelAPI
import NIOConcurrencyHelpers

/// What every page asks of the instance, kept in memory: the sign-up policy (read on each
/// sign-up page and sign-up) and whether any account exists (asked on every web page while the
/// first start is not done). The policy is dropped when `instance_settings` is written, here
/// or on another instance (`TableWatch`, `context.changed`), and after the read-cache lifetime.
/// "Has accounts" is kept once true: the last account going away does not bring the first start
/// back (an instance that had people is not new; `satchel admin create-user` is the way back in).
public final class InstanceState: DroppableCache, WatchesTableWrites {
    public let cacheName = "instance state (sign-up policy, whether accounts exist)"
    public let droppedBy: Set<String> = ["instance_settings"]
    private let lifetime: TimeInterval

    private struct State {
        var policy: (value: SignUpPolicy, until: Date)?
        var hasAccounts = false
        /// Bumped by each drop, so a policy read across a change is not kept.
        var generation = 0
    }

    private let state = NIOLockedValueBox(State())

    public init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    func policy(now: Date) -> SignUpPolicy? {
        state.withLockedValue { s in s.policy.flatMap { $0.until > now ? $0.value : nil } }
    }

    /// Taken before the policy is read: what it must still match to be kept.
    var ticket: Int { state.withLockedValue { $0.generation } }

    func remember(_ policy: SignUpPolicy, now: Date, ticket: Int) {
        guard lifetime > 0 else { return }
        state.withLockedValue { s in
            guard s.generation == ticket else { return }
            s.policy = (policy, now.addingTimeInterval(lifetime))
        }
    }

    var hasAccounts: Bool { state.withLockedValue { $0.hasAccounts } }

    func accountsExist() {
        state.withLockedValue { $0.hasAccounts = true }
    }

    public func drop(_ changes: [CacheChange]) { forgetPolicy() }

    private func forgetPolicy() {
        state.withLockedValue {
            $0.policy = nil
            $0.generation += 1
        }
    }

    public func written(_ writes: TableWrites) {
        guard writes.everything || writes.tables.contains("instance_settings") else { return }
        forgetPolicy()
    }
}
