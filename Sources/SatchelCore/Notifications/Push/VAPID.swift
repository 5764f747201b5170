import Crypto
import Foundation

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
    public func authorization(for endpoint: URL, now: Date = Date()) throws -> String {
        guard let scheme = endpoint.scheme, let host = endpoint.host else { throw URLError(.badURL) }
        let audience = "\(scheme)://\(host)" + (endpoint.port.map { ":\($0)" } ?? "")
        let claims: [String: Any] = ["aud": audience, "exp": Int(now.timeIntervalSince1970) + 12 * 3600, "sub": subject]
        return "vapid t=\(try JWT.es256(header: ["typ": "JWT", "alg": "ES256"], claims: claims, key: privateKey)), k=\(publicKey)"
    }
}

/// Compact JWS with ES256 (RFC 7515, RFC 7518 §3.4: the signature is r‖s, 64 bytes).
public enum JWT {
    public static func es256(header: [String: Any], claims: [String: Any], key: P256.Signing.PrivateKey) throws -> String {
        let head = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]).base64URLEncoded
        let body = try JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys]).base64URLEncoded
        let input = Data((head + "." + body).utf8)
        let signature = try key.signature(for: input).rawRepresentation.base64URLEncoded
        return head + "." + body + "." + signature
    }
}
