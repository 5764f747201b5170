import Foundation
import SatchelAPI

/// A reminder as iCalendar sees it.
public struct CalendarTodo: Sendable, Equatable {
    public var uid: String
    public var title: String
    public var notes: String
    /// Wall-clock due time "YYYY-MM-DDTHH:MM" (no seconds) in `timeZone`; nil when no due time.
    public var dueLocal: String?
    /// IANA zone id, or "UTC". Non-nil iff dueLocal is non-nil.
    public var timeZone: String?
    /// "daily" | "weekly" | "monthly" | "yearly" | nil
    public var repeatRule: String?
    public var place: CalendarPlace?
    public var completedAt: Date?
    public var createdAt: Date?
    public var modifiedAt: Date?
    /// Places besides `place` (each its own proximity VALARM; `place`'s trigger).
    public var otherPlaces: [CalendarPlace] = []
    /// Any place of a kind or brand (`X-SATCHEL-ANY-PLACE`, which only Satchel reads).
    public var anyPlace: ReminderAnyPlace?
    /// When its place alerts may go out (`X-SATCHEL-WINDOW`).
    public var window: ReminderWindow?

    public init(uid: String, title: String, notes: String = "", dueLocal: String? = nil, timeZone: String? = nil,
                repeatRule: String? = nil, place: CalendarPlace? = nil, completedAt: Date? = nil,
                createdAt: Date? = nil, modifiedAt: Date? = nil) {
        self.uid = uid
        self.title = title
        self.notes = notes
        self.dueLocal = dueLocal
        self.timeZone = timeZone
        self.repeatRule = repeatRule
        self.place = place
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
    }
}

/// Where a reminder fires, as iCalendar sees it.
public struct CalendarPlace: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    public var label: String
    /// Metres.
    public var radius: Double
    /// "arrive" | "leave"
    public var trigger: String

    public init(latitude: Double, longitude: Double, label: String, radius: Double = ReminderRules.defaultRadius,
                trigger: String = ReminderRules.defaultTrigger.rawValue) {
        self.latitude = latitude
        self.longitude = longitude
        self.label = label
        self.radius = radius
        self.trigger = trigger
    }
}

/// A VTODO that was not imported, and why.
public struct CalendarTodoSkip: Error, Sendable, Equatable {
    /// The VTODO's position among the file's VTODOs, from 1.
    public var index: Int
    public var uid: String?
    public var reason: String

    public init(index: Int, uid: String?, reason: String) {
        self.index = index
        self.uid = uid
        self.reason = reason
    }
}

/// The text is not an iCalendar object at all (as opposed to a VTODO that can't be imported).
struct CalendarParseError: Error, CustomStringConvertible, Sendable, Equatable {
    var description: String

    init(_ description: String) {
        self.description = description
    }

    init(description: String) {
        self.description = description
    }
}
