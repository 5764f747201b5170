import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// Position reports from the owner's devices, evaluated against their watched places.
///
/// Each report runs in one write transaction that first takes the user's lock (SQLite: the one
/// write transaction; PostgreSQL: an advisory lock on the user), so a user's reports are applied
/// one after another. Each device's reports must move forward in time: an older or stale fix of
/// that device is ignored. Candidates come from a covering index: the places whose bounding box
/// holds the fix, plus the ones the user is inside of (only they can be left). `Geofence`
/// decides entries and exits with hysteresis; an arrival alerts once, and the fence re-arms only
/// after an exit the fixes prove — proved by the device that proved the arrival, unless that
/// device has been silent for `silentDevice` (a laptop left at home never "leaves" the shop).
public struct PositionService: Sendable {
    let context: SatchelContext

    public static let fixOrder = FixOrder()
    public static let maxAccuracy = 10_000.0
    public static let defaultDevice = "default"
    /// After this long without a report from the device that proved an arrival, another
    /// device may prove the exit.
    public static let silentDevice: TimeInterval = 30 * 60
    /// A device's newest fix is kept (for the map and the order of its reports) until it has
    /// been silent this long; its reports would be refused as stale by then anyway.
    public static let forgetDevice: TimeInterval = 30 * 24 * 3600

    public func report(user: UUID, _ fix: PositionFix) async throws -> PositionResult {
        var validator = Validator()
        let point = GeoPoint(latitude: fix.latitude, longitude: fix.longitude)
        validator.check(point.isValid, "latitude", "position.invalid")
        validator.check(fix.accuracy.isFinite && (0...Self.maxAccuracy).contains(fix.accuracy), "accuracy", "position.accuracy_range",
                ["max": "\(Int(Self.maxAccuracy))"])
        let device = (fix.deviceId ?? "").trimmingCharacters(in: .whitespaces)
        validator.check(device.count <= 100 && !device.unicodeScalars.contains(where: { $0.value < 0x20 }),
                "deviceId", "position.device_invalid")
        try validator.finish()
        let deviceID = device.isEmpty ? Self.defaultDevice : device
        let geofix = GeofenceFix(point: point, accuracy: fix.accuracy, timestamp: fix.timestamp)
        let (result, alerts) = try await context.writeTransaction { tx -> (PositionResult, [InboxNotification]) in
            let last = try await Self.lockUser(user, device: deviceID, tx: tx)
            let verdict = Self.fixOrder.judge(fix.timestamp, lastAccepted: last, now: tx.now)
            guard verdict == .accepted else { return (PositionResult(status: verdict.rawValue, fired: []), []) }
            try await Self.saveTracker(user: user, device: deviceID, fix: fix, tx: tx)
            var fired: [UUID] = []
            var alerts: [InboxNotification] = []
            let waiting = try await tx.spotsStore.waitingForWindow(user: user)
            for place in try await tx.spotsStore.watchedPlaces(user: user, near: point) {
                var (presence, transition) = place.fence.apply(geofix, to: place.presence)
                if transition == .exited, let holder = place.insideDevice, holder != deviceID,
                   try await !Self.isSilent(user: user, device: holder, tx: tx) {
                    (presence, transition) = (place.presence, nil) // the device that is there has not left
                }
                // Most fixes change nothing: only a changed place (or one waiting for its window) is loaded and written.
                guard presence != place.presence || transition != nil || (presence == .inside && waiting.contains(place.id)),
                      let record = try await ReminderRecord.find(place.id, on: tx.db) else { continue }
                if transition == .entered { record.insideDevice = deviceID }
                if transition == .exited { record.insideDevice = nil }
                if let kind = try await Self.apply(presence, transition, to: record, tx: tx) {
                    if let item = try await SpotsNotification.alert(kind, record, context: tx) { alerts.append(item) }
                    fired.append(place.id)
                }
            }
            // The reminders' other places: each with its own state, so each alerts once per visit.
            for watched in try await tx.spotsStore.watchedOtherPlaces(user: user, near: point) {
                let place = watched.place
                var (presence, transition) = place.fence.apply(geofix, to: place.presence)
                if transition == .exited, let holder = place.insideDevice, holder != deviceID,
                   try await !Self.isSilent(user: user, device: holder, tx: tx) {
                    (presence, transition) = (place.presence, nil)
                }
                let pending = presence == .inside && !place.stayAlerted
                guard presence != place.presence || transition != nil || pending,
                      let record = try await ReminderRecord.find(place.reminderID, on: tx.db) else { continue }
                var stayAlerted = place.stayAlerted
                let kind = Self.decide(transition, inside: presence == .inside, stayAlerted: &stayAlerted, record: record,
                                       pendingCounts: true, now: tx.now)
                let holder = transition == .entered ? deviceID : transition == .exited ? nil : place.insideDevice
                try await ReminderPlaces.save(place.id, presence: presence, stayAlerted: stayAlerted, insideDevice: holder, on: tx.sql)
                if let kind {
                    Self.fired(record, now: tx.now)
                    try await record.update(on: tx.db)
                    if let item = try await SpotsNotification.alert(kind, record, context: tx) { alerts.append(item) }
                    if !fired.contains(record.id!) { fired.append(record.id!) }
                }
            }
            // Reminders at any place of a kind or brand: each matching place alerts once per visit.
            for target in try await tx.spotsStore.watchedTargets(user: user) {
                var record: ReminderRecord?
                for var visit in try await tx.spotsStore.errandVisits(target, near: point) {
                    let fence = Geofence(center: visit.point, radius: target.radius ?? ReminderRules.defaultRadius)
                    var (presence, transition) = fence.apply(geofix, to: visit.presence)
                    if transition == .exited, let holder = visit.insideDevice, holder != deviceID,
                       try await !Self.isSilent(user: user, device: holder, tx: tx) {
                        (presence, transition) = (visit.presence, nil)
                    }
                    let pending = presence == .inside && !visit.stayAlerted
                    guard presence != visit.presence || transition != nil || pending else { continue }
                    if record == nil { record = try await ReminderRecord.find(target.id, on: tx.db) }
                    guard let record else { break }
                    let kind = Self.decide(transition, inside: presence == .inside, stayAlerted: &visit.stayAlerted, record: record,
                                           pendingCounts: true, now: tx.now)
                    visit.presence = presence
                    if transition == .entered { visit.insideDevice = deviceID }
                    if transition == .exited { visit.insideDevice = nil }
                    try await ReminderPlaces.saveVisit(reminder: target.id, owner: user, visit, on: tx.sql)
                    if let kind {
                        Self.fired(record, now: tx.now)
                        try await record.update(on: tx.db)
                        if let item = try await SpotsNotification.alert(kind, record, context: tx) { alerts.append(item) }
                        if !fired.contains(target.id) { fired.append(target.id) }
                    }
                }
            }
            return (PositionResult(status: verdict.rawValue, fired: fired), alerts)
        }
        // Live delivery only once the alert is committed (a reader on another connection finds it).
        for item in alerts { try await context.notifications.publish(item) }
        return result
    }

    /// What `fix` would do to the user's place reminders, without storing anything: the spatial
    /// lookup and the hysteresis alone (the benchmark measures it apart from the commit).
    public func evaluate(user: UUID, _ fix: PositionFix) async throws -> [UUID: GeofenceTransition] {
        let point = GeoPoint(latitude: fix.latitude, longitude: fix.longitude)
        let geofix = GeofenceFix(point: point, accuracy: fix.accuracy, timestamp: fix.timestamp)
        var transitions: [UUID: GeofenceTransition] = [:]
        for place in try await context.spotsStore.watchedPlaces(user: user, near: point) {
            if let transition = place.fence.apply(geofix, to: place.presence).1 { transitions[place.id] = transition }
        }
        return transitions
    }

    /// Serialises the user's reports and returns the device's newest accepted fix time.
    static func lockUser(_ user: UUID, device: String, tx: SatchelContext) async throws -> Date? {
        if tx.isPostgres {
            let sql = tx.sql
            // Held until the transaction ends; needs no row, so a first report is covered too.
            try await sql.raw("SELECT pg_advisory_xact_lock(hashtextextended(\(bind: "spots:" + user.uuidString), 0))").run()
        }
        // SQLite: the write transaction already holds the database's only write lock.
        return try await tx.spotsStore.lastFixTime(user: user, device: device)
    }

    static func isSilent(user: UUID, device: String, tx: SatchelContext) async throws -> Bool {
        guard let last = try await tx.spotsStore.lastFixTime(user: user, device: device) else { return true }
        return last < tx.now.addingTimeInterval(-silentDevice)
    }

    static func saveTracker(user: UUID, device: String, fix: PositionFix, tx: SatchelContext) async throws {
        let sql = tx.sql
        try await sql.raw("""
            INSERT INTO spot_trackers (id, user_id, device_id, fix_at, lat, lon, accuracy)
            VALUES (\(bind: UUID()), \(bind: user), \(bind: device), \(bind: fix.timestamp), \(bind: fix.latitude),
                    \(bind: fix.longitude), \(bind: fix.accuracy))
            ON CONFLICT (user_id, device_id) DO UPDATE SET fix_at = excluded.fix_at, lat = excluded.lat,
                lon = excluded.lon, accuracy = excluded.accuracy
            WHERE spot_trackers.fix_at < excluded.fix_at
            """).run()
    }

    /// Stores what a fix did to one reminder's first place; returns the kind of alert it raises, if any.
    static func apply(_ next: GeofencePresence, _ transition: GeofenceTransition?, to record: ReminderRecord,
                      tx: SatchelContext) async throws -> String? {
        var stayAlerted = record.stayAlerted
        // Without a window, a stay that has not alerted waits for the scheduler (the due time).
        let alert = decide(transition, inside: next == .inside, stayAlerted: &stayAlerted, record: record,
                           pendingCounts: record.windowStart != nil, now: tx.now)
        record.stayAlerted = stayAlerted
        record.presence = next.rawValue
        if alert != nil { fired(record, now: tx.now) }
        try await record.update(on: tx.db)
        return alert
    }

    /// The alert a place's transition raises, if any, and whether its stay has alerted.
    /// Outside the reminder's time window nothing alerts; a stay that has not alerted alerts
    /// at a later fix once it may (`pendingCounts`: the window has opened, or the due time come).
    static func decide(_ transition: GeofenceTransition?, inside: Bool, stayAlerted: inout Bool, record: ReminderRecord,
                       pendingCounts: Bool, now: Date) -> String? {
        // Snoozed "till next time I am here": this visit alerts whether or not it is due.
        let due = (record.dueAt.map { $0 <= now } ?? true) || record.snoozeArrival
        let open = AlertWindow(start: record.windowStart, end: record.windowEnd, zone: record.windowZone, days: record.windowDays)?
            .isOpen(at: now) ?? true
        let trigger = record.trigger.flatMap(ReminderRecord.Trigger.init(rawValue:)) ?? ReminderRules.defaultTrigger
        switch transition {
        case .entered:
            stayAlerted = false
            if trigger == .arrive && due && open {
                stayAlerted = true
                return SpotsNotification.arrived
            }
        case .exited:
            stayAlerted = false
            if trigger == .leave && due && open { return SpotsNotification.left }
        case nil:
            if pendingCounts && inside && !stayAlerted && trigger == .arrive && due && open {
                stayAlerted = true
                return SpotsNotification.arrived
            }
        }
        return nil
    }

    /// A reminder that alerted: a "next visit" snooze is used up, a repeating one moves on.
    static func fired(_ record: ReminderRecord, now: Date) {
        record.snoozeArrival = false
        record.firedAt = now
        ReminderScheduler.advanceRepeat(record, now: now)
    }
}

extension SatchelContext {
    public var positions: PositionService { PositionService(context: self) }
}
