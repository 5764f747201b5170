import Foundation
import SatchelAPI

extension PasswordResetService {
    /// How long a link an administrator hands over by hand works: long enough to reach the person.
    static let handedOverLifetime: TimeInterval = 24 * 3600

    /// A reset link issued by an administrator: mailed (an hour, as any reset) to an address
    /// that may take it when mail is set up; otherwise returned once, valid for a day, for the
    /// administrator to pass on. Only its hash is kept either way.
    func issueByAdministrator(for user: User) async throws -> AdminPasswordReset {
        let id = try user.requireID()
        let secret = SecureToken.generate()
        let link = AccountLink(user: id, purpose: .passwordReset, tokenHash: SecureToken.hash(secret), email: user.email, createdAt: context.now)
        if context.mail.isConfigured, try await context.accountsStore.emailState(of: id)?.isTrusted == true,
           let mailbox = AccountLetters.mailbox(user) {
            try await link.create(on: context.db)
            try await context.mail.enqueue(AccountLetters(user: user, publicURL: context.publicURL).passwordReset(secret: secret),
                                           to: mailbox, kind: "password_reset", user: id)
            return AdminPasswordReset(delivery: "mailed", link: nil, expiresAt: link.expiresAt)
        }
        link.expiresAt = context.now.addingTimeInterval(Self.handedOverLifetime)
        try await link.create(on: context.db)
        return AdminPasswordReset(delivery: "link", link: context.publicURL + CorePath.resetPassword(token: secret).path,
                                  expiresAt: link.expiresAt)
    }
}
