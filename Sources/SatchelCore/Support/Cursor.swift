import Foundation

/// An opaque paging cursor: the sort key (time and id) of the last item on a page.
public struct Cursor: Sendable, Equatable {
    public var date: Date
    public var id: UUID

    public init(date: Date, id: UUID) {
        self.date = date
        self.id = id
    }

    public var encoded: String {
        // The exact bits of the time, so the next page starts exactly after this item.
        let raw = "\(String(date.timeIntervalSince1970.bitPattern, radix: 16))|\(id.uuidString)"
        return Data(raw.utf8).base64URLEncoded
    }

    /// Nil for absent input; a validation error for a cursor that was not made here.
    public static func decode(_ string: String?) throws -> Cursor? {
        guard let string, !string.isEmpty else { return nil }
        guard let data = Data(base64URLEncoded: string), let raw = String(data: data, encoding: .utf8) else {
            throw AppError.invalid("cursor", "cursor.invalid")
        }
        let fields = raw.split(separator: "|")
        guard fields.count == 2, let bits = UInt64(fields[0], radix: 16), let id = UUID(uuidString: String(fields[1])),
              case let seconds = Double(bitPattern: bits), seconds.isFinite, (0...32_503_680_000).contains(seconds)
        else { throw AppError.invalid("cursor", "cursor.invalid") }
        return Cursor(date: Date(timeIntervalSince1970: seconds), id: id)
    }
}

/// How many items a page holds: `limit` from 1 to 100, default 20.
public enum PageSize {
    public static func resolve(_ limit: Int?) throws -> Int {
        guard let limit else { return 20 }
        guard (1...100).contains(limit) else {
            throw AppError.invalid("limit", "limit.range", ["min": "1", "max": "100"])
        }
        return limit
    }
}
