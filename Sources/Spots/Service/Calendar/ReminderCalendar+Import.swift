import Foundation
import SatchelAPI
import SatchelCore

extension ReminderCalendar {
    /// Every VTODO in `text`, in order: either a todo or why it was skipped. Throws
    /// `CalendarParseError` only when the text is not an iCalendar object at all (no
    /// BEGIN:VCALENDAR, unbalanced BEGIN/END). VEVENTs and other components are ignored and
    /// not counted. `localZone` (IANA) is where all-day and floating times are read, and the
    /// wall clock UTC times are shown in.
    static func parse(_ text: String, localZone: String = "UTC") throws -> [Result<CalendarTodo, CalendarTodoSkip>] {
        let localZone = TimeZones.canonicalName(localZone) ?? "UTC"
        let roots = try ICalText.components(text)
        var results: [Result<CalendarTodo, CalendarTodoSkip>] = []
        for calendar in roots where calendar.name == "VCALENDAR" {
            // Lightning and others name a VTIMEZONE with a private TZID and give the IANA name here.
            var locations: [String: String] = [:]
            for zone in calendar.children("VTIMEZONE") {
                if let tzid = zone.first("TZID").map({ ICalText.trim($0.text) }),
                   let location = zone.first("X-LIC-LOCATION").map({ ICalText.trim($0.text) }),
                   !tzid.isEmpty, !location.isEmpty {
                    locations[tzid] = location
                }
            }
            for component in calendar.children("VTODO") {
                results.append(todo(from: component, index: results.count + 1, locations: locations, localZone: localZone))
            }
        }
        return results
    }

    private static func todo(from c: ICalComponent, index: Int, locations: [String: String],
                             localZone: String) -> Result<CalendarTodo, CalendarTodoSkip> {
        let givenUID = c.first("UID").map { ICalText.trim($0.text) }.flatMap { uid -> String? in uid.isEmpty ? nil : uid }
        func skip(_ reason: String) -> Result<CalendarTodo, CalendarTodoSkip> {
            .failure(CalendarTodoSkip(index: index, uid: givenUID, reason: reason))
        }

        let title = c.first("SUMMARY")?.text ?? ""
        guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return skip("no SUMMARY (title)") }
        let notes = c.first("DESCRIPTION")?.text ?? ""

        var due: ICalDateTime?
        var zoneName: String?
        if let property = c.first("DUE") ?? c.first("DTSTART") {
            switch dueOf(property, locations: locations, localZone: localZone) {
            case .invalid(let reason): return skip(reason)
            case .due(let when, let name):
                due = when
                zoneName = name
            }
        }

        let places: [CalendarPlace]
        switch placesOf(c) {
        case .invalid(let reason): return skip(reason)
        case .places(let found): places = found
        }
        let place = places.first
        let anyPlace = anyPlaceOf(c)

        guard due != nil || place != nil || anyPlace != nil else { return skip("neither a due time nor a place") }

        var repeatRule: String?
        let rules = c.all("RRULE")
        if let rule = rules.first {
            guard rules.count == 1, let frequency = repeatFrequency(rule.value, due: due) else {
                return skip("repeat rule not supported: " + rules.map { ICalText.trim($0.value) }.joined(separator: " and "))
            }
            // Satchel repeats the due time; a place-only VTODO has nothing to repeat, so its rule is dropped.
            repeatRule = due == nil ? nil : frequency
        }

        var completedAt: Date?
        let status = c.first("STATUS").map { ICalText.trim($0.value).uppercased() }
        if status == "COMPLETED" || c.first("COMPLETED") != nil {
            completedAt = c.first("COMPLETED").flatMap { instant($0, locations: locations) }
                ?? c.first("DTSTAMP").flatMap { instant($0, locations: locations) }
                ?? Date()
        }

        let dueLocal = due?.wallClock
        let uid = givenUID ?? generatedUID(title: title, dueLocal: dueLocal, timeZone: zoneName, place: place)
        var todo = CalendarTodo(
            uid: uid, title: title, notes: notes, dueLocal: dueLocal, timeZone: dueLocal == nil ? nil : zoneName,
            repeatRule: repeatRule, place: place, completedAt: completedAt,
            createdAt: c.first("CREATED").flatMap { instant($0, locations: locations) },
            modifiedAt: c.first("LAST-MODIFIED").flatMap { instant($0, locations: locations) })
        todo.otherPlaces = Array(places.dropFirst())
        todo.anyPlace = anyPlace
        todo.window = windowOf(c, locations: locations)
        return .success(todo)
    }

    // MARK: - What only Satchel writes

    /// `X-SATCHEL-ANY-PLACE;X-KIND=…;X-BRAND=…;X-RADIUS=…`: nil without a kind or brand.
    private static func anyPlaceOf(_ c: ICalComponent) -> ReminderAnyPlace? {
        guard let property = c.first(anyPlaceProperty) else { return nil }
        func parameter(_ name: String) -> String? {
            property.parameter(name).map { ICalText.trim($0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let any = ReminderAnyPlace(kind: parameter("X-KIND"), brand: parameter("X-BRAND"), radius: parameter("X-RADIUS").flatMap(Double.init))
        return any.kind == nil && any.brand == nil ? nil : any
    }

    /// `X-SATCHEL-WINDOW;X-TZID=…;X-DAYS=…:HH:MM-HH:MM`: nil when unreadable (the reminder is
    /// imported without it rather than skipped; the service checks what is read).
    private static func windowOf(_ c: ICalComponent, locations: [String: String]) -> ReminderWindow? {
        guard let property = c.first(windowProperty) else { return nil }
        let times = ICalText.trim(property.value).split(separator: "-").map { ICalText.trim(String($0)) }
        guard times.count == 2, let tzid = property.parameter("X-TZID").map({ ICalText.trim($0) }),
              let zone = zoneIdentifier(for: tzid, locations: locations) else { return nil }
        let days = property.parameter("X-DAYS").map { $0.split(separator: ",").compactMap { Int(ICalText.trim(String($0))) } }
        return ReminderWindow(start: times[0], end: times[1], timeZone: zone, days: days?.isEmpty == true ? nil : days)
    }

    // MARK: - Due

    private enum DueOutcome {
        /// The wall clock and the zone it's in ("UTC" for UTC, floating and all-day values).
        case due(ICalDateTime, String)
        case invalid(String)
    }

    private static func dueOf(_ property: ICalProperty, locations: [String: String], localZone: String) -> DueOutcome {
        let raw = ICalText.trim(property.value)
        guard let when = ICalDateTime(ical: raw) else { return .invalid("unreadable due time: " + raw) }
        if when.isDate || property.parameter("VALUE")?.uppercased() == "DATE" {
            // An all-day reminder: 09:00 that day where the importer is.
            return .due(ICalDateTime(year: when.year, month: when.month, day: when.day, hour: 9), localZone)
        }
        if when.isUTC {
            // The same instant, on the importer's wall clock.
            guard localZone != "UTC", let zone = TimeZone(identifier: localZone) else { return .due(when, "UTC") }
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            var local = Calendar(identifier: .gregorian)
            local.timeZone = zone
            guard let instant = utc.date(from: DateComponents(year: when.year, month: when.month, day: when.day,
                                                              hour: when.hour, minute: when.minute)) else { return .due(when, "UTC") }
            let c = local.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
            return .due(ICalDateTime(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!), localZone)
        }
        if let tzid = property.parameter("TZID").map({ ICalText.trim($0) }), !tzid.isEmpty {
            guard let name = zoneIdentifier(for: tzid, locations: locations) else {
                return .invalid("unknown time zone: " + tzid)
            }
            return .due(when, name)
        }
        // Floating (the same wall clock wherever the reader is): that wall clock where the importer is.
        return .due(when, localZone)
    }

    /// An IANA identifier Foundation knows for a TZID: the TZID itself, the VTIMEZONE's
    /// X-LIC-LOCATION, or the end of a prefixed TZID such as
    /// `/mozilla.org/20050126_1/Europe/Berlin`.
    static func zoneIdentifier(for tzid: String, locations: [String: String]) -> String? {
        var candidates = [tzid]
        if let location = locations[tzid] { candidates.append(location) }
        let parts = tzid.split(separator: "/").map(String.init)
        if parts.count >= 3 { candidates.append(parts.suffix(3).joined(separator: "/")) }
        if parts.count >= 2 { candidates.append(parts.suffix(2).joined(separator: "/")) }
        for candidate in candidates {
            if let name = TimeZones.canonicalName(candidate) { return name }
        }
        return nil
    }

    /// A DATE-TIME property (CREATED, COMPLETED, …) as an instant: UTC when it ends in Z or is
    /// floating, else in its TZID.
    private static func instant(_ property: ICalProperty, locations: [String: String]) -> Date? {
        guard let when = ICalDateTime(ical: property.value) else { return nil }
        if !when.isUTC, !when.isDate, let tzid = property.parameter("TZID"),
           let name = zoneIdentifier(for: ICalText.trim(tzid), locations: locations),
           let zone = TimeZone(identifier: name) {
            return when.date(in: zone)
        }
        return when.date(in: ICalText.utc)
    }

    // MARK: - Repeat

    /// Satchel's repeat ("daily" …) for an RRULE value, or nil when the rule says more than a
    /// plain repeat of the due time.
    static func repeatFrequency(_ rule: String, due: ICalDateTime?) -> String? {
        var frequency = ""
        var restated: [String: String] = [:]
        for part in rule.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            let key = ICalText.trim(pair[0]).uppercased()
            let value = ICalText.trim(pair[1]).uppercased()
            switch key {
            case "FREQ":
                frequency = value
            case "INTERVAL":
                guard Int(value) == 1 else { return nil }
            case "UNTIL", "COUNT", "WKST":
                // Accepted but ignored: a Satchel reminder repeats until it is completed or
                // deleted, and WKST only matters together with BYxxx parts.
                break
            case "BYDAY", "BYMONTHDAY", "BYMONTH":
                restated[key] = value
            default:
                return nil
            }
        }
        let satchel: String
        switch frequency {
        case "DAILY": satchel = "daily"
        case "WEEKLY": satchel = "weekly"
        case "MONTHLY": satchel = "monthly"
        case "YEARLY": satchel = "yearly"
        default: return nil
        }
        // A BYxxx part that only restates the due date (some clients write BYDAY=FR for a
        // weekly task due on a Friday) changes nothing; anything more is beyond Satchel.
        for (key, value) in restated {
            guard let due, restatesDue(key, value, frequency: satchel, due: due) else { return nil }
        }
        return satchel
    }

    private static func restatesDue(_ key: String, _ value: String, frequency: String, due: ICalDateTime) -> Bool {
        switch key {
        case "BYDAY":
            let days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
            return frequency == "weekly" && value == days[due.weekday]
        case "BYMONTHDAY":
            return (frequency == "monthly" || frequency == "yearly") && Int(value) == due.day
        case "BYMONTH":
            return frequency == "yearly" && Int(value) == due.month
        default:
            return false
        }
    }

    // MARK: - Place

    private enum PlaceOutcome {
        /// The first is the reminder's place; any more (one VALARM each) its other places.
        case places([CalendarPlace])
        case invalid(String)
    }

    /// The places of the VALARMs with a proximity, in order (RFC 9074's VLOCATION, else Apple's
    /// structured location, else the VTODO's GEO), or from GEO alone (arrive); at most 20.
    private static func placesOf(_ c: ICalComponent) -> PlaceOutcome {
        let location = oneLine(c.first("LOCATION")?.text)
        let geo = c.first("GEO")
        var places: [CalendarPlace] = []
        for alarm in c.children("VALARM") where places.count < ReminderRules.maxPlaces {
            let proximity = (alarm.first("PROXIMITY") ?? alarm.first("X-APPLE-PROXIMITY")).map {
                ICalText.trim($0.value).uppercased()
            }
            let trigger: String
            switch proximity ?? "" {
            case "ARRIVE": trigger = "arrive"
            case "DEPART": trigger = "leave"
            default: continue // no proximity, or CONNECT/DISCONNECT (a car's Bluetooth): not a place
            }

            let apple = alarm.first("X-APPLE-STRUCTURED-LOCATION")
            let appleRadius = apple?.parameter("X-APPLE-RADIUS").flatMap { Double(ICalText.trim($0)) }
            let vlocation = alarm.children("VLOCATION").first { candidate in
                candidate.first("URL").map { ICalText.trim($0.value).lowercased().hasPrefix("geo:") } ?? false
            }
            let point: ICalGeo
            var label: String?
            var radius: Double?
            if let vlocation, let url = vlocation.first("URL") {
                guard let found = ICalGeo(uri: url.value) else { return .invalid("invalid coordinates: " + ICalText.trim(url.value)) }
                point = found
                label = oneLine(vlocation.first("NAME")?.text)
                radius = found.uncertainty
                // u= is often rounded to whole metres; Apple's radius for the same circle isn't.
                if let exact = appleRadius, radius.map({ abs($0 - exact) < 1 }) ?? true { radius = exact }
            } else if let apple {
                guard let found = ICalGeo(uri: apple.value) else { return .invalid("invalid coordinates: " + ICalText.trim(apple.value)) }
                point = found
                label = oneLine(apple.parameter("X-TITLE"))
                radius = appleRadius ?? found.uncertainty
            } else if let geo {
                guard let found = ICalGeo(geoProperty: geo.value) else { return .invalid("invalid coordinates: " + ICalText.trim(geo.value)) }
                point = found
            } else {
                continue // a proximity with nowhere to be near
            }
            // The VTODO's LOCATION names its first place only.
            places.append(makePlace(point, label: label ?? (places.isEmpty ? location : nil), radius: radius, trigger: trigger))
        }
        if !places.isEmpty { return .places(places) }
        if let geo {
            guard let found = ICalGeo(geoProperty: geo.value) else { return .invalid("invalid coordinates: " + ICalText.trim(geo.value)) }
            return .places([makePlace(found, label: location, radius: nil, trigger: "arrive")])
        }
        return .places([])
    }

    /// Radius 150 m when not given (or not a positive number), clamped to 50…5,000 m; the label
    /// "lat, lon" when there is none.
    private static func makePlace(_ point: ICalGeo, label: String?, radius: Double?, trigger: String) -> CalendarPlace {
        var metres = 150.0
        if let radius, radius.isFinite, radius > 0 { metres = min(max(radius, 50), 5_000) }
        return CalendarPlace(latitude: point.latitude, longitude: point.longitude,
                             label: label ?? "\(point.latitude), \(point.longitude)", radius: metres, trigger: trigger)
    }

    /// A label on one line (an address's lines joined by ", "); nil when blank.
    private static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        let lines = text.components(separatedBy: .newlines)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines.joined(separator: ", ")
    }

    // MARK: - UID

    /// For a VTODO without a UID: "import-" and a 64-bit FNV-1a hash of its title, due and place,
    /// so importing the same file twice updates instead of duplicating.
    static func generatedUID(title: String, dueLocal: String?, timeZone: String?, place: CalendarPlace?) -> String {
        var key = title + "\u{1F}" + (dueLocal ?? "") + "\u{1F}" + (timeZone ?? "")
        if let place { key += "\u{1F}" + ICalText.fixed6(place.latitude) + "," + ICalText.fixed6(place.longitude) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "import-" + String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }
}
