import Fluent
import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Several devices, repeating reminders and what the web form keeps")
struct DevicesAndRepeatsTests {
    static let milk = ReminderDraft(title: "Buy milk", place: ReminderPlace(latitude: Places.shop.latitude, longitude: Places.shop.longitude,
                                                                           label: "The shop", radius: 150))

    func report(_ t: TestContext, _ point: GeoPoint, device: String, as session: SessionResponse) async throws -> PositionResult {
        t.clock.advance(by: 5)
        let fix = PositionFix(latitude: point.latitude, longitude: point.longitude, accuracy: 10, timestamp: t.clock.now, deviceId: device)
        return try await t.request(SpotsRoute.reportPosition, token: session.token, json: fix).decode(PositionResult.self)
    }

    @Test func aLaptopLeftAtHomeNeverMakesThePhoneLeaveTheShop() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            let home = Places.near(Places.shop, 4000)
            #expect(try await report(t, Places.shop, device: "phone", as: ada).fired.count == 1)
            for _ in 0..<3 {
                _ = try await report(t, home, device: "laptop", as: ada)
                #expect(try await report(t, Places.shop, device: "phone", as: ada).fired.isEmpty)
            }
            // The phone leaves and comes back: a new arrival.
            _ = try await report(t, home, device: "phone", as: ada)
            #expect(try await report(t, Places.shop, device: "phone", as: ada).fired.count == 1)
        }
    }

    @Test func anotherDeviceProvesTheExitOnceTheArrivingOneFellSilent() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(Self.milk, as: ada)
            t.clock.freeze(at: t.clock.now)
            _ = try await report(t, Places.shop, device: "phone", as: ada)
            t.clock.advance(by: PositionService.silentDevice + 60)
            _ = try await report(t, Places.near(Places.shop, 4000), device: "laptop", as: ada)
            #expect(try await report(t, Places.shop, device: "laptop", as: ada).fired.count == 1)
        }
    }

    @Test func eachDevicesFixesAreOrderedOnTheirOwn() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.clock.freeze(at: t.clock.now)
            let now = t.clock.now
            let a = PositionFix(latitude: 59.3, longitude: 18.0, accuracy: 10, timestamp: now, deviceId: "a")
            let b = PositionFix(latitude: 59.3, longitude: 18.0, accuracy: 10, timestamp: now.addingTimeInterval(-5), deviceId: "b")
            #expect(try await t.request(SpotsRoute.reportPosition, token: ada.token, json: a).decode(PositionResult.self).status == "accepted")
            #expect(try await t.request(SpotsRoute.reportPosition, token: ada.token, json: b).decode(PositionResult.self).status == "accepted")
        }
    }

    @Test func checkingOffARepeatingReminderMovesItToItsNextTimeAndUndoBringsItBack() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.reminder(ReminderDraft(title: "Water the plants",
                                                             due: ReminderDue(local: "2031-03-10T19:00", timeZone: "Europe/Prague"),
                                                             repeat: "daily"), as: ada)
            let done = try await t.request(SpotsRoute.completeReminder(created.id), token: ada.token).decode(Reminder.self)
            #expect(done.doneAt == nil && done.due?.local == "2031-03-11T19:00")
            let undone = try await t.request(SpotsRoute.reopenReminder(created.id), token: ada.token).decode(Reminder.self)
            #expect(undone.due?.local == "2031-03-10T19:00")
        }
    }

    @Test func aMonthlyReminderOnThe31stComesBackToThe31st() {
        let jan = DueTime(local: "2031-01-31T09:00", timeZone: "UTC")!
        let feb = jan.next(.monthly, anchorDay: 31)
        let mar = feb.next(.monthly, anchorDay: 31)
        #expect(feb.local == "2031-02-28T09:00" && mar.local == "2031-03-31T09:00")
        let leap = DueTime(local: "2028-02-29T09:00", timeZone: "UTC")!
        #expect(leap.next(.yearly, anchorDay: 29).local == "2029-02-28T09:00")
        #expect(leap.next(.yearly, anchorDay: 29).next(.yearly, anchorDay: 29).next(.yearly, anchorDay: 29).local == "2031-02-28T09:00")
    }

    @Test func aNewOccurrenceAlertsAgainWhereTheUserAlreadyIs() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.clock.freeze(at: t.clock.now)
            var draft = Self.milk
            let due = DueTime(instant: t.clock.now.addingTimeInterval(600), zone: TimeZone(identifier: "Europe/Stockholm")!)
            draft.due = ReminderDue(local: due.local, timeZone: "Europe/Stockholm")
            draft.repeat = "daily"
            _ = try await t.reminder(draft, as: ada)
            _ = try await t.report(Places.shop, as: ada)
            t.clock.advance(by: 600)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            _ = try await t.report(Places.near(Places.shop, 20), as: ada) // still there the next day
            t.clock.advance(by: 86400)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
        }
    }

    @Test func controlCharactersNeverReachTheDatabase() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Buy\u{0} milk\u{7}", notes: "line 1\nline 2\u{0}", place: ReminderPlace(
                latitude: 59.3, longitude: 18.0, label: "Sh\u{1b}op")), as: ada)
            #expect(reminder.title == "Buy milk" && reminder.notes == "line 1\nline 2" && reminder.place?.label == "Shop")
        }
    }

    @Test func reimportingAnExportKeepsListsAndRaisesNoOldAlerts() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            t.clock.freeze(at: t.clock.now)
            let list = try await t.request(SpotsRoute.createList, token: ada.token, json: ReminderListDraft(name: "Errands")).decode(ReminderList.self)
            let past = DueTime(instant: t.clock.now.addingTimeInterval(-3600), zone: TimeZone(identifier: "UTC")!)
            _ = try await t.reminder(ReminderDraft(title: "Call", due: ReminderDue(local: past.local, timeZone: "UTC"), listId: list.id), as: ada)
            #expect(try await ReminderScheduler.runOnce(t.context) == 1)
            let ics = try await t.request(SpotsRoute.exportCalendar, token: ada.token).body.string
            var headers = HTTPHeaders()
            headers.bearerAuthorization = BearerAuthorization(token: ada.token)
            headers.contentType = HTTPMediaType(type: "text", subType: "calendar")
            let res = try await t.request(.POST, SpotsRoute.importCalendar.path, headers: headers, body: ByteBuffer(string: ics))
            #expect(try res.decode(CalendarImportReport.self).updated == 1)
            #expect(try await ReminderRecord.query(on: t.app.db).first()?.listID == list.id)
            #expect(try await ReminderScheduler.runOnce(t.context) == 0)
        }
    }
}

@Suite("The Spots pages keep what they are given")
struct SpotsFormKeepsTests {
    @Test func aPlaceNamedButNeverChosenIsAnError() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.post("/spots/new", ["title": "Post the letter", "dueDate": "2031-05-02", "label": "Post office"])
            #expect(res.status == .unprocessableEntity && res.body.string.contains("f-latitude-error"))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aTimeZoneMissingFromTheSystemListStaysSelected() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Call", due: ReminderDue(local: "2031-05-02T09:00", timeZone: "UTC")), as: ada)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let html = try await browser.get("/spots/\(reminder.id.uuidString.lowercased())/edit").body.string
            #expect(html.contains("<option value=\"UTC\" selected>"))
        }
    }

    @Test func aNonsenseZoomIsClampedNotACrash() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            #expect(try await ada.get("/spots/map/picker?lat=59.3&lon=18.0&zoom=nan").status == .ok)
            #expect(try await ada.get("/spots/map/picker?lat=59.3&lon=18.0&zoom=1e300").status == .ok)
        }
    }
}

@Suite("Renaming a list")
struct ListRenameTests {
    @Test func aFailedRenameShowsItsErrorInItsOwnRowWithWhatWasTyped() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/lists", ["name": "Errands", "color": "#2f6fdf"])
            _ = try await ada.post("/spots/lists", ["name": "Home", "color": "#2b8a3e"])
            let home = try #require(try await ReminderListRecord.query(on: t.app.db).filter(\.$name == "Home").first()?.id)
            let id = home.uuidString.lowercased()
            let res = try await ada.post("/spots/lists/\(id)", ["name": "errands", "color": "#2b8a3e", "version": "1"], from: "/spots/lists")
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            #expect(html.contains("id=\"error-\(id)\"") && html.contains("id=\"name-\(id)\" name=\"name\" value=\"errands\""))
        }
    }
}

/// A calendar file is checked once, in the service, whether it comes through the API or the
/// web's upload form.
@Suite("Importing a calendar file")
struct CalendarFileTests {
    static let todo = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nBEGIN:VTODO\r\nUID:bom-1\r\nSUMMARY:Water plants\r\nDUE:20300101T090000Z\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"

    func send(_ t: TestContext, _ body: ByteBuffer, token: String, query: String = "") async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        headers.bearerAuthorization = BearerAuthorization(token: token)
        headers.contentType = HTTPMediaType(type: "text", subType: "calendar")
        return try await t.request(.POST, SpotsRoute.importCalendar.path + query, headers: headers, body: body)
    }

    @Test func aFileStartingWithAByteOrderMarkImports() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var body = ByteBuffer(bytes: [0xEF, 0xBB, 0xBF])
            body.writeString(Self.todo)
            let res = try await send(t, body, token: ada.token)
            #expect(try res.decode(CalendarImportReport.self).created == 1, "\(res.body.string)")
        }
    }

    @Test func theAPIAndTheWebNameTheSameProblems() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let zone = try await send(t, ByteBuffer(string: Self.todo), token: ada.token, query: "?timeZone=Mars/Olympus")
            #expect(zone.status == .unprocessableEntity && zone.problem?.errors?.first?.field == "timeZone")
            let latin1 = try await send(t, ByteBuffer(bytes: [0x42, 0x45, 0xE9, 0xFF]), token: ada.token)
            #expect(latin1.problem?.errors?.first?.code == "calendar.not_utf8")
            var web = Browser(t: t)
            _ = try await web.signUp("bea")
            let page = try await web.get("/spots/calendar")
            var headers = web.headers()
            headers.contentType = HTTPMediaType(type: "multipart", subType: "form-data", parameters: ["boundary": "XyZ"])
            let form = "--XyZ\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(Browser.csrf(in: page.body.string))\r\n"
                + "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.ics\"\r\nContent-Type: text/calendar\r\n\r\n"
            var body = ByteBuffer(string: form)
            body.writeBytes([0x42, 0x45, 0xE9, 0xFF])
            body.writeString("\r\n--XyZ--\r\n")
            let res = try await t.request(.POST, "/spots/calendar/import", headers: headers, body: body)
            #expect(res.status == .unprocessableEntity && res.body.string.contains("f-file-error"), "\(res.status)")
        }
    }
}
