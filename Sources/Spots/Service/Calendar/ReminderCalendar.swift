import Foundation
import SatchelAPI

/// Reminders as iCalendar (RFC 5545) VTODOs, written so Apple Reminders and RFC 9074 clients
/// both see a place reminder's place, and read back from Satchel, Apple and RFC 9074 files.
/// Reading is in ReminderCalendar+Import.swift.
enum ReminderCalendar {
    static let productID = "-//Satchel//Spots//EN"
    /// The TRIGGER Apple gives an alarm that has a place and no time.
    static let appleNoTimeTrigger = "19760401T005545Z"

    /// A VCALENDAR (PRODID "-//Satchel//Spots//EN", VERSION 2.0, CALSCALE GREGORIAN,
    /// X-WR-CALNAME calendarName) of VTODOs, with a VTIMEZONE for each IANA zone a due uses.
    static func export(_ todos: [CalendarTodo], calendarName: String, now: Date) -> String {
        var lines: [String] = ["BEGIN:VCALENDAR", "PRODID:" + productID, "VERSION:2.0", "CALSCALE:GREGORIAN",
                     "X-WR-CALNAME:" + ICalText.escape(calendarName)]
        let dues = todos.map { exportDue($0) }

        // One VTIMEZONE per zone, from the year before its earliest due to 5 years after its latest.
        var zones: [String: (zone: TimeZone, first: Int, last: Int)] = [:]
        for due in dues {
            guard case .zoned(let when, let tzid, let zone)? = due else { continue }
            if let known = zones[tzid] {
                zones[tzid] = (zone: known.zone, first: min(known.first, when.year), last: max(known.last, when.year))
            } else {
                zones[tzid] = (zone: zone, first: when.year, last: when.year)
            }
        }
        for tzid in zones.keys.sorted() {
            guard let entry = zones[tzid] else { continue }
            lines += ICalTimeZones.vtimezone(entry.zone, tzid: tzid, fromYear: entry.first - 1, toYear: entry.last + 5)
        }

        for (todo, due) in zip(todos, dues) {
            lines += vtodo(todo, due: due, now: now)
        }
        lines.append("END:VCALENDAR")
        return lines.map { ICalText.fold($0) }.joined(separator: "\r\n") + "\r\n"
    }

    // MARK: - One VTODO

    private enum ExportDue {
        /// `DUE:20261127T090000Z`
        case utc(ICalDateTime)
        /// `DUE;TZID=Europe/Stockholm:20261127T090000`
        case zoned(ICalDateTime, String, TimeZone)
        /// `DUE:20261127T090000`: a zone Foundation doesn't know can't be described in a
        /// VTIMEZONE, so the wall time is written floating rather than with a guessed offset.
        case floating(ICalDateTime)
    }

    private static func exportDue(_ todo: CalendarTodo) -> ExportDue? {
        guard let local = todo.dueLocal, let when = ICalDateTime(wallClock: local) else { return nil }
        let tzid = ICalText.trim(todo.timeZone ?? "UTC")
        if tzid.isEmpty || tzid.uppercased() == "UTC" { return .utc(when) }
        if let zone = TimeZone(identifier: tzid) { return .zoned(when, tzid, zone) }
        return .floating(when)
    }

    /// What follows `DUE` (or `DTSTART`): parameters, colon, value.
    private static func dueValue(_ due: ExportDue) -> String {
        switch due {
        case .utc(let when): return ":" + when.basic + "Z"
        case .zoned(let when, let tzid, _): return ";TZID=" + ICalText.parameterValue(tzid) + ":" + when.basic
        case .floating(let when): return ":" + when.basic
        }
    }

    /// A place as written: numbers formatted once.
    private struct ExportPlace {
        var latitude: String
        var longitude: String
        var label: String
        /// As stored (`200`, `75.5`), for X-APPLE-RADIUS.
        var radius: String
        /// Whole metres, for the geo URI's `u=`.
        var roundedRadius: String
        /// `ARRIVE` or `DEPART`.
        var proximity: String

        init?(_ place: CalendarPlace) {
            guard place.latitude.isFinite, place.longitude.isFinite else { return nil }
            let lat = ICalText.fixed6(place.latitude)
            let lon = ICalText.fixed6(place.longitude)
            latitude = lat
            longitude = lon
            let name = place.label.trimmingCharacters(in: .whitespacesAndNewlines)
            label = name.isEmpty ? lat + ", " + lon : name
            let r = place.radius.isFinite && place.radius > 0 && place.radius < 10_000_000 ? place.radius : 150
            radius = r == r.rounded() ? String(Int(r)) : String(r)
            roundedRadius = String(Int(r.rounded()))
            proximity = place.trigger.lowercased() == "leave" ? "DEPART" : "ARRIVE"
        }
    }

    private static func vtodo(_ todo: CalendarTodo, due: ExportDue?, now: Date) -> [String] {
        let title = ICalText.escape(todo.title)
        var lines: [String] = ["BEGIN:VTODO", "UID:" + ICalText.escape(todo.uid), "DTSTAMP:" + ICalDateTime.utcStamp(now)]
        if let created = todo.createdAt { lines.append("CREATED:" + ICalDateTime.utcStamp(created)) }
        if let modified = todo.modifiedAt { lines.append("LAST-MODIFIED:" + ICalDateTime.utcStamp(modified)) }
        lines.append("SUMMARY:" + title)
        if !todo.notes.isEmpty { lines.append("DESCRIPTION:" + ICalText.escape(todo.notes)) }

        let place = todo.place.flatMap { ExportPlace($0) }
        if let place {
            lines.append("LOCATION:" + ICalText.escape(place.label))
            lines.append("GEO:" + place.latitude + ";" + place.longitude)
        }

        if let due {
            let value = dueValue(due)
            lines.append("DUE" + value)
            if let rule = todo.repeatRule.flatMap({ Self.frequency(of: $0) }) {
                // RFC 5545 anchors a recurrence at DTSTART; a reminder's occurrences are its dues.
                lines.append("DTSTART" + value)
                lines.append("RRULE:FREQ=" + rule)
            }
        }

        if let completed = todo.completedAt {
            lines += ["STATUS:COMPLETED", "COMPLETED:" + ICalDateTime.utcStamp(completed), "PERCENT-COMPLETE:100"]
        } else {
            lines.append("STATUS:NEEDS-ACTION")
        }

        lines += satchelLines(todo)
        if let place {
            lines += placeAlarm(place, uid: todo.uid, title: title)
            // RFC 9074 allows an alarm per place: each other place is one, read back in order.
            for (n, other) in todo.otherPlaces.compactMap({ ExportPlace($0) }).enumerated() {
                lines += placeAlarm(other, uid: todo.uid, title: title, suffix: "-\(n + 2)")
            }
        } else if due != nil {
            // A time-only reminder alerts at its due.
            lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + title, "TRIGGER;RELATED=END:PT0S", "END:VALARM"]
        }
        lines.append("END:VTODO")
        return lines
    }

    /// One VALARM in both dialects: RFC 9074 (PROXIMITY and an RFC 9073 VLOCATION whose URL is an
    /// RFC 5870 geo URI) and Apple's (X-APPLE-PROXIMITY, X-APPLE-STRUCTURED-LOCATION, and the
    /// "no time" TRIGGER). `title` is already escaped.
    private static func placeAlarm(_ place: ExportPlace, uid: String, title: String, suffix: String = "") -> [String] {
        let geo: String = "geo:" + place.latitude + "," + place.longitude
        let alarmUID: String = "UID:" + ICalText.escape(uid + "-place" + suffix)
        let locationUID: String = "UID:" + ICalText.escape(uid + "-location" + suffix)
        let name: String = "NAME:" + ICalText.escape(place.label)
        let url: String = "URL:" + geo + ";u=" + place.roundedRadius
        var apple: String = "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=" + place.radius
        apple += ";X-TITLE=" + ICalText.parameterValue(place.label) + ":" + geo
        var lines: [String] = ["BEGIN:VALARM", alarmUID, "ACTION:DISPLAY", "DESCRIPTION:" + title]
        lines.append("TRIGGER;VALUE=DATE-TIME:" + appleNoTimeTrigger)
        lines.append("PROXIMITY:" + place.proximity)
        lines += ["BEGIN:VLOCATION", locationUID, name, url, "END:VLOCATION"]
        lines.append("X-APPLE-PROXIMITY:" + place.proximity)
        lines += [apple, "END:VALARM"]
        return lines
    }

    /// What only Satchel reads back: "any pharmacy" (`X-SATCHEL-ANY-PLACE;X-KIND=pharmacy;X-BRAND=Lidl;X-RADIUS=150:any Lidl pharmacy`)
    /// and the time window (`X-SATCHEL-WINDOW;X-TZID=Europe/Stockholm;X-DAYS="1,2,3,4,5":08:00-20:00`).
    static func satchelLines(_ todo: CalendarTodo) -> [String] {
        var lines: [String] = []
        if let any = todo.anyPlace, any.kind != nil || any.brand != nil {
            var line = anyPlaceProperty
            if let kind = any.kind { line += ";X-KIND=" + ICalText.parameterValue(kind) }
            if let brand = any.brand { line += ";X-BRAND=" + ICalText.parameterValue(brand) }
            if let radius = any.radius { line += ";X-RADIUS=" + (radius == radius.rounded() ? String(Int(radius)) : String(radius)) }
            lines.append(line + ":" + ICalText.escape((["any", any.brand, any.kind].compactMap { $0 }).joined(separator: " ")))
        }
        if let window = todo.window {
            var line = windowProperty + ";X-TZID=" + ICalText.parameterValue(window.timeZone)
            if let days = window.days { line += ";X-DAYS=" + ICalText.parameterValue(days.map(String.init).joined(separator: ",")) }
            lines.append(line + ":" + window.start + "-" + window.end)
        }
        return lines
    }

    static let anyPlaceProperty = "X-SATCHEL-ANY-PLACE"
    static let windowProperty = "X-SATCHEL-WINDOW"

    /// RRULE's FREQ for Satchel's repeat, or nil for one it doesn't know.
    static func frequency(of repeatRule: String) -> String? {
        switch repeatRule.lowercased() {
        case "daily": return "DAILY"
        case "weekly": return "WEEKLY"
        case "monthly": return "MONTHLY"
        case "yearly": return "YEARLY"
        default: return nil
        }
    }
}
