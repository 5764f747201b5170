import Foundation
import SatchelCore

/// Opening hours as people read them, in their language and on the restaurant's clock:
/// "Open until 22:00", "Opens tomorrow at 10:30", and the week laid out day by day.
enum OpeningText {
    /// The line for a list row or a restaurant's page; nil when the hours are unknown.
    static func status(_ localizer: Localizer, openNow: Bool?, until: Date?, opens: Date?, timeZone: String?, now: Date) -> String? {
        guard let openNow else { return nil }
        let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? localizer.timeZone
        if openNow {
            guard let until else { return localizer.t("eats.hours.always") }
            // Past midnight still reads "until 02:00"; beyond the next morning, the day is named.
            let days = dayDistance(from: now, to: until, in: zone)
            if days == 0 || (days == 1 && hour(of: until, in: zone) < 6) {
                return localizer.t("eats.hours.open_until", ["time": localizer.time(until, timeZone: zone)])
            }
            return localizer.t("eats.hours.open_until_day", ["day": localizer.weekday(until, timeZone: zone), "time": localizer.time(until, timeZone: zone)])
        }
        guard let opens else { return localizer.t("eats.closed") }
        let time = localizer.time(opens, timeZone: zone)
        switch dayDistance(from: now, to: opens, in: zone) {
        case 0: return localizer.t("eats.hours.opens_today", ["time": time])
        case 1: return localizer.t("eats.hours.opens_tomorrow", ["time": time])
        default: return localizer.t("eats.hours.opens_day", ["day": localizer.weekday(opens, timeZone: zone), "time": time])
        }
    }

    /// The week, Monday first, today marked; each day's hours or "Closed".
    static func week(_ localizer: Localizer, _ hours: OpeningHours, timeZone: String, now: Date) -> HTMLNode {
        let zone = TimeZone(identifier: timeZone) ?? localizer.timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let today = calendar.startOfDay(for: now)
        let weekday = ((calendar.component(.weekday, from: now)) + 5) % 7 // 0 = Monday
        let rows: [HTMLNode] = (0..<7).map { day in
            let date = calendar.date(byAdding: .day, value: day - weekday, to: today) ?? today
            let spans = hours.days[day].map { interval in
                clock(interval.lowerBound) + "–" + clock(interval.upperBound)
            }
            let isToday = day == weekday
            return element("tr", isToday ? [.cls("today"), .aria("current", "date")] : [],
                      element("th", [Attr("scope", "row")], text(localizer.weekday(date, timeZone: zone))),
                      element("td", [], text(spans.isEmpty ? localizer.t("eats.hours.closed_day") : spans.joined(separator: ", "))))
        }
        return element("table", [.cls("opening-week")], element("caption", [.cls("visually-hidden")], text(localizer.t("eats.hours"))),
                       element("tbody", [], rows))
    }

    /// "Closed on public holidays", or their hours; nil when the hours say nothing of them.
    static func publicHolidays(_ localizer: Localizer, _ hours: OpeningHours) -> String? {
        guard let spans = hours.publicHolidays else { return nil }
        if spans.isEmpty { return localizer.t("eats.hours.holidays_closed") }
        return localizer.t("eats.hours.holidays_open", ["hours": spans.map { clock($0.lowerBound) + "–" + clock($0.upperBound) }.joined(separator: ", ")])
    }

    /// Minutes after midnight as a 24-hour clock; past midnight wraps ("26:00" → "02:00").
    static func clock(_ minutes: Int) -> String {
        let m = minutes % 1440
        return String(format: "%02d:%02d", m / 60, m % 60)
    }

    static func dayDistance(from: Date, to: Date, in zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: from), to: calendar.startOfDay(for: to)).day ?? 0
    }

    static func hour(of date: Date, in zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.component(.hour, from: date)
    }
}
