import Foundation
import SatchelAPI
import SatchelCore

/// The demo world's reminders: Alice's errands around central Stockholm (by time, by place and
/// both) in two lists, and Bob's in Prague.
enum SpotsDemo {
    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        let ids = try demo.people.map { try $0.requireID() }
        let (alice, bob) = (ids[0], ids[1])
        let stockholm = TimeZone(identifier: "Europe/Stockholm")!
        func local(daysAhead: Int, hour: Int, zone: TimeZone, weekday: Int? = nil) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            var date = calendar.date(byAdding: .day, value: daysAhead, to: context.now) ?? context.now
            if let weekday {
                date = calendar.nextDate(after: context.now, matching: DateComponents(weekday: weekday), matchingPolicy: .nextTime) ?? date
            }
            let d = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02dT%02d:00", d.year!, d.month!, d.day!, hour)
        }
        let errands = try await context.reminders.createList(owner: alice, ReminderListDraft(name: "Errands", color: "#d9480f"))
        let home = try await context.reminders.createList(owner: alice, ReminderListDraft(name: "Home", color: "#2b8a3e"))
        let drafts: [ReminderDraft] = [
            ReminderDraft(title: "Buy milk and oat bread", notes: "And coffee if it is on offer",
                          place: ReminderPlace(latitude: 59.33492, longitude: 18.06372, label: "Hötorgshallen, Stockholm", radius: 150),
                          listId: errands.id),
            ReminderDraft(title: "Post the letter to the tax office",
                          due: ReminderDue(local: local(daysAhead: 0, hour: 9, zone: stockholm, weekday: 2), timeZone: stockholm.identifier),
                          place: ReminderPlace(latitude: 59.33270, longitude: 18.06200, label: "Post office, Drottninggatan", radius: 100),
                          listId: errands.id),
            ReminderDraft(title: "Call the bank about the mortgage",
                          due: ReminderDue(local: local(daysAhead: 0, hour: 9, zone: stockholm, weekday: 6), timeZone: stockholm.identifier),
                          listId: errands.id),
            ReminderDraft(title: "Water the plants", due: ReminderDue(local: local(daysAhead: 1, hour: 19, zone: stockholm), timeZone: stockholm.identifier),
                          repeat: "daily", listId: home.id),
            ReminderDraft(title: "Take the recycling out",
                          place: ReminderPlace(latitude: 59.31420, longitude: 18.07340, label: "Home, Medborgarplatsen", radius: 200, trigger: "leave"),
                          listId: home.id),
            ReminderDraft(title: "Pick up the library hold",
                          due: ReminderDue(local: local(daysAhead: 3, hour: 16, zone: stockholm), timeZone: stockholm.identifier),
                          place: ReminderPlace(latitude: 59.34365, longitude: 18.05472, label: "Stockholm Public Library", radius: 120)),
        ]
        for draft in drafts { _ = try await context.reminders.create(owner: alice, draft) }
        let done = try await context.reminders.create(owner: alice, ReminderDraft(
            title: "Renew the bike lock", place: ReminderPlace(latitude: 59.33030, longitude: 18.05880, label: "Stockholm Central Station")))
        _ = try await context.reminders.complete(done.requireID(), owner: alice)
        let prague = TimeZone(identifier: "Europe/Prague")!
        _ = try await context.reminders.create(owner: bob, ReminderDraft(
            title: "Buy rohlíky for breakfast",
            place: ReminderPlace(latitude: 50.07554, longitude: 14.43780, label: "Náměstí Míru, Praha", radius: 150)))
        _ = try await context.reminders.create(owner: bob, ReminderDraft(
            title: "Book the Christmas train to Brno",
            due: ReminderDue(local: local(daysAhead: 2, hour: 18, zone: prague), timeZone: prague.identifier)))
    }
}
