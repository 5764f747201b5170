import Foundation

/// RFC 4180 CSV that a spreadsheet cannot run: a cell starting with `=`, `+`, `-`, `@`, a tab or
/// a carriage return is a formula to it, so it gets a leading `'` (OWASP's CSV injection advice).
public enum CSV {
    public static func document(_ rows: [[String]]) -> String {
        rows.map { $0.map(cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    public static func cell(_ value: String) -> String {
        var value = value
        // Scalars, not characters: "\r\n" is one Character and equals neither "\r" nor "\n".
        if let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { value = "'" + value }
        guard value.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
