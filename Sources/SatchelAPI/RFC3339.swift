import Foundation

/// Date-times as RFC 3339 writes them, which is what openapi.yaml's `format: date-time` means:
/// `2026-11-22T18:00:00Z`, with any number of fractional digits, a `t`/`z` in either case and any
/// offset. Every date-time the API reads (JSON bodies, query parameters) goes through this one
/// reader, so anything the contract allows is understood.
public enum RFC3339 {
    public static func date(_ text: String) -> Date? {
        let b = Array(text.utf8)
        func digits(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var value = 0
            for i in from..<(from + count) {
                guard (0x30...0x39).contains(b[i]) else { return nil }
                value = value * 10 + Int(b[i] - 0x30)
            }
            return value
        }
        func byte(_ i: Int, _ c: UInt8) -> Bool { i < b.count && b[i] == c }
        guard let year = digits(0, 4), byte(4, 0x2D), let month = digits(5, 2), byte(7, 0x2D), let day = digits(8, 2),
              b.count > 10, [0x54, 0x74, 0x20].contains(b[10]),
              let hour = digits(11, 2), byte(13, 0x3A), let minute = digits(14, 2), byte(16, 0x3A), let second = digits(17, 2)
        else { return nil }
        var i = 19
        var fraction = 0.0
        if byte(i, 0x2E) {
            i += 1
            var scale = 0.1
            let start = i
            while i < b.count, (0x30...0x39).contains(b[i]) {
                fraction += Double(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return nil }
        }
        var offset = 0
        if byte(i, 0x5A) || byte(i, 0x7A) {
            i += 1
        } else if byte(i, 0x2B) || byte(i, 0x2D) {
            guard let oh = digits(i + 1, 2), byte(i + 3, 0x3A), let om = digits(i + 4, 2), oh <= 23, om <= 59 else { return nil }
            offset = (oh * 3600 + om * 60) * (b[i] == 0x2D ? -1 : 1)
            i += 6
        } else {
            return nil
        }
        guard i == b.count, (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59))
        guard let range = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: year, month: month))!),
              range.contains(day), let date = calendar.date(from: components) else { return nil }
        return date.addingTimeInterval(fraction - Double(offset))
    }
}
