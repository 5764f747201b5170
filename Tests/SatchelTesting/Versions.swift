import Foundation
import Vapor
import VaporTesting

extension TestingHTTPResponse {
    /// The `ETag` as a version: `"7"` is 7; nil without one (or a weak or foreign tag).
    public var version: Int? {
        guard let tag = headers.first(name: .eTag), tag.hasPrefix("\""), tag.hasSuffix("\""), tag.count > 2 else { return nil }
        return Int(tag.dropFirst().dropLast())
    }
}

/// `If-Match` naming one version.
public func ifMatch(_ version: Int?) -> HTTPHeaders {
    ["If-Match": version.map { "\"\($0)\"" } ?? "*"]
}

/// A small seeded generator, so a failing interleaving can be run again.
public struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
