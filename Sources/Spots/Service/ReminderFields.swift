import Foundation
import SatchelAPI
import SQLKit

/// What a reminder shows, as plain values: a page of fifty read as Fluent models (thirty fields
/// each, by reflection) cost more than the query.
struct ReminderFields: Sendable {
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

    static let columns = "id, title, notes, due_local, time_zone, due_at, repeat_rule, place_lat, place_lon, place_label, radius, "
        + "trigger, list_id, done_at, presence, fired_at, snooze_until, snooze_arrival, created_at, updated_at"

    init(_ r: ReminderRecord) {
        id = r.id ?? UUID()
        title = r.title
        notes = r.notes
        dueLocal = r.dueLocal
        timeZone = r.timeZone
        dueAt = r.dueAt
        repeatRule = r.repeatRule
        placeLatitude = r.placeLatitude
        placeLongitude = r.placeLongitude
        placeLabel = r.placeLabel
        radius = r.radius
        trigger = r.trigger
        listID = r.listID
        doneAt = r.doneAt
        presence = r.presence
        firedAt = r.firedAt
        snoozeUntil = r.snoozeUntil
        snoozeArrival = r.snoozeArrival
        createdAt = r.createdAt
        updatedAt = r.updatedAt
    }

    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        title = try row.decode(column: "title", as: String.self)
        notes = try row.decode(column: "notes", as: String.self)
        dueLocal = try row.decode(column: "due_local", as: String?.self)
        timeZone = try row.decode(column: "time_zone", as: String?.self)
        dueAt = try row.decode(column: "due_at", as: Date?.self)
        repeatRule = try row.decode(column: "repeat_rule", as: String?.self)
        placeLatitude = try row.decode(column: "place_lat", as: Double?.self)
        placeLongitude = try row.decode(column: "place_lon", as: Double?.self)
        placeLabel = try row.decode(column: "place_label", as: String?.self)
        radius = try row.decode(column: "radius", as: Double?.self)
        trigger = try row.decode(column: "trigger", as: String?.self)
        listID = try row.decode(column: "list_id", as: UUID?.self)
        doneAt = try row.decode(column: "done_at", as: Date?.self)
        presence = try row.decode(column: "presence", as: String.self)
        firedAt = try row.decode(column: "fired_at", as: Date?.self)
        snoozeUntil = try row.decode(column: "snooze_until", as: Date?.self)
        snoozeArrival = try row.decode(column: "snooze_arrival", as: Bool.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
        updatedAt = try row.decode(column: "updated_at", as: Date.self)
    }

    var hasPlace: Bool { placeLatitude != nil && placeLongitude != nil }

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
            createdAt: createdAt, updatedAt: updatedAt)
        reminder.snoozedUntil = snoozeUntil
        reminder.snoozedTillNextVisit = snoozeArrival ? true : nil
        return reminder
    }
}
