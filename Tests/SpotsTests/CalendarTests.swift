import Foundation
@testable import Spots
import Testing

/// Reminders as iCalendar: ReminderCalendar's export and parse, with no server.
@Suite("iCalendar export and import of reminders")
struct CalendarTests {
    /// 2026-11-18T08:00:00Z
    static let now = Date(timeIntervalSince1970: 1_794_988_800)

    // MARK: - Round trips

    @Test func exportThenParseRoundTripsATimeReminderWithZoneAndRepeat() throws {
        let todo = CalendarTodo(
            uid: "4f1c2d3e-bank@satchel", title: "Call the bank", notes: "Ask about the mortgage",
            dueLocal: "2026-12-04T09:00", timeZone: "Europe/Prague", repeatRule: "weekly",
            createdAt: Date(timeIntervalSince1970: 1_793_524_500), modifiedAt: Date(timeIntervalSince1970: 1_793_613_600))
        let text = export([todo])
        let lines = logicalLines(text)
        #expect(lines.contains("DUE;TZID=Europe/Prague:20261204T090000"))
        #expect(lines.contains("RRULE:FREQ=WEEKLY"))
        #expect(lines.contains("TRIGGER;RELATED=END:PT0S"))
        #expect(lines.contains("TZID:Europe/Prague"))
        #expect(try ReminderCalendar.parse(text) == [.success(todo)])
    }

    @Test func placeRemindersRoundTripArrivingAndLeaving() throws {
        let shop = CalendarTodo(
            uid: "shop@satchel", title: "Buy milk",
            place: CalendarPlace(latitude: 59.3326, longitude: 18.0649, label: "ICA Nära, Odenplan; Stockholm",
                                 radius: 200, trigger: "arrive"))
        let shed = CalendarTodo(
            uid: "shed@satchel", title: "Lock the shed", notes: "And the gate",
            place: CalendarPlace(latitude: -33.8688, longitude: 151.2093, label: "Home", radius: 75.5, trigger: "leave"),
            completedAt: Date(timeIntervalSince1970: 1_794_331_800))
        let text = export([shop, shed])
        let lines = logicalLines(text)
        #expect(lines.contains("GEO:59.332600;18.064900"))
        #expect(lines.contains("PROXIMITY:ARRIVE"))
        #expect(lines.contains("URL:geo:59.332600,18.064900;u=200"))
        #expect(lines.contains(#"X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=200;X-TITLE="ICA Nära, Odenplan; Stockholm":geo:59.332600,18.064900"#))
        #expect(lines.contains("PROXIMITY:DEPART"))
        #expect(lines.contains("X-APPLE-PROXIMITY:DEPART"))
        #expect(lines.contains("X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=75.5;X-TITLE=Home:geo:-33.868800,151.209300"))
        #expect(lines.contains("STATUS:COMPLETED"))
        #expect(try ReminderCalendar.parse(text) == [.success(shop), .success(shed)])
    }

    @Test func longTitlesFoldAt75OctetsWithoutSplittingACharacterAndUnfoldBack() throws {
        let title = "ab" + String(repeating: "€", count: 40) + String(repeating: "🎁", count: 20)
            + " Grüße från Åre, 日本語のメモ"
        let todo = CalendarTodo(uid: "fold@satchel", title: title, dueLocal: "2026-11-27T09:00", timeZone: "UTC")
        let text = export([todo])
        let lines = physicalLines(text)
        for line in lines {
            #expect(line.count <= 75)
            #expect(!line.contains(10) && !line.contains(13))
            #expect(String(bytes: line, encoding: .utf8) != nil, "a fold split a UTF-8 sequence")
        }
        let summary = try #require(lines.firstIndex { $0.starts(with: Array("SUMMARY:".utf8)) })
        // "SUMMARY:ab" is 10 octets and each € 3: 21 of them make 73, a 22nd would make 76.
        #expect(lines[summary].count == 73)
        #expect(lines[summary + 1].first == UInt8(ascii: " "))
        #expect(try ReminderCalendar.parse(text) == [.success(todo)])
    }

    @Test func textEscapingRoundTripsSemicolonsCommasBackslashesAndNewlines() throws {
        let todo = CalendarTodo(
            uid: "esc;1,2\\3@satchel", title: "Milk; eggs, bread \\ jam", notes: "Line one\nLine two; a, b \\ c\n",
            dueLocal: "2026-11-27T09:00", timeZone: "UTC")
        let text = export([todo])
        let lines = logicalLines(text)
        #expect(lines.contains(#"SUMMARY:Milk\; eggs\, bread \\ jam"#))
        #expect(lines.contains(#"DESCRIPTION:Line one\nLine two\; a\, b \\ c\n"#))
        #expect(lines.contains(#"UID:esc\;1\,2\\3@satchel"#))
        #expect(try ReminderCalendar.parse(text) == [.success(todo)])
    }

    @Test func aUTCDueIsWrittenWithZAndNeedsNoVTIMEZONE() {
        let todo = CalendarTodo(uid: "utc@satchel", title: "Standup", dueLocal: "2026-11-27T09:00", timeZone: "UTC")
        let lines = logicalLines(export([todo]))
        #expect(lines.contains("DUE:20261127T090000Z"))
        #expect(!lines.contains("BEGIN:VTIMEZONE"))
    }

    @Test func theCalendarHasSatchelsHeader() {
        let lines = logicalLines(ReminderCalendar.export([], calendarName: "Spots, mine", now: Self.now))
        #expect(lines == ["BEGIN:VCALENDAR", "PRODID:-//Satchel//Spots//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
                          #"X-WR-CALNAME:Spots\, mine"#, "END:VCALENDAR"])
    }

    // MARK: - Time zones

    @Test func theStockholmVTIMEZONEHas2026sMarchAndOctoberTransitions() throws {
        let todo = CalendarTodo(uid: "tz@satchel", title: "Dentist", dueLocal: "2026-11-27T09:00", timeZone: "Europe/Stockholm")
        let lines = logicalLines(export([todo]))
        let begin = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
        let end = try #require(lines.firstIndex(of: "END:VTIMEZONE"))
        let firstTodo = try #require(lines.firstIndex(of: "BEGIN:VTODO"))
        #expect(lines[begin + 1] == "TZID:Europe/Stockholm")
        #expect(end < firstTodo)
        let blocks = observances(Array(lines[begin...end]))
        let spring = try #require(blocks.first { $0.contains("DTSTART:20260329T020000") })
        #expect(spring.first == "BEGIN:DAYLIGHT")
        #expect(spring.contains("TZOFFSETFROM:+0100"))
        #expect(spring.contains("TZOFFSETTO:+0200"))
        let autumn = try #require(blocks.first { $0.contains("DTSTART:20261025T030000") })
        #expect(autumn.first == "BEGIN:STANDARD")
        #expect(autumn.contains("TZOFFSETFROM:+0200"))
        #expect(autumn.contains("TZOFFSETTO:+0100"))
    }

    @Test func aZoneWithoutTransitionsGetsOneStandardObservance() throws {
        let todo = CalendarTodo(uid: "tokyo@satchel", title: "Call Kenji", dueLocal: "2026-11-27T09:00", timeZone: "Asia/Tokyo")
        let lines = logicalLines(export([todo]))
        let begin = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
        let end = try #require(lines.firstIndex(of: "END:VTIMEZONE"))
        let blocks = observances(Array(lines[begin...end]))
        try #require(blocks.count == 1)
        #expect(blocks[0].first == "BEGIN:STANDARD")
        #expect(blocks[0].contains("DTSTART:19700101T000000"))
        #expect(blocks[0].contains("TZOFFSETFROM:+0900"))
        #expect(blocks[0].contains("TZOFFSETTO:+0900"))
    }

    // MARK: - Importing other clients' files

    @Test func anAppleRemindersFileImportsWithRadiusLabelAndProximity() throws {
        let todos = try ReminderCalendar.parse(try fixture("apple-reminders")).map { try $0.get() }
        try #require(todos.count == 3)

        let shop = todos[0]
        #expect(shop.uid == "D0C5E3A1-7B2F-4C1E-9A8D-3F6B2E1C4A70")
        #expect(shop.title == "Coffee beans, oat milk and a birthday card for Märta")
        #expect(shop.notes == "Dark roast if they have it.\nThe card: something with birds, not flowers.")
        #expect(shop.place == CalendarPlace(latitude: 59.34288, longitude: 18.04951, label: "ICA Nära Odenplan",
                                            radius: 120, trigger: "arrive"))
        #expect(shop.dueLocal == nil && shop.timeZone == nil && shop.completedAt == nil)

        let plants = todos[1]
        #expect(plants.title == "Water the plants")
        #expect(plants.dueLocal == "2026-11-27T09:00")
        #expect(plants.timeZone == "Europe/Stockholm")
        #expect(plants.repeatRule == "weekly")
        #expect(plants.place == nil)

        let recycling = todos[2]
        #expect(recycling.place == CalendarPlace(latitude: 59.34521, longitude: 18.05302, label: "Home",
                                                 radius: 70.58823529411765, trigger: "leave"))
        #expect(recycling.completedAt == Date(timeIntervalSince1970: 1_794_331_800))
    }

    @Test func anRFC9074ProximityAlarmWithAVLOCATIONImports() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example Corp.//Tasks 1.0//EN",
            "BEGIN:VTODO", "UID:parcel-7@example.com", "DTSTAMP:20261101T120000Z", "SUMMARY:Pick up the parcel",
            "LOCATION:Sveavägen 52",
            "BEGIN:VALARM", "UID:parcel-7-alarm", "ACTION:DISPLAY", "DESCRIPTION:Pick up the parcel",
            "PROXIMITY:ARRIVE",
            "BEGIN:VLOCATION", "UID:parcel-7-where", "NAME:Post office\\, Sveavägen", "URL:geo:59.3417,18.0582;u=80",
            "END:VLOCATION",
            "END:VALARM", "END:VTODO", "END:VCALENDAR",
        ])
        let todo = try #require(try ReminderCalendar.parse(text).first).get()
        #expect(todo.uid == "parcel-7@example.com")
        #expect(todo.place == CalendarPlace(latitude: 59.3417, longitude: 18.0582, label: "Post office, Sveavägen",
                                            radius: 80, trigger: "arrive"))
    }

    @Test func geoWithoutAProximityAlarmIsAnArrivalAtTheLocation() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:geo-only", "SUMMARY:Return the library books", "LOCATION:Stadsbiblioteket",
            "GEO:59.343;18.0545", "END:VTODO", "END:VCALENDAR",
        ])
        let todo = try #require(try ReminderCalendar.parse(text).first).get()
        #expect(todo.place == CalendarPlace(latitude: 59.343, longitude: 18.0545, label: "Stadsbiblioteket",
                                            radius: 150, trigger: "arrive"))
    }

    @Test func radiiAreClampedTo50Through5000Metres() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:tiny", "SUMMARY:Tiny", "BEGIN:VALARM", "ACTION:DISPLAY", "X-APPLE-PROXIMITY:ARRIVE",
            "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-APPLE-RADIUS=10;X-TITLE=Door:geo:59.3,18.0", "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:huge", "SUMMARY:Huge", "BEGIN:VALARM", "ACTION:DISPLAY", "PROXIMITY:DEPART",
            "BEGIN:VLOCATION", "URL:geo:59.3,18.0;u=90000", "END:VLOCATION", "END:VALARM", "END:VTODO",
            "END:VCALENDAR",
        ])
        let todos = try ReminderCalendar.parse(text).map { try $0.get() }
        #expect(todos.map { $0.place?.radius } == [50, 5_000])
        #expect(todos[1].place?.label == "59.3, 18.0")
    }

    @Test func dueFormsAreReadAsWallClockTimes() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:utc", "SUMMARY:UTC", "DUE:20261127T083000Z", "END:VTODO",
            "BEGIN:VTODO", "UID:floating", "SUMMARY:Floating", "DUE:20261127T190000", "END:VTODO",
            "BEGIN:VTODO", "UID:all-day", "SUMMARY:All day", "DUE;VALUE=DATE:20261127", "END:VTODO",
            "BEGIN:VTODO", "UID:start", "SUMMARY:Start only", "DTSTART;TZID=America/New_York:20261127T071500", "END:VTODO",
            "END:VCALENDAR",
        ])
        let dues = try ReminderCalendar.parse(text).map { try $0.get() }.map { [$0.dueLocal, $0.timeZone] }
        #expect(dues == [["2026-11-27T08:30", "UTC"], ["2026-11-27T19:00", "UTC"], ["2026-11-27T09:00", "UTC"],
                         ["2026-11-27T07:15", "America/New_York"]])
    }

    @Test func aPrefixedTZIDFindsItsIANAZone() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN",
            "BEGIN:VTIMEZONE", "TZID:Berlin time", "X-LIC-LOCATION:Europe/Berlin", "BEGIN:STANDARD",
            "DTSTART:19701025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTODO", "UID:a", "SUMMARY:A", "DUE;TZID=/mozilla.org/20050126_1/Europe/Berlin:20261127T100000", "END:VTODO",
            "BEGIN:VTODO", "UID:b", "SUMMARY:B", "DUE;TZID=\"Berlin time\":20261127T100000", "END:VTODO",
            "END:VCALENDAR",
        ])
        let zones = try ReminderCalendar.parse(text).map { try $0.get().timeZone }
        #expect(zones == ["Europe/Berlin", "Europe/Berlin"])
    }

    @Test func lfOnlyTextWithAByteOrderMarkAndLowercaseNamesParses() throws {
        let text = "\u{FEFF}begin:vcalendar\nversion:2.0\nprodid:-//Example//EN\nbegin:vtodo\nuid:lf-1\nsummary:Feed\n  the cat\n"
            + "due;tzid=Europe/Oslo:20261127T070000\nend:vtodo\nend:vcalendar\n"
        let todo = try #require(try ReminderCalendar.parse(text).first).get()
        #expect(todo.title == "Feed the cat")
        #expect(todo.dueLocal == "2026-11-27T07:00")
        #expect(todo.timeZone == "Europe/Oslo")
    }

    @Test func aByDayThatRestatesTheDueWeekdayIsAccepted() throws {
        // 2026-11-30 is a Monday.
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:bins", "SUMMARY:Bins out", "DUE:20261130T060000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10",
            "END:VTODO", "END:VCALENDAR",
        ])
        let todo = try #require(try ReminderCalendar.parse(text).first).get()
        #expect(todo.repeatRule == "weekly")
    }

    @Test func aTodoWithoutAUIDGetsAStableOne() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "SUMMARY:No UID here", "DUE:20261130T060000Z", "END:VTODO", "END:VCALENDAR",
        ])
        let first = try #require(try ReminderCalendar.parse(text).first).get()
        let second = try #require(try ReminderCalendar.parse(text).first).get()
        #expect(first.uid.hasPrefix("import-"))
        #expect(first.uid == second.uid)
    }

    @Test func eventsAreIgnoredAndNotCounted() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VEVENT", "UID:party", "SUMMARY:Party", "DTSTART:20261127T180000Z", "END:VEVENT",
            "BEGIN:VTODO", "UID:nothing", "SUMMARY:Nothing", "END:VTODO",
            "END:VCALENDAR",
        ])
        #expect(try ReminderCalendar.parse(text) == [.failure(CalendarTodoSkip(index: 1, uid: "nothing", reason: "neither a due time nor a place"))])
    }

    // MARK: - Skipped and refused

    @Test func unsupportedRepeatRulesAndTodosWithNothingToAlertOnAreSkippedWithReasons() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:cleaner", "SUMMARY:Pay the cleaner", "DUE;TZID=Europe/Stockholm:20261130T180000",
            "RRULE:FREQ=WEEKLY;INTERVAL=2", "END:VTODO",
            "BEGIN:VTODO", "UID:cello", "SUMMARY:Learn the cello", "END:VTODO",
            "BEGIN:VTODO", "UID:weekdays", "SUMMARY:Stretch", "DUE:20261130T070000Z", "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
            "END:VTODO",
            "END:VCALENDAR",
        ])
        #expect(try ReminderCalendar.parse(text) == [
            .failure(CalendarTodoSkip(index: 1, uid: "cleaner", reason: "repeat rule not supported: FREQ=WEEKLY;INTERVAL=2")),
            .failure(CalendarTodoSkip(index: 2, uid: "cello", reason: "neither a due time nor a place")),
            .failure(CalendarTodoSkip(index: 3, uid: "weekdays", reason: "repeat rule not supported: FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR")),
        ])
    }

    @Test func aTodoWithoutASummaryIsSkipped() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:untitled", "SUMMARY:  ", "DUE:20261130T070000Z", "END:VTODO", "END:VCALENDAR",
        ])
        #expect(try ReminderCalendar.parse(text) == [.failure(CalendarTodoSkip(index: 1, uid: "untitled", reason: "no SUMMARY (title)"))])
    }

    @Test func anUnknownTimeZoneIsSkippedNamingTheZone() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:mars", "SUMMARY:Dust the rover", "DUE;TZID=Mars/Olympus_Mons:20261130T070000", "END:VTODO",
            "END:VCALENDAR",
        ])
        let skip = try #require(try skips(ReminderCalendar.parse(text)).first)
        #expect(skip.uid == "mars")
        #expect(skip.reason.contains("Mars/Olympus_Mons"))
    }

    @Test func invalidCoordinatesAreSkipped() throws {
        let text = ics([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
            "BEGIN:VTODO", "UID:pole", "SUMMARY:Beyond the pole", "BEGIN:VALARM", "ACTION:DISPLAY", "X-APPLE-PROXIMITY:ARRIVE",
            "X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-TITLE=Nowhere:geo:123.0,18.0", "END:VALARM", "END:VTODO",
            "END:VCALENDAR",
        ])
        let skip = try #require(try skips(ReminderCalendar.parse(text)).first)
        #expect(skip.index == 1)
        #expect(skip.reason.hasPrefix("invalid coordinates"))
    }

    @Test(arguments: [
        "",
        "Buy milk\nCall the bank\n",
        #"{"title": "Buy milk"}"#,
        "BEGIN:VTODO\r\nSUMMARY:Buy milk\r\nEND:VTODO\r\n",
        "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:Buy milk\r\nEND:VCALENDAR\r\n",
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Example//EN\r\n",
    ])
    func textThatIsNotAnICalendarObjectThrows(_ text: String) {
        #expect(throws: CalendarParseError.self) { try ReminderCalendar.parse(text) }
    }

    // MARK: - Helpers

    private func export(_ todos: [CalendarTodo]) -> String {
        ReminderCalendar.export(todos, calendarName: "Reminders", now: Self.now)
    }
}

// Helpers: methods, so they shadow (and never clash with) other files' free functions.
private extension CalendarTests {
    /// Content lines joined with CRLF, as a file would have them.
    func ics(_ lines: [String]) -> String {
        lines.joined(separator: "\r\n") + "\r\n"
    }

    func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "ics", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The physical lines as UTF-8 bytes, split at CRLF only (independent of the code under test).
    func physicalLines(_ text: String) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 13, i + 1 < bytes.count, bytes[i + 1] == 10 {
                lines.append(current)
                current = []
                i += 2
            } else {
                current.append(bytes[i])
                i += 1
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The logical lines: each physical line starting with a space joined, without it, to the one before.
    func logicalLines(_ text: String) -> [String] {
        var joined: [[UInt8]] = []
        for line in physicalLines(text) {
            if line.first == UInt8(ascii: " "), !joined.isEmpty {
                joined[joined.count - 1] += line.dropFirst()
            } else {
                joined.append(line)
            }
        }
        return joined.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The STANDARD and DAYLIGHT blocks among `lines`, each from its BEGIN to its END.
    func observances(_ lines: [String]) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in lines {
            if line == "BEGIN:STANDARD" || line == "BEGIN:DAYLIGHT" {
                current = [line]
            } else if var block = current {
                block.append(line)
                if line == "END:STANDARD" || line == "END:DAYLIGHT" {
                    blocks.append(block)
                    current = nil
                } else {
                    current = block
                }
            }
        }
        return blocks
    }

    func skips(_ results: [Result<CalendarTodo, CalendarTodoSkip>]) -> [CalendarTodoSkip] {
        results.compactMap { result -> CalendarTodoSkip? in
            switch result {
            case .success: return nil
            case .failure(let skip): return skip
            }
        }
    }
}
