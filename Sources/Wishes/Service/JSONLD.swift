import Foundation
import SatchelAPI
import SatchelCore

/// Reads a JSON-LD block as pages really write it.
enum JSONLD {
    static func decode(_ block: String) -> JSONValue? {
        var text = block.trimmingCharacters(in: .whitespacesAndNewlines)
        for (opener, closer) in [("<!--", "-->"), ("//<![CDATA[", "//]]>"), ("<![CDATA[", "]]>")] {
            if text.hasPrefix(opener) { text = String(text.dropFirst(opener.count)) }
            if text.hasSuffix(closer) { text = String(text.dropLast(closer.count)) }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !text.isEmpty else { return nil }
        if let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) { return value }
        return try? JSONDecoder().decode(JSONValue.self, from: Data(repair(text).utf8))
    }

    /// Mends the two mistakes pages make most: raw line breaks and tabs inside strings, and a
    /// comma before a closing bracket.
    static func repair(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                } else if c == "\n" {
                    out.append(contentsOf: "\\n".unicodeScalars)
                    continue
                } else if c == "\t" {
                    out.append(contentsOf: "\\t".unicodeScalars)
                    continue
                } else if c.value < 0x20 {
                    out.append(" ")
                    continue
                }
                out.append(c)
                continue
            }
            if c == "\"" {
                inString = true
            } else if c == "," {
                var j = i
                while j < scalars.count, scalars[j].properties.isWhitespace { j += 1 }
                if j < scalars.count, scalars[j] == "}" || scalars[j] == "]" { continue }
            }
            out.append(c)
        }
        return String(out)
    }
}
