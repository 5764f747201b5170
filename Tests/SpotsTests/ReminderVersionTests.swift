import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
@testable import Spots
import Testing
import Vapor
import VaporTesting

/// A reminder's version (issue 46): a strong `ETag`, `If-Match` on every change (edit, delete,
/// done, undo, snooze), and `412` with the reminder as it is now when made from another version.
@Suite("Reminders are versioned")
struct ReminderVersionTests {
    /// A reminder needs a time or a place: a time far ahead, so nothing alerts meanwhile.
    static func draft(_ title: String, listId: UUID? = nil) -> ReminderDraft {
        ReminderDraft(title: title, due: ReminderDue(local: "2040-01-01T09:00", timeZone: "UTC"), listId: listId)
    }

    static func edit(_ t: TestContext, _ id: UUID, _ title: String, token: String, version: Int?) async throws -> TestingHTTPResponse {
        try await t.request(.PUT, SpotsRoute.updateReminder(id).path, token: token, json: Self.draft(title), headers: ifMatch(version))
    }

    @Test func anEditWithTheCurrentETagSucceedsAndAnOldOneIsRefusedWithTheReminderAsItIs() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.request(SpotsRoute.createReminder, token: ada.token, json: Self.draft("Milk"))
            let reminder = try created.decode(Reminder.self)
            #expect(created.version == 1 && reminder.version == 1)
            #expect(try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).version == 1)

            let first = try await Self.edit(t, reminder.id, "Oat milk", token: ada.token, version: 1)
            let edited = try first.decode(Reminder.self)
            #expect(first.status == .ok && first.version == 2 && edited.version == 2)
            let stale = try await Self.edit(t, reminder.id, "Soy milk", token: ada.token, version: 1)
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            let fresh = try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).decode(Reminder.self)
            let current = try stale.decode(ConflictProblem<Reminder>.self).current
            #expect(current == fresh && fresh.title == "Oat milk")

            // Done, undo and snooze are changes too, each checked and each a new version.
            let staleDone = try await t.request(.POST, SpotsRoute.completeReminder(reminder.id).path, token: ada.token, headers: ifMatch(1))
            #expect(staleDone.status == .preconditionFailed)
            let done = try await t.request(.POST, SpotsRoute.completeReminder(reminder.id).path, token: ada.token, headers: ifMatch(2))
            #expect(done.status == .ok && done.version == 3)
            let reopened = try await t.request(.DELETE, SpotsRoute.reopenReminder(reminder.id).path, token: ada.token, headers: ifMatch(3))
            #expect(reopened.status == .ok && reopened.version == 4, "\(reopened.body.string)")
            let snoozed = try await t.request(.POST, SpotsRoute.snoozeReminder(reminder.id).path, token: ada.token,
                                              json: SnoozeRequest(until: .hour), headers: ifMatch(4))
            #expect(snoozed.status == .ok && snoozed.version == 5)
            #expect(try await t.request(.DELETE, SpotsRoute.deleteReminder(reminder.id).path, token: ada.token, headers: ifMatch(4)).status
                == .preconditionFailed)
            #expect(try await t.request(.DELETE, SpotsRoute.deleteReminder(reminder.id).path, token: ada.token, headers: ifMatch(5)).status
                == .noContent)
        }
    }

    /// The clock never moves: two changes in one millisecond are still told apart.
    @Test func twoClientsEditingFromOneCopyOneWinsAndTheOtherIsRefusedEvenInTheSameMillisecond() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let copy = try await t.reminder(Self.draft("Milk"), as: ada)
            let phone = try await t.request(.POST, SpotsRoute.completeReminder(copy.id).path, token: ada.token, headers: ifMatch(copy.version))
            let web = try await Self.edit(t, copy.id, "Milk and bread", token: ada.token, version: copy.version)
            #expect(phone.status == .ok && web.status == .preconditionFailed)
            let current = try web.decode(ConflictProblem<Reminder>.self).current
            #expect(current.doneAt != nil && current.title == "Milk")

            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<4 {
                    group.addTask { try await Self.edit(t, copy.id, "Client \(n)", token: ada.token, version: current.version).status }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .ok }.count == 1 && statuses.filter { $0 == .preconditionFailed }.count == 3, "\(statuses)")
        }
    }

    @Test func aStarAndNoIfMatchAreUnconditionalAndIfUnmodifiedSinceStillWorks() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let copy = try await t.reminder(Self.draft("Milk"), as: ada)
            #expect(try await Self.edit(t, copy.id, "A", token: ada.token, version: nil).version == 2)
            let plain = try await t.request(.PUT, SpotsRoute.updateReminder(copy.id).path, token: ada.token, json: Self.draft("B"))
            #expect(plain.status == .ok && plain.version == 3)
            t.clock.advance(by: 5)
            _ = try await Self.edit(t, copy.id, "C", token: ada.token, version: nil)
            let since: HTTPHeaders = ["If-Unmodified-Since": HTTPDate.format(copy.updatedAt)]
            let old = try await t.request(.PUT, SpotsRoute.updateReminder(copy.id).path, token: ada.token, json: Self.draft("D"), headers: since)
            let refused = try old.decode(ConflictProblem<Reminder>.self)
            #expect(old.status == .preconditionFailed && refused.current.title == "C")
        }
    }

    /// Where the owner's devices are is bookkeeping, not a change the owner made.
    @Test func positionReportsLeaveTheVersionAlone() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(PositionTests.milk, as: ada)
            try await t.report(Places.near(Places.shop, 2000), as: ada)
            t.clock.advance(by: 30)
            try await t.report(Places.near(Places.shop, 30), as: ada)
            #expect(try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token).version == 1)
        }
    }

    @Test func aReminderListIsVersionedAndDeletingItIsANewVersionOfEachOfItsReminders() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.request(SpotsRoute.createList, token: ada.token, json: ReminderListDraft(name: "Errands"))
            let list = try created.decode(ReminderList.self)
            #expect(created.version == 1 && list.version == 1)
            let reminder = try await t.reminder(Self.draft("Milk", listId: list.id), as: ada)
            let path = SpotsRoute.updateList(list.id).path
            let first = try await t.request(.PUT, path, token: ada.token, json: ReminderListDraft(name: "Shop"), headers: ifMatch(1))
            #expect(first.status == .ok && first.version == 2)
            let second = try await t.request(.PUT, path, token: ada.token, json: ReminderListDraft(name: "Town"), headers: ifMatch(1))
            #expect(second.status == .preconditionFailed)
            let current = try second.decode(ConflictProblem<ReminderList>.self).current
            let fresh = try await t.request(SpotsRoute.lists, token: ada.token).decode([ReminderList].self).first { $0.id == list.id }
            #expect(current == fresh && current.name == "Shop")
            #expect(try await t.request(.DELETE, SpotsRoute.deleteList(list.id).path, token: ada.token, headers: ifMatch(1)).status
                == .preconditionFailed)
            #expect(try await t.request(.DELETE, SpotsRoute.deleteList(list.id).path, token: ada.token, headers: ifMatch(2)).status == .noContent)
            let moved = try await t.request(SpotsRoute.reminder(reminder.id), token: ada.token)
            let after = try moved.decode(Reminder.self)
            #expect(after.listId == nil && moved.version == 2)
        }
    }

    /// Random interleavings of two clients' conditional edits and check-offs: nothing is ever
    /// stored over a version its author did not see; every refused change is one 412.
    @Test(arguments: [UInt64(7), 46, 1999])
    func noInterleavingOfTwoClientsEverWritesOverAnUnseenVersion(seed: UInt64) async throws {
        try await withSatchel { t in
            var random = SeededGenerator(seed: seed)
            let ada = try await t.signUp("ada")
            var server = try await t.reminder(Self.draft("Start"), as: ada)
            var copies = [server, server]
            for step in 0..<24 {
                let client = Int.random(in: 0...1, using: &random)
                if Int.random(in: 0..<3, using: &random) == 0 {
                    copies[client] = try await t.request(SpotsRoute.reminder(server.id), token: ada.token).decode(Reminder.self)
                    continue
                }
                let toggle = Bool.random(using: &random)
                let res: TestingHTTPResponse
                if toggle {
                    let route = copies[client].doneAt == nil ? SpotsRoute.completeReminder(server.id) : SpotsRoute.reopenReminder(server.id)
                    res = try await t.request(HTTPMethod(rawValue: route.method.rawValue), route.path, token: ada.token,
                                              headers: ifMatch(copies[client].version))
                } else {
                    res = try await Self.edit(t, server.id, "Client \(client) step \(step)", token: ada.token, version: copies[client].version)
                }
                if copies[client].version == server.version {
                    #expect(res.status == .ok, "seed \(seed) step \(step): \(res.body.string)")
                    let stored = try res.decode(Reminder.self)
                    #expect(stored.version == (server.version ?? 0) + 1)
                    server = stored
                    copies[client] = stored
                } else {
                    #expect(res.status == .preconditionFailed, "seed \(seed) step \(step)")
                    let current = try res.decode(ConflictProblem<Reminder>.self).current
                    #expect(current == server, "a refused change changed nothing")
                    copies[client] = current
                }
            }
            #expect(try await t.request(SpotsRoute.reminder(server.id), token: ada.token).decode(Reminder.self) == server)
        }
    }
}
