import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Calendar export and import of several places, a kind or brand, and a time window")
struct CalendarPlacesTests {
    @Test func aReminderWithSeveralPlacesAKindAndAWindowRoundTripsThroughTheCalendar() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var draft = SeveralPlacesTests.plasters
            draft.anyPlace = ReminderAnyPlace(kind: "pharmacy", brand: "Apoteket", radius: 200)
            draft.window = ReminderWindow(start: "08:00", end: "20:00", timeZone: "Europe/Stockholm", days: [1, 2, 3, 4, 5])
            let made = try await t.reminder(draft, as: ada)
            let ics = try await t.context.reminderCalendar.export(owner: ada.user.id, calendarName: "Reminders")
            // An alarm per place (the third is "-place-3"), the kind and the window in Satchel's own properties.
            #expect(ics.contains("-place-3") && ics.contains("X-SATCHEL-ANY-PLACE") && ics.contains("X-SATCHEL-WINDOW"))

            let bob = try await t.signUp("bob")
            let report = try await t.context.reminderCalendar.importCalendar(owner: bob.user.id, data: Data(ics.utf8), timeZone: "Europe/Stockholm")
            #expect(report.created == 1 && report.skipped.isEmpty, "\(report)")
            let rows = try await t.context.spotsStore.reminders(owner: bob.user.id)
            let copy = try #require(rows.first?.rendered)
            #expect(copy.place?.label == "The shop")
            #expect(copy.otherPlaces?.map(\.label) == ["Pharmacy", "Chemist"] && copy.otherPlaces?.map(\.radius) == [150, 300])
            #expect(copy.anyPlace == made.anyPlace)
            #expect(copy.window == made.window)

            // Imported again over itself (same UID): still every place, the kind and the window.
            let again = try await t.context.reminderCalendar.importCalendar(owner: ada.user.id, data: Data(ics.utf8), timeZone: "Europe/Stockholm")
            #expect(again.updated == 1)
            let kept = try #require(try await t.context.spotsStore.reminder(made.id, owner: ada.user.id)?.rendered)
            #expect(kept.otherPlaces == made.otherPlaces && kept.anyPlace == made.anyPlace && kept.window == made.window)
        }
    }

    @Test func aReminderAtAnyPlaceOfAKindAloneIsImportedNotSkipped() throws {
        var todo = CalendarTodo(uid: "any-1", title: "Stamps")
        todo.anyPlace = ReminderAnyPlace(kind: "post_office")
        let ics = ReminderCalendar.export([todo], calendarName: "R", now: Date(timeIntervalSince1970: 0))
        let parsed = try ReminderCalendar.parse(ics)
        #expect(try parsed.first?.get().anyPlace == ReminderAnyPlace(kind: "post_office"))
    }
}
