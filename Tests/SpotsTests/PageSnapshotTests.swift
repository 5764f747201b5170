import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SnapshotTesting
@testable import Spots
import Testing

/// Spots' main page built from a plain model without a request, its HTML compared with what was
/// recorded (`__Snapshots__`; delete a file to record it again).
@Suite("The reminder list as rendered")
struct SpotsPageSnapshotTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000) // Fri 15 Jan 2027 08:00 UTC

    static func reminder(_ n: Int, _ title: String, due: Date? = nil, zone: String? = nil, place: String? = nil,
                         list: UUID? = nil, done: Date? = nil) -> ReminderRecord {
        let r = ReminderRecord()
        r.id = UUID(uuidString: "00000000-0000-0000-0000-0000000003\(String(format: "%02d", n))")!
        r.title = title
        r.notes = ""
        r.listID = list
        r.dueAt = due
        r.timeZone = due == nil ? nil : (zone ?? "UTC")
        r.placeLabel = place
        r.placeLatitude = place == nil ? nil : 59.33
        r.placeLongitude = place == nil ? nil : 18.06
        r.trigger = place == nil ? nil : "arrive"
        r.doneAt = done
        r.createdAt = now
        r.updatedAt = now
        return r
    }

    @Test func openRemindersOneOverdueOnePlaceAndOneDone() {
        let errands = ReminderList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000401")!, name: "Errands", color: "#2f9e44", openCount: 2)
        let model = ReminderListPage.Model(
            sort: .due, listFilter: nil, lists: [errands.id: errands],
            open: [Self.reminder(1, "Call the dentist", due: Self.now.addingTimeInterval(-3600), zone: "Europe/Stockholm"),
                   Self.reminder(2, "Buy milk", place: "Hötorgshallen", list: errands.id)],
            done: [Self.reminder(3, "Water plants", due: Self.now.addingTimeInterval(-86_400), done: Self.now.addingTimeInterval(-600))],
            now: Self.now, back: "/spots", undo: nil)
        assertSnapshot(of: ReminderListPage.html(model, .detached(timeZone: TimeZone(identifier: "Europe/Stockholm")!, path: "/spots")),
                       as: .lines)
    }

    @Test func justCheckedOffOffersUndoAndSaysAllDone() {
        let model = ReminderListPage.Model(sort: .title, listFilter: nil, lists: [:], open: [],
                                           done: [Self.reminder(4, "Post the letter", place: "Post office", done: Self.now)],
                                           now: Self.now, back: "/spots?sort=title",
                                           undo: UUID(uuidString: "00000000-0000-0000-0000-000000000304"))
        assertSnapshot(of: ReminderListPage.html(model, .detached(language: "cs", path: "/spots")), as: .lines)
    }
}
