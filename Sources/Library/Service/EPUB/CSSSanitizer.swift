import Foundation

/// Makes a book's CSS inert: no `@import`, no `url()` outside the book, no script-bearing
/// properties (`expression()`, `-moz-binding`, `behavior`). Escapes are decoded first so
/// `u\72l(` cannot hide a URL.
enum CSSSanitizer {
    /// `isAllowed` says whether a `url()` target (as written) stays.
    static func clean(_ css: String, isAllowed: (String) -> Bool) -> String {
        var text = withoutComments(decodingEscapes(css))
        text = replace(#"@import[^;]*;?"#, in: text) { _ in "" }
        // Kept URLs wait behind a marker while anything url-like the pattern did not take (an
        // unclosed `url(`) goes.
        let kept = "\u{1}KEPT("
        text = text.replacingOccurrences(of: "\u{1}", with: "")
        text = replace(#"url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*))\s*\)"#, in: text) { groups in
            let target = (groups[1] ?? groups[2] ?? groups[3] ?? "").trimmingCharacters(in: .whitespaces)
            return isAllowed(target) ? kept + "\"\(target.replacingOccurrences(of: "\"", with: ""))\")" : "none"
        }
        text = replace(#"url\("#, in: text) { _ in "none(" }
        text = text.replacingOccurrences(of: kept, with: "url(")
        text = replace(#"expression\s*\("#, in: text) { _ in "none(" }
        text = replace(#"(-moz-binding|behavior|javascript\s*:|vbscript\s*:)"#, in: text) { _ in "x-removed" }
        return text.replacingOccurrences(of: "<", with: "\\3C ")
    }

    /// `\72` → `r`: every hex escape decoded, except characters that would end a string, a
    /// URL or a block (they stay escaped).
    static func decodingEscapes(_ css: String) -> String {
        guard css.contains("\\") else { return css }
        return replace(#"\\([0-9a-fA-F]{1,6})\s?"#, in: css) { groups in
            guard let hex = groups[1], let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value),
                  value >= 0x20, !"\"'()\\{};<>".unicodeScalars.contains(scalar) else { return groups[0] ?? "" }
            return String(Character(scalar))
        }
    }

    static func withoutComments(_ css: String) -> String {
        replace(#"/\*[\s\S]*?(\*/|$)"#, in: css) { _ in "" }
    }

    /// Replaces each match of `pattern` (case-insensitive) with what `with` makes of its groups.
    static func replace(_ pattern: String, in text: String, with: ([String?]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return text }
        let ns = text as NSString
        var out = ""
        var last = 0
        for match in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: last, length: match.range.location - last))
            let groups = (0..<match.numberOfRanges).map { i -> String? in
                let range = match.range(at: i)
                return range.location == NSNotFound ? nil : ns.substring(with: range)
            }
            out += with(groups)
            last = match.range.location + match.range.length
        }
        out += ns.substring(from: last)
        return out
    }
}
