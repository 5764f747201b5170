import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// A reminder's place besides its first (`spot_reminder_places`), with its own geofence state:
/// each place alerts once per visit.
struct OtherPlaceRow: Decodable, Sendable, Equatable {
    let id: UUID
    let reminderID: UUID
    let position: Int
    let latitude: Double
    let longitude: Double
    let label: String
    let radius: Double
    let presenceName: String
    let stayAlerted: Bool
    let insideDevice: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, reminderID = "reminder_id", position, latitude = "lat", longitude = "lon", label, radius
        case presenceName = "presence", stayAlerted = "stay_alerted", insideDevice = "inside_device"
    }

    static let table = "spot_reminder_places"
    static let columns = SQLRaw(CodingKeys.allCases.map { "p." + $0.stringValue }.joined(separator: ", "))

    var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }
    var fence: Geofence { Geofence(center: point, radius: radius) }
    var presence: GeofencePresence { GeofencePresence(rawValue: presenceName) ?? .unknown }
    func api(trigger: String?) -> ReminderPlace {
        ReminderPlace(latitude: latitude, longitude: longitude, label: label, radius: radius, trigger: trigger)
    }
}

/// An other place a fix may change, with what deciding needs of its reminder.
struct WatchedOtherPlaceRow: Decodable, Sendable {
    let place: OtherPlaceRow
    let windowStart: String?
    init(from decoder: any Decoder) throws {
        place = try OtherPlaceRow(from: decoder)
        windowStart = try decoder.container(keyedBy: Key.self).decodeIfPresent(String.self, forKey: .windowStart)
    }
    enum Key: String, CodingKey { case windowStart = "window_start" }
}

extension SpotsStore {
    /// The other places of these reminders, by reminder, in order.
    func otherPlaces(of reminders: [UUID]) async throws -> [UUID: [OtherPlaceRow]] {
        guard !reminders.isEmpty else { return [:] }
        var found: [UUID: [OtherPlaceRow]] = [:]
        // In chunks: a page of reminders is at most a few hundred, but binds are limited.
        for chunk in stride(from: 0, to: reminders.count, by: 500).map({ Array(reminders[$0..<min($0 + 500, reminders.count)]) }) {
            let rows = try await sql.raw("""
                SELECT \(OtherPlaceRow.columns) FROM spot_reminder_places p
                WHERE p.reminder_id IN (\(SQLList(chunk.map { SQLBind($0) }))) ORDER BY p.reminder_id, p.position
                """).all(decoding: OtherPlaceRow.self)
            for row in rows { found[row.reminderID, default: []].append(row) }
        }
        return found
    }

    /// `rows` with their other places and nothing else changed.
    func withOtherPlaces(_ rows: [ReminderRow]) async throws -> [ReminderRow] {
        let places = try await otherPlaces(of: rows.filter(\.hasPlace).map(\.id))
        guard !places.isEmpty else { return rows }
        return rows.map { row in
            var row = row
            row.otherPlaces = places[row.id] ?? []
            return row
        }
    }

    /// The other places a fix at `point` may change: of watched reminders, whose box holds it
    /// or which the person is inside of.
    func watchedOtherPlaces(user: UUID, near point: GeoPoint) async throws -> [WatchedOtherPlaceRow] {
        try await sql.raw("""
            SELECT \(OtherPlaceRow.columns), r.window_start FROM spot_reminder_places p
            JOIN spot_reminders r ON r.id = p.reminder_id
            WHERE p.owner_id = \(bind: user) AND r.watching = \(bind: true)
              AND ((p.min_lat <= \(bind: point.latitude) AND p.max_lat >= \(bind: point.latitude)
                    AND p.min_lon <= \(bind: point.longitude) AND p.max_lon >= \(bind: point.longitude))
                   OR p.presence = \(bind: GeofencePresence.inside.rawValue))
            """).all(decoding: WatchedOtherPlaceRow.self)
    }
}

/// Writes of a reminder's other places.
enum ReminderPlaces {
    /// Makes the reminder's other places `places`. Unchanged ones (same point, radius and
    /// order) keep their geofence state; a changed list starts afresh.
    static func replace(reminder: UUID, owner: UUID, with places: [ReminderRules.Place], on sql: any SQLDatabase) async throws {
        let current = try await SpotsStore(sql: sql).otherPlaces(of: [reminder])[reminder] ?? []
        let same = current.count == places.count && zip(current, places).allSatisfy { old, new in
            Geo.distance(old.point, new.point) <= 0.5 && abs(old.radius - new.radius) <= 0.5
        }
        if same {
            for (old, new) in zip(current, places) where old.label != new.label {
                try await sql.raw("UPDATE spot_reminder_places SET label = \(bind: new.label) WHERE id = \(bind: old.id)").run()
            }
            return
        }
        try await sql.raw("DELETE FROM spot_reminder_places WHERE reminder_id = \(bind: reminder)").run()
        for (index, place) in places.enumerated() {
            let box = GeoBox.around(place.point, metres: place.radius)
            try await sql.raw("""
                INSERT INTO spot_reminder_places (id, reminder_id, owner_id, position, lat, lon, label, radius,
                    min_lat, max_lat, min_lon, max_lon, presence, stay_alerted, inside_device)
                VALUES (\(bind: UUID()), \(bind: reminder), \(bind: owner), \(bind: index + 1), \(bind: place.point.latitude),
                    \(bind: place.point.longitude), \(bind: place.label), \(bind: place.radius), \(bind: box.minLatitude),
                    \(bind: box.maxLatitude), \(bind: box.minLongitude), \(bind: box.maxLongitude),
                    \(bind: GeofencePresence.unknown.rawValue), \(bind: false), NULL)
                """).run()
        }
    }

    /// Watched afresh (a reopened reminder): being at one already counts as arriving.
    static func resetPresence(reminder: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw("""
            UPDATE spot_reminder_places SET presence = \(bind: GeofencePresence.unknown.rawValue), stay_alerted = \(bind: false),
                inside_device = NULL WHERE reminder_id = \(bind: reminder)
            """).run()
    }

    /// The reminder's visits to places of its kind or brand, forgotten: being at one counts as arriving.
    static func forgetVisits(reminder: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw("DELETE FROM spot_reminder_visits WHERE reminder_id = \(bind: reminder)").run()
    }

    /// Stores what a fix did to one other place.
    static func save(_ id: UUID, presence: GeofencePresence, stayAlerted: Bool, insideDevice: String?, on sql: any SQLDatabase) async throws {
        try await sql.raw("""
            UPDATE spot_reminder_places SET presence = \(bind: presence.rawValue), stay_alerted = \(bind: stayAlerted),
                inside_device = \(bind: insideDevice) WHERE id = \(bind: id)
            """).run()
    }
}
