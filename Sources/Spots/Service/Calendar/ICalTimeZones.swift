import Foundation

/// VTIMEZONE components (RFC 5545 §3.6.5) written from Foundation's time zone data, so a
/// `DUE;TZID=…` means the same instant to a client that doesn't know the IANA name.
enum ICalTimeZones {
    /// The VTIMEZONE for `zone`: one STANDARD or DAYLIGHT observance per transition from
    /// Jan 1 of `fromYear` through Dec 31 of `toYear` (local time in `zone`), or a single
    /// STANDARD from 1970 when the zone doesn't change its offset in that range.
    static func vtimezone(_ zone: TimeZone, tzid: String, fromYear: Int, toYear: Int) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let start = calendar.date(from: DateComponents(year: fromYear, month: 1, day: 1))
        let end = calendar.date(from: DateComponents(year: toYear, month: 12, day: 31, hour: 23, minute: 59, second: 59))

        var observances: [String] = []
        if let start, let end {
            var cursor = start
            var steps = 0
            // The step limit and `next > cursor` only guard against a misbehaving zone database.
            while steps < 1_000, let next = zone.nextDaylightSavingTimeTransition(after: cursor), next > cursor, next <= end {
                steps += 1
                let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1))
                let after = zone.secondsFromGMT(for: next)
                let kind = zone.isDaylightSavingTime(for: next) ? "DAYLIGHT" : "STANDARD"
                // DTSTART is the wall clock at the transition in the offset in force before it:
                // 02:00 for Stockholm's spring change, 03:00 for its autumn one.
                observances += observance(kind, start: ICalDateTime(instant: next, offset: before).basic,
                                          from: before, to: after, name: zone.abbreviation(for: next))
                cursor = next
            }
        }
        if observances.isEmpty {
            let at = start ?? Date(timeIntervalSince1970: 0)
            let offset = zone.secondsFromGMT(for: at)
            observances = observance("STANDARD", start: "19700101T000000", from: offset, to: offset,
                                     name: zone.abbreviation(for: at))
        }
        var lines: [String] = ["BEGIN:VTIMEZONE", "TZID:" + ICalText.escape(tzid), "X-LIC-LOCATION:" + ICalText.escape(tzid)]
        lines += observances
        lines.append("END:VTIMEZONE")
        return lines
    }

    private static func observance(_ kind: String, start: String, from: Int, to: Int, name: String?) -> [String] {
        var lines: [String] = ["BEGIN:" + kind, "DTSTART:" + start, "TZOFFSETFROM:" + offset(from), "TZOFFSETTO:" + offset(to)]
        if let name, !name.isEmpty { lines.append("TZNAME:" + ICalText.escape(name)) }
        lines.append("END:" + kind)
        return lines
    }

    /// A UTC-OFFSET value: `+hhmm`, or `+hhmmss` when there are seconds.
    static func offset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        let text = ICalText.pad(magnitude / 3600, 2) + ICalText.pad(magnitude % 3600 / 60, 2)
            + (magnitude % 60 == 0 ? "" : ICalText.pad(magnitude % 60, 2))
        return (seconds < 0 ? "-" : "+") + text
    }
}
