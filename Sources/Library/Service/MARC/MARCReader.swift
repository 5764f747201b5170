import Foundation

/// Reads MARC 21 records in ISO 2709 exchange format (`.mrc`): a 24-byte leader whose first
/// five digits are the record's length and positions 12–16 the base address of its data; a
/// directory of 12-byte entries (tag, field length, start) ended by a field terminator (0x1E);
/// then the fields, each ended by 0x1E, data fields as two indicators and subfields led by a
/// delimiter (0x1F) and a code; the record ends with 0x1D.
///
/// Reads a file in chunks (a catalogue of 250,000 records is 240 MB). A damaged record is
/// reported with its position and skipped: reading resumes after the next record terminator.
/// Records must be UTF-8 (leader position 9 `a`); MARC-8 records are reported, not guessed at.
public struct MARCReader: Sequence, IteratorProtocol {
    public enum Item: Sendable {
        case record(MARCRecord)
        /// A record that could not be read: where it started (byte offset) and why.
        case skipped(offset: Int, reason: String)
    }

    static let fieldTerminator: UInt8 = 0x1E
    static let recordTerminator: UInt8 = 0x1D
    static let delimiter: UInt8 = 0x1F
    static let chunkSize = 4 << 20

    private let handle: FileHandle?
    private var buffer: [UInt8]
    private var position = 0
    /// Bytes of the file before `buffer[0]`.
    private var consumed = 0
    private var exhausted: Bool

    /// How far into the input reading has got, in bytes (for progress).
    public var bytesRead: Int { consumed + position }

    /// Reads the file at `path`.
    public init(path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        self.handle = handle
        buffer = []
        exhausted = false
    }

    /// Reads records from bytes in memory.
    public init(data: Data) {
        handle = nil
        buffer = Array(data)
        exhausted = true
    }

    /// Makes at least `count` bytes available from `position`, if the file has them.
    private mutating func fill(_ count: Int) -> Bool {
        while buffer.count - position < count, !exhausted, let handle {
            let chunk = handle.readData(ofLength: Self.chunkSize)
            if chunk.isEmpty { exhausted = true; break }
            if position > 0 {
                buffer.removeFirst(position)
                consumed += position
                position = 0
            }
            buffer.append(contentsOf: chunk)
        }
        return buffer.count - position >= count
    }

    public mutating func next() -> Item? {
        // Between records there may be stray line breaks (some exports add them).
        while fill(1), buffer[position] == 0x0A || buffer[position] == 0x0D { position += 1 }
        guard fill(24) else {
            if buffer.count > position {
                let offset = consumed + position
                position = buffer.count
                return .skipped(offset: offset, reason: "the file ends inside a record")
            }
            return nil
        }
        let offset = consumed + position
        guard let length = Self.number(buffer[position..<position + 5]), length >= 26 else {
            return skip(from: offset, "its leader does not start with a record length")
        }
        guard fill(length) else {
            // A wrong length, or a cut file: resume after the next terminator if there is one.
            if buffer[position...].contains(Self.recordTerminator) {
                return skip(from: offset, "its announced length (\(length)) runs past the end of the file")
            }
            position = buffer.count
            return .skipped(offset: offset, reason: "the file ends inside a record (\(length) bytes announced)")
        }
        let bytes = Array(buffer[position..<position + length])
        guard bytes[length - 1] == Self.recordTerminator else {
            return skip(from: offset, "its announced length (\(length)) does not end at a record terminator")
        }
        position += length
        do {
            return .record(try Self.parse(bytes))
        } catch let failure as Failure {
            return .skipped(offset: offset, reason: failure.reason)
        } catch {
            return .skipped(offset: offset, reason: "\(error)")
        }
    }

    /// Skips to just after the next record terminator.
    private mutating func skip(from offset: Int, _ reason: String) -> Item {
        while fill(1) {
            let byte = buffer[position]
            position += 1
            if byte == Self.recordTerminator { break }
        }
        return .skipped(offset: offset, reason: reason)
    }

    struct Failure: Error {
        let reason: String
    }

    /// One whole record (leader to terminator).
    static func parse(_ bytes: [UInt8]) throws -> MARCRecord {
        guard let leader = String(bytes: bytes[0..<24], encoding: .ascii) else { throw Failure(reason: "its leader is not ASCII") }
        guard bytes[9] == UInt8(ascii: "a") else {
            throw Failure(reason: "it is not in UTF-8 (leader position 9 is \"\(Character(UnicodeScalar(bytes[9])))\", MARC-8 is not read)")
        }
        guard let base = number(bytes[12..<17]), base > 24, base < bytes.count else {
            throw Failure(reason: "its base address of data is missing or outside the record")
        }
        guard bytes[base - 1] == fieldTerminator, (base - 1 - 24) % 12 == 0 else {
            throw Failure(reason: "its directory does not end where the base address says")
        }
        var fields: [MARCField] = []
        fields.reserveCapacity((base - 25) / 12)
        for entry in stride(from: 24, to: base - 1, by: 12) {
            guard let tag = String(bytes: bytes[entry..<entry + 3], encoding: .ascii),
                  let length = number(bytes[entry + 3..<entry + 7]), let start = number(bytes[entry + 7..<entry + 12]),
                  length >= 1, base + start + length <= bytes.count
            else { throw Failure(reason: "directory entry \((entry - 24) / 12 + 1) is malformed or points outside the record") }
            // Without its field terminator.
            var data = bytes[(base + start)..<(base + start + length)]
            if data.last == fieldTerminator { data = data.dropLast() }
            fields.append(try field(tag: tag, data))
        }
        return MARCRecord(leader: leader, fields: fields)
    }

    static func field(tag: String, _ data: ArraySlice<UInt8>) throws -> MARCField {
        if tag < "010" && tag.allSatisfy(\.isNumber) {
            return MARCField(tag: tag, value: text(data))
        }
        guard data.count >= 2 else { throw Failure(reason: "field \(tag) has no indicators") }
        let indicators = String(decoding: data.prefix(2), as: UTF8.self)
        var subfields: [MARCSubfield] = []
        for part in data.dropFirst(2).split(separator: delimiter, omittingEmptySubsequences: true) {
            guard let code = part.first, code < 0x80 else { continue }
            subfields.append(MARCSubfield(code: Character(UnicodeScalar(code)), value: text(part.dropFirst())))
        }
        return MARCField(tag: tag, indicators: indicators, subfields: subfields)
    }

    /// UTF-8 text; invalid sequences become U+FFFD rather than failing the record.
    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).precomposedStringWithCanonicalMapping
    }

    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for d in digits {
            guard d >= 0x30 && d <= 0x39 else { return nil }
            value = value * 10 + Int(d - 0x30)
        }
        return value
    }
}
