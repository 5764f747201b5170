import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// Spots' read layer: every row the app reads is read here, by a named function returning plain
/// values, and the rules that choose rows have names (`open`, `done`, `placed`) written once.
/// Writes stay on the Fluent records (`ReminderRecord`, `ReminderListRecord`).
struct SpotsStore: Sendable {
    let sql: any SQLDatabase

    // MARK: rules

    /// Not checked off: what the list, the days, the map and "Today" show.
    static let open = SQLRaw("done_at IS NULL")
    static let done = SQLRaw("done_at IS NOT NULL")
    /// Has a place (it may also have a time).
    static let placed = SQLRaw("place_lat IS NOT NULL AND place_lon IS NOT NULL")
    /// Its current due occurrence has not alerted yet.
    static let notYetAlerted = SQLRaw("(alerted_due_at IS NULL OR alerted_due_at <> due_at)")

    private func reminders(of owner: UUID) -> SQLSelectBuilder {
        sql.select().column(ReminderRow.columns).from(ReminderRecord.schema).where("owner_id", .equal, owner)
    }

    // MARK: reminders

    /// Every reminder of the owner, open and done, newest first (the web's views, exports).
    func reminders(owner: UUID) async throws -> [ReminderRow] {
        try await withOtherPlaces(reminders(of: owner).orderBy("created_at", .descending).orderBy("id").all(decoding: ReminderRow.self))
    }

    /// The owner's open reminders, in no particular order (the web's days and map sort them).
    func openReminders(owner: UUID) async throws -> [ReminderRow] {
        try await withOtherPlaces(reminders(of: owner).where(Self.open).all(decoding: ReminderRow.self))
    }

    func reminder(_ id: UUID, owner: UUID) async throws -> ReminderRow? {
        guard let row = try await reminders(of: owner).where("id", .equal, id).first(decoding: ReminderRow.self) else { return nil }
        return try await withOtherPlaces([row]).first
    }

    // MARK: the scheduler

    private struct IDRow: Decodable { let id: UUID }

    /// Open reminders whose due occurrence has come and not alerted yet, soonest first.
    func dueToAlert(now: Date, limit: Int) async throws -> [UUID] {
        try await openReminderIDs(reaching: "due_at", by: now, limit: limit) { $0.where(Self.notYetAlerted) }
    }

    /// Open reminders whose snooze is over, soonest first.
    func snoozeOver(now: Date, limit: Int) async throws -> [UUID] {
        try await openReminderIDs(reaching: "snooze_until", by: now, limit: limit)
    }

    /// Open reminders whose time in `column` has come by `now`, soonest first.
    private func openReminderIDs(reaching column: String, by now: Date, limit: Int,
                                 _ narrow: (SQLSelectBuilder) -> SQLSelectBuilder = { $0 }) async throws -> [UUID] {
        try await narrow(sql.select().column("id").from(ReminderRecord.schema).where(Self.open).where(column, .lessThanOrEqual, now))
            .orderBy(column).limit(limit).all(decoding: IDRow.self).map(\.id)
    }

    func reminderCount(owner: UUID) async throws -> Int {
        try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(ReminderRecord.schema)
            .where("owner_id", .equal, owner).first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// One page of the owner's reminders in `sort` order after `cursor`: `limit + 1` rows, the
    /// last telling whether there is a next page. Ordered and limited by the database.
    func page(owner: UUID, state: ReminderService.State, sort: ReminderService.Sort, listID: UUID?,
              after cursor: Cursor?, limit: Int) async throws -> [ReminderRow] {
        var select = reminders(of: owner)
        if let listID { select = select.where("list_id", .equal, listID) }
        let key: any SQLExpression
        let ascending: Bool
        switch (state, sort) {
        case (.open, .title):
            throw AppError.invalid("sort", "reminder.sort_paged")
        case (.done, _):
            (select, key, ascending) = (select.where(Self.done), SQLColumn("done_at"), false)
        case (.open, .created):
            (select, key, ascending) = (select.where(Self.open), SQLColumn("created_at"), false)
        case (.open, .due):
            // Undated ones sort as if due at the far end of time.
            (select, key, ascending) = (select.where(Self.open),
                                        SQLFunction("COALESCE", args: SQLColumn("due_at"), SQLBind(ReminderService.undated)), true)
        }
        if let cursor {
            select = select.where(group: { group in
                group.where(key, ascending ? .greaterThan : .lessThan, SQLBind(cursor.date))
                    .orWhere(group: { $0.where(key, .equal, SQLBind(cursor.date)).where("id", .greaterThan, cursor.id) })
            })
        }
        return try await withOtherPlaces(select.orderBy(key, ascending ? SQLDirection.ascending : .descending).orderBy("id").limit(limit + 1)
            .all(decoding: ReminderRow.self))
    }

    /// Open reminders due before `until` (overdue ones included), soonest first.
    func due(owner: UUID, before until: Date, limit: Int) async throws -> [ReminderRow] {
        try await withOtherPlaces(reminders(of: owner).where(Self.open).where("due_at", .lessThan, until)
            .orderBy("due_at").orderBy("id").limit(limit).all(decoding: ReminderRow.self))
    }

    /// The owner's reminders with a place, most recently changed first (saved places).
    func placedReminders(owner: UUID, limit: Int) async throws -> [ReminderRow] {
        try await reminders(of: owner).where(Self.placed).where("place_label", .isNot, SQLLiteral.null)
            .orderBy("updated_at", .descending).limit(limit).all(decoding: ReminderRow.self)
    }

    /// The place of the reminder whose place changed last.
    func lastPlace(owner: UUID) async throws -> GeoPoint? {
        try await placedReminders(owner: owner, limit: 1).first.flatMap { r in
            r.placeLatitude.flatMap { lat in r.placeLongitude.map { GeoPoint(latitude: lat, longitude: $0) } }
        }
    }

    /// The reminder a file's VTODO with this UID was imported as.
    func reminder(owner: UUID, icalUID: String) async throws -> ReminderRow? {
        try await reminders(of: owner).where("ical_uid", .equal, icalUID).first(decoding: ReminderRow.self)
    }

    // MARK: lists

    /// The owner's lists by name, each with how many open reminders it holds: one statement.
    func lists(owner: UUID) async throws -> [ReminderList] {
        try await sql.raw("""
            SELECT l.id, l.name, l.color, l.version, COALESCE(c.n, 0) AS open_count FROM spot_lists l
            LEFT JOIN (SELECT list_id, COUNT(*) AS n FROM spot_reminders
                       WHERE owner_id = \(bind: owner) AND \(Self.open) AND list_id IS NOT NULL GROUP BY list_id) c
              ON c.list_id = l.id
            WHERE l.owner_id = \(bind: owner) ORDER BY l.name_key, l.id
            """).all(decoding: ReminderListRow.self).map(\.list)
    }

    func list(_ id: UUID, owner: UUID) async throws -> ReminderList? {
        try await lists(owner: owner).first { $0.id == id }
    }

    func listCount(owner: UUID) async throws -> Int {
        try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(ReminderListRecord.schema)
            .where("owner_id", .equal, owner).first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// Whether another of the owner's lists has this name (case aside).
    func listNameTaken(owner: UUID, nameKey: String, except: UUID?) async throws -> Bool {
        var select = sql.select().column("id").from(ReminderListRecord.schema).where("owner_id", .equal, owner)
            .where("name_key", .equal, nameKey)
        if let except { select = select.where("id", .notEqual, except) }
        return try await select.limit(1).first() != nil
    }

    // MARK: positions

    /// Where the person was last seen: the newest fix of any of their devices.
    func lastFix(user: UUID) async throws -> PositionFix? {
        try await sql.select().columns("lat", "lon", "accuracy", "fix_at").from(PositionTrackerRecord.schema)
            .where("user_id", .equal, user).orderBy("fix_at", .descending).limit(1).first(decoding: TrackerRow.self)?.fix
    }

    /// When this device of the person last reported.
    func lastFixTime(user: UUID, device: String) async throws -> Date? {
        try await sql.select().column("fix_at").from(PositionTrackerRecord.schema).where("user_id", .equal, user)
            .where("device_id", .equal, device).first(decodingColumn: "fix_at", as: Date.self)
    }

    /// The watched places a fix at `point` may change: those whose box holds it, and those the
    /// person is inside of (only they can be left). A covering index answers it.
    func watchedPlaces(user: UUID, near point: GeoPoint) async throws -> [WatchedPlaceRow] {
        try await sql.raw("""
            SELECT id, place_lat, place_lon, radius, presence, inside_device FROM spot_reminders
            WHERE owner_id = \(bind: user) AND watching = \(bind: true)
              AND ((min_lat <= \(bind: point.latitude) AND max_lat >= \(bind: point.latitude)
                    AND min_lon <= \(bind: point.longitude) AND max_lon >= \(bind: point.longitude))
                   OR presence = \(bind: GeofencePresence.inside.rawValue))
            """).all(decoding: WatchedPlaceRow.self)
    }

    /// Watched reminders with a time window whose first place the person is inside of without
    /// an alert yet: the window may have opened since (a few rows, from the `presence` index,
    /// so the covering index above stays covering).
    func waitingForWindow(user: UUID) async throws -> Set<UUID> {
        Set(try await sql.raw("""
            SELECT id FROM spot_reminders WHERE owner_id = \(bind: user) AND presence = \(bind: GeofencePresence.inside.rawValue)
              AND watching = \(bind: true) AND stay_alerted = \(bind: false) AND window_start IS NOT NULL
            """).all(decoding: IDRow.self).map(\.id))
    }

    // MARK: calendar subscription

    func calendarFeed(owner: UUID) async throws -> CalendarFeedRow? {
        try await sql.select().columns("token", "created_at").from(CalendarFeedRecord.schema).where("user_id", .equal, owner)
            .first(decoding: CalendarFeedRow.self)
    }

    func calendarFeedOwner(token: String) async throws -> UUID? {
        try await sql.select().column("user_id").from(CalendarFeedRecord.schema).where("token", .equal, token)
            .first(decodingColumn: "user_id", as: UUID.self)
    }

    // MARK: people

    /// The language and time zone a person chose (alerts and calendars speak and count in them);
    /// nil for an account that is gone.
    func settings(of user: UUID) async throws -> UserSettingsRow? {
        try await sql.select().columns("language", "time_zone").from(User.schema).where("id", .equal, user)
            .first(decoding: UserSettingsRow.self)
    }
}

/// A list row with its count of open reminders.
struct ReminderListRow: Decodable, Sendable {
    let id: UUID
    let name: String
    let color: String
    let openCount: Int
    let version: Int
    enum CodingKeys: String, CodingKey { case id, name, color, openCount = "open_count", version }
    var list: ReminderList { ReminderList(id: id, name: name, color: color, openCount: openCount, version: version) }
}

/// A device's newest fix.
struct TrackerRow: Decodable, Sendable {
    let lat: Double
    let lon: Double
    let accuracy: Double
    let fixAt: Date
    enum CodingKeys: String, CodingKey { case lat, lon, accuracy, fixAt = "fix_at" }
    var fix: PositionFix { PositionFix(latitude: lat, longitude: lon, accuracy: accuracy, timestamp: fixAt) }
}

/// A watched place as a fix's evaluation needs it: a few columns, not the whole reminder.
struct WatchedPlaceRow: Decodable, Sendable {
    let id: UUID
    let latitude: Double
    let longitude: Double
    let radius: Double
    let presenceName: String
    let insideDevice: String?
    enum CodingKeys: String, CodingKey {
        case id, latitude = "place_lat", longitude = "place_lon", radius, presenceName = "presence", insideDevice = "inside_device"
    }
    var fence: Geofence { Geofence(center: GeoPoint(latitude: latitude, longitude: longitude), radius: radius) }
    var presence: GeofencePresence { GeofencePresence(rawValue: presenceName) ?? .unknown }
}

/// What a person chose for how alerts and calendars read.
struct UserSettingsRow: Decodable, Sendable {
    let language: String?
    let timeZone: String?
    enum CodingKeys: String, CodingKey { case language, timeZone = "time_zone" }
}

struct CalendarFeedRow: Decodable, Sendable {
    let token: String
    let createdAt: Date
    enum CodingKeys: String, CodingKey { case token, createdAt = "created_at" }
}

extension SatchelContext {
    /// Spots' reads on this context's database (or transaction).
    var spotsStore: SpotsStore { SpotsStore(sql: sql) }
}
