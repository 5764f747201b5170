import Foundation
import SatchelAPI

/// Who may administer, and the fresh password sensitive actions ask for.
public struct AdminAccess: Sendable {
    let context: SatchelContext

    /// How long a password check counts for sensitive actions (as GitHub's "sudo mode").
    public static let passwordFreshFor: TimeInterval = 10 * 60

    /// The error a sensitive action answers when the session's last password check is too old.
    public static let reauthenticationRequired = AppError(.forbidden, "admin.reauthentication_required")

    /// Nothing is said to anyone but an administrator: the administration does not exist for them
    /// (the same answer as an address that names nothing).
    public static func requireAdministrator(_ viewer: Viewer?) throws -> Viewer {
        guard let viewer, viewer.user.isAdmin else { throw AppError(.notFound, "not_found.route") }
        return viewer
    }

    /// Whether the session proved its password within the last ten minutes (signing in counts).
    public func passwordIsFresh(_ session: SessionRow) async throws -> Bool {
        let checked = try await AdminStore(sql: context.sql).passwordCheckedAt(session: session.id)
        let last = max(session.createdAt, checked ?? .distantPast)
        return context.now.timeIntervalSince(last) <= Self.passwordFreshFor
    }

    /// Throws `reauthenticationRequired` unless the password was checked recently.
    public func requireFreshPassword(_ viewer: Viewer) async throws {
        guard try await passwordIsFresh(viewer.token) else { throw Self.reauthenticationRequired }
    }

    /// Checks the administrator's password again and remembers it for this session.
    public func reauthenticate(_ viewer: Viewer, password: String) async throws {
        guard !password.isEmpty else { throw AppError.invalid("password", "password.required") }
        let user = try await context.accounts.reload(viewer.user)
        let account = SignInThrottleService.accountKey(user: viewer.id, login: "")
        let context = self.context
        // Wrong guesses count against the account as at sign-in: a stolen session cannot try forever.
        let ok = try await context.throttle.attempt(account: account, address: nil, from: .knownDevice("session-" + viewer.token.id.uuidString.lowercased())) {
            try await context.verifyPassword(password, hash: user.passwordHash)
        }
        guard ok else { throw AppError.invalid("password", "password.wrong") }
        try await AdminStore(sql: context.sql).recordPasswordCheck(session: viewer.token.id, at: context.now)
    }
}

extension SatchelContext {
    public var adminAccess: AdminAccess { AdminAccess(context: self) }
}
