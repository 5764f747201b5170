import Foundation

/// Text people typed or files carried, made safe to keep: control characters removed (line
/// breaks and tabs kept where the field is multi-line), surrounding whitespace trimmed.
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
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !CharacterSet.controlCharacters.contains(scalar) || (multiline && (scalar == "\n" || scalar == "\t"))
        })).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
