import Foundation
import ZIPFoundation

/// What makes an EPUB refused before anything in it is read: zip bombs (too big, too many
/// entries, an implausible compression ratio, an entry that inflates past its declared size),
/// entries that would escape the archive (absolute paths, `..`, backslashes) or are links, and
/// XML that declares entities (billion laughs, external entities).
enum EPUBLimits {
    /// The book file itself (it is read whole on import).
    static let maxFileBytes = 200 << 20
    static let maxEntries = 10_000
    static let maxEntryBytes: Int64 = 64 << 20
    static let maxTotalBytes: Int64 = 512 << 20
    /// Text compresses 5–10 times, images hardly at all; a bomb compresses a thousand times.
    static let maxRatio: Int64 = 100
    /// Below this size the ratio is not checked (a few KB of repeated markup compress well).
    static let ratioFloor: Int64 = 1 << 20

    static func check(_ archive: Archive) throws {
        var count = 0
        var total: Int64 = 0
        for entry in archive {
            count += 1
            guard count <= maxEntries else { throw EPUBPackage.Invalid(reason: "it has more than \(maxEntries) files") }
            let path = entry.path
            guard isSafe(path) else { throw EPUBPackage.Invalid(reason: "the entry \"\(path)\" would be written outside the book") }
            guard entry.type != .symlink else { throw EPUBPackage.Invalid(reason: "the entry \"\(path)\" is a link") }
            let size = Int64(entry.uncompressedSize)
            guard size <= maxEntryBytes else { throw EPUBPackage.Invalid(reason: "\(path) is larger than 64 MB") }
            total += size
            guard total <= maxTotalBytes else { throw EPUBPackage.Invalid(reason: "it unpacks to more than 512 MB") }
            if size > ratioFloor, size / max(1, Int64(entry.compressedSize)) > maxRatio {
                throw EPUBPackage.Invalid(reason: "\(path) is compressed more than \(maxRatio) to 1 (a zip bomb?)")
            }
        }
    }

    /// A relative path inside the archive: no leading slash, no `..` or `.` step, no backslash or
    /// control character, no drive letter.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains(":"),
              !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return false }
        return !path.split(separator: "/", omittingEmptySubsequences: false).dropLast(path.hasSuffix("/") ? 1 : 0)
            .contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// The entry's bytes, stopping as soon as it inflates past its declared size (a lying header).
    static func inflate(_ entry: Entry, from archive: Archive) throws -> Data {
        let declared = Int64(entry.uncompressedSize)
        guard declared <= maxEntryBytes else { throw EPUBPackage.Invalid(reason: "\(entry.path) is larger than 64 MB") }
        var data = Data()
        data.reserveCapacity(Int(declared))
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard Int64(data.count + chunk.count) <= declared else { throw EPUBPackage.Invalid(reason: "\(entry.path) is larger than it says") }
                data.append(chunk)
            }
        } catch let invalid as EPUBPackage.Invalid {
            throw invalid
        } catch {
            throw EPUBPackage.Invalid(reason: "\(entry.path) is damaged (\(error))")
        }
        return data
    }

    /// XML that may be parsed: no entity declarations and no internal DTD subset. A DOCTYPE
    /// naming a public DTD (XHTML 1.1, as EPUB 2 books do) is allowed; it is never fetched.
    static func checkedXML(_ data: Data, path: String) throws -> Data {
        // Declarations are ASCII whatever the encoding (UTF-8 or UTF-16 with a BOM).
        let text = String(decoding: data.prefix(1 << 20).filter { $0 != 0 }, as: UTF8.self)
        if text.contains("<!ENTITY") { throw EPUBPackage.Invalid(reason: "\(path) declares XML entities") }
        if let doctype = text.range(of: "<!DOCTYPE") {
            let rest = text[doctype.upperBound...]
            let end = rest.firstIndex(of: ">") ?? rest.endIndex
            let declaration = rest[..<end]
            if declaration.contains("[") { throw EPUBPackage.Invalid(reason: "\(path) has an internal DTD") }
            // Only the W3C's own DTDs may be named (and even those are never fetched).
            let quoted = declaration.replacingOccurrences(of: "'", with: "\"").split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            if declaration.contains("SYSTEM") || declaration.contains("PUBLIC"), let system = quoted.last,
               !system.hasPrefix("http://www.w3.org/"), !(declaration.contains("PUBLIC") && quoted.count == 1) {
                throw EPUBPackage.Invalid(reason: "\(path) names an outside DTD (\(system))")
            }
        }
        return data
    }
}
