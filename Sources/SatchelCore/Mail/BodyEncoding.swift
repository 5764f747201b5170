import Foundation

/// A MIME body part's transfer encoding (RFC 2045): quoted-printable, or base64 where that is
/// shorter (text mostly outside ASCII). Either way every line is CRLF-ended and at most 76
/// characters, so any SMTP server takes it.
struct BodyEncoding: Equatable {
    let name: String
    let encoded: String

    static func choose(for text: String) -> BodyEncoding {
        let qp = quotedPrintable(text)
        let b64 = base64(text)
        return qp.utf8.count <= b64.utf8.count ? BodyEncoding(name: "quoted-printable", encoded: qp)
                                               : BodyEncoding(name: "base64", encoded: b64)
    }

    static func base64(_ text: String) -> String {
        let encoded = Array(Data(canonicalLines(text).joined(separator: "\r\n").utf8).base64EncodedString())
        return stride(from: 0, to: encoded.count, by: 76)
            .map { String(encoded[$0..<min($0 + 76, encoded.count)]) }.joined(separator: "\r\n")
    }

    /// RFC 2045, section 6.7: `=` and bytes outside printable ASCII as `=XX`, a space or tab
    /// that ends a line too; soft line breaks (`=` at a line's end) keep lines within 76.
    static func quotedPrintable(_ text: String) -> String {
        var lines: [String] = []
        for line in canonicalLines(text) {
            let bytes = Array(line.utf8)
            var current = ""
            for (index, byte) in bytes.enumerated() {
                let last = index == bytes.count - 1
                let plain = (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "=")) || ((byte == 32 || byte == 9) && !last)
                let piece = plain ? String(UnicodeScalar(byte)) : HeaderText.hex(byte)
                // 75 and the soft break's "=" make 76; the line's last piece may take the 76th.
                if current.utf8.count + piece.utf8.count > (last ? 76 : 75) {
                    lines.append(current + "=")
                    current = ""
                }
                current += piece
            }
            lines.append(current)
        }
        return lines.joined(separator: "\r\n")
    }

    /// The text's lines, whatever ended them (CRLF, LF or CR).
    static func canonicalLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
