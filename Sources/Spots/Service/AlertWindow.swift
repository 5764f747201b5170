import Foundation
import SatchelAPI

/// "Only between 08:00 and 20:00, only on weekdays": when a place reminder's alerts may go out.
///
/// Times are minutes after midnight in `zone`. A window whose end is not after its start crosses
/// midnight and belongs to the day it starts on (22:00–06:00 on Friday runs into Saturday
/// morning). Outside the window an arrival does not alert; if the person is still inside when
/// the window opens, the next position report alerts (see `PositionService`).
package struct AlertWindow: Sendable, Equatable {
    package var start: Int
    package var end: Int
    package var zone: TimeZone
    /// Bit 0 = Monday … bit 6 = Sunday.
    package var days: Int

    package static let everyDay = 0b111_1111
    package static let weekdays = 0b001_1111

    package init(start: Int, end: Int, zone: TimeZone, days: Int) {
        (self.start, self.end, self.zone, self.days) = (start, end, zone, days)
    }

    /// Whether the window is open at `date`.
    package func isOpen(at date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute, .weekday], from: date)
        let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
        // Calendar's weekday is 1 = Sunday; ISO's is 1 = Monday.
        let today = ((parts.weekday ?? 1) + 5) % 7
        let yesterday = (today + 6) % 7
        if start < end { return has(today) && minute >= start && minute < end }
        return (has(today) && minute >= start) || (has(yesterday) && minute < end)
    }

    private func has(_ day: Int) -> Bool { days & (1 << day) != 0 }

    /// `HH:MM` as minutes after midnight.
    package static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
              let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m) else { return nil }
        return h * 60 + m
    }

    /// ISO weekdays (1…7) as the stored bit mask; nil when one is out of range or none is given.
    package static func mask(_ days: [Int]) -> Int? {
        guard !days.isEmpty, days.allSatisfy({ (1...7).contains($0) }) else { return nil }
        return days.reduce(0) { $0 | 1 << ($1 - 1) }
    }

    /// The stored bit mask as ISO weekdays.
    package static func isoDays(_ mask: Int) -> [Int] { (1...7).filter { mask & (1 << ($0 - 1)) != 0 } }

    /// The stored window of a reminder, if it has one.
    package init?(start: String?, end: String?, zone: String?, days: Int?) {
        guard let start = start.flatMap(Self.minutes), let end = end.flatMap(Self.minutes),
              let zone = zone.flatMap(TimeZone.init(identifier:)) else { return nil }
        self.init(start: start, end: end, zone: zone, days: days ?? Self.everyDay)
    }

    package static func api(start: String?, end: String?, zone: String?, days: Int?) -> ReminderWindow? {
        guard let start, let end, let zone else { return nil }
        return ReminderWindow(start: start, end: end, timeZone: zone, days: days.map(isoDays))
    }
}
