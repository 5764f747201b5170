import Foundation

/// Where a form may send someone next (`next`, `back`): only a path on this site, and within a
/// part of it when asked. Never another site, however the address is spelled.
public enum LocalPath {
    /// `/…` but not `//…` (another host), with no backslash (read as `/` by browsers) and no
    /// control character or space (browsers drop tabs and line breaks: `/\t/evil` is `//evil`),
    /// neither as written nor percent-decoded.
    public static func isSafe(_ path: String) -> Bool {
        isPlainLocal(path) && isPlainLocal(path.removingPercentEncoding ?? "")
    }

    /// `candidate` when it is safe and inside `prefix` (on a segment boundary: `/spots` takes
    /// `/spots/days` and `/spots?x`, not `/spotsfoo`), else `fallback`.
    public static func safe(_ candidate: String?, under prefix: String = "/", fallback: String) -> String {
        guard let candidate, isSafe(candidate) else { return fallback }
        guard prefix != "/" else { return candidate }
        let base = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        guard candidate == base || ["/", "?", "#"].contains(where: { candidate.hasPrefix(base + $0) }) else { return fallback }
        return candidate
    }

    private static func isPlainLocal(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix("//") && !path.contains("\\")
            && !path.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.isWhitespace }
    }
}
