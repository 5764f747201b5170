import Foundation

/// Web addresses people store and others follow (a wish's link, a restaurant's website, a
/// product's image), and those Satchel fetches: one reading of what an http(s) address is.
public enum WebAddress {
    public enum Problem: Error, Sendable, Equatable {
        /// Not an absolute address with a host: spaces, control characters, backslashes, user
        /// information, a bad port, or no host.
        case invalid
        /// Another scheme than http or https.
        case scheme
    }

    /// The address and the host a connection goes to (IPv6 without brackets). The scheme is read
    /// in any case (`HTTPS://` is `https://`).
    public static func parse(_ text: String, maxBytes: Int = 2048) -> Result<(url: URL, host: String), Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // No spaces, control characters or backslashes: parsers disagree about those.
        guard !trimmed.isEmpty, trimmed.utf8.count <= maxBytes,
              !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" }),
              let url = URL(string: trimmed), let scheme = url.scheme?.lowercased()
        else { return .failure(.invalid) }
        guard scheme == "http" || scheme == "https" else { return .failure(.scheme) }
        // No user information, however spelled (`user:pw@`, `@`, `user@`).
        let afterScheme = trimmed.drop(while: { $0 != ":" }).dropFirst().drop(while: { $0 == "/" })
        let authority = afterScheme.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        guard url.user == nil, url.password == nil, !authority.contains("@") else { return .failure(.invalid) }
        guard var host = url.host, !host.isEmpty else { return .failure(.invalid) }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { return .failure(.invalid) }
        if let port = url.port, !(1...65535).contains(port) { return .failure(.invalid) }
        return .success((url, host))
    }

    /// An absolute http(s) address of at most `maxLength` characters.
    public static func isHTTP(_ text: String, maxLength: Int = 2000) -> Bool {
        guard text.count <= maxLength, case .success = parse(text) else { return false }
        return true
    }

    /// `raw` (as a page writes it: entities already decoded, maybe relative, maybe with spaces)
    /// made absolute against `base`; nil unless the result is an http(s) address.
    public static func absoluteHTTP(_ raw: String, base: String, maxLength: Int = 2000) -> String? {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: " ", with: "%20")
        guard !text.isEmpty, let absolute = URL(string: text, relativeTo: URL(string: base))?.absoluteURL.absoluteString,
              isHTTP(absolute, maxLength: maxLength) else { return nil }
        return absolute
    }
}
