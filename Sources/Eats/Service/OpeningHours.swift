import Foundation

/// OpenStreetMap `opening_hours`, the common part of the syntax: rules separated by `;`, each
/// with weekdays (`Mo-Fr`, `Sa,Su`, `Mo-Su`) and times (`11:00-14:00,17:00-23:00`, past
/// midnight as `18:00-02:00` or `18:00-26:00`), `off`/`closed`, and `24/7`. A later rule for a
/// day replaces earlier ones, as the specification says. Anything else (months, weeks, sunrise,
/// school holidays) makes the whole value unknown rather than wrong; public-holiday rules
/// (`PH off`) do not change the week, having no holiday calendar, but are kept to be shown.
public struct OpeningHours: Sendable, Equatable {
    /// Per weekday (0 = Monday … 6 = Sunday): open intervals in minutes from that day's midnight;
    /// an interval may end after 1440 (open past midnight).
    public private(set) var days: [[ClosedRange<Int>]] = Array(repeating: [], count: 7)
    /// The hours on public holidays (`PH off`: [], closed), nil when the value says nothing
    /// readable about them.
    public private(set) var publicHolidays: [ClosedRange<Int>]?

    static let weekdays = ["mo": 0, "tu": 1, "we": 2, "th": 3, "fr": 4, "sa": 5, "su": 6]

    public init?(_ text: String) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !value.isEmpty, value.count <= 500 else { return nil }
        if value == "24/7" {
            days = Array(repeating: [0...1440], count: 7)
            return
        }
        for rawRule in value.split(separator: ";") {
            // ", " before a weekday starts an additional rule: it adds, it does not replace.
            for (n, part) in Self.additionalRules(String(rawRule)).enumerated() {
                let rule = part.trimmingCharacters(in: .whitespaces)
                if rule.isEmpty { continue }
                guard let parsed = Self.rule(rule) else { return nil }
                if let holidays = Self.holidayHours(rule) { publicHolidays = (n == 0 ? [] : publicHolidays ?? []) + holidays }
                guard let weekdays = parsed.weekdays else { continue } // a holiday rule: not applied
                for day in weekdays { days[day] = (n == 0 ? [] : days[day]) + parsed.intervals }
            }
        }
    }

    /// "Mo-Th 10:30-23:00, Fr 10:30-24:00" → the rule and its additional rule.
    static func additionalRules(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if chars[i] == "," {
                var j = i + 1
                while j < chars.count, chars[j] == " " { j += 1 }
                let word = String(chars[j..<min(j + 2, chars.count)]).lowercased()
                // Only after times: "Mo,We 11:00-14:00" is one rule's list of days.
                if (weekdays[word] != nil || word == "ph") && current.contains(where: \.isNumber) {
                    parts.append(current)
                    current = ""
                    i = j
                    continue
                }
            }
            current.append(chars[i])
            i += 1
        }
        parts.append(current)
        return parts
    }

    /// One rule: weekdays (all when absent) and intervals ([] when closed). `weekdays` is nil
    /// for a public-holiday rule.
    static func rule(_ rule: String) -> (weekdays: [Int]?, intervals: [ClosedRange<Int>])? {
        var rest = Substring(rule)
        var weekdays: [Int] = Array(0..<7)
        let firstWord = rest.prefix { !$0.isWhitespace }
        if let first = firstWord.first, first.isLetter, !["off", "closed"].contains(firstWord.lowercased()) {
            rest = rest.dropFirst(firstWord.count).drop { $0.isWhitespace }
            let selector = firstWord.lowercased()
            if selector == "ph" || selector == "sh" { return (nil, []) }
            var chosen: [Int] = []
            for part in selector.split(separator: ",") {
                if part == "ph" { continue }
                let ends = part.split(separator: "-")
                guard let start = day(ends.first), ends.count <= 2 else { return nil }
                if ends.count == 2 {
                    guard let end = Self.weekdays[String(ends[1])] else { return nil }
                    var day = start
                    while true {
                        chosen.append(day)
                        if day == end { break }
                        day = (day + 1) % 7
                    }
                } else {
                    chosen.append(start)
                }
            }
            weekdays = chosen
        }
        let times = rest.trimmingCharacters(in: .whitespaces).lowercased()
        if times == "off" || times == "closed" { return (weekdays, []) }
        if times.isEmpty { return nil }
        var intervals: [ClosedRange<Int>] = []
        for span in times.split(separator: ",") {
            let ends = span.trimmingCharacters(in: .whitespaces).split(separator: "-")
            guard ends.count == 2, let open = minutes(ends[0]), var close = minutes(ends[1]) else { return nil }
            if close <= open { close += 1440 } // past midnight
            guard close - open <= 1440 else { return nil }
            intervals.append(open...close)
        }
        return (weekdays, intervals)

        func day(_ text: Substring?) -> Int? { text.flatMap { Self.weekdays[String($0)] } }
    }

    /// A rule's hours when its days name public holidays (`PH off`, `Su,PH 10:00-14:00`); nil
    /// for any other rule, or times it cannot read.
    static func holidayHours(_ rule: String) -> [ClosedRange<Int>]? {
        let firstWord = rule.prefix { !$0.isWhitespace }
        guard firstWord.lowercased().split(separator: ",").contains("ph") else { return nil }
        let times = rule.dropFirst(firstWord.count).trimmingCharacters(in: .whitespaces).lowercased()
        if times == "off" || times == "closed" { return [] }
        var intervals: [ClosedRange<Int>] = []
        for span in times.split(separator: ",") {
            let ends = span.trimmingCharacters(in: .whitespaces).split(separator: "-")
            guard ends.count == 2, let open = minutes(ends[0]), var close = minutes(ends[1]) else { return nil }
            if close <= open { close += 1440 }
            intervals.append(open...close)
        }
        return intervals.isEmpty ? nil : intervals
    }

    /// "11:00", "11" → minutes after midnight (up to 48:00).
    static func minutes(_ text: Substring) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":")
        guard (1...2).contains(parts.count), let hour = Int(parts[0]), (0...48).contains(hour) else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]) : 0
        guard let minute, (0...59).contains(minute), parts.count == 1 || parts[1].count == 2 else { return nil }
        return hour * 60 + minute
    }

    /// Open at `weekday` (0 = Monday) and `minute` after that day's midnight: by today's
    /// intervals, or by yesterday's running past midnight.
    public func isOpen(weekday: Int, minute: Int) -> Bool {
        if days[weekday].contains(where: { $0.lowerBound <= minute && minute < $0.upperBound }) { return true }
        let yesterday = (weekday + 6) % 7
        return days[yesterday].contains { $0.lowerBound <= minute + 1440 && minute + 1440 < $0.upperBound }
    }

    /// Open at `date` where the restaurant is.
    public func isOpen(at date: Date, in zone: TimeZone) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        // Calendar: 1 = Sunday … 7 = Saturday.
        let weekday = ((c.weekday ?? 2) + 5) % 7
        return isOpen(weekday: weekday, minute: (c.hour ?? 0) * 60 + (c.minute ?? 0))
    }
}
