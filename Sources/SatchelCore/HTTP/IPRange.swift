import Foundation
import NIOCore

/// An address or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`, `127.0.0.1`), for
/// `SATCHEL_TRUSTED_PROXIES`.
public struct IPRange: Sendable, Equatable, CustomStringConvertible {
    let network: [UInt8]
    let prefixLength: Int

    /// Parses `address` or `address/bits`; nil when it is neither.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", maxSplits: 1).map(String.init)
        guard let first = parts.first, let bytes = Self.bytes(of: first) else { return nil }
        let bits = bytes.count * 8
        let length: Int
        if parts.count == 2 {
            guard let n = Int(parts[1]), (0...bits).contains(n) else { return nil }
            length = n
        } else {
            length = bits
        }
        network = Self.masked(bytes, length)
        prefixLength = length
    }

    /// Whether `address` (an IPv4 or IPv6 literal; IPv4-mapped IPv6 counts as IPv4) is in range.
    public func contains(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address), bytes.count == network.count else { return false }
        return Self.masked(bytes, prefixLength) == network
    }

    public var description: String {
        let address = network.count == 4
            ? network.map(String.init).joined(separator: ".")
            : stride(from: 0, to: 16, by: 2).map { String(UInt16(network[$0]) << 8 | UInt16(network[$0 + 1]), radix: 16) }.joined(separator: ":")
        return "\(address)/\(prefixLength)"
    }

    /// The loopback ranges: a proxy on the same machine.
    public static let loopback = [IPRange("127.0.0.0/8")!, IPRange("::1")!]

    /// A comma-separated list; the entries that do not parse are returned apart, to be reported.
    public static func list(_ text: String) -> (ranges: [IPRange], invalid: [String]) {
        var ranges: [IPRange] = []
        var invalid: [String] = []
        for entry in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            if let range = IPRange(entry) { ranges.append(range) } else { invalid.append(entry) }
        }
        return (ranges, invalid)
    }

    /// 4 bytes for IPv4 (and IPv4-mapped IPv6), 16 for IPv6; nil for anything else.
    static func bytes(of text: String) -> [UInt8]? {
        var literal = text.trimmingCharacters(in: .whitespaces)
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }
        if let zone = literal.firstIndex(of: "%") { literal = String(literal[..<zone]) }
        guard !literal.isEmpty, let address = try? SocketAddress(ipAddress: literal, port: 0) else { return nil }
        switch address {
        case .v4(let v4):
            return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
            return Array(bytes.prefix(12)) == mappedPrefix ? Array(bytes.suffix(4)) : bytes
        default:
            return nil
        }
    }

    static func masked(_ bytes: [UInt8], _ length: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let keep = min(max(length - index * 8, 0), 8)
            return keep == 8 ? byte : byte & UInt8(truncatingIfNeeded: 0xff << (8 - keep))
        }
    }
}
