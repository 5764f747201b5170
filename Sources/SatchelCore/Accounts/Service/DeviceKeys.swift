import Crypto
import Foundation

extension SatchelContext {
    public var deviceKeys: DeviceKeys { DeviceKeys(context: self) }
}

/// OWASP's "device cookies": a browser or app that signed in to an account once keeps a key
/// naming that account, signed by the server (`<account>.<nonce>.<signature>`). With it, its
/// sign-ins are counted on their own (`SignInThrottleService.Source.knownDevice`), so strangers
/// guessing the password slow down only strangers. Nothing is stored but the signing secret.
public struct DeviceKeys: Sendable {
    let context: SatchelContext

    static let secretName = "device_keys.hmac"

    /// A key for a device that just proved it knows the account's password.
    public func make(for user: UUID) async throws -> String {
        let body = user.uuidString.lowercased() + "." + SecureToken.generate()
        return body + "." + (try await signature(body))
    }

    /// The key's nonce when this server made it for `user`; nil for anything else (another
    /// account's key, a forged or mangled one).
    public func nonce(of key: String?, for user: UUID?) async throws -> String? {
        guard let key, let user, key.utf8.count < 200 else { return nil }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == user.uuidString.lowercased(), !parts[1].isEmpty else { return nil }
        let expected = try await signature(parts[0] + "." + parts[1])
        guard SecureToken.constantTimeEqual(Array(expected.utf8), Array(parts[2].utf8)) else { return nil }
        return String(parts[1])
    }

    private func signature(_ body: String) async throws -> String {
        let secret = try await ServerSecret.value(Self.secretName, on: context.db, now: context.now) { SecureToken.generate() }
        let code = HMAC<SHA256>.authenticationCode(for: Data(body.utf8), using: SymmetricKey(data: Data(secret.utf8)))
        return Data(code).base64URLEncoded
    }
}
