import Foundation
import SatchelAPI

/// What the account's mail does: a forgotten password, a confirmed address, a changed one.
extension SatchelClient {
    /// Asks for a link to set a new password, mailed to the account `login` names. Succeeds
    /// alike whether or not there is one; `SatchelError` 429 when asked too often, 409 when the
    /// server sends no mail (an administrator can reset the password).
    public func requestPasswordReset(login: String) async throws {
        try await sendEmpty(.requestPasswordReset, body: PasswordResetRequest(login: login))
    }

    /// Sets a new password with the secret from the reset mail's link (what follows
    /// `/reset-password/`). Every session ends, this client's too: sign in again with it.
    public func completePasswordReset(token: String, password: String) async throws {
        try await sendEmpty(.completePasswordReset(token: token), body: PasswordResetCompletion(password: password))
    }

    /// Moves the account to another address (the password proves it is you). The new address is
    /// unconfirmed (`Me.emailVerified` false) until its mailed link is used.
    @discardableResult
    public func changeEmail(to email: String, password: String, editing version: Int? = nil) async throws -> Me {
        try await send(.changeEmail, body: EmailChange(email: email, password: password), version: version)
    }

    /// Mails the confirmation link again, to the present address.
    public func resendEmailConfirmation() async throws { try await sendEmpty(.resendEmailConfirmation) }

    /// Confirms an address with the secret from the confirmation mail's link (what follows `/verify-email/`).
    public func confirmEmail(token: String) async throws { try await sendEmpty(.confirmEmail(token: token)) }
}
