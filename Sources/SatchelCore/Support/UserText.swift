import Foundation

/// Text people typed or files carried, made safe to keep: control characters removed (line
/// breaks and tabs kept where the field is multi-line), surrounding whitespace trimmed.
public enum UserText {
    public static func clean(_ text: String?, multiline: Bool = false) -> String {
        String(String.UnicodeScalarView((text ?? "").unicodeScalars.filter { scalar in
            !CharacterSet.controlCharacters.contains(scalar) || (multiline && (scalar == "\n" || scalar == "\t"))
        })).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
