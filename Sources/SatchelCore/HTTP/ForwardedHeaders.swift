import Foundation
import Vapor

/// What a reverse proxy says about the request it passes on: RFC 7239 `Forwarded`, else the
/// `X-Forwarded-For/Proto/Host/Port` headers. Read only from a trusted proxy (see
/// `Request.isFromTrustedProxy`); from anyone else these headers mean nothing.
struct ForwardedHeaders: Sendable, Equatable {
    /// The `for` addresses, the original client first, each proxy's peer after it.
    var chain: [String] = []
    /// `http` or `https`, as the nearest proxy received the request.
    var proto: String?
    /// The host (and port) the client asked for.
    var host: String?

    init(chain: [String] = [], proto: String? = nil, host: String? = nil) {
        self.chain = chain
        self.proto = proto
        self.host = host
    }

    init(_ headers: HTTPHeaders) {
        let forwarded = headers[.forwarded]
        if !forwarded.isEmpty {
            self = Self.parseForwarded(forwarded.joined(separator: ","))
            return
        }
        chain = headers[.xForwardedFor].flatMap { $0.split(separator: ",") }
            .compactMap { Self.address(String($0)) }
        proto = headers[.xForwardedProto].flatMap { $0.split(separator: ",") }.last
            .flatMap { Self.proto(String($0)) }
        if var host = headers[.xForwardedHost].flatMap({ $0.split(separator: ",") }).last.flatMap({ Self.host(String($0)) }) {
            if let port = headers.first(name: "X-Forwarded-Port").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
               (1...65535).contains(port), !Self.hasPort(host), port != (proto == "https" ? 443 : 80) {
                host += ":\(port)"
            }
            self.host = host
        }
    }

    /// Whether the request carries any forwarding header at all.
    static func present(in headers: HTTPHeaders) -> Bool {
        headers.contains(name: .forwarded) || headers.contains(name: .xForwardedFor)
            || headers.contains(name: .xForwardedHost) || headers.contains(name: .xForwardedProto)
    }

    /// `Forwarded: for=192.0.2.60;proto=https;host=example.com, for="[2001:db8::1]:4711"`.
    /// Elements run from the client towards us; proto and host come from the nearest element
    /// that has them.
    static func parseForwarded(_ value: String) -> ForwardedHeaders {
        var result = ForwardedHeaders()
        for element in splitOutsideQuotes(value, on: ",") {
            for pair in splitOutsideQuotes(element, on: ";") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let name = pair[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
                var text = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                    text = String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
                }
                switch name {
                case "for": if let address = address(text) { result.chain.append(address) }
                case "proto": if let proto = proto(text) { result.proto = proto }
                case "host": if let host = host(text) { result.host = host }
                default: break
                }
            }
        }
        return result
    }

    static func splitOutsideQuotes(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == separator, !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// An IP address without its port or brackets (`[2001:db8::1]:4711` → `2001:db8::1`,
    /// `192.0.2.43:47011` → `192.0.2.43`); nil for `unknown`, obfuscated names and garbage.
    static func address(_ text: String) -> String? {
        var value = text.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("["), let close = value.firstIndex(of: "]") {
            value = String(value[value.index(after: value.startIndex)..<close])
        } else if value.filter({ $0 == ":" }).count == 1, let colon = value.firstIndex(of: ":") {
            value = String(value[..<colon])
        }
        return IPRange.bytes(of: value) == nil ? nil : value
    }

    static func proto(_ text: String) -> String? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        return value == "http" || value == "https" ? value : nil
    }

    /// A host name or address with an optional port, and nothing else (no path, no user).
    static func host(_ text: String) -> String? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-:[]")
        guard !value.isEmpty, value.count <= 255, value.allSatisfy(allowed.contains),
              let url = URL(string: "http://" + value), url.host != nil, url.path.isEmpty
        else { return nil }
        return value
    }

    static func hasPort(_ host: String) -> Bool {
        guard let url = URL(string: "http://" + host) else { return false }
        return url.port != nil
    }
}
