import Foundation

/// Text people typed or files carried, made safe to keep: control characters removed (line
/// breaks and tabs kept where the field is multi-line, a space where it is one line),
/// surrounding whitespace trimmed. Every app cleans text with these.
public enum UserText {
    public static func clean(_ text: String?, multiline: Bool = false) -> String {
        guard let text else { return "" }
        // Printable ASCII has no control characters: only spaces to trim (the common case
        // when importing catalogues).
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            let bytes = Array(text.utf8)
            guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
            return first == 0 && last == bytes.count - 1 ? text : String(decoding: bytes[first...last], as: UTF8.self)
        }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let lineBreakOrTab = scalar == "\n" || scalar == "\r" || scalar == "\t"
            if multiline && (scalar == "\n" || scalar == "\t") {
                kept.append(scalar)
            } else if lineBreakOrTab && !multiline {
                // A line break pasted into a one-line field still separates words.
                kept.append(" ")
            } else if !multiline && isBidiControl(scalar) {
                // A name with an override could pretend to read otherwise ("‮gnp.exe").
                continue
            } else if !CharacterSet.controlCharacters.contains(scalar) {
                kept.append(scalar)
            }
        }
        return String(kept).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The embeddings, overrides and isolates of the bidirectional algorithm (U+202A–U+202E,
    /// U+2066–U+2069), which reorder the text after them. The marks (U+200E, U+200F) stay.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Cleaned, or nil when nothing is left; at most `limit` characters.
    public static func optional(_ text: String?, limit: Int, multiline: Bool = false) -> String? {
        let value = clean(text, multiline: multiline)
        return value.isEmpty ? nil : String(value.prefix(limit))
    }

    /// One line for display: control characters and runs of white space (line breaks too)
    /// become one space; trimmed.
    public static func collapsed(_ text: String?) -> String {
        guard let text else { return "" }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            out.append(scalar)
        }
        return String(out)
    }
}
