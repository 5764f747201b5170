import Foundation

/// Text for people in headers (subjects, display names), as RFC 5322 and RFC 2047 allow it:
/// printable ASCII folds at spaces; anything else — other scripts, accents, control characters
/// such as a line break someone typed — becomes encoded-words. So no header input can start a
/// header of its own.
enum HeaderText {
    /// Lines holding encoded-words stay within 76 characters (RFC 2047, section 2); others
    /// are folded at 78 where a space allows (RFC 5322, section 2.1.1).
    static let encodedLineLimit = 76
    static let lineLimit = 78

    /// An unstructured value (Subject) after a header name and ": " that take `used` columns.
    static func unstructured(_ text: String, used: Int) -> String {
        let text = text.trimmingCharacters(in: .whitespaces)
        if needsEncoding(text) { return encodedWords(text, used: used) }
        return foldedAtSpaces(text, used: used)
    }

    /// A display name: as written when it is only letters, digits and spaces; in quotes when it
    /// holds other ASCII punctuation; encoded-words otherwise.
    static func phrase(_ name: String, used: Int) -> String {
        if needsEncoding(name) { return encodedWords(name, used: used) }
        let atom = name.unicodeScalars.allSatisfy { $0 == " " || CharacterSet.alphanumerics.contains($0) || "!#$%&'*+-/=?^_`{|}~".unicodeScalars.contains($0) }
        if atom { return name }
        return "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Anything outside printable ASCII, or what a reader would take for an encoded-word.
    static func needsEncoding(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || $0.value > 0x7E } || text.contains("=?")
            || text.split(separator: " ").contains { $0.utf8.count > 900 }
    }

    static func foldedAtSpaces(_ text: String, used: Int) -> String {
        var out = ""
        var column = used
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index == 0 {
                out += word
                column += word.utf8.count
            } else if !word.isEmpty, column + 1 + word.utf8.count > lineLimit {
                // The space becomes the fold: unfolding takes out only the CRLF.
                out += "\r\n " + word
                column = 1 + word.utf8.count
            } else {
                out += " " + word
                column += 1 + word.utf8.count
            }
        }
        return out
    }

    /// `text` as UTF-8 encoded-words, each on its own line: "Q", which a person can still read
    /// in the raw header, unless "B" is much shorter (other scripts than Latin).
    /// A word ends between characters, never inside one's UTF-8 bytes (RFC 2047, section 5).
    static func encodedWords(_ text: String, used: Int) -> String {
        let bytes = Array(text.utf8)
        let useQ = qLength(bytes[...]) * 2 <= bLength(bytes.count) * 3
        let prefix = useQ ? "=?UTF-8?Q?" : "=?UTF-8?B?"
        let overhead = prefix.utf8.count + 2
        func length(_ bytes: ArraySlice<UInt8>) -> Int { useQ ? qLength(bytes) : bLength(bytes.count) }
        func word(_ bytes: ArraySlice<UInt8>) -> String { prefix + (useQ ? qEncoded(bytes) : Data(bytes).base64EncodedString()) + "?=" }

        var words: [String] = []
        var budget = max(encodedLineLimit - used, overhead + 12) - overhead
        var pending: [UInt8] = []
        for scalar in text.unicodeScalars {
            let scalarBytes = Array(String(scalar).utf8)
            if !pending.isEmpty, length((pending + scalarBytes)[...]) > budget {
                words.append(word(pending[...]))
                pending = []
                // Later words follow the fold's one space.
                budget = encodedLineLimit - 1 - overhead
            }
            pending += scalarBytes
        }
        if !pending.isEmpty || words.isEmpty { words.append(word(pending[...])) }
        return words.joined(separator: "\r\n ")
    }

    static func bLength(_ count: Int) -> Int { (count + 2) / 3 * 4 }

    static func qLength(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { $0 + (isQLiteral($1) || $1 == 0x20 ? 1 : 3) } }

    /// What RFC 2047 (section 5, rule 3) lets stand for itself in a phrase.
    static func isQLiteral(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    static func qEncoded(_ bytes: ArraySlice<UInt8>) -> String {
        var out = ""
        for byte in bytes {
            if isQLiteral(byte) { out.unicodeScalars.append(UnicodeScalar(byte)) } else if byte == 0x20 { out += "_" } else { out += hex(byte) }
        }
        return out
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
