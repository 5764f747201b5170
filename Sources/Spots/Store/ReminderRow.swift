import Foundation
import SatchelAPI
import SQLKit

/// A reminder as every read shows it, as plain values decoded once per row (`SpotsStore`): a
/// page of fifty read as Fluent models (thirty fields each, by reflection) cost more than the
/// query. Writes go through `ReminderRecord`.
struct ReminderRow: Sendable, Decodable {
    let id: UUID
    let title: String
    let notes: String
    let dueLocal: String?
    let timeZone: String?
    let dueAt: Date?
    let repeatRule: String?
    let placeLatitude: Double?
    let placeLongitude: Double?
    let placeLabel: String?
    let radius: Double?
    let trigger: String?
    let listID: UUID?
    let doneAt: Date?
    let presence: String
    let firedAt: Date?
    let snoozeUntil: Date?
    let snoozeArrival: Bool
    let createdAt: Date
    let updatedAt: Date
    let version: Int
    /// The UID of the iCalendar VTODO it was imported from or exported as.
    let icalUID: String
    var windowStart: String? = nil
    var windowEnd: String? = nil
    var windowZone: String? = nil
    var windowDays: Int? = nil
    var targetKind: String? = nil
    var targetBrand: String? = nil
    var targetRadius: Double? = nil
    /// Its places besides the first, in order: filled by `SpotsStore.withOtherPlaces` (not a column).
    var otherPlaces: [OtherPlaceRow] = []

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, notes, dueLocal = "due_local", timeZone = "time_zone", dueAt = "due_at", repeatRule = "repeat_rule"
        case placeLatitude = "place_lat", placeLongitude = "place_lon", placeLabel = "place_label", radius, trigger
        case listID = "list_id", doneAt = "done_at", presence, firedAt = "fired_at", snoozeUntil = "snooze_until"
        case snoozeArrival = "snooze_arrival", createdAt = "created_at", updatedAt = "updated_at", version, icalUID = "ical_uid"
        case windowStart = "window_start", windowEnd = "window_end", windowZone = "window_zone", windowDays = "window_days"
        case targetKind = "target_kind", targetBrand = "target_brand", targetRadius = "target_radius"
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))

    var hasPlace: Bool { placeLatitude != nil && placeLongitude != nil }
    /// At any place of a kind or brand.
    var hasTarget: Bool { targetKind != nil || targetBrand != nil }

    var window: AlertWindow? { AlertWindow(start: windowStart, end: windowEnd, zone: windowZone, days: windowDays) }

    /// Not done, and its time has passed (with or without a place: the time alert has fired).
    func isOverdue(now: Date) -> Bool { doneAt == nil && (dueAt.map { $0 < now } ?? false) }

    var rendered: Reminder {
        var reminder = Reminder(
            id: id, title: title, notes: notes,
            due: dueLocal.flatMap { local in timeZone.map { ReminderDue(local: local, timeZone: $0) } },
            dueAt: dueAt, repeat: repeatRule,
            place: placeLatitude.flatMap { lat in
                placeLongitude.map { lon in
                    ReminderPlace(latitude: lat, longitude: lon, label: placeLabel ?? "", radius: radius, trigger: trigger)
                }
            },
            listId: listID, doneAt: doneAt, presence: hasPlace ? presence : nil, firedAt: firedAt,
            createdAt: createdAt, updatedAt: updatedAt, version: version)
        reminder.snoozedUntil = snoozeUntil
        reminder.snoozedTillNextVisit = snoozeArrival ? true : nil
        reminder.otherPlaces = otherPlaces.isEmpty ? nil : otherPlaces.map { $0.api(trigger: trigger) }
        if targetKind != nil || targetBrand != nil {
            reminder.anyPlace = ReminderAnyPlace(kind: targetKind, brand: targetBrand, radius: targetRadius)
        }
        reminder.window = AlertWindow.api(start: windowStart, end: windowEnd, zone: windowZone, days: windowDays)
        return reminder
    }
}

extension ReminderRow {
    /// A reminder just written, shown as a read would show it.
    init(_ r: ReminderRecord) {
        self.init(id: r.id ?? UUID(), title: r.title, notes: r.notes, dueLocal: r.dueLocal, timeZone: r.timeZone, dueAt: r.dueAt,
                  repeatRule: r.repeatRule, placeLatitude: r.placeLatitude, placeLongitude: r.placeLongitude,
                  placeLabel: r.placeLabel, radius: r.radius, trigger: r.trigger, listID: r.listID, doneAt: r.doneAt,
                  presence: r.presence, firedAt: r.firedAt, snoozeUntil: r.snoozeUntil, snoozeArrival: r.snoozeArrival,
                  createdAt: r.createdAt, updatedAt: r.updatedAt, version: r.version, icalUID: r.icalUID,
                  windowStart: r.windowStart, windowEnd: r.windowEnd, windowZone: r.windowZone, windowDays: r.windowDays,
                  targetKind: r.targetKind, targetBrand: r.targetBrand, targetRadius: r.targetRadius)
    }
}
