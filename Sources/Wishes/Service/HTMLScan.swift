import Foundation
import SatchelAPI
import SatchelCore

/// A forgiving pass over HTML that keeps what a product page needs: the `<meta>` tags' attributes
/// (raw, entities not yet decoded), the JSON-LD blocks and the first `<title>`. Comments are
/// skipped, and the contents of `<script>`, `<style>`, `<textarea>` and `<title>` are never read as
/// tags.
struct HTMLScan {
    var metas: [[String: String]] = []
    var jsonLD: [String] = []
    var title: String?

    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp"]

    init(_ html: String) {
        let b = Array(html.utf8)
        let n = b.count
        var i = 0
        while i < n {
            guard b[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if Self.matches(b, at: i, "<!--") {
                i = Self.find(b, "-->", from: i + 4).map { $0 + 3 } ?? n
                continue
            }
            var j = i + 1
            let closing = j < n && b[j] == UInt8(ascii: "/")
            if closing { j += 1 }
            guard j < n, Self.isLetter(b[j]) else {
                i += 1
                continue
            }
            let nameStart = j
            while j < n, Self.isLetter(b[j]) || Self.isDigit(b[j]) || b[j] == UInt8(ascii: "-") || b[j] == UInt8(ascii: ":") {
                j += 1
            }
            let name = Self.lowercased(b[nameStart..<j])
            let (attributes, end) = Self.attributes(b, from: j)
            i = end
            if closing { continue }
            if name == "meta" {
                metas.append(attributes)
            } else if Self.rawTextElements.contains(name) {
                let close = Self.find(b, "</" + name, from: i) ?? n
                let content = String(decoding: b[i..<close], as: UTF8.self)
                if name == "script", Self.isJSONLD(attributes["type"]) {
                    jsonLD.append(content)
                } else if name == "title", title == nil {
                    title = content
                }
                i = close
            }
        }
    }

    static func isJSONLD(_ type: String?) -> Bool {
        guard let type else { return false }
        let media = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return HTMLEntities.decode(media).trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "application/ld+json"
    }

    /// The attributes of a tag from just after its name; returns them and the index after `>`.
    /// Names are lowercased; the first of a repeated name wins; values stay raw.
    static func attributes(_ b: [UInt8], from start: Int) -> ([String: String], Int) {
        let n = b.count
        var attributes: [String: String] = [:]
        var k = start
        while k < n {
            while k < n, isSpace(b[k]) || b[k] == UInt8(ascii: "/") { k += 1 }
            guard k < n else { break }
            if b[k] == UInt8(ascii: ">") { return (attributes, k + 1) }
            let nameStart = k
            k += 1  // the first character may be anything but space, `/` and `>` (even `=`)
            while k < n, !isSpace(b[k]), b[k] != UInt8(ascii: "="), b[k] != UInt8(ascii: ">"), b[k] != UInt8(ascii: "/") {
                k += 1
            }
            let name = lowercased(b[nameStart..<k])
            while k < n, isSpace(b[k]) { k += 1 }
            var value = ""
            if k < n, b[k] == UInt8(ascii: "=") {
                k += 1
                while k < n, isSpace(b[k]) { k += 1 }
                if k < n, b[k] == UInt8(ascii: "\"") || b[k] == UInt8(ascii: "'") {
                    let quote = b[k]
                    let valueStart = k + 1
                    var e = valueStart
                    while e < n, b[e] != quote { e += 1 }
                    value = String(decoding: b[valueStart..<e], as: UTF8.self)
                    k = min(e + 1, n)
                } else {
                    let valueStart = k
                    while k < n, !isSpace(b[k]), b[k] != UInt8(ascii: ">") { k += 1 }
                    value = String(decoding: b[valueStart..<k], as: UTF8.self)
                }
            }
            if attributes[name] == nil { attributes[name] = value }
        }
        return (attributes, n)
    }

    static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
    static func isLetter(_ c: UInt8) -> Bool { (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) }
    static func isDigit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) }
    static func lower(_ c: UInt8) -> UInt8 { (0x41...0x5A).contains(c) ? c + 0x20 : c }

    static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { Self.lower($0) }, as: UTF8.self)
    }

    /// Whether `needle` (ASCII) is at `index`, ignoring case.
    static func matches(_ b: [UInt8], at index: Int, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard index >= 0, index + pattern.count <= b.count else { return false }
        for (offset, c) in pattern.enumerated() where lower(b[index + offset]) != lower(c) { return false }
        return true
    }

    /// The index of the next `needle` (ASCII, ignoring case) at or after `from`.
    static func find(_ b: [UInt8], _ needle: String, from: Int) -> Int? {
        guard let first = needle.utf8.first else { return nil }
        var i = max(0, from)
        let firstLower = lower(first)
        while i < b.count {
            if lower(b[i]) == firstLower, matches(b, at: i, needle) { return i }
            i += 1
        }
        return nil
    }
}
