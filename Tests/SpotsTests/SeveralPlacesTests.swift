import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("A reminder with several places")
struct SeveralPlacesTests {
    static let pharmacy = Places.near(Places.shop, 3000, bearing: 0)
    static let chemist = Places.near(Places.shop, 3000, bearing: 180)

    static func place(_ p: GeoPoint, _ label: String, radius: Double = 150) -> ReminderPlace {
        ReminderPlace(latitude: p.latitude, longitude: p.longitude, label: label, radius: radius)
    }

    static let plasters = ReminderDraft(title: "Buy plasters", place: place(Places.shop, "The shop"),
                                        otherPlaces: [place(pharmacy, "Pharmacy"), place(chemist, "Chemist", radius: 300)])

    @Test func theReminderShowsEveryPlaceInOrder() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.reminder(Self.plasters, as: ada)
            #expect(created.otherPlaces?.map(\.label) == ["Pharmacy", "Chemist"])
            let res = try await t.request(SpotsRoute.reminder(created.id), token: ada.token)
            let read = try res.decode(Reminder.self)
            #expect(read.otherPlaces?.map(\.radius) == [150, 300])
            #expect(read.place?.label == "The shop")
        }
    }

    @Test func arrivingAtAnyOfThePlacesAlertsOncePerVisit() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.plasters, as: ada)
            t.clock.freeze(at: t.clock.now)
            // At the chemist (the third place): it alerts, and jitter inside does not again.
            #expect(try await t.report(Places.near(Self.chemist, 40), as: ada).fired == [reminder.id])
            for metres in [250.0, 20, 290, 100] {
                t.clock.advance(by: 20)
                #expect(try await t.report(Places.near(Self.chemist, metres), as: ada).fired.isEmpty)
            }
            // Then at the pharmacy: once more.
            t.clock.advance(by: 20)
            #expect(try await t.report(Places.near(Self.pharmacy, 10), as: ada).fired == [reminder.id])
            #expect(try await t.alerts(ada).count == 2)
        }
    }

    @Test func anEditKeepingThePlacesKeepsWhereThePersonIs() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.plasters, as: ada)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.near(Self.pharmacy, 10), as: ada)
            var edit = Self.plasters
            edit.title = "Buy plasters and tape"
            let res = try await t.request(SpotsRoute.updateReminder(reminder.id), token: ada.token, json: edit)
            #expect(res.status == .ok, "\(res.body.string)")
            t.clock.advance(by: 20)
            // Still at the pharmacy: not a new arrival.
            #expect(try await t.report(Places.near(Self.pharmacy, 20), as: ada).fired.isEmpty)
            #expect(try await t.alerts(ada).count == 1)
        }
    }

    @Test func removingThePlacesStopsThemAlerting() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.plasters, as: ada)
            var edit = Self.plasters
            edit.otherPlaces = nil
            let res = try await t.request(SpotsRoute.updateReminder(reminder.id), token: ada.token, json: edit)
            #expect(try res.decode(Reminder.self).otherPlaces == nil)
            t.clock.freeze(at: t.clock.now)
            #expect(try await t.report(Places.near(Self.pharmacy, 10), as: ada).fired.isEmpty)
        }
    }

    @Test func moreThanTwentyPlacesAreRefusedBesideTheField() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var draft = Self.plasters
            draft.otherPlaces = (0..<20).map { Self.place(Places.near(Places.shop, Double($0) * 500 + 500), "Shop \($0)") }
            let res = try await t.request(SpotsRoute.createReminder, token: ada.token, json: draft)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("otherPlaces"))
        }
    }

    @Test func otherPlacesNeedAFirstPlace() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let draft = ReminderDraft(title: "Plasters", due: ReminderDue(local: "2030-01-01T09:00", timeZone: "UTC"),
                                      otherPlaces: [Self.place(Self.pharmacy, "Pharmacy")])
            let res = try await t.request(SpotsRoute.createReminder, token: ada.token, json: draft)
            #expect(res.status == .unprocessableEntity)
        }
    }

    @Test func reopeningWatchesEveryPlaceAfresh() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(Self.plasters, as: ada)
            t.clock.freeze(at: t.clock.now)
            try await t.report(Places.near(Self.pharmacy, 10), as: ada)
            _ = try await t.context.reminders.complete(reminder.id, owner: ada.user.id)
            _ = try await t.context.reminders.reopen(reminder.id, owner: ada.user.id)
            t.clock.advance(by: 20)
            // Being there already counts as arriving, as for the first place.
            #expect(try await t.report(Places.near(Self.pharmacy, 15), as: ada).fired == [reminder.id])
        }
    }

    @Test func addAnotherPlaceReshowsTheFormKeepingWhatWasTypedWithoutSaving() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            fields["addPlace"] = "1"
            let res = try await ada.post("/spots/new", fields)
            #expect(res.status == .ok)
            let html = res.body.string
            #expect(html.contains("value=\"Hötorgshallen\"") && html.contains("name=\"otherLatitude0\""))
            #expect(!html.contains("name=\"otherLatitude1\""))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theFormSavesSeveralPlacesAndAWindowAndTheMapPinsEach() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            fields["otherLabel0"] = "Pharmacy"
            fields["otherLatitude0"] = String(Self.pharmacy.latitude)
            fields["otherLongitude0"] = String(Self.pharmacy.longitude)
            fields["windowStart"] = "08:00"
            fields["windowEnd"] = "20:00"
            fields["windowWeekdays"] = "on"
            fields["timeZone"] = "Europe/Stockholm"
            let created = try await ada.post("/spots/new", fields)
            #expect(created.status == .seeOther, "\(created.body.string)")
            let record = try #require(try await ReminderRecord.query(on: t.app.db).first())
            #expect(record.windowStart == "08:00" && record.windowZone == "Europe/Stockholm" && record.windowDays == AlertWindow.weekdays)
            let map = try await ada.get("/spots/map").body.string
            #expect(map.components(separatedBy: "class=\"map-pin\"").count - 1 == 2)
            let edit = try await ada.get("/spots/\(record.id!.uuidString.lowercased())/edit").body.string
            #expect(edit.contains("value=\"Pharmacy\"") && edit.contains("value=\"20:00\""))
        }
    }

    @Test func aHalfFilledOtherPlaceIsShownBesideItsField() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            fields["otherLabel0"] = "Pharmacy"
            let res = try await ada.post("/spots/new", fields)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-otherLatitude0-error") && res.body.string.contains("value=\"Pharmacy\""))
        }
    }
}
