import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("The Spots pages")
struct SpotsWebTests {
    static let shopFields = ["title": "Buy milk", "label": "Hötorgshallen", "latitude": "59.33492", "longitude": "18.06372",
                             "radius": "200", "trigger": "arrive"]

    @Test func aFormWithMistakesShowsThemBesideTheFieldsAndKeepsWhatWasTyped() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = Self.shopFields
            fields["radius"] = "9000"
            fields["notes"] = "Oat milk, 2 litres"
            let res = try await ada.post("/spots/new", fields)
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            #expect(html.contains("f-radius-error") && html.contains("value=\"9000\"") && html.contains("Oat milk, 2 litres"))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aFormWithNeitherTimeNorPlaceSaysSo() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.post("/spots/new", ["title": "Think"])
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-when-error"))
        }
    }

    @Test func aReminderMadeInTheFormAppearsInTheListOnTheMapAndByDay() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = Self.shopFields
            fields["dueDate"] = "2031-05-02"
            fields["dueTime"] = "17:30"
            fields["timeZone"] = "Europe/Stockholm"
            let created = try await ada.post("/spots/new", fields)
            #expect(created.status == .seeOther)
            let record = try #require(try await ReminderRecord.query(on: t.app.db).first())
            #expect(record.radius == 200 && record.dueLocal == "2031-05-02T17:30" && record.timeZone == "Europe/Stockholm")
            let id = record.id!.uuidString.lowercased()
            #expect(try await ada.get("/spots").body.string.contains("/spots/\(id)"))
            let map = try await ada.get("/spots/map").body.string
            #expect(map.contains("<svg") && map.contains("class=\"map-pin\"") && map.contains("href=\"/spots/\(id)\""))
            let days = try await ada.get("/spots/days?date=2031-05-01").body.string
            #expect(days.contains("id=\"day-2031-05-02\"") && days.contains("Buy milk"))
            let edit = try await ada.get("/spots/\(id)/edit").body.string
            #expect(edit.contains("value=\"Hötorgshallen\"") && edit.contains("value=\"17:30\""))
        }
    }

    @Test func deletingAsksFirst() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/new", Self.shopFields)
            let id = try #require(try await ReminderRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            let confirm = try await ada.get("/spots/\(id)/delete")
            #expect(confirm.status == .ok && confirm.body.string.contains("action=\"/spots/\(id)/delete\""))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 1)
            let version = try #require(Browser.field("version", in: confirm.body.string))
            _ = try await ada.post("/spots/\(id)/delete", ["version": version], from: "/spots/\(id)/delete")
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func checkingOffOffersUndo() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/new", Self.shopFields)
            let id = try #require(try await ReminderRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            let done = try await ada.post("/spots/\(id)/done", ["back": "/spots"], from: "/spots")
            let location = done.headers.first(name: .location) ?? ""
            #expect(location == "/spots?undo=\(id)")
            #expect(try await ada.get(location).body.string.contains("action=\"/spots/\(id)/undo\""))
            _ = try await ada.post("/spots/\(id)/undo", ["back": "/spots"], from: "/spots")
            #expect(try await ReminderRecord.query(on: t.app.db).first()?.doneAt == nil)
        }
    }

    @Test func theCalendarSubscriptionWorksWithoutSignInUntilRevoked() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(ReminderDraft(title: "Milk", place: ReminderPlace(latitude: 59.3, longitude: 18.0, label: "Shop")), as: ada)
            let feed = try await t.request(SpotsRoute.createCalendarFeed, token: ada.token).decode(CalendarFeed.self)
            let url = try #require(feed.url.flatMap { URLComponents(string: $0) })
            let path = url.path + "?" + (url.query ?? "")
            let ics = try await t.request(.GET, path)
            #expect(ics.status == .ok && ics.headers.contentType?.subType == "calendar" && ics.body.string.contains("SUMMARY:Milk"))
            _ = try await t.request(SpotsRoute.revokeCalendarFeed, token: ada.token)
            #expect(try await t.request(.GET, path).status == .notFound)
        }
    }

    @Test func thePickerMapIsDrawnFromDataWithoutATileServer() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_MAP_TILE_URL"] = "off" }) { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let frame = try await ada.get("/spots/map/picker?lat=59.33&lon=18.06&zoom=12").body.string
            #expect(frame.hasPrefix("<div class=\"map-frame\"") && frame.contains("<svg") && frame.contains("data-zoom=\"12\""))
            #expect(frame.contains("Stockholm") && !frame.contains("<image"))
        }
    }

    /// Positions are kept per device: the maps show the newest fix of any of the person's
    /// devices (they once looked the fix up by the person's id and never found it).
    @Test func theMapsShowWhereThePersonWasLastSeenByAnyDevice() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var web = Browser(t: t)
            _ = try await web.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            #expect(!(try await web.get("/spots/map").body.string.contains("data-me")))
            try await t.report(Places.shop, as: ada)
            let map = try await web.get("/spots/map").body.string
            #expect(map.contains("data-me") && map.contains("data-lat=\"59.334920\""))
            #expect(try await web.get("/spots/map/picker").body.string.contains("data-lat=\"59.334920\""))
        }
    }

    @Test func theDataExportHoldsTheLastPositionOfAnyDevice() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            try await t.report(Places.shop, as: ada)
            let export = try await t.request(.exportData, token: ada.token).body.string
            #expect(export.contains(#""lastPosition":{"#) && export.contains("59.33492"))
        }
    }

    @Test func withoutAChosenPointThePickerOpensAtStreetZoomOnTheLastSavedPlace() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/new", ["title": "Milk", "label": "Kauppatori", "latitude": "60.16745", "longitude": "24.9488",
                                                  "radius": "150", "trigger": "arrive"], from: "/spots/new")
            let frame = try await ada.get("/spots/map/picker").body.string
            #expect(frame.contains("data-zoom=\"\(SpotsPages.streetZoom)\"") && frame.contains("data-lat=\"60.167450\""))
        }
    }

    /// The list page and the API order the same reminders the same way, ties included, and agree
    /// on which are overdue (a reminder with a place and a passed time is overdue too).
    @Test func theListPageAndTheAPIAgreeOnOrderAndOverdue() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: ISO8601DateFormatter().date(from: "2030-06-03T12:00:00Z")!)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let session = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
                .decode(SessionResponse.self)
            let nine = ReminderDue(local: "2030-06-03T09:00", timeZone: "UTC")
            let place = ReminderPlace(latitude: 59.33492, longitude: 18.06372, label: "Shop", radius: 200)
            for title in ["Tie B", "Tie A", "Tie C"] { _ = try await t.reminder(ReminderDraft(title: title, due: nine), as: session) }
            _ = try await t.reminder(ReminderDraft(title: "Undated", place: place), as: session)
            _ = try await t.reminder(ReminderDraft(title: "Shop at nine", due: nine, place: place), as: session)
            let api = try await t.request(SpotsRoute.reminders, token: session.token, query: "?sort=due")
                .decode(Page<Reminder>.self).items.map(\.title)
            let html = try await ada.get("/spots?sort=due").body.string
            let shown = api.sorted { html.range(of: ">" + $0 + "<")!.lowerBound < html.range(of: ">" + $1 + "<")!.lowerBound }
            #expect(shown == api, "web \(shown), API \(api)")
            #expect(api.last == "Undated")
            let overdueRows = html.components(separatedBy: "row reminder overdue").count - 1
            #expect(overdueRows == 4, "the three ties and the shop at nine; the undated one is not overdue")
        }
    }
}
