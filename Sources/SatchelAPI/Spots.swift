import Foundation

/// When a reminder is due: a wall-clock date and time in a time zone, as the user typed it.
public struct ReminderDue: Codable, Sendable, Equatable {
    /// `YYYY-MM-DDTHH:MM` (seconds optional), no offset: the time in `timeZone`.
    public var local: String
    /// An IANA time zone, e.g. `Europe/Stockholm`.
    public var timeZone: String

    public init(local: String, timeZone: String) {
        self.local = local
        self.timeZone = timeZone
    }
}

/// Where a reminder fires: a point, a name for it and a radius.
public struct ReminderPlace: Codable, Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    public var label: String
    /// Metres, 50 to 5,000; 150 when not given.
    public var radius: Double?
    /// `arrive` (the default) or `leave`.
    public var trigger: String?

    public init(latitude: Double, longitude: Double, label: String, radius: Double? = nil, trigger: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.label = label
        self.radius = radius
        self.trigger = trigger
    }
}

/// When a place reminder may alert: between two wall-clock times in a time zone, on some days.
/// A window whose end is before its start crosses midnight and belongs to the day it starts on.
public struct ReminderWindow: Codable, Sendable, Equatable {
    /// `HH:MM`, inclusive.
    public var start: String
    /// `HH:MM`, exclusive.
    public var end: String
    /// An IANA time zone the times are read in.
    public var timeZone: String
    /// ISO weekdays the window opens on (1 = Monday … 7 = Sunday); absent: every day.
    public var days: [Int]?

    public init(start: String, end: String, timeZone: String, days: [Int]? = nil) {
        self.start = start
        self.end = end
        self.timeZone = timeZone
        self.days = days
    }
}

/// "Any pharmacy", "any Lidl": every imported place of a kind, or of a brand, is the reminder's place.
public struct ReminderAnyPlace: Codable, Sendable, Equatable {
    /// `supermarket`, `convenience`, `chemist`, `hardware`, `bakery`, `pharmacy`, `post_office`,
    /// `bank`, `atm` or `library`.
    public var kind: String?
    /// A brand's name ("Lidl") or Wikidata id ("Q151954").
    public var brand: String?
    /// Metres around each place, 50 to 5,000; 150 when not given.
    public var radius: Double?

    public init(kind: String? = nil, brand: String? = nil, radius: Double? = nil) {
        self.kind = kind
        self.brand = brand
        self.radius = radius
    }
}

/// A new reminder, or every field of an edited one.
public struct ReminderDraft: Codable, Sendable, Equatable {
    public var title: String
    public var notes: String?
    public var due: ReminderDue?
    /// `daily`, `weekly`, `monthly` or `yearly`; needs a due time.
    public var `repeat`: String?
    public var place: ReminderPlace?
    public var listId: UUID?
    /// More places besides `place` (up to 19; each a point, a name and a radius; `place`'s
    /// trigger applies to all): arriving at any of them alerts.
    public var otherPlaces: [ReminderPlace]?
    /// Alert on arriving (or leaving) only within this window; needs a place.
    public var window: ReminderWindow?
    /// Also (or instead of chosen places) at any place of a kind or brand: arriving at any of
    /// them alerts, once per visit at each.
    public var anyPlace: ReminderAnyPlace?

    public init(title: String, notes: String? = nil, due: ReminderDue? = nil, repeat: String? = nil,
                place: ReminderPlace? = nil, listId: UUID? = nil, otherPlaces: [ReminderPlace]? = nil,
                window: ReminderWindow? = nil, anyPlace: ReminderAnyPlace? = nil) {
        self.anyPlace = anyPlace
        self.title = title
        self.notes = notes
        self.due = due
        self.repeat = `repeat`
        self.place = place
        self.listId = listId
        self.otherPlaces = otherPlaces
        self.window = window
    }
}

public struct Reminder: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: String
    public var notes: String
    public var due: ReminderDue?
    /// The due time as an instant (the next one, for a repeating reminder).
    public var dueAt: Date?
    public var `repeat`: String?
    public var place: ReminderPlace?
    public var listId: UUID?
    public var doneAt: Date?
    /// `inside`, `outside` or `unknown`: where the owner's devices last proved to be.
    public var presence: String?
    /// When it last alerted.
    public var firedAt: Date?
    /// Snoozed: it alerts again at this time.
    public var snoozedUntil: Date? = nil
    /// Snoozed till the next arrival at (or, for a leaving reminder, departure from) its place.
    public var snoozedTillNextVisit: Bool? = nil
    /// Its places besides `place` (absent when none).
    public var otherPlaces: [ReminderPlace]? = nil
    /// When its place alerts may go out (absent: any time).
    public var window: ReminderWindow? = nil
    /// At any place of this kind or brand (absent: only its chosen places).
    public var anyPlace: ReminderAnyPlace? = nil
    public var createdAt: Date
    public var updatedAt: Date
    /// One up with every change its owner makes (not with alerts or presence); its `ETag`,
    /// to send back as `If-Match` (nil only from a server older than versions).
    public var version: Int?

    public init(id: UUID, title: String, notes: String, due: ReminderDue?, dueAt: Date?, repeat: String?,
                place: ReminderPlace?, listId: UUID?, doneAt: Date?, presence: String?, firedAt: Date?,
                createdAt: Date, updatedAt: Date, version: Int? = nil) {
        self.id = id
        self.title = title
        self.notes = notes
        self.due = due
        self.dueAt = dueAt
        self.repeat = `repeat`
        self.place = place
        self.listId = listId
        self.doneAt = doneAt
        self.presence = presence
        self.firedAt = firedAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.version = version
    }
}

public struct ReminderListDraft: Codable, Sendable, Equatable {
    public var name: String
    /// `#rrggbb`.
    public var color: String?

    public init(name: String, color: String? = nil) {
        self.name = name
        self.color = color
    }
}

public struct ReminderList: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var color: String
    public var openCount: Int
    /// One up with every change the owner makes to the list (name, colour); its `ETag`, to send
    /// back as `If-Match` (nil only from a server older than versions).
    public var version: Int?

    public init(id: UUID, name: String, color: String, openCount: Int, version: Int? = nil) {
        self.id = id
        self.name = name
        self.color = color
        self.openCount = openCount
        self.version = version
    }
}

/// A place a device may watch for a reminder: one of its chosen places, or a place of its kind
/// or brand.
public struct PlaceRegion: Codable, Sendable, Equatable {
    public var reminderId: UUID
    /// Stable per reminder and place: the reminder's id for its first place, `id#n` for its
    /// n-th, `id@node/123` for a place of its kind or brand.
    public var identifier: String
    public var latitude: Double
    public var longitude: Double
    /// Metres.
    public var radius: Double
    public var label: String
    /// `arrive` or `leave`.
    public var trigger: String

    public init(reminderId: UUID, identifier: String, latitude: Double, longitude: Double, radius: Double, label: String, trigger: String) {
        (self.reminderId, self.identifier, self.latitude, self.longitude) = (reminderId, identifier, latitude, longitude)
        (self.radius, self.label, self.trigger) = (radius, label, trigger)
    }
}

/// A device's position report.
public struct PositionFix: Codable, Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    /// Metres (the radius of 68 % confidence), 0 to 10,000.
    public var accuracy: Double
    /// When the device took the fix. Sent with milliseconds: a device moving fast reports
    /// more than once a second, and reports must move forward in time to count.
    public var timestamp: Date
    /// Which of the user's devices sent it (any stable string up to 100 characters, e.g. a
    /// random id kept by the app). Each device's reports are ordered on their own, and only the
    /// device that proved an arrival can prove leaving, so a laptop left at home never "leaves"
    /// the shop the phone is in. Absent: one device.
    public var deviceId: String?

    public init(latitude: Double, longitude: Double, accuracy: Double, timestamp: Date, deviceId: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.accuracy = accuracy
        self.timestamp = timestamp
        self.deviceId = deviceId
    }

    enum CodingKeys: String, CodingKey { case latitude, longitude, accuracy, timestamp, deviceId }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        latitude = try c.decode(Double.self, forKey: .latitude)
        longitude = try c.decode(Double.self, forKey: .longitude)
        accuracy = try c.decode(Double.self, forKey: .accuracy)
        let text = try c.decode(String.self, forKey: .timestamp)
        // Strictly: Foundation's ISO 8601 reader takes "12:99" as 13:39.
        guard let date = RFC3339.date(text) else {
            throw DecodingError.dataCorruptedError(forKey: .timestamp, in: c,
                                                   debugDescription: "Expected an ISO 8601 date-time, e.g. 2026-05-02T12:04:00.250Z")
        }
        timestamp = date
        deviceId = try c.decodeIfPresent(String.self, forKey: .deviceId)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(latitude, forKey: .latitude)
        try c.encode(longitude, forKey: .longitude)
        try c.encode(accuracy, forKey: .accuracy)
        try c.encode(timestamp.formatted(Self.withFraction), forKey: .timestamp)
        try c.encodeIfPresent(deviceId, forKey: .deviceId)
    }

    static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}

/// What a position report did.
public struct PositionResult: Codable, Sendable, Equatable {
    /// `accepted`, or why it was ignored: `stale`, `out_of_order`, `future`.
    public var status: String
    /// Reminders that alerted because of it.
    public var fired: [UUID]

    public init(status: String, fired: [UUID]) {
        self.status = status
        self.fired = fired
    }
}

/// The secret address a calendar app subscribes to.
public struct CalendarFeed: Codable, Sendable, Equatable {
    /// Nil when there is none (never made, or revoked).
    public var url: String?
    public var createdAt: Date?

    public init(url: String?, createdAt: Date?) {
        self.url = url
        self.createdAt = createdAt
    }
}

public struct CalendarImportReport: Codable, Sendable, Equatable {
    public struct Skipped: Codable, Sendable, Equatable {
        /// The VTODO's position in the file, from 1.
        public var index: Int
        public var uid: String?
        public var reason: String

        public init(index: Int, uid: String?, reason: String) {
            self.index = index
            self.uid = uid
            self.reason = reason
        }
    }

    public var created: Int
    public var updated: Int
    public var skipped: [Skipped]

    public init(created: Int, updated: Int, skipped: [Skipped]) {
        self.created = created
        self.updated = updated
        self.skipped = skipped
    }
}

/// What can be done with an alert where it is seen: check the reminder off, or snooze it.
public enum AlertAction: String, Codable, Sendable, CaseIterable {
    case done
    /// Alert again in an hour.
    case hour
    /// Alert again tomorrow at 09:00, the person's time.
    case tomorrow
    /// Alert again on the next arrival at its place (a reminder with a place only).
    case nextVisit = "next_visit"
}

/// `POST …/reminders/{id}/snooze`.
public struct SnoozeRequest: Codable, Sendable, Equatable {
    /// `hour`, `tomorrow` or `next_visit`.
    public var until: AlertAction

    public init(until: AlertAction) { self.until = until }
}

/// `POST /spots/alerts`: a pushed alert's button, acting with the token the alert carried
/// (no session: the service worker has none to send).
public struct AlertActionRequest: Codable, Sendable, Equatable {
    public var token: String
    public var action: AlertAction

    public init(token: String, action: AlertAction) {
        self.token = token
        self.action = action
    }
}

/// Spots' endpoints.
public enum SpotsRoute: TypedRoute, Hashable {
    case reminders
    case createReminder
    case reminder(UUID)
    case updateReminder(UUID)
    case deleteReminder(UUID)
    case completeReminder(UUID)
    case reopenReminder(UUID)
    case snoozeReminder(UUID)
    case alertAction
    case lists
    case createList
    case updateList(UUID)
    case deleteList(UUID)
    case reportPosition
    case calendarFeed
    case createCalendarFeed
    case revokeCalendarFeed
    case exportCalendar
    case importCalendar
    /// Regions to watch near a point: every place of the viewer's open place reminders (chosen
    /// places, and places of a kind or brand), nearest first.
    case placeRegions

    public var method: HTTPMethodName {
        switch self {
        case .reminders, .reminder, .lists, .calendarFeed, .exportCalendar, .placeRegions: return .get
        case .createReminder, .completeReminder, .snoozeReminder, .alertAction, .createList, .reportPosition, .createCalendarFeed,
             .importCalendar: return .post
        case .updateReminder, .updateList: return .put
        case .deleteReminder, .reopenReminder, .deleteList, .revokeCalendarFeed: return .delete
        }
    }

    public var parts: [RoutePart] {
        let spots = RoutePart.literal("spots")
        switch self {
        case .reminders, .createReminder: return [spots, .literal("reminders")]
        case .reminder(let id), .updateReminder(let id), .deleteReminder(let id):
            return [spots, .literal("reminders"), .parameter("reminderId", id)]
        case .completeReminder(let id), .reopenReminder(let id):
            return [spots, .literal("reminders"), .parameter("reminderId", id), .literal("done")]
        case .snoozeReminder(let id): return [spots, .literal("reminders"), .parameter("reminderId", id), .literal("snooze")]
        case .alertAction: return [spots, .literal("alerts")]
        case .lists, .createList: return [spots, .literal("lists")]
        case .updateList(let id), .deleteList(let id): return [spots, .literal("lists"), .parameter("listId", id)]
        case .reportPosition: return [spots, .literal("positions")]
        case .calendarFeed, .createCalendarFeed, .revokeCalendarFeed: return [spots, .literal("calendar")]
        case .exportCalendar: return [spots, .literal("calendar"), .literal("export")]
        case .importCalendar: return [spots, .literal("calendar"), .literal("import")]
        case .placeRegions: return [spots, .literal("regions")]
        }
    }
}
