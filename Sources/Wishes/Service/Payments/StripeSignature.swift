import Foundation
import Vapor
import SatchelCore

/// Stripe's webhook signature (the `Stripe-Signature` header).
///
/// The header reads `t=1492774577,v1=5257a8…,v1=…,v0=…`: `t` is the Unix time Stripe signed at,
/// each `v1` is a hex HMAC-SHA256 of `"{t}.{raw body}"` keyed with the endpoint's whole signing
/// secret (`whsec_…`, its UTF-8 bytes, as Stripe does). There are several `v1` values while a
/// secret is being rolled: any one matching is enough. Other schemes (`v0`, test-only) are ignored.
public enum StripeSignature {
    /// Why a delivery was rejected, one stable text per cause (logged; tests compare them).
    public enum Reason {
        public static let missingSecret = "no Stripe webhook secret is configured"
        public static let missingHeader = "missing Stripe-Signature header"
        public static let noTimestamp = "Stripe-Signature has no timestamp"
        public static let noSignature = "Stripe-Signature has no v1 signature"
        public static let tooOld = "Stripe-Signature timestamp is too old"
        public static let inFuture = "Stripe-Signature timestamp is too far in the future"
        public static let noMatch = "no Stripe-Signature v1 signature matches the payload"
    }

    /// Checks that `payload` was signed with `secret` within `tolerance` seconds of `now`
    /// (either side: a clock a little ahead is fine, a delivery from the future is not).
    /// Throws `WebhookRejected` with one of the `Reason` texts.
    public static func verify(header: String?, payload: [UInt8], secret: String, now: Date,
                              tolerance: TimeInterval = 300) throws {
        guard !secret.isEmpty else { throw WebhookRejected(Reason.missingSecret) }
        guard let header, !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw WebhookRejected(Reason.missingHeader)
        }
        var parsedTimestamp: Int?
        var candidates: [String] = []
        for item in header.split(separator: ",") {
            guard let equals = item.firstIndex(of: "=") else { continue }
            let key = item[..<equals].trimmingCharacters(in: .whitespaces)
            let value = item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "t" where parsedTimestamp == nil:
                parsedTimestamp = Int(value)
                if parsedTimestamp == nil { throw WebhookRejected(Reason.noTimestamp) }
            case "v1":
                candidates.append(value)
            default:
                continue
            }
        }
        guard let timestamp = parsedTimestamp else { throw WebhookRejected(Reason.noTimestamp) }
        guard !candidates.isEmpty else { throw WebhookRejected(Reason.noSignature) }

        let age = now.timeIntervalSince1970 - TimeInterval(timestamp)
        if age > tolerance { throw WebhookRejected(Reason.tooOld) }
        if -age > tolerance { throw WebhookRejected(Reason.inFuture) }

        let expected = signature(payload: payload, secret: secret, timestamp: timestamp)
        var matched = false
        for candidate in candidates {
            // Every candidate is compared (no early exit) and each comparison takes the same
            // time whatever the bytes: the response time says nothing about the right value.
            if let bytes = hexBytes(candidate), SecureToken.constantTimeEqual(bytes, expected) { matched = true }
        }
        guard matched else { throw WebhookRejected(Reason.noMatch) }
    }

    /// The `Stripe-Signature` value Stripe would send for `payload` at `timestamp` (for tests
    /// and benchmarks).
    public static func sign(payload: [UInt8], secret: String, timestamp: Int) -> String {
        "t=\(timestamp),v1=\(hex(signature(payload: payload, secret: secret, timestamp: timestamp)))"
    }

    public static func sign(payload: String, secret: String, timestamp: Int) -> String {
        sign(payload: Array(payload.utf8), secret: secret, timestamp: timestamp)
    }

    // MARK: - Private

    private static func signature(payload: [UInt8], secret: String, timestamp: Int) -> [UInt8] {
        var signed = Array("\(timestamp).".utf8)
        signed.append(contentsOf: payload)
        let key = SymmetricKey(data: Array(secret.utf8))
        return Array(HMAC<SHA256>.authenticationCode(for: signed, using: key))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func hex(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Lower- or upper-case hex to bytes; nil for an odd length or a non-hex character.
    private static func hexBytes(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return bytes
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
