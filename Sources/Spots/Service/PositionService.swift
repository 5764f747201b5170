import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// Position reports from the owner's devices, evaluated against their watched places.
///
/// Each report runs in one write transaction that first locks the user's tracker row, so two
/// reports of one user are applied one after the other, in timestamp order: an older or stale
/// fix is ignored. Candidates come from the index on (owner, watching, min_lat): the places whose
/// bounding box holds the fix, plus the ones the user is inside of (only they can be left).
/// `Geofence` decides entries and exits with hysteresis; an arrival alerts once, and the fence
/// re-arms only after an exit the fixes prove.
public struct PositionService: Sendable {
    let core: SatchelContext

    public static let fixOrder = FixOrder()
    public static let maxAccuracy = 10_000.0

    public func report(user: UUID, _ fix: PositionFix) async throws -> PositionResult {
        var v = Validator()
        let point = GeoPoint(latitude: fix.latitude, longitude: fix.longitude)
        v.check(point.isValid, "latitude", "position.invalid")
        v.check(fix.accuracy.isFinite && (0...Self.maxAccuracy).contains(fix.accuracy), "accuracy", "position.accuracy_range",
                ["max": "\(Int(Self.maxAccuracy))"])
        try v.finish()
        let geofix = GeofenceFix(point: point, accuracy: fix.accuracy, timestamp: fix.timestamp)
        return try await core.writeTransaction { tx in
            let last = try await Self.lockTracker(user: user, tx: tx)
            let verdict = Self.fixOrder.judge(fix.timestamp, lastAccepted: last, now: tx.now)
            guard verdict == .accepted else { return PositionResult(status: verdict.rawValue, fired: []) }
            try await Self.saveTracker(user: user, fix: fix, existed: last != nil, tx: tx)
            var fired: [UUID] = []
            for place in try await Self.candidates(user: user, point: point, tx: tx) {
                let (presence, transition) = place.fence.apply(geofix, to: place.presence)
                // Most fixes change nothing: only a changed place is loaded and written.
                guard presence != place.presence || transition != nil,
                      let record = try await ReminderRecord.find(place.id, on: tx.db) else { continue }
                if let kind = try await Self.apply(presence, transition, to: record, tx: tx) {
                    try await SpotsNotification.alert(kind, record, core: tx)
                    fired.append(place.id)
                }
            }
            return PositionResult(status: verdict.rawValue, fired: fired)
        }
    }

    /// What `fix` would do to the user's place reminders, without storing anything: the spatial
    /// lookup and the hysteresis alone (the benchmark measures it apart from the commit).
    public func evaluate(user: UUID, _ fix: PositionFix) async throws -> [UUID: GeofenceTransition] {
        let point = GeoPoint(latitude: fix.latitude, longitude: fix.longitude)
        let geofix = GeofenceFix(point: point, accuracy: fix.accuracy, timestamp: fix.timestamp)
        var transitions: [UUID: GeofenceTransition] = [:]
        for place in try await Self.candidates(user: user, point: point, tx: core) {
            if let transition = place.fence.apply(geofix, to: place.presence).1 { transitions[place.id] = transition }
        }
        return transitions
    }

    /// The newest accepted fix time, with the row locked until the transaction ends.
    static func lockTracker(user: UUID, tx: SatchelContext) async throws -> Date? {
        if tx.isPostgres, let sql = tx.db as? any SQLDatabase {
            struct Row: Decodable { let fix_at: Date }
            return try await sql.raw("SELECT fix_at FROM spot_trackers WHERE user_id = \(bind: user) FOR UPDATE")
                .first(decoding: Row.self)?.fix_at
        }
        // SQLite: the write transaction already holds the database's write lock.
        return try await PositionTrackerRecord.find(user, on: tx.db)?.fixAt
    }

    static func saveTracker(user: UUID, fix: PositionFix, existed: Bool, tx: SatchelContext) async throws {
        guard let sql = tx.db as? any SQLDatabase else { return }
        // An upsert: two first reports at once must not both insert.
        try await sql.raw("""
            INSERT INTO spot_trackers (user_id, fix_at, lat, lon, accuracy)
            VALUES (\(bind: user), \(bind: fix.timestamp), \(bind: fix.latitude), \(bind: fix.longitude), \(bind: fix.accuracy))
            ON CONFLICT (user_id) DO UPDATE SET fix_at = excluded.fix_at, lat = excluded.lat, lon = excluded.lon,
                accuracy = excluded.accuracy
            """).run()
    }

    /// A watched place as the evaluation needs it: a few columns, not the whole reminder.
    struct WatchedPlace: Sendable {
        let id: UUID
        let fence: Geofence
        let presence: GeofencePresence
    }

    static func candidates(user: UUID, point: GeoPoint, tx: SatchelContext) async throws -> [WatchedPlace] {
        guard let sql = tx.db as? any SQLDatabase else { return [] }
        let rows = try await sql.raw("""
            SELECT id, place_lat, place_lon, radius, presence FROM spot_reminders
            WHERE owner_id = \(bind: user) AND watching = \(bind: true)
              AND ((min_lat <= \(bind: point.latitude) AND max_lat >= \(bind: point.latitude)
                    AND min_lon <= \(bind: point.longitude) AND max_lon >= \(bind: point.longitude))
                   OR presence = \(bind: GeofencePresence.inside.rawValue))
            """).all()
        return try rows.map { row in
            WatchedPlace(id: try row.decode(column: "id", as: UUID.self),
                         fence: Geofence(center: GeoPoint(latitude: try row.decode(column: "place_lat", as: Double.self),
                                                          longitude: try row.decode(column: "place_lon", as: Double.self)),
                                         radius: try row.decode(column: "radius", as: Double.self)),
                         presence: GeofencePresence(rawValue: try row.decode(column: "presence", as: String.self)) ?? .unknown)
        }
    }

    /// Stores what a fix did to one reminder; returns the kind of alert it raises, if any.
    static func apply(_ next: GeofencePresence, _ transition: GeofenceTransition?, to record: ReminderRecord,
                      tx: SatchelContext) async throws -> String? {
        let due = record.dueAt.map { $0 <= tx.now } ?? true
        let trigger = ReminderRecord.Trigger(rawValue: record.trigger ?? "arrive") ?? .arrive
        var alert: String?
        switch transition {
        case .entered:
            record.stayAlerted = false
            if trigger == .arrive && due {
                alert = SpotsNotification.arrived
                record.stayAlerted = true
            }
        case .exited:
            if trigger == .leave && due { alert = SpotsNotification.left }
            record.stayAlerted = false
        case nil:
            break
        }
        record.presence = next.rawValue
        if alert != nil {
            record.firedAt = tx.now
            ReminderScheduler.advanceRepeat(record, now: tx.now)
        }
        try await record.update(on: tx.db)
        return alert
    }
}

extension SatchelContext {
    public var positions: PositionService { PositionService(core: self) }
}
