import Foundation
import SatchelCore

/// A wall-clock time in a time zone ("2026-11-27T09:00" in Europe/Stockholm) and the instants
/// it stands for. Repeats step the wall clock, so "every day at 9" stays at 9 across DST.
package struct DueTime: Sendable, Equatable {
    package let year: Int, month: Int, day: Int, hour: Int, minute: Int
    package let zone: TimeZone
    /// The zone's name as Satchel stores it: the current name for an old one ("UTC" stays "UTC",
    /// though Foundation may call it "GMT").
    package var zoneName: String

    /// Parses `YYYY-MM-DDTHH:MM` (optionally `:SS`, ignored; a space instead of `T` is fine).
    package init?(local: String, timeZone: String) {
        guard let name = TimeZones.canonicalName(timeZone), let zone = TimeZone(identifier: name) else { return nil }
        let text = local.trimmingCharacters(in: .whitespaces)
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard date.count == 3, (2...3).contains(time.count),
              let y = date[0], let mo = date[1], let d = date[2], let h = time[0], let mi = time[1],
              parts[0].split(separator: "-")[0].count == 4,
              (1970...2999).contains(y), (1...12).contains(mo), (0...23).contains(h), (0...59).contains(mi)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let days = calendar.range(of: .day, in: .month,
                                         for: calendar.date(from: DateComponents(year: y, month: mo, day: 1)) ?? Date()),
              days.contains(d)
        else { return nil }
        self.init(year: y, month: mo, day: d, hour: h, minute: mi, zone: zone)
        zoneName = name
    }

    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, zone: TimeZone) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.zone = zone
        self.zoneName = zone.identifier
    }

    package init(instant: Date, zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        self.init(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0, minute: c.minute ?? 0, zone: zone)
    }

    package var local: String { String(format: "%04d-%02d-%02dT%02d:%02d", year, month, day, hour, minute) }

    /// The date part, `YYYY-MM-DD`: the day the reminder belongs to in the by-day view.
    package var date: String { String(format: "%04d-%02d-%02d", year, month, day) }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The instant. A wall time skipped by a DST jump moves forward to the first that exists.
    package var instant: Date {
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// The next occurrence after this one under `rule`. Monthly and yearly ones keep to
    /// `anchorDay` (the day first chosen) where the month has it: 31 Jan → 28 Feb → 31 Mar.
    package func next(_ rule: ReminderRecord.Repeat, anchorDay: Int? = nil) -> DueTime {
        // Step the wall-clock date in a fixed zone so DST never shifts the hour.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        switch rule {
        case .daily, .weekly:
            let anchor = utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)) ?? Date()
            let stepped = utc.date(byAdding: .day, value: rule == .daily ? 1 : 7, to: anchor) ?? anchor
            let c = utc.dateComponents([.year, .month, .day], from: stepped)
            return with(year: c.year!, month: c.month!, day: c.day!)
        case .monthly, .yearly:
            var y = year, m = month + (rule == .monthly ? 1 : 12)
            while m > 12 { m -= 12; y += 1 }
            let first = utc.date(from: DateComponents(year: y, month: m, day: 1)) ?? Date()
            let days = utc.range(of: .day, in: .month, for: first)?.count ?? 28
            return with(year: y, month: m, day: min(anchorDay ?? day, days))
        }
    }

    private func with(year: Int, month: Int, day: Int) -> DueTime {
        var copy = DueTime(year: year, month: month, day: day, hour: hour, minute: minute, zone: zone)
        copy.zoneName = zoneName
        return copy
    }

    /// The first occurrence after `now` (for catching up after downtime: one alert, not a flood).
    package func firstOccurrence(after now: Date, _ rule: ReminderRecord.Repeat, anchorDay: Int? = nil) -> DueTime {
        var due = self
        var steps = 0
        while due.instant <= now && steps < 100_000 {
            due = due.next(rule, anchorDay: anchorDay)
            steps += 1
        }
        return due
    }
}
