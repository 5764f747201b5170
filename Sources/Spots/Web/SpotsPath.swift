import Foundation

/// Every address of the Spots tab, written once: pages, forms and redirects name these,
/// never a path string (`SpotsPath.reminder(id).path`).
enum SpotsPath: Equatable {
    case reminders
    /// The reminders of one list.
    case remindersIn(list: UUID)
    case days
    case map
    case mapPicker
    case newReminder
    case reminder(UUID)
    case edit(UUID)
    case done(UUID)
    case undo(UUID)
    case alert(UUID)
    case delete(UUID)
    case lists
    case renameList(UUID)
    case deleteList(UUID)
    case calendar
    case calendarDownload
    case calendarSubscribe
    case calendarRevoke
    case calendarImport
    /// The subscription address (its secret goes in the query).
    case calendarFeed(key: String)

    var path: String {
        switch self {
        case .reminders: "/spots"
        case .remindersIn(let list): "/spots?list=\(Self.id(list))"
        case .days: "/spots/days"
        case .map: "/spots/map"
        case .mapPicker: "/spots/map/picker"
        case .newReminder: "/spots/new"
        case .reminder(let id): "/spots/\(Self.id(id))"
        case .edit(let id): "/spots/\(Self.id(id))/edit"
        case .done(let id): "/spots/\(Self.id(id))/done"
        case .undo(let id): "/spots/\(Self.id(id))/undo"
        case .alert(let id): "/spots/\(Self.id(id))/alert"
        case .delete(let id): "/spots/\(Self.id(id))/delete"
        case .lists: "/spots/lists"
        case .renameList(let id): "/spots/lists/\(Self.id(id))"
        case .deleteList(let id): "/spots/lists/\(Self.id(id))/delete"
        case .calendar: "/spots/calendar"
        case .calendarDownload: "/spots/calendar/download"
        case .calendarSubscribe: "/spots/calendar/subscribe"
        case .calendarRevoke: "/spots/calendar/revoke"
        case .calendarImport: "/spots/calendar/import"
        case .calendarFeed(let key): "/spots/calendar.ics?key=\(key)"
        }
    }

    /// The reminder a path names (`/spots/<id>`), as notifications link to it.
    static func reminderID(in path: String) -> UUID? {
        guard path.hasPrefix("/spots/") else { return nil }
        return UUID(uuidString: String(path.dropFirst("/spots/".count)))
    }

    private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}
