import Fluent
import Foundation
import SatchelAPI

/// The first start: while an instance has no account, the first visitor creates the
/// administrator. Exactly one is made, however many try at once: each attempt records the step
/// under a primary key (`instance_setup`) in the transaction that makes the account.
public struct FirstStartService: Sendable {
    let context: SatchelContext

    /// Whether the instance has any account (kept in memory once it has: `InstanceState`).
    public func hasAccounts() async throws -> Bool {
        let memory = context.services.instance
        if memory.hasAccounts { return true }
        guard try await context.instanceStore.hasAccounts() else { return false }
        memory.accountsExist()
        return true
    }

    /// Creates the administrator, signed in (the same rules as a sign-up, without the sign-up
    /// policy). Refused with 409 (`setup.done`) once any account exists.
    public func createAdministrator(_ input: SignUpRequest, kind: AuthToken.Kind, clientName: String) async throws -> AccountService.Issued {
        guard try await !hasAccounts() else { throw Self.done }
        let checked = try await context.accounts.validated(input, policy: nil)
        let id = UUID()
        let issued: AccountService.Issued = try await context.transaction { tx in
            guard try await !tx.instanceStore.hasAccounts() else { throw Self.done }
            // First, so that a second administrator of a race fails here, not on its name.
            do { try await tx.instanceStore.recordAdministrator(id, at: tx.now) } catch let error as any DatabaseError where error.isConstraintFailure {
                throw Self.done
            }
            let user = try await tx.accounts.create(checked, isAdmin: true, id: id)
            return try await tx.accounts.issueToken(for: user, kind: kind, keep: input.keepSignedIn ?? false,
                                                    name: input.deviceName ?? clientName)
        }
        context.services.instance.accountsExist()
        var withKey = issued
        withKey.deviceKey = try await context.deviceKeys.make(for: id)
        return withKey
    }

    static let done = AppError(.conflict, "setup.done")
}

extension SatchelContext {
    public var firstStart: FirstStartService { FirstStartService(context: self) }
}
