import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Reminders: rules, privacy, done and undo, lists, paging")
struct ReminderTests {
    static let shop = ReminderPlace(latitude: 59.33492, longitude: 18.06372, label: "The shop")

    func problemFields(_ t: TestContext, _ draft: ReminderDraft, as session: SessionResponse) async throws -> [String] {
        let res = try await t.request(SpotsRoute.createReminder, token: session.token, json: draft)
        #expect(res.status == .unprocessableEntity)
        return res.problem?.errors?.map(\.field) ?? []
    }

    @Test func aReminderNeedsATimeOrAPlace() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            #expect(try await problemFields(t, ReminderDraft(title: "Nothing"), as: ada) == ["when"])
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func outOfRangeValuesAreReportedBesideTheirFields() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var place = Self.shop
            place.radius = 20
            #expect(try await problemFields(t, ReminderDraft(title: "x", place: place), as: ada) == ["place.radius"])
            place.radius = 5001
            #expect(try await problemFields(t, ReminderDraft(title: "x", place: place), as: ada) == ["place.radius"])
            #expect(try await problemFields(t, ReminderDraft(title: " ", place: Self.shop), as: ada) == ["title"])
            #expect(try await problemFields(t, ReminderDraft(title: "x", due: ReminderDue(local: "2026-02-30T09:00", timeZone: "UTC")),
                                            as: ada) == ["due.local"])
            #expect(try await problemFields(t, ReminderDraft(title: "x", due: ReminderDue(local: "2026-02-03T09:00", timeZone: "Mars/Base")),
                                            as: ada) == ["due.timeZone"])
            #expect(try await problemFields(t, ReminderDraft(title: "x", repeat: "weekly", place: Self.shop), as: ada) == ["repeat"])
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theDefaultRadiusIs150MetresAndTheTriggerArrival() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Milk", place: Self.shop), as: ada)
            #expect(reminder.place?.radius == 150 && reminder.place?.trigger == "arrive")
        }
    }

    @Test func nobodyElseCanReadChangeOrDeleteSomeonesReminder() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let reminder = try await t.reminder(ReminderDraft(title: "Secret", place: Self.shop), as: ada)
            #expect(try await t.request(SpotsRoute.reminder(reminder.id), token: bob.token).status == .notFound)
            #expect(try await t.request(SpotsRoute.updateReminder(reminder.id), token: bob.token,
                                        json: ReminderDraft(title: "Mine", place: Self.shop)).status == .notFound)
            #expect(try await t.request(SpotsRoute.deleteReminder(reminder.id), token: bob.token).status == .notFound)
            let page = try await t.request(SpotsRoute.reminders, token: bob.token).decode(SatchelAPI.Page<Reminder>.self)
            #expect(page.items.isEmpty)
            #expect(try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).decode(Reminder.self).title == "Secret")
        }
    }

    @Test func checkingOffIsUndoable() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Milk", place: Self.shop), as: ada)
            let done = try await t.request(SpotsRoute.completeReminder(reminder.id), token: ada.token).decode(Reminder.self)
            #expect(done.doneAt != nil)
            let open = try await t.request(SpotsRoute.reminders, token: ada.token).decode(SatchelAPI.Page<Reminder>.self)
            #expect(open.items.isEmpty)
            let reopened = try await t.request(SpotsRoute.reopenReminder(reminder.id), token: ada.token).decode(Reminder.self)
            #expect(reopened.doneAt == nil)
        }
    }

    @Test func editingReplacesEveryField() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Milk", notes: "2 l", place: Self.shop), as: ada)
            let edited = try await t.request(SpotsRoute.updateReminder(reminder.id), token: ada.token,
                                             json: ReminderDraft(title: "Call", due: ReminderDue(local: "2027-01-01T10:00", timeZone: "Europe/Prague")))
                .decode(Reminder.self)
            #expect(edited.title == "Call" && edited.notes == "" && edited.place == nil)
            #expect(edited.dueAt == DueTime(local: "2027-01-01T10:00", timeZone: "Europe/Prague")!.instant)
        }
    }

    @Test func anEditOrDeletionFromAnOlderCopyIsRefusedAndChangesNothing() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let copy = try await t.reminder(ReminderDraft(title: "Milk", place: Self.shop), as: ada)
            t.clock.advance(by: 60)
            let current = try await t.request(SpotsRoute.updateReminder(copy.id), token: ada.token, json: ReminderDraft(title: "Oat milk", place: Self.shop))
                .decode(Reminder.self)
            let stale: HTTPHeaders = ["If-Unmodified-Since": HTTPDate.format(copy.updatedAt)]
            let edit = try await t.request(.PUT, SpotsRoute.updateReminder(copy.id).path, token: ada.token,
                                           json: ReminderDraft(title: "Cream", place: Self.shop), headers: stale)
            #expect(edit.status == .preconditionFailed && edit.problem?.type == "/problems/precondition-failed")
            let deletion = try await t.request(.DELETE, SpotsRoute.deleteReminder(copy.id).path, token: ada.token, headers: stale)
            #expect(deletion.status == .preconditionFailed)
            #expect(try await t.request(SpotsRoute.reminder(copy.id), token: ada.token).decode(Reminder.self).title == "Oat milk")

            let fresh = try await t.request(.PUT, SpotsRoute.updateReminder(copy.id).path, token: ada.token, json: ReminderDraft(title: "Cream", place: Self.shop),
                                            headers: ["If-Unmodified-Since": HTTPDate.format(current.updatedAt)])
            #expect(fresh.status == .ok)
            let notADate = try await t.request(.DELETE, SpotsRoute.deleteReminder(copy.id).path, token: ada.token, headers: ["If-Unmodified-Since": "yesterday"])
            #expect(notADate.status == .noContent, "a value that is not an HTTP date is ignored (RFC 9110)")
        }
    }

    /// The titles of `person`'s open reminders, read page after page of `limit`, following the cursors.
    static func openTitlesPageByPage(_ t: TestContext, _ person: SessionResponse, limit: Int) async throws -> [String] {
        var titles: [String] = []
        var cursor: String?
        repeat {
            let page = try await t.request(SpotsRoute.reminders, token: person.token,
                                           query: "?limit=\(limit)" + (cursor.map { "&cursor=" + $0 } ?? "")).decode(SatchelAPI.Page<Reminder>.self)
            titles += page.items.map(\.title)
            cursor = page.nextCursor
        } while cursor != nil
        return titles
    }

    @Test func openRemindersPageByDueTimeWithUndatedLast() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for n in [3, 1, 2] {
                _ = try await t.reminder(ReminderDraft(title: "Due \(n)", due: ReminderDue(local: "2027-01-0\(n)T10:00", timeZone: "UTC")), as: ada)
            }
            _ = try await t.reminder(ReminderDraft(title: "Undated", place: Self.shop), as: ada)
            let made = try await Self.openTitlesPageByPage(t, ada, limit: 1)
            #expect(made == ["Due 1", "Due 2", "Due 3", "Undated"])
        }
    }

    /// Equal due times and several undated reminders: pages of two visit each once, in the
    /// order of one page of all (ties broken the same way), so no reminder is lost between pages.
    @Test func pagesOfOpenRemindersByDueVisitEachOnceEvenWithTies() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for (n, day) in ["02", "02", "01", nil, nil, "03", nil].enumerated() {
                _ = try await t.reminder(ReminderDraft(title: "R\(n)", due: day.map { ReminderDue(local: "2027-01-\($0)T10:00", timeZone: "UTC") },
                                                       place: day == nil ? Self.shop : nil), as: ada)
            }
            let whole = try await t.request(SpotsRoute.reminders, token: ada.token, query: "?limit=50").decode(SatchelAPI.Page<Reminder>.self)
            let paged = try await Self.openTitlesPageByPage(t, ada, limit: 2)
            #expect(paged == whole.items.map(\.title))
            #expect(paged.count == 7 && paged.first == "R2" && Set(paged[1...2]) == ["R0", "R1"] && paged[3] == "R5")
            #expect(Set(paged.suffix(3)) == ["R3", "R4", "R6"], "undated last")
        }
    }

    @Test func aListNameOfOnlyControlCharactersIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(SpotsRoute.createList, token: ada.token, json: ReminderListDraft(name: "\u{19}\u{7}"))
            #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == "name")
            #expect(try await t.request(SpotsRoute.lists, token: ada.token).decode([ReminderList].self).isEmpty)
        }
    }

    @Test func listsHaveUniqueNamesAndDeletingOneKeepsItsReminders() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(SpotsRoute.createList, token: ada.token, json: ReminderListDraft(name: "Errands", color: "#D9480F"))
                .decode(ReminderList.self)
            #expect(list.color == "#d9480f")
            let clash = try await t.request(SpotsRoute.createList, token: ada.token, json: ReminderListDraft(name: "errands"))
            #expect(clash.status == .unprocessableEntity && clash.problem?.errors?.first?.field == "name")
            let reminder = try await t.reminder(ReminderDraft(title: "Milk", place: Self.shop, listId: list.id), as: ada)
            #expect(try await t.request(SpotsRoute.lists, token: ada.token).decode([ReminderList].self).first?.openCount == 1)
            #expect(try await t.request(SpotsRoute.deleteList(list.id), token: ada.token).status == .noContent)
            #expect(try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).decode(Reminder.self).listId == nil)
        }
    }

    @Test func aReminderCannotGoIntoSomeoneElsesList() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let list = try await t.request(SpotsRoute.createList, token: bob.token, json: ReminderListDraft(name: "Bob's"))
                .decode(ReminderList.self)
            #expect(try await problemFields(t, ReminderDraft(title: "x", place: Self.shop, listId: list.id), as: ada) == ["listId"])
        }
    }

    @Test func savedPlacesComeFirstInPlaceSearch() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(ReminderDraft(title: "Milk", place: ReminderPlace(latitude: 59.3, longitude: 18.0, label: "Londis corner shop")), as: ada)
            let results = try await t.request(APIRoute.searchPlaces, token: ada.token, query: "?q=lond").decode([PlaceSuggestion].self)
            #expect(results.first?.kind == "saved" && results.first?.name == "Londis corner shop")
            #expect(results.contains { $0.kind == "city" && $0.name == "London" })
        }
    }
}
