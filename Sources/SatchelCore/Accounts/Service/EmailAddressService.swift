import Fluent
import Foundation
import SatchelAPI

/// A person's email address: confirmed by a link mailed to it (a day), changed with the
/// password, the old address told of the change.
public struct EmailAddressService: Sendable {
    let context: SatchelContext

    /// Confirmation mails one person may ask for in an hour.
    static let confirmationsPerHour = 5

    /// Queues a confirmation link for the address `user` has now, on `context`'s database (a
    /// sign-up's or a change's transaction). Nothing when mail is not set up.
    func sendConfirmation(to user: User, on tx: SatchelContext) async throws {
        guard tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user) else { return }
        let secret = SecureToken.generate()
        let id = try user.requireID()
        try await AccountLink(user: id, purpose: .emailVerification, tokenHash: SecureToken.hash(secret),
                              email: user.email, createdAt: tx.now).create(on: tx.db)
        try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).confirmation(secret: secret, address: user.email),
                                  to: mailbox, kind: "email_verification", user: id)
    }

    /// "Send again": a new link to the present address, unless it is confirmed already.
    public func resendConfirmation(for viewer: ViewerUser) async throws {
        guard context.mail.isConfigured else { throw PasswordResetService.mailNotConfigured }
        guard let user = try await User.find(viewer.id, on: context.db) else { throw AppError.notFound("user") }
        guard try await context.accountsStore.emailState(of: viewer.id)?.verifiedAt == nil else {
            throw AppError(.conflict, "email.already_verified")
        }
        let recent = try await AccountLink.query(on: context.db).filter(\.$user.$id == viewer.id)
            .filter(\.$purpose == .emailVerification).filter(\.$createdAt > context.now.addingTimeInterval(-3600)).count()
        guard recent < Self.confirmationsPerHour else { throw AppError(.throttled, "email.confirmations_throttled", retryAfter: 3600) }
        try await context.transaction { tx in try await sendConfirmation(to: user, on: tx) }
    }

    /// The address a confirmation link is for, while it still works (for the page it opens).
    public func pendingAddress(_ secret: String) async throws -> String? {
        try await usableLink(secret)?.link.email
    }

    /// Confirms the address the link was mailed to; refused once the account has another.
    public func confirm(_ secret: String) async throws {
        guard let (link, user) = try await usableLink(secret) else { throw AppError(.notFound, "email_verification.invalid") }
        let now = context.now
        try await context.transaction { tx in
            link.usedAt = now
            try await link.update(on: tx.db)
            try await tx.accountsStore.markEmailVerified(try user.requireID(), at: now)
        }
        context.changed("users", .user(try user.requireID()))
    }

    /// Moves the account to `address` (needs the password): unconfirmed until its link is
    /// pressed; the old address is told, and links mailed to it stop working.
    public func change(of viewer: ViewerUser, to address: String, password: String,
                       precondition: Precondition = .unconditional) async throws -> ViewerUser {
        let accounts = context.accounts
        let user = try await accounts.reload(viewer)
        let seen = try await accounts.checkedVersion(precondition, user)
        let email = AccountRules.normalizedEmail(address)
        var validator = Validator()
        validator.check(AccountRules.isValidEmail(email) && email == address.trimmingCharacters(in: .whitespaces).lowercased(),
                        "email", "email.format")
        validator.check(!password.isEmpty, "password", "password.required")
        if AccountRules.isValidEmail(email), email != user.email,
           try await User.query(on: context.db).filter(\.$email == email).count() > 0 {
            validator.add(FieldIssue(field: "email", code: "email.taken"))
        }
        try validator.finish()
        guard try await context.verifyPassword(password, hash: user.passwordHash) else {
            throw AppError.invalid("password", "password.wrong")
        }
        guard email != user.email else { return try ViewerUser(user, version: seen, emailVerifiedAt: viewer.emailVerifiedAt) }
        let old = user.email, id = try user.requireID(), now = context.now
        let version = try await accounts.versioned(user, from: seen, precondition) { tx in
            try await AccountLink.query(on: tx.db).filter(\.$user.$id == id).filter(\.$usedAt == nil)
                .set(\.$usedAt, to: now).update()
            user.email = email
            do { try await user.update(on: tx.db) } catch let error as any DatabaseError where error.isConstraintFailure {
                throw AppError.invalid("email", "email.taken")
            }
            try await tx.accountsStore.markEmailChanged(id, at: now)
            try await sendConfirmation(to: user, on: tx)
            if tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user, address: old) {
                try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).addressChanged(from: old, to: email, at: now),
                                          to: mailbox, kind: "email_changed", user: id)
            }
        }
        context.changed("users", .user(id))
        return try ViewerUser(user, version: version)
    }

    func usableLink(_ secret: String) async throws -> (link: AccountLink, user: User)? {
        guard !secret.isEmpty, secret.count < 200,
              let link = try await AccountLink.query(on: context.db).filter(\.$tokenHash == SecureToken.hash(secret))
                .filter(\.$purpose == .emailVerification).filter(\.$usedAt == nil).filter(\.$expiresAt > context.now).first(),
              let user = try await User.find(link.$user.id, on: context.db), user.email == link.email
        else { return nil }
        return (link, user)
    }
}

extension SatchelContext {
    public var emailAddresses: EmailAddressService { EmailAddressService(context: self) }
}
