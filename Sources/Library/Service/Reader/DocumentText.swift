import Foundation

/// A reading-order document's words as a reader selects them: the sanitised document's body
/// text, entities decoded, whitespace collapsed to single spaces — the same text reader-notes.js
/// matches a TextQuoteSelector against, so the server and the browser find the same passage.
enum DocumentText {
    static func of(_ xhtml: String) -> String {
        var body = Substring(xhtml)
        if let open = body.range(of: "<body", options: .caseInsensitive) { body = body[open.lowerBound...] }
        if let close = body.range(of: "</body>", options: [.caseInsensitive, .backwards]) { body = body[..<close.lowerBound] }
        var out = ""
        out.reserveCapacity(body.count)
        var inTag = false
        var entity: String?
        for c in body {
            if inTag {
                // A tag adds nothing: the browser's text nodes join the same way.
                if c == ">" { inTag = false }
                continue
            }
            if var e = entity {
                if c == ";" {
                    out += decode(e)
                    entity = nil
                } else if e.count > 10 || c == "<" || c == "&" || c.isWhitespace {
                    out += "&" + e
                    entity = nil
                    if c == "<" { inTag = true } else if c == "&" { entity = "" } else { out.append(c) }
                } else {
                    e.append(c)
                    entity = e
                }
                continue
            }
            if c == "<" { inTag = true } else if c == "&" { entity = "" } else { out.append(c) }
        }
        return collapse(out)
    }

    /// Runs of whitespace as one space, trimmed.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static func decode(_ name: String) -> String {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X"), let n = UInt32(name.dropFirst(2), radix: 16), let s = Unicode.Scalar(n) { return String(s) }
            if name.hasPrefix("#"), let n = UInt32(name.dropFirst()), let s = Unicode.Scalar(n) { return String(s) }
            return "&" + name + ";"
        }
    }
}
