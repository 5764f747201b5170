import Fluent
import Foundation

/// "Forgot your password?": a single-use link, valid for an hour, mailed to the account's
/// address. Asking says the same, in the same time, whether or not the account exists.
public struct PasswordResetService: Sendable {
    let context: SatchelContext

    /// Asks from one login (any account or none) in an hour, before further asks are refused.
    static let perLogin = SignInThrottleService.Policy(freeFailures: 3, firstLock: 15 * 60, maximumLock: 3600, window: 3600)
    /// Asks from one client address in 15 minutes, whatever they name.
    static let perAddress = SignInThrottleService.Policy(freeFailures: 10, firstLock: 60, maximumLock: 3600, window: 15 * 60)
    /// Reset mails one account gets in an hour, however it is named; more asks mail nothing.
    static let mailsPerAccountPerHour = 3
    /// Every ask takes at least this long to answer, so the time says nothing about the account.
    static let answerTime: Duration = .milliseconds(300)

    /// Mails a reset link to the account `login` names, when there is one, its address may take
    /// it (confirmed, or still the sign-up address) and it has not had its hour's mails.
    /// Refused (`throttled`) alike for every login; otherwise says nothing about the account.
    public func request(login: String, clientAddress: String?) async throws {
        let started = ContinuousClock.now
        guard context.mail.isConfigured else { throw Self.mailNotConfigured }
        let key = AccountRules.normalizedEmail(login)
        guard AccountRules.isLoginGiven(login) else { throw AppError.invalid("login", "login.required") }
        try await count("reset-login:" + key, policy: Self.perLogin)
        if let clientAddress { try await count("reset-" + SignInThrottleService.addressKey(clientAddress), policy: Self.perAddress) }
        let user = try await User.query(on: context.db)
            .group(.or) { $0.filter(\.$username == key).filter(\.$email == key) }.first()
        if let user, try await context.accountsStore.emailState(of: try user.requireID())?.isTrusted == true,
           let mailbox = AccountLetters.mailbox(user),
           try await recentMails(to: user) < Self.mailsPerAccountPerHour {
            let secret = SecureToken.generate()
            let letter = AccountLetters(user: user, publicURL: context.publicURL).passwordReset(secret: secret)
            try await context.transaction { tx in
                try await AccountLink(user: try user.requireID(), purpose: .passwordReset, tokenHash: SecureToken.hash(secret),
                                      email: user.email, createdAt: tx.now).create(on: tx.db)
                try await tx.mail.enqueue(letter, to: mailbox, kind: "password_reset", user: try user.requireID())
            }
        }
        try? await Task.sleep(until: started + Self.answerTime, clock: .continuous)
    }

    /// Whether `secret` is a reset link that still works (for the page it opens).
    public func isUsable(_ secret: String) async throws -> Bool {
        try await usableLink(secret) != nil
    }

    /// Sets the new password the link was for, spends every reset link of the account, signs
    /// out every session and token, and tells the person by mail.
    public func complete(_ secret: String, password: String) async throws {
        guard let link = try await usableLink(secret), let user = try await User.find(link.$user.id, on: context.db) else {
            throw AppError(.notFound, "password_reset.invalid")
        }
        var validator = Validator()
        AccountRules.checkPassword(password, username: user.username, email: user.email, field: "password", into: &validator)
        try validator.finish()
        let hash = try await context.hashPassword(password)
        let id = try user.requireID()
        let now = context.now
        let spent: Bool = try await context.transaction { tx in
            // Spent by exactly one of two presses at once: the second finds it used.
            try await AccountLink.query(on: tx.db).filter(\.$id == (try link.requireID())).filter(\.$usedAt == nil)
                .set(\.$usedAt, to: now).update()
            guard try await AccountLink.query(on: tx.db).filter(\.$id == (try link.requireID())).filter(\.$usedAt == now).count() == 1
            else { return false }
            try await AccountLink.query(on: tx.db).filter(\.$user.$id == id).filter(\.$purpose == .passwordReset)
                .filter(\.$usedAt == nil).set(\.$usedAt, to: now).update()
            user.passwordHash = hash
            try await user.update(on: tx.db)
            // The link reached this address: it is the person's.
            if link.email == user.email { try await tx.accountsStore.markEmailVerified(id, at: now) }
            try await AuthToken.query(on: tx.db).filter(\.$user.$id == id).delete()
            if tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user) {
                try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).passwordChanged(at: now),
                                          to: mailbox, kind: "password_changed", user: id)
            }
            return true
        }
        guard spent else { throw AppError(.notFound, "password_reset.invalid") }
        // Whoever was locked out by guesses may now sign in with the new password.
        try await context.throttle.clear(user: user)
        context.changed("auth_tokens", .user(id))
        context.changed("users", .user(id))
    }

    static let mailNotConfigured = AppError(.conflict, "mail.not_configured")

    func usableLink(_ secret: String) async throws -> AccountLink? {
        guard !secret.isEmpty, secret.count < 200 else { return nil }
        return try await AccountLink.query(on: context.db).filter(\.$tokenHash == SecureToken.hash(secret))
            .filter(\.$purpose == .passwordReset).filter(\.$usedAt == nil).filter(\.$expiresAt > context.now).first()
    }

    func recentMails(to user: User) async throws -> Int {
        try await AccountLink.query(on: context.db).filter(\.$user.$id == (try user.requireID()))
            .filter(\.$purpose == .passwordReset).filter(\.$createdAt > context.now.addingTimeInterval(-3600)).count()
    }

    /// Counts one ask under `key`; refused while the key is locked.
    func count(_ key: String, policy: SignInThrottleService.Policy) async throws {
        do {
            try await context.throttle.checkNotLocked(key)
        } catch let error as AppError where error.kind == .throttled {
            throw AppError(.throttled, "password_reset.throttled", error.args, retryAfter: error.retryAfter)
        }
        try await context.throttle.recordFailure(key, policy: policy)
    }
}

extension SatchelContext {
    public var passwordResets: PasswordResetService { PasswordResetService(context: self) }
}
