import Foundation

/// Where a restaurant's week stands at a moment: open until when, or when it opens next.
public enum OpeningStatus: Sendable, Equatable {
    /// Open every minute of the week (`24/7`, or hours that join up all round).
    case alwaysOpen
    case open(until: Date)
    /// Closed; `opens` is nil when its hours never open.
    case closed(opens: Date?)
}

extension OpeningHours {
    static let minutesPerWeek = 7 * 1440

    /// The week's open spans in minutes from Monday 00:00, merged where they touch, laid out
    /// over two weeks so a span running past Sunday midnight is one span.
    var spans: [Range<Int>] {
        var raw: [Range<Int>] = []
        for (day, intervals) in days.enumerated() {
            for interval in intervals where interval.upperBound > interval.lowerBound {
                let start = day * 1440 + interval.lowerBound
                raw.append(start..<(day * 1440 + interval.upperBound))
            }
        }
        let twoWeeks = (raw + raw.map { ($0.lowerBound + Self.minutesPerWeek)..<($0.upperBound + Self.minutesPerWeek) })
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for span in twoWeeks {
            if let last = merged.last, span.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
            } else {
                merged.append(span)
            }
        }
        return merged
    }

    /// Open or closed at `date` where the restaurant is, and until or from when.
    public func status(at date: Date, in zone: TimeZone) -> OpeningStatus {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.weekday, .hour, .minute], from: date)
        let weekday = ((c.weekday ?? 2) + 5) % 7 // Calendar: 1 = Sunday
        let now = weekday * 1440 + (c.hour ?? 0) * 60 + (c.minute ?? 0)
        let spans = self.spans
        if let current = spans.first(where: { $0.contains(now) }) {
            if current.count >= Self.minutesPerWeek { return .alwaysOpen }
            return .open(until: Self.date(weekMinute: current.upperBound, from: date, weekday: weekday, calendar: calendar))
        }
        guard let next = spans.first(where: { $0.lowerBound > now }) else { return .closed(opens: nil) }
        return .closed(opens: Self.date(weekMinute: next.lowerBound, from: date, weekday: weekday, calendar: calendar))
    }

    /// The moment a minute of the (two-week) timeline is, as the clock on the wall shows it:
    /// that day's local time, so a change to summer time does not move "10:30".
    static func date(weekMinute: Int, from date: Date, weekday: Int, calendar: Calendar) -> Date {
        let today = calendar.startOfDay(for: date)
        let dayOffset = weekMinute / 1440 - weekday
        let minute = weekMinute % 1440
        let day = calendar.date(byAdding: .day, value: dayOffset, to: today) ?? today
        return calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day) ?? day
    }
}
