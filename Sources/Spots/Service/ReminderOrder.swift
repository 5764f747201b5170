import Foundation
import SatchelCore

/// The order reminders are listed in and when one is overdue: the API's pages and the web's
/// lists use these, so the same reminders come out the same way everywhere.
extension ReminderService {
    /// Open ones by due time (undated last), newest first, or by title; done ones newest done
    /// first. Ties go by id, the order a page's cursor continues in.
    static func inOrder(_ sort: Sort, state: State) -> (ReminderRow, ReminderRow) -> Bool {
        func byID(_ a: ReminderRow, _ b: ReminderRow) -> Bool { a.id.uuidString < b.id.uuidString }
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
}
