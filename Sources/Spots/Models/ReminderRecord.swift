import Fluent
import Foundation
import SatchelCore

/// A reminder: at a time, at a place, or both.
public final class ReminderRecord: Model, @unchecked Sendable {
    public static let schema = "spot_reminders"

    public enum Trigger: String, Codable, Sendable, CaseIterable { case arrive, leave }
    public enum Repeat: String, Codable, Sendable, CaseIterable { case daily, weekly, monthly, yearly }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "owner_id") public var owner: User
    @OptionalField(key: "list_id") public var listID: UUID?
    // data
    @Field(key: "title") public var title: String
    @Field(key: "notes") public var notes: String
    /// The wall-clock due time as typed (`YYYY-MM-DDTHH:MM`) and its zone; for a repeating
    /// reminder, the next occurrence.
    @OptionalField(key: "due_local") public var dueLocal: String?
    @OptionalField(key: "time_zone") public var timeZone: String?
    /// `dueLocal` in `timeZone` as an instant: what the scheduler compares with now.
    @OptionalField(key: "due_at") public var dueAt: Date?
    @OptionalField(key: "repeat_rule") public var repeatRule: String?
    /// The occurrence the time alert already went out for (so it goes out once).
    @OptionalField(key: "alerted_due_at") public var alertedDueAt: Date?
    @OptionalField(key: "place_lat") public var placeLatitude: Double?
    @OptionalField(key: "place_lon") public var placeLongitude: Double?
    @OptionalField(key: "place_label") public var placeLabel: String?
    @OptionalField(key: "radius") public var radius: Double?
    @OptionalField(key: "trigger") public var trigger: String?
    /// The place's bounding box, for the per-user spatial lookup (null without a place).
    @OptionalField(key: "min_lat") public var minLatitude: Double?
    @OptionalField(key: "max_lat") public var maxLatitude: Double?
    @OptionalField(key: "min_lon") public var minLongitude: Double?
    @OptionalField(key: "max_lon") public var maxLongitude: Double?
    /// Geofence state: `unknown`, `inside` or `outside` (see `Geofence`).
    @Field(key: "presence") public var presence: String
    /// Whether this stay inside has alerted already (an arrival before the due time alerts at it).
    @Field(key: "stay_alerted") public var stayAlerted: Bool
    /// The device whose fix proved the arrival: only it can prove leaving (while it reports).
    @OptionalField(key: "inside_device") public var insideDevice: String?
    /// For a repeating reminder: the day of the month it was first due on, so a monthly one
    /// due on the 31st comes back to the 31st after a shorter month.
    @OptionalField(key: "anchor_day") public var anchorDay: Int?
    /// For a repeating reminder checked off: the due time it had, so Undo can bring it back.
    @OptionalField(key: "completed_due_local") public var completedDueLocal: String?
    /// Whether its place is watched: open and with a place. Kept in a column for the index.
    @Field(key: "watching") public var watching: Bool
    @OptionalField(key: "fired_at") public var firedAt: Date?
    /// Snoozed: alerts again at this time (then cleared).
    @OptionalField(key: "snooze_until") public var snoozeUntil: Date?
    /// Snoozed "till next time I am here": the next arrival (or leaving) alerts, due or not.
    @Field(key: "snooze_arrival") public var snoozeArrival: Bool
    /// The hash of the token a pushed alert's buttons act with (see `AlertActions`).
    @OptionalField(key: "alert_token_hash") public var alertTokenHash: String?
    @OptionalField(key: "done_at") public var doneAt: Date?
    /// Place alerts only between these wall-clock times (`HH:MM`) in `window_zone`, on the ISO
    /// weekdays of the bit mask `window_days` (bit 0 = Monday; nil: every day).
    @OptionalField(key: "window_start") public var windowStart: String?
    @OptionalField(key: "window_end") public var windowEnd: String?
    @OptionalField(key: "window_zone") public var windowZone: String?
    @OptionalField(key: "window_days") public var windowDays: Int?
    /// At any imported errand place of this kind, or of this brand (by Wikidata id when known,
    /// else by the folded name), within `target_radius`.
    @OptionalField(key: "target_kind") public var targetKind: String?
    @OptionalField(key: "target_brand") public var targetBrand: String?
    @OptionalField(key: "target_brand_key") public var targetBrandKey: String?
    @OptionalField(key: "target_brand_wikidata") public var targetBrandWikidata: String?
    @OptionalField(key: "target_radius") public var targetRadius: Double?
    /// The UID of the iCalendar VTODO it was imported from or exported as.
    @Field(key: "ical_uid") public var icalUID: String
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "updated_at") public var updatedAt: Date
    /// One up with every change its owner makes (`RowVersion`), not with alert bookkeeping: its `ETag`.
    @Field(key: "version") public var version: Int

    public init() {}

    public var hasPlace: Bool { placeLatitude != nil && placeLongitude != nil }
    /// Targets any place of a kind or brand.
    public var hasTarget: Bool { targetKind != nil || targetBrandKey != nil || targetBrandWikidata != nil }
}

/// A named, coloured list of reminders.
public final class ReminderListRecord: Model, @unchecked Sendable {
    public static let schema = "spot_lists"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "owner_id") public var owner: User
    @Field(key: "name") public var name: String
    /// Lower-cased, for "one list of each name".
    @Field(key: "name_key") public var nameKey: String
    @Field(key: "color") public var color: String
    @Field(key: "created_at") public var createdAt: Date
    /// One up with every change its owner makes to it (`RowVersion`): its `ETag`.
    @Field(key: "version") public var version: Int

    public init() {}
}

/// One device's position stream: its newest accepted fix (each device's reports must move
/// forward in time) and where it was, for the map.
public final class PositionTrackerRecord: Model, @unchecked Sendable {
    public static let schema = "spot_trackers"

    @ID(key: .id) public var id: UUID?
    @Parent(key: "user_id") public var user: User
    @Field(key: "device_id") public var deviceID: String
    @Field(key: "fix_at") public var fixAt: Date
    @Field(key: "lat") public var latitude: Double
    @Field(key: "lon") public var longitude: Double
    @Field(key: "accuracy") public var accuracy: Double

    public init() {}
}

/// The secret of a user's calendar subscription address.
public final class CalendarFeedRecord: Model, @unchecked Sendable {
    public static let schema = "spot_calendar_feeds"

    @ID(custom: "user_id", generatedBy: .user) public var id: UUID?
    @Field(key: "token") public var token: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}
}
