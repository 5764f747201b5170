import Foundation
import SatchelCore
import SatchelGeo
import SQLKit

/// A watched reminder at any place of a kind or brand.
struct TargetReminderRow: Decodable, Sendable {
    let id: UUID
    let kind: String?
    let brandKey: String?
    let brandWikidata: String?
    let radius: Double?
    enum CodingKeys: String, CodingKey {
        case id, kind = "target_kind", brandKey = "target_brand_key", brandWikidata = "target_brand_wikidata", radius = "target_radius"
    }
}

/// An errand place matching a reminder's kind or brand, with the reminder's state there.
struct ErrandVisitRow: Sendable {
    let key: String
    let point: GeoPoint
    var presence: GeofencePresence
    var stayAlerted: Bool
    var insideDevice: String?
}

extension SpotsStore {
    /// The person's watched reminders at any place of a kind or brand (one index answers it).
    func watchedTargets(user: UUID) async throws -> [TargetReminderRow] {
        try await sql.raw("""
            SELECT id, target_kind, target_brand_key, target_brand_wikidata, target_radius FROM spot_reminders
            WHERE owner_id = \(bind: user) AND watching = \(bind: true)
              AND (target_kind IS NOT NULL OR target_brand_key IS NOT NULL OR target_brand_wikidata IS NOT NULL)
            """).all(decoding: TargetReminderRow.self)
    }

    /// The places of `target`'s kind and brand a fix at `point` may change: those within its
    /// radius of the point, and those the person is inside of (only they can be left).
    /// The imported places of `target`'s kind and brand within its radius of `point`.
    func errandPlaces(matching target: TargetReminderRow, near point: GeoPoint) async throws -> [(key: String, name: String, point: GeoPoint)] {
        struct PlaceRow: Decodable { let osm_key: String; let name: String; let lat: Double; let lon: Double }
        let box = GeoBox.around(point, metres: target.radius ?? ReminderRules.defaultRadius)
        var match: [any SQLExpression] = []
        if let kind = target.kind { match.append(SQLQueryString("kind = \(bind: kind)")) }
        // By Wikidata id when the place has one; by the folded brand name otherwise.
        switch (target.brandWikidata, target.brandKey) {
        case let (wikidata?, key?):
            match.append(SQLQueryString("(brand_wikidata = \(bind: wikidata) OR (brand_wikidata IS NULL AND brand_key = \(bind: key)))"))
        case let (wikidata?, nil): match.append(SQLQueryString("brand_wikidata = \(bind: wikidata)"))
        case let (nil, key?): match.append(SQLQueryString("brand_key = \(bind: key)"))
        case (nil, nil): break
        }
        return try await sql.raw("""
            SELECT osm_key, name, lat, lon FROM spot_errand_places
            WHERE lat >= \(bind: box.minLatitude) AND lat <= \(bind: box.maxLatitude)
              AND lon >= \(bind: box.minLongitude) AND lon <= \(bind: box.maxLongitude)
              AND \(SQLList(match, separator: SQLRaw(" AND ")))
            """).all(decoding: PlaceRow.self).map { ($0.osm_key, $0.name, GeoPoint(latitude: $0.lat, longitude: $0.lon)) }
    }

    func errandVisits(_ target: TargetReminderRow, near point: GeoPoint) async throws -> [ErrandVisitRow] {
        struct VisitRow: Decodable {
            let place_key: String; let presence: String; let stay_alerted: Bool; let inside_device: String?
            let lat: Double; let lon: Double
        }
        let places = try await errandPlaces(matching: target, near: point)
        let keys = places.map(\.key)
        let nearKeys: any SQLExpression = keys.isEmpty ? SQLRaw("") : SQLQueryString(" OR v.place_key IN (\(SQLList(keys.map { SQLBind($0) })))")
        let visits = try await sql.raw("""
            SELECT v.place_key, v.presence, v.stay_alerted, v.inside_device, e.lat, e.lon FROM spot_reminder_visits v
            JOIN spot_errand_places e ON e.osm_key = v.place_key
            WHERE v.reminder_id = \(bind: target.id)
              AND (v.presence = \(bind: GeofencePresence.inside.rawValue)\(nearKeys))
            """).all(decoding: VisitRow.self)
        var rows: [String: ErrandVisitRow] = [:]
        for p in places {
            rows[p.key] = ErrandVisitRow(key: p.key, point: p.point, presence: .unknown, stayAlerted: false, insideDevice: nil)
        }
        for v in visits {
            rows[v.place_key] = ErrandVisitRow(key: v.place_key, point: GeoPoint(latitude: v.lat, longitude: v.lon),
                                               presence: GeofencePresence(rawValue: v.presence) ?? .unknown, stayAlerted: v.stay_alerted,
                                               insideDevice: v.inside_device)
        }
        return rows.values.sorted { $0.key < $1.key }
    }
}

extension ReminderPlaces {
    /// Stores a reminder's state at one place of its kind or brand.
    static func saveVisit(reminder: UUID, owner: UUID, _ visit: ErrandVisitRow, on sql: any SQLDatabase) async throws {
        try await sql.raw("""
            INSERT INTO spot_reminder_visits (id, reminder_id, owner_id, place_key, presence, stay_alerted, inside_device)
            VALUES (\(bind: UUID()), \(bind: reminder), \(bind: owner), \(bind: visit.key), \(bind: visit.presence.rawValue),
                    \(bind: visit.stayAlerted), \(bind: visit.insideDevice))
            ON CONFLICT (reminder_id, place_key) DO UPDATE SET presence = excluded.presence,
                stay_alerted = excluded.stay_alerted, inside_device = excluded.inside_device
            """).run()
    }
}
