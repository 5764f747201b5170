import Crypto
import Foundation
import JWTKit

/// Voluntary Application Server Identification (RFC 8292): a push service learns which
/// server sends, and only this server's key may push to a subscription made with it.
public struct VAPID: Sendable {
    public let privateKey: P256.Signing.PrivateKey
    /// Who to contact about this server (`mailto:` or the public address).
    public let subject: String

    public init(privateKey: P256.Signing.PrivateKey, subject: String) {
        self.privateKey = privateKey
        self.subject = subject
    }

    /// The key browsers subscribe with (`applicationServerKey`): the uncompressed point,
    /// base64url.
    public var publicKey: String { privateKey.publicKey.x963Representation.base64URLEncoded }

    /// `Authorization: vapid t=<JWT>, k=<public key>` for a push to `endpoint`, valid 12 hours.
    public func authorization(for endpoint: URL, now: Date = Date()) async throws -> String {
        guard let scheme = endpoint.scheme, let host = endpoint.host else { throw URLError(.badURL) }
        let audience = "\(scheme)://\(host)" + (endpoint.port.map { ":\($0)" } ?? "")
        let claims = Claims(aud: AudienceClaim(value: audience),
                            exp: ExpirationClaim(value: Date(timeIntervalSince1970: (now.timeIntervalSince1970 + 12 * 3600).rounded(.down))),
                            sub: SubjectClaim(value: subject))
        return "vapid t=\(try await PushTokens.es256(claims, key: privateKey)), k=\(publicKey)"
    }

    struct Claims: JWTPayload {
        var aud: AudienceClaim
        var exp: ExpirationClaim
        var sub: SubjectClaim

        func verify(using algorithm: some JWTAlgorithm) async throws { try exp.verifyNotExpired() }
    }
}

/// ES256 tokens (RFC 7515, RFC 7518 §3.4) signed with jwt-kit.
enum PushTokens {
    static func es256(_ claims: some JWTPayload, key: P256.Signing.PrivateKey, kid: String? = nil) async throws -> String {
        let keys = JWTKeyCollection()
        let id = kid.map { JWKIdentifier(string: $0) }
        await keys.add(ecdsa: try ES256PrivateKey(backing: key), kid: id)
        return try await keys.sign(claims, kid: id)
    }
}
