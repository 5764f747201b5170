import Foundation

/// A DATE or DATE-TIME value's fields, as written (RFC 5545 §3.3.4, §3.3.5).
struct ICalDateTime: Sendable, Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// A DATE: a day, no time of day.
    var isDate: Bool
    /// Ends in Z.
    var isUTC: Bool

    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
         isDate: Bool = false, isUTC: Bool = false) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.isDate = isDate
        self.isUTC = isUTC
    }

    /// `20261127T090000`, `20261127T090000Z` or `20261127`; seconds may be missing, and dashes
    /// and colons (`2026-11-27T09:00:00Z`, not RFC 5545 but seen) are tolerated.
    init?(ical text: String) {
        var s: [Unicode.Scalar] = []
        for scalar in ICalText.trim(text).uppercased().unicodeScalars where scalar != "-" && scalar != ":" {
            s.append(scalar)
        }
        func number(_ from: Int, _ length: Int) -> Int? {
            guard from + length <= s.count else { return nil }
            var n = 0
            for k in from..<(from + length) {
                let v = s[k].value
                guard v >= 48, v <= 57 else { return nil }
                n = n * 10 + Int(v - 48)
            }
            return n
        }
        guard let y = number(0, 4), let mo = number(4, 2), let d = number(6, 2) else { return nil }
        if s.count == 8 {
            guard ICalDateTime.isValid(year: y, month: mo, day: d, hour: 0, minute: 0, second: 0) else { return nil }
            self.init(year: y, month: mo, day: d, isDate: true)
            return
        }
        guard s.count >= 13, s[8] == "T", let h = number(9, 2), let mi = number(11, 2) else { return nil }
        var rest = 13
        var sec = 0
        if let ss = number(13, 2) {
            sec = ss
            rest = 15
        }
        var utc = false
        if rest < s.count, s[rest] == "Z" {
            utc = true
            rest += 1
        }
        guard rest == s.count, ICalDateTime.isValid(year: y, month: mo, day: d, hour: h, minute: mi, second: sec) else {
            return nil
        }
        self.init(year: y, month: mo, day: d, hour: h, minute: mi, second: sec, isUTC: utc)
    }

    /// Satchel's wall clock, `YYYY-MM-DDTHH:MM` (`:SS` and a space for `T` tolerated).
    init?(wallClock text: String) {
        let parts = ICalText.trim(text).split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, time.count == 2 || time.count == 3,
              let y = Int(date[0]), let mo = Int(date[1]), let d = Int(date[2]),
              let h = Int(time[0]), let mi = Int(time[1])
        else { return nil }
        var sec = 0
        if time.count == 3 {
            guard let ss = Int(time[2]) else { return nil }
            sec = ss
        }
        guard ICalDateTime.isValid(year: y, month: mo, day: d, hour: h, minute: mi, second: sec) else { return nil }
        self.init(year: y, month: mo, day: d, hour: h, minute: mi, second: sec)
    }

    /// The fields of `instant` moved by `offset` seconds, read as UTC: with a zone's offset,
    /// the wall clock there.
    init(instant: Date, offset: Int = 0) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = ICalText.utc
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                        from: instant.addingTimeInterval(TimeInterval(offset)))
        self.init(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1,
                  hour: c.hour ?? 0, minute: c.minute ?? 0, second: c.second ?? 0)
    }

    static func isValid(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Bool {
        guard (1...9999).contains(year), (1...12).contains(month), (0...23).contains(hour),
              (0...59).contains(minute), (0...60).contains(second) else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    /// `yyyyMMdd'T'HHmmss`, no zone.
    var basic: String {
        ICalText.pad(year, 4) + ICalText.pad(month, 2) + ICalText.pad(day, 2) + "T"
            + ICalText.pad(hour, 2) + ICalText.pad(minute, 2) + ICalText.pad(second, 2)
    }

    /// Satchel's `YYYY-MM-DDTHH:MM`.
    var wallClock: String {
        ICalText.pad(year, 4) + "-" + ICalText.pad(month, 2) + "-" + ICalText.pad(day, 2) + "T"
            + ICalText.pad(hour, 2) + ":" + ICalText.pad(minute, 2)
    }

    /// 0 for Sunday … 6 for Saturday (Sakamoto's method, proleptic Gregorian).
    var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }

    /// The instant these fields name in `zone`.
    func date(in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day,
                                                  hour: hour, minute: minute, second: second))
    }

    /// `yyyyMMdd'T'HHmmss'Z'`.
    static func utcStamp(_ date: Date) -> String {
        ICalDateTime(instant: date).basic + "Z"
    }
}
