import Foundation

/// One record of a CSV file: its fields, and the line it starts on (from 1; line breaks inside
/// quoted fields count, so the number is where a text editor shows the record).
public struct CSVRecord: Sendable, Equatable {
    public var fields: [String]
    public var line: Int

    public init(fields: [String], line: Int) {
        self.fields = fields
        self.line = line
    }
}

public enum CSVError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A quoted field is never closed; `line` is where it opens.
    case unterminatedQuote(line: Int)
    /// The bytes are not UTF-8.
    case notUTF8

    public var description: String {
        switch self {
        case .unterminatedQuote(let line): return "line \(line): a quoted field is opened but never closed"
        case .notUTF8: return "the file is not UTF-8 text (save it as UTF-8 and try again)"
        }
    }
}

/// Reads CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (a bare LF or
/// CR is accepted too); a field in double quotes may hold commas, line breaks and doubled
/// quotes (`""` is one `"`). UTF-8, with or without a byte order mark.
///
/// Lenient where the RFC is silent: a quote inside an unquoted field, or text after a closing
/// quote, is kept as written. Blank lines are skipped; a line break at the end of the last
/// record does not make an empty record. Only a quote that is never closed is an error.
public enum CSVReader {
    private static let quote: UInt8 = 0x22
    private static let comma: UInt8 = 0x2C
    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The records of a file's bytes, the header (if any) first.
    public static func records(in data: Data) throws -> [CSVRecord] {
        let bytes = [UInt8](data)
        let start = bytes.starts(with: bom) ? bom.count : 0
        guard String(bytes: bytes[start...], encoding: .utf8) != nil else { throw CSVError.notUTF8 }
        return try parse(bytes, from: start)
    }

    /// The records of CSV text, the header (if any) first.
    public static func records(in text: String) throws -> [CSVRecord] {
        let bytes = Array(text.utf8)
        return try parse(bytes, from: bytes.starts(with: bom) ? bom.count : 0)
    }

    /// Works on bytes: quote, comma, CR and LF are ASCII and never occur inside a multi-byte
    /// UTF-8 sequence, so every field boundary falls between whole characters.
    private static func parse(_ b: [UInt8], from start: Int) throws -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var quoteLine = 1
        var inQuotes = false
        var atFieldStart = true
        var recordHasContent = false
        let n = b.count
        var i = start
        while i < n {
            let c = b[i]
            if inQuotes {
                if c == quote {
                    if i + 1 < n, b[i + 1] == quote {
                        field.append(quote)
                        i += 2
                    } else {
                        inQuotes = false
                        i += 1
                    }
                    continue
                }
                field.append(c)
                if c == cr || c == lf {
                    // A line break inside quotes belongs to the field, as written.
                    if c == cr, i + 1 < n, b[i + 1] == lf {
                        field.append(lf)
                        i += 1
                    }
                    line += 1
                }
                i += 1
                continue
            }
            switch c {
            case quote where atFieldStart:
                inQuotes = true
                quoteLine = line
                atFieldStart = false
                recordHasContent = true
            case comma:
                fields.append(String(decoding: field, as: UTF8.self))
                field.removeAll(keepingCapacity: true)
                atFieldStart = true
                recordHasContent = true
            case cr, lf:
                if recordHasContent {
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                    records.append(CSVRecord(fields: fields, line: recordLine))
                    fields = []
                }
                if c == cr, i + 1 < n, b[i + 1] == lf { i += 1 }
                line += 1
                recordLine = line
                atFieldStart = true
                recordHasContent = false
            default:
                field.append(c)
                atFieldStart = false
                recordHasContent = true
            }
            i += 1
        }
        if inQuotes { throw CSVError.unterminatedQuote(line: quoteLine) }
        if recordHasContent {
            fields.append(String(decoding: field, as: UTF8.self))
            records.append(CSVRecord(fields: fields, line: recordLine))
        }
        return records
    }
}
