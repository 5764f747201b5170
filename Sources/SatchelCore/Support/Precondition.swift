import Foundation
import SatchelAPI
import Vapor

/// What a write was made from, as the client said it (RFC 9110 §13.1): the versions of the
/// thing it holds (`If-Match`, the strong `ETag`s of a per-row counter), or, from older clients,
/// the time of its copy (`If-Unmodified-Since`, whole seconds). Parsed once from the request;
/// the service checks it against the thing, so handlers stay thin.
public enum Precondition: Sendable, Equatable {
    /// `If-Match`'s entity tags: `*`, or the versions named by strong tags (weak ones never match).
    public enum EntityTags: Sendable, Equatable {
        case any
        case versions(Set<Int>)
    }

    /// No header: the write goes over whatever is there.
    case unconditional
    case ifMatch(EntityTags)
    case unmodifiedSince(Date)

    /// Whether a write made under this precondition may go over the thing as it is now.
    public func holds(version: Int, lastModified: Date) -> Bool {
        switch self {
        case .unconditional, .ifMatch(.any):
            return true
        case .ifMatch(.versions(let seen)):
            return seen.contains(version)
        case .unmodifiedSince(let since):
            return lastModified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970.rounded(.down)
        }
    }

    /// Whether the write depends on the version it was checked against, so it must still find
    /// that version when it stores (another write may come between the check and the store).
    public var isConditional: Bool {
        switch self {
        case .unconditional, .ifMatch(.any): return false
        case .ifMatch(.versions), .unmodifiedSince: return true
        }
    }

    /// `If-Match` wins over `If-Unmodified-Since` (RFC 9110 §13.2.2); an `If-Unmodified-Since`
    /// that is not an HTTP date is ignored (§13.1.4); a malformed `If-Match` is refused.
    public static func parse(ifMatch: [String], ifUnmodifiedSince: String?) throws -> Precondition {
        if !ifMatch.isEmpty {
            guard let tags = EntityTags.parse(ifMatch.joined(separator: ",")) else {
                throw AppError(.badRequest, "if_match_malformed")
            }
            return .ifMatch(tags)
        }
        return ifUnmodifiedSince.flatMap(HTTPDate.parse).map(Precondition.unmodifiedSince) ?? .unconditional
    }
}

extension Precondition.EntityTags {
    /// `"*"` or a comma-separated list of `"…"` / `W/"…"` (RFC 9110 §8.8.3); nil when malformed.
    static func parse(_ text: String) -> Self? {
        if text.trimmingCharacters(in: .whitespaces) == "*" { return .any }
        var versions: Set<Int> = []
        var rest = Substring(text)
        var found = 0
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            if rest.isEmpty { break }
            let weak = rest.hasPrefix("W/")
            if weak { rest = rest.dropFirst(2) }
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: "\"") else { return nil }
            let opaque = rest[..<close]
            // etagc: visible ASCII but the quote, or obs-text; no spaces.
            guard opaque.unicodeScalars.allSatisfy({ $0.value == 0x21 || (0x23...0x7E).contains($0.value) || $0.value >= 0x80 }) else {
                return nil
            }
            rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
            guard rest.isEmpty || rest.first == "," else { return nil }
            found += 1
            // Strong comparison: a weak tag never matches; a tag that is not ours matches nothing.
            if !weak, let version = Int(opaque), String(version) == opaque { versions.insert(version) }
        }
        return found == 0 ? nil : .versions(versions)
    }
}

extension Request {
    /// The request's preconditions (`If-Match`, `If-Unmodified-Since`); a malformed `If-Match` is a 400.
    public func precondition() throws -> Precondition {
        try Precondition.parse(ifMatch: headers[.ifMatch], ifUnmodifiedSince: headers.first(name: .ifUnmodifiedSince))
    }
}
