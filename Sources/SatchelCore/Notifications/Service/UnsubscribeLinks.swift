import Crypto
import Foundation

/// The links in a notification mail's footer and List-Unsubscribe header: each names a person
/// and a kind of notification (or `NotificationMail.digest`), signed by the server
/// (`<person>.<kind>.<signature>`), so nobody can make one for someone else and nothing needs
/// storing but the signing secret.
struct UnsubscribeLinks: Sendable {
    let context: SatchelContext

    static let secretName = "mail_unsubscribe.hmac"

    /// The absolute address that stops `kind`'s mail for `user`.
    func url(user: UUID, kind: String) async throws -> String {
        context.publicURL + CorePath.unsubscribe(token: try await token(user: user, kind: kind)).path
    }

    func token(user: UUID, kind: String) async throws -> String {
        let body = user.uuidString.lowercased() + "." + kind
        return body + "." + (try await signature(body))
    }

    /// Who and what a token this server made names; nil for anything else.
    func read(_ token: String) async throws -> (user: UUID, kind: String)? {
        guard token.utf8.count < 300, let lastDot = token.lastIndex(of: "."), token.count > 38 else { return nil }
        let body = String(token[..<lastDot])
        let given = String(token[token.index(after: lastDot)...])
        let uuidEnd = body.index(body.startIndex, offsetBy: 36)
        guard body.count > 37, body[uuidEnd] == ".", let user = UUID(uuidString: String(body[..<uuidEnd])) else { return nil }
        let expected = try await signature(body)
        guard SecureToken.constantTimeEqual(Array(expected.utf8), Array(given.utf8)) else { return nil }
        return (user, String(body[body.index(after: uuidEnd)...]))
    }

    private func signature(_ body: String) async throws -> String {
        let secret = try await ServerSecret.value(Self.secretName, on: context.db, now: context.now) { SecureToken.generate() }
        let code = HMAC<SHA256>.authenticationCode(for: Data(body.utf8), using: SymmetricKey(data: Data(secret.utf8)))
        return Data(code).base64URLEncoded
    }
}
