import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import SQLKit
import Testing
import VaporTesting

/// Issue 42: reminders keep their zone under its current name, whoever gave it (the form, the
/// API, a calendar file), and a new person in India gets a map over India.
@Suite("Reminder zones under their current names")
struct CanonicalZoneTests {
    @Test func aReminderDueInAnOldZoneNameIsStoredUnderTheCurrentOne() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let made = try await t.reminder(ReminderDraft(title: "Call", due: ReminderDue(local: "2026-12-24T18:00", timeZone: "Asia/Saigon")), as: ada)
            #expect(made.due?.timeZone == "Asia/Ho_Chi_Minh")
        }
    }

    @Test func aCalendarFilesOldZoneNamesAreStoredUnderTheCurrentOnes() throws {
        let text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Example//EN",
                    "BEGIN:VTODO", "UID:kyiv", "SUMMARY:Kyiv", "DUE;TZID=Europe/Kiev:20261127T100000", "END:VTODO",
                    "BEGIN:VTODO", "UID:floating", "SUMMARY:Floating", "DUE:20261127T190000", "END:VTODO",
                    "END:VCALENDAR"].joined(separator: "\r\n") + "\r\n"
        let zones = try ReminderCalendar.parse(text, localZone: "Asia/Calcutta").map { try $0.get().timeZone }
        #expect(zones == ["Europe/Kyiv", "Asia/Kolkata"])
    }

    @Test func theMigrationRewritesRemindersOldZoneNames() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let made = try await t.reminder(ReminderDraft(title: "Call", due: ReminderDue(local: "2026-12-24T18:00", timeZone: "Europe/Helsinki")), as: ada)
            let sql = t.app.db as! any SQLDatabase
            try await sql.raw("UPDATE spot_reminders SET time_zone = 'Asia/Calcutta' WHERE id = \(bind: made.id)").run()
            try await CanonicalizeStoredTimeZones<ReminderRecord>().prepare(on: t.app.db)
            #expect(try await ReminderRecord.find(made.id, on: t.app.db)?.timeZone == "Asia/Kolkata")
        }
    }

    @Test func aNewPersonWhoseBrowserSaysCalcuttaGetsThePickerOverIndia() async throws {
        try await withSatchel { t in
            var web = Browser(t: t, cookies: ["satchel_tz": "Asia/Calcutta"])
            _ = try await web.signUp("ada")
            let frame = try await web.get("/spots/map/picker").body.string
            #expect(frame.contains(#"data-zoom="11""#) && frame.contains(#"data-lat="19.07"#), "Mumbai, the biggest city of Asia/Kolkata")
        }
    }
}
