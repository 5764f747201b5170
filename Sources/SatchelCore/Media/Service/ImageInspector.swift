import Foundation

/// Identifies an image by its bytes (never its name or declared type), reads its size, and
/// removes location data. JPEG, PNG and WebP only.
public enum ImageInspector {
    public enum Format: String, Sendable {
        case jpeg = "image/jpeg", png = "image/png", webp = "image/webp"
    }

    public struct Inspected: Sendable {
        public var format: Format
        public var width: Int
        public var height: Int
        /// The bytes to store: location data removed.
        public var bytes: [UInt8]
    }

    static let maxSide = 20_000
    static let maxPixels = 100_000_000

    public static func inspect(_ bytes: [UInt8]) throws -> Inspected {
        let result: Inspected
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            result = try jpeg(bytes)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            result = try png(bytes)
        } else if bytes.count >= 16, Array(bytes[0..<4]) == Array("RIFF".utf8), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            result = try webp(bytes)
        } else {
            throw AppError(.unsupportedMediaType, "image.unsupported", fields: [FieldIssue(field: "photo", code: "image.unsupported")])
        }
        guard result.width > 0, result.height > 0, result.width <= maxSide, result.height <= maxSide,
              result.width * result.height <= maxPixels
        else { throw damaged }
        return result
    }

    static let damaged = AppError(.validation, "image.damaged", fields: [FieldIssue(field: "photo", code: "image.damaged")])

    static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    static func be32(_ b: [UInt8], _ i: Int) -> Int { be16(b, i) << 16 | be16(b, i + 2) }
    static func le16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    static func le24(_ b: [UInt8], _ i: Int) -> Int { le16(b, i) | Int(b[i + 2]) << 16 }

    // MARK: JPEG

    /// Walks the segments up to the image data: the frame header gives the size; XMP is dropped
    /// and the EXIF GPS directory emptied (the rest of EXIF, such as orientation, stays).
    static func jpeg(_ input: [UInt8]) throws -> Inspected {
        var out: [UInt8] = [0xFF, 0xD8]
        var i = 2
        var size: (Int, Int)?
        while i + 4 <= input.count {
            guard input[i] == 0xFF else { throw damaged }
            let marker = input[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD9 { break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { out += input[i..<i + 2]; i += 2; continue }
            let length = be16(input, i + 2)
            guard length >= 2, i + 2 + length <= input.count else { throw damaged }
            var segment = Array(input[i..<i + 2 + length])
            let payload = 4
            if [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF].contains(marker) {
                guard length >= 7 else { throw damaged }
                size = (be16(segment, payload + 3), be16(segment, payload + 1))
            }
            if marker == 0xE1 {
                let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]
                if segment.count >= payload + 6, Array(segment[payload..<payload + 6]) == exifHeader {
                    try removeGPS(&segment, tiffStart: payload + 6)
                } else if segment.count > payload + 20, String(decoding: segment[payload..<payload + 20], as: UTF8.self).hasPrefix("http://ns.adobe.com") {
                    i += 2 + length
                    continue // XMP may carry a location: drop it
                }
            }
            out += segment
            i += 2 + length
            if marker == 0xDA {
                out += input[i...]
                guard let size else { throw damaged }
                return Inspected(format: .jpeg, width: size.0, height: size.1, bytes: out)
            }
        }
        throw damaged
    }

    /// Empties the GPS directory of an EXIF block in place, zeroing its values.
    static func removeGPS(_ seg: inout [UInt8], tiffStart t: Int) throws {
        guard seg.count >= t + 8 else { return }
        let little: Bool
        switch (seg[t], seg[t + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return
        }
        func u16(_ o: Int) -> Int? { o + 2 <= seg.count ? (little ? le16(seg, o) : be16(seg, o)) : nil }
        func u32(_ o: Int) -> Int? {
            guard o + 4 <= seg.count else { return nil }
            return little ? (le16(seg, o) | le16(seg, o + 2) << 16) : be32(seg, o)
        }
        guard let ifd0 = u32(t + 4), let count = u16(t + ifd0) else { return }
        for e in 0..<count {
            let entry = t + ifd0 + 2 + e * 12
            guard let tag = u16(entry), tag == 0x8825, let gps = u32(entry + 8) else { continue }
            let gpsAt = t + gps
            guard let n = u16(gpsAt), gpsAt + 2 + n * 12 <= seg.count else { return }
            let typeSizes = [1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8]
            for g in 0..<n {
                let ge = gpsAt + 2 + g * 12
                guard let type = u16(ge + 2), let num = u32(ge + 4) else { continue }
                let bytes = (typeSizes[type] ?? 1) * num
                if bytes > 4, let off = u32(ge + 8), t + off + bytes <= seg.count {
                    for k in 0..<bytes { seg[t + off + k] = 0 }
                }
                for k in 0..<12 { seg[ge + k] = 0 }
            }
            seg[gpsAt] = 0
            seg[gpsAt + 1] = 0
        }
    }

    // MARK: PNG

    /// Checks the chunk structure and drops `eXIf` chunks.
    static func png(_ input: [UInt8]) throws -> Inspected {
        guard input.count >= 33, Array(input[12..<16]) == Array("IHDR".utf8) else { throw damaged }
        var out = Array(input[0..<8])
        var i = 8
        var sawEnd = false
        while i + 12 <= input.count {
            let length = be32(input, i)
            let type = String(decoding: input[i + 4..<i + 8], as: UTF8.self)
            guard length >= 0, i + 12 + length <= input.count else { throw damaged }
            if type != "eXIf" { out += input[i..<i + 12 + length] }
            i += 12 + length
            if type == "IEND" { sawEnd = true; break }
        }
        guard sawEnd else { throw damaged }
        return Inspected(format: .png, width: be32(input, 16), height: be32(input, 20), bytes: out)
    }

    // MARK: WebP

    static func webp(_ b: [UInt8]) throws -> Inspected {
        guard b.count >= 30 else { throw damaged }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        let (w, h): (Int, Int)
        switch chunk {
        case "VP8X":
            (w, h) = (le24(b, 24) + 1, le24(b, 27) + 1)
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { throw damaged }
            (w, h) = (le16(b, 26) & 0x3FFF, le16(b, 28) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { throw damaged }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            (w, h) = ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        default:
            throw damaged
        }
        let riffSize = le16(b, 4) | le16(b, 6) << 16
        guard riffSize + 8 <= b.count + 1 else { throw damaged }
        return Inspected(format: .webp, width: w, height: h, bytes: b)
    }
}
