import Foundation

/// RFC 5545's text layer: escaping TEXT values, quoting parameter values, folding and unfolding
/// content lines, reading a content line into name, parameters and value, and reading the
/// BEGIN/END structure into components.
///
/// Everything works on Unicode scalars, not Characters: Swift treats CRLF (and a space followed
/// by a combining mark) as one Character, which would hide line breaks and fold markers.
enum ICalText {
    /// UTC, for DATE-TIME values ending in Z.
    static let utc: TimeZone = TimeZone(secondsFromGMT: 0) ?? TimeZone(identifier: "UTC") ?? TimeZone.current

    // MARK: - TEXT values

    /// Escapes a TEXT value (RFC 5545 §3.3.11): `\` `;` `,` and line breaks (CRLF, CR or LF
    /// become `\n`). Other control characters are not allowed in TEXT and are dropped.
    static func escape(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue } // the LF of a CRLF: its newline is written
            }
            switch scalar {
            case "\\":
                out.append("\\")
                out.append("\\")
            case ";":
                out.append("\\")
                out.append(";")
            case ",":
                out.append("\\")
                out.append(",")
            case "\r":
                out.append("\\")
                out.append("n")
                afterCR = true
            case "\n":
                out.append("\\")
                out.append("n")
            case "\t":
                out.append(scalar)
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// Reads a TEXT value: `\n` and `\N` are newlines, `\\` `\;` `\,` stand for themselves, and
    /// so (leniently) does any other escaped character, such as the `\:` some writers produce.
    static func unescape(_ value: String) -> String {
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                if scalar == "n" || scalar == "N" {
                    out.append("\n")
                } else {
                    out.append(scalar)
                }
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        if escaping { out.append("\\") }
        return String(out)
    }

    // MARK: - Parameter values

    /// A property parameter value as written: DQUOTEd when it holds `:` `;` `,` or anything
    /// outside ASCII. A DQUOTE can't appear in a parameter value, so `"` becomes `'`; line
    /// breaks and tabs become spaces and other control characters are dropped.
    static func parameterValue(_ value: String) -> String {
        var cleaned = String.UnicodeScalarView()
        var needsQuotes = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"":
                cleaned.append("'")
            case "\r", "\n", "\t":
                cleaned.append(" ")
            default:
                guard scalar.value >= 0x20, scalar.value != 0x7F else { continue }
                if scalar == ":" || scalar == ";" || scalar == "," || !scalar.isASCII { needsQuotes = true }
                cleaned.append(scalar)
            }
        }
        let text = String(cleaned)
        return needsQuotes ? "\"" + text + "\"" : text
    }

    /// RFC 6868 in parameter values: `^n` is a newline, `^'` a DQUOTE, `^^` a caret.
    static func decodeCaret(_ value: String) -> String {
        guard value.unicodeScalars.contains("^") else { return value }
        var out = String.UnicodeScalarView()
        var pending = false
        for scalar in value.unicodeScalars {
            if pending {
                pending = false
                switch scalar {
                case "n":
                    out.append("\n")
                case "'":
                    out.append("\"")
                case "^":
                    out.append("^")
                default:
                    out.append("^")
                    out.append(scalar)
                }
            } else if scalar == "^" {
                pending = true
            } else {
                out.append(scalar)
            }
        }
        if pending { out.append("^") }
        return String(out)
    }

    // MARK: - Folding

    /// Folds one content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence:
    /// the physical lines joined by CRLF, each continuation starting with one space.
    static func fold(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        var used = 0
        for scalar in line.unicodeScalars {
            let width = utf8Width(scalar)
            if used + width > 75 {
                out.append("\r")
                out.append("\n")
                out.append(" ")
                used = 1
            }
            out.append(scalar)
            used += width
        }
        return String(out)
    }

    /// Octets of `scalar` in UTF-8.
    static func utf8Width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0..<0x80: return 1
        case 0x80..<0x800: return 2
        case 0x800..<0x10000: return 3
        default: return 4
        }
    }

    /// The logical content lines of `text`: split at CRLF, LF or a lone CR, a leading byte order
    /// mark dropped, blank lines skipped, and each line starting with a space or tab joined
    /// (without that character) to the one before.
    static func unfold(_ text: String) -> [String] {
        var physical: [String.UnicodeScalarView] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        var atStart = true
        for scalar in text.unicodeScalars {
            if atStart {
                atStart = false
                if scalar == "\u{FEFF}" { continue }
            }
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue }
            }
            if scalar == "\r" || scalar == "\n" {
                physical.append(current)
                current = String.UnicodeScalarView()
                afterCR = scalar == "\r"
            } else {
                current.append(scalar)
            }
        }
        physical.append(current)

        var logical: [String.UnicodeScalarView] = []
        for line in physical where !line.isEmpty {
            if let lead = line.first, lead == " " || lead == "\t", !logical.isEmpty {
                logical[logical.count - 1].append(contentsOf: line.dropFirst())
            } else {
                logical.append(line)
            }
        }
        return logical.map { String($0) }
    }

    // MARK: - Content lines

    /// Reads `NAME;PARAM=value;PARAM="quoted":value`. Nil when there is no `:` after the name and
    /// parameters, or no name.
    static func contentLine(_ line: String) -> ICalProperty? {
        let scalars = Array(line.unicodeScalars)
        let count = scalars.count
        var i = 0
        var name = String.UnicodeScalarView()
        while i < count, scalars[i] != ";", scalars[i] != ":" {
            name.append(scalars[i])
            i += 1
        }
        let propertyName = trim(String(name)).uppercased()
        guard i < count, !propertyName.isEmpty else { return nil }

        // One parameter value, quoted or not, from `position` up to the next `,` `;` or `:`.
        func readValue(_ position: inout Int) -> String {
            var value = String.UnicodeScalarView()
            if position < count, scalars[position] == "\"" {
                position += 1
                while position < count, scalars[position] != "\"" {
                    value.append(scalars[position])
                    position += 1
                }
                if position < count { position += 1 } // the closing quote
                // Nothing may follow a closing quote but a delimiter; skip whatever does.
                while position < count, scalars[position] != ",", scalars[position] != ";", scalars[position] != ":" {
                    position += 1
                }
            } else {
                while position < count, scalars[position] != ",", scalars[position] != ";", scalars[position] != ":" {
                    value.append(scalars[position])
                    position += 1
                }
            }
            return decodeCaret(String(value))
        }

        var parameters: [String: String] = [:]
        while i < count, scalars[i] == ";" {
            i += 1
            var key = String.UnicodeScalarView()
            while i < count, scalars[i] != "=", scalars[i] != ";", scalars[i] != ":" {
                key.append(scalars[i])
                i += 1
            }
            var values: [String] = []
            if i < count, scalars[i] == "=" {
                i += 1
                values.append(readValue(&i))
                while i < count, scalars[i] == "," {
                    i += 1
                    values.append(readValue(&i))
                }
            }
            let parameterName = trim(String(key)).uppercased()
            if !parameterName.isEmpty, parameters[parameterName] == nil {
                parameters[parameterName] = values.joined(separator: ",")
            }
        }
        guard i < count, scalars[i] == ":" else { return nil }
        var value = String.UnicodeScalarView()
        value.append(contentsOf: scalars[(i + 1)...])
        return ICalProperty(name: propertyName, parameters: parameters, value: String(value))
    }

    /// The components of `text`, outermost first. Throws when it isn't an iCalendar object: it
    /// doesn't start with BEGIN:VCALENDAR, or its BEGIN and END lines don't pair up.
    static func components(_ text: String) throws -> [ICalComponent] {
        var roots: [ICalComponent] = []
        var stack: [ICalComponent] = []
        let notCalendar = CalendarParseError("not an iCalendar object: it does not start with BEGIN:VCALENDAR")
        for (number, line) in unfold(text).enumerated() {
            guard let property = contentLine(line) else {
                if roots.isEmpty && stack.isEmpty { throw notCalendar }
                continue // a malformed line inside a component: ignored
            }
            switch property.name {
            case "BEGIN":
                let name = trim(property.value).uppercased()
                guard !name.isEmpty else {
                    throw CalendarParseError("BEGIN without a component name (content line \(number + 1))")
                }
                if roots.isEmpty && stack.isEmpty && name != "VCALENDAR" { throw notCalendar }
                stack.append(ICalComponent(name: name))
            case "END":
                let name = trim(property.value).uppercased()
                guard let open = stack.popLast() else {
                    if roots.isEmpty { throw notCalendar }
                    throw CalendarParseError("END:\(name) without a BEGIN (content line \(number + 1))")
                }
                guard open.name == name else {
                    throw CalendarParseError("END:\(name) where END:\(open.name) was expected (content line \(number + 1))")
                }
                if stack.isEmpty {
                    roots.append(open)
                } else {
                    stack[stack.count - 1].components.append(open)
                }
            default:
                if stack.isEmpty {
                    if roots.isEmpty { throw notCalendar }
                    continue // stray text after END:VCALENDAR
                }
                stack[stack.count - 1].properties.append(property)
            }
        }
        if let open = stack.last { throw CalendarParseError("BEGIN:\(open.name) is never closed by END:\(open.name)") }
        if roots.isEmpty { throw CalendarParseError("not an iCalendar object: there is no BEGIN:VCALENDAR") }
        return roots
    }

    // MARK: - Small helpers

    static func trim<S: StringProtocol>(_ text: S) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }

    /// `n` in decimal, zero-padded to `width` digits.
    static func pad(_ n: Int, _ width: Int) -> String {
        let digits = String(abs(n))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return n < 0 ? "-" + padded : padded
    }

    /// A coordinate with 6 decimals (about 11 cm), never `-0.000000`.
    static func fixed6(_ x: Double) -> String {
        let text = String(format: "%.6f", x)
        return text == "-0.000000" ? "0.000000" : text
    }
}

/// One content line: `NAME;PARAM=value:value`.
struct ICalProperty: Sendable, Equatable {
    /// Upper-cased.
    var name: String
    /// By upper-cased name; values unquoted, a list's values joined by `,`, RFC 6868 decoded.
    var parameters: [String: String]
    /// As written (TEXT still escaped).
    var value: String

    func parameter(_ name: String) -> String? { parameters[name.uppercased()] }

    /// The value read as TEXT.
    var text: String { ICalText.unescape(value) }
}

/// A BEGIN…END block with its properties and the blocks inside it.
struct ICalComponent: Sendable, Equatable {
    /// Upper-cased.
    var name: String
    var properties: [ICalProperty] = []
    var components: [ICalComponent] = []

    init(name: String) {
        self.name = name
    }

    func first(_ name: String) -> ICalProperty? { properties.first { $0.name == name } }
    func all(_ name: String) -> [ICalProperty] { properties.filter { $0.name == name } }
    func children(_ name: String) -> [ICalComponent] { components.filter { $0.name == name } }
}
