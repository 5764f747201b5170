import Foundation
import SatchelCore

/// The order reminders are listed in and when one is overdue: the API's pages and the web's
/// lists use these, so the same reminders come out the same way everywhere.
extension ReminderService {
    /// Open ones by due time (undated last), newest first, or by title; done ones newest done
    /// first. Ties go by id, the order a page's cursor continues in.
    static func inOrder(_ sort: Sort, state: State) -> (ReminderRecord, ReminderRecord) -> Bool {
        func byID(_ a: ReminderRecord, _ b: ReminderRecord) -> Bool { (a.id?.uuidString ?? "") < (b.id?.uuidString ?? "") }
        switch (state, sort) {
        case (.done, _):
            return { a, b in a.doneAt != b.doneAt ? (a.doneAt ?? .distantPast) > (b.doneAt ?? .distantPast) : byID(a, b) }
        case (.open, .due):
            return { a, b in
                let (x, y) = (a.dueAt ?? undated, b.dueAt ?? undated)
                return x != y ? x < y : byID(a, b)
            }
        case (.open, .created):
            return { a, b in a.createdAt != b.createdAt ? a.createdAt > b.createdAt : byID(a, b) }
        case (.open, .title):
            return { a, b in
                let order = a.title.localizedStandardCompare(b.title)
                return order != .orderedSame ? order == .orderedAscending : byID(a, b)
            }
        }
    }

    /// Not done, and its time has passed (with or without a place: the time alert has fired).
    static func isOverdue(_ r: ReminderRecord, now: Date) -> Bool {
        r.doneAt == nil && (r.dueAt.map { $0 < now } ?? false)
    }
}
