import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SnapshotTesting
@testable import Spots
import Testing

/// Spots' pages built from plain models without a request, its HTML compared with what was
/// recorded (`__Snapshots__`; delete a file to record it again).
@Suite("Spots' pages as rendered")
struct SpotsPageSnapshotTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000) // Fri 15 Jan 2027 08:00 UTC

    static func reminder(_ n: Int, _ title: String, due: Date? = nil, zone: String? = nil, place: String? = nil,
                         list: UUID? = nil, done: Date? = nil, notes: String = "") -> ReminderRow {
        ReminderRow(id: UUID(uuidString: "00000000-0000-0000-0000-0000000003\(String(format: "%02d", n))")!, title: title, notes: notes,
                    dueLocal: due.map { DueTime(instant: $0, zone: TimeZone(identifier: zone ?? "UTC")!).local }, timeZone: due == nil ? nil : (zone ?? "UTC"),
                    dueAt: due, repeatRule: nil, placeLatitude: place == nil ? nil : 59.33, placeLongitude: place == nil ? nil : 18.06,
                    placeLabel: place, radius: place == nil ? nil : 150, trigger: place == nil ? nil : "arrive", listID: list, doneAt: done,
                    presence: "unknown", firedAt: nil, snoozeUntil: nil, snoozeArrival: false, createdAt: now, updatedAt: now, version: 1,
                    icalUID: "\(n)@satchel")
    }

    static let errands = ReminderList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000401")!, name: "Errands", color: "#2f9e44", openCount: 2)

    @Test func openRemindersOneOverdueOnePlaceAndOneDone() {
        let errands = Self.errands
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

    @Test func daysShowOverdueTodayAnyTimeAndLaterDays() {
        let zone = TimeZone(identifier: "Europe/Stockholm")!
        let model = DaysPage.Model(
            open: [Self.reminder(5, "Pay rent", due: Self.now.addingTimeInterval(-2 * 86_400), zone: "Europe/Stockholm"),
                   Self.reminder(6, "Stand-up", due: Self.now.addingTimeInterval(3600), zone: "Europe/Stockholm", list: Self.errands.id),
                   Self.reminder(7, "Pick up parcel", place: "Post office"),
                   Self.reminder(8, "Dinner with Ada", due: Self.now.addingTimeInterval(3 * 86_400), zone: "America/New_York")],
            lists: [Self.errands.id: Self.errands], from: DueTime(instant: Self.now, zone: zone).date, now: Self.now, zone: zone,
            back: "/spots/days", undo: nil)
        assertSnapshot(of: DaysPage.html(model, .detached(timeZone: zone, path: "/spots/days")), as: .lines)
    }

    @Test func aReminderWithTimePlaceAndListShowsItsFactsAndActions() {
        let model = ReminderPage.Model(reminder: Self.reminder(9, "Buy stamps", due: Self.now, place: "Post office", list: Self.errands.id,
                                                               notes: "Ten of the winter ones"),
                                       list: Self.errands, map: "<div class=\"map\"></div>", from: "/spots/days", zone: TimeZones.utc,
                                       back: "/spots/00000000-0000-0000-0000-000000000309", undo: nil)
        assertSnapshot(of: ReminderPage.html(model, .detached(path: "/spots/00000000-0000-0000-0000-000000000309")), as: .lines)
    }

    @Test func theEditFormKeepsWhatWasTypedAndSaysWhatIsWrong() {
        let state = FormState(values: ["title": "", "notes": "Ten", "dueDate": "2027-01-15", "dueTime": "09:00", "timeZone": "Europe/Stockholm"],
                              error: AppError.invalid("title", "reminder.title_required"))
        let model = ReminderFormPage.Model(reminder: Self.reminder(10, "Buy stamps"), state: state, lists: [Self.errands], map: "",
                                           from: nil)
        let html = ReminderFormPage.html(model, .detached(path: "/spots/00000000-0000-0000-0000-000000000310/edit"))
        // The zone list is Foundation's and changes with its releases: the rest is compared.
        assertSnapshot(of: html.replacingOccurrences(of: #"<option value="[A-Za-z_/+\-0-9]+"( selected)?>[^<]*</option>"#, with: "",
                                                     options: .regularExpression), as: .lines)
    }

    @Test func listsShowOpenCountsAndAFailedRenameInItsRow() {
        let home = ReminderList(id: UUID(uuidString: "00000000-0000-0000-0000-000000000402")!, name: "Home", color: "#1c7ed6", openCount: 0)
        let model = ListsPage.Model(lists: [Self.errands, home], state: FormState(values: ["name": "Errands", "color": "#1c7ed6"],
                                                                                   error: AppError.invalid("name", "reminder_list.name_taken")),
                                    renaming: home.id)
        assertSnapshot(of: ListsPage.html(model, .detached(path: "/spots/lists")), as: .lines)
    }

    @Test func theCalendarOffersItsAddressAndReportsAnImport() {
        let report = CalendarImportReport(created: 2, updated: 1, skipped: [.init(index: 4, uid: "x@y", reason: "title: required")])
        let model = CalendarPage.Model(feedURL: "https://satchel.example/spots/calendar.ics?key=secret", state: FormState(), report: report)
        assertSnapshot(of: CalendarPage.html(model, .detached(path: "/spots/calendar")), as: .lines)
    }

    @Test func theMapListsPlacedReminders() {
        let model = MapPage.Model(placed: [Self.reminder(11, "Return library books", place: "City library")], map: "<svg></svg>")
        assertSnapshot(of: MapPage.html(model, .detached(path: "/spots/map")), as: .lines)
    }
}
