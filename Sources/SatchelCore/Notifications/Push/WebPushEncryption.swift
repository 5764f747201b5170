import Crypto
import Foundation

/// Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188):
/// only the browser that subscribed can read a message; the push service sees ciphertext.
public enum WebPushEncryption {
    public enum Failure: Error, Equatable {
        /// `p256dh` is not an uncompressed P-256 point, or `auth` is not 16 bytes.
        case badSubscriptionKeys
        case tooLong
    }

    /// The record size announced in the header; one record holds the whole message.
    static let recordSize: UInt32 = 4096
    /// What fits (RFC 8291 §4: a push message body is at most 4096 bytes): less the header
    /// (86), the tag (16) and the delimiter (1).
    public static let maxPlaintext = 4096 - 86 - 16 - 1

    /// Encrypts `plaintext` for the subscription with public key `p256dh` (65 bytes) and
    /// authentication secret `auth` (16 bytes). `salt` and `serverKey` are fresh for every
    /// message; tests pass RFC 8291's to reproduce its example.
    public static func encrypt(_ plaintext: Data, p256dh: Data, auth: Data,
                               salt: Data = randomBytes(16),
                               serverKey: P256.KeyAgreement.PrivateKey = P256.KeyAgreement.PrivateKey()) throws -> Data {
        guard auth.count == 16, p256dh.count == 65, p256dh.first == 0x04,
              let userAgentKey = try? P256.KeyAgreement.PublicKey(x963Representation: p256dh)
        else { throw Failure.badSubscriptionKeys }
        guard plaintext.count <= maxPlaintext else { throw Failure.tooLong }
        let serverPublic = serverKey.publicKey.x963Representation
        let shared = try serverKey.sharedSecretFromKeyAgreement(with: userAgentKey)
        let ecdhSecret = shared.withUnsafeBytes { Data($0) }

        // RFC 8291 §3.4: IKM = HKDF(auth, ecdh_secret, "WebPush: info" 0x00 ua_public as_public, 32)
        let keyInfo = Data("WebPush: info".utf8) + [0] + p256dh + serverPublic
        let ikm = hkdf(salt: auth, secret: ecdhSecret, info: keyInfo, length: 32)
        // RFC 8188 §2.2–2.3: the content-encryption key and the nonce.
        let cek = hkdf(salt: salt, secret: ikm, info: Data("Content-Encoding: aes128gcm".utf8) + [0], length: 16)
        let nonce = hkdf(salt: salt, secret: ikm, info: Data("Content-Encoding: nonce".utf8) + [0], length: 12)

        // One record, the last: the plaintext and the delimiter 0x02 (no padding).
        let sealed = try AES.GCM.seal(plaintext + [2], using: SymmetricKey(data: cek), nonce: AES.GCM.Nonce(data: nonce))
        var header = salt
        withUnsafeBytes(of: recordSize.bigEndian) { header.append(contentsOf: $0) }
        header.append(UInt8(serverPublic.count))
        header.append(serverPublic)
        return header + sealed.ciphertext + sealed.tag
    }

    static func hkdf(salt: Data, secret: Data, info: Data, length: Int) -> Data {
        let key = HKDF<SHA256>.deriveKey(inputKeyMaterial: SymmetricKey(data: secret), salt: salt, info: info, outputByteCount: length)
        return key.withUnsafeBytes { Data($0) }
    }

    public static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
