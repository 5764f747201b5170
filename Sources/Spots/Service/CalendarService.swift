import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Reminders as iCalendar: a download, a subscription address with a secret (revocable), and
/// importing VTODOs written by Satchel, Apple Reminders or any RFC 9074 client.
public struct CalendarService: Sendable {
    let context: SatchelContext

    /// Imports larger than this are refused (a calendar of reminders is small).
    public static let maxImportBytes = 2 * 1024 * 1024

    public func feed(owner: UUID) async throws -> CalendarFeed {
        guard let feed = try await context.spotsStore.calendarFeed(owner: owner) else { return CalendarFeed(url: nil, createdAt: nil) }
        return CalendarFeed(url: url(feed.token), createdAt: feed.createdAt)
    }

    /// Makes the subscription address, or a new one (the old address stops working).
    public func rotateFeed(owner: UUID) async throws -> CalendarFeed {
        let record = try await CalendarFeedRecord.find(owner, on: context.db) ?? {
            let r = CalendarFeedRecord()
            r.id = owner
            return r
        }()
        record.token = SecureToken.generate()
        record.createdAt = context.now
        try await record.save(on: context.db)
        return CalendarFeed(url: url(record.token), createdAt: record.createdAt)
    }

    public func revokeFeed(owner: UUID) async throws {
        try await CalendarFeedRecord.find(owner, on: context.db)?.delete(on: context.db)
    }

    /// The owner of a subscription secret, or nil.
    public func owner(ofFeed token: String) async throws -> UUID? {
        guard token.count <= 100 else { return nil }
        return try await context.spotsStore.calendarFeedOwner(token: token)
    }

    /// The subscription's calendar, in its owner's language; nil for an unknown secret.
    public func export(feed token: String) async throws -> String? {
        guard let owner = try await owner(ofFeed: token), let user = try await context.spotsStore.settings(of: owner) else { return nil }
        let localizer = Localizer(language: user.language ?? "en")
        return try await export(owner: owner, calendarName: localizer.t("spots.calendar_name"))
    }

    /// The secret goes in the query, which request logs leave out.
    func url(_ token: String) -> String { context.publicURL + SpotsPath.calendarFeed(key: token).path }

    /// Every reminder of the owner as a VCALENDAR of VTODOs.
    public func export(owner: UUID, calendarName: String) async throws -> String {
        let rows = try await context.spotsStore.reminders(owner: owner)
        return ReminderCalendar.export(rows.map(Self.todo), calendarName: calendarName, now: context.now)
    }

    static func todo(_ r: ReminderRow) -> CalendarTodo {
        var todo = CalendarTodo(
            uid: r.icalUID, title: r.title, notes: r.notes, dueLocal: r.dueLocal, timeZone: r.timeZone,
            repeatRule: r.repeatRule,
            place: r.placeLatitude.flatMap { lat in
                r.placeLongitude.map { lon in
                    CalendarPlace(latitude: lat, longitude: lon, label: r.placeLabel ?? "", radius: r.radius ?? ReminderRules.defaultRadius,
                                  trigger: r.trigger ?? ReminderRules.defaultTrigger.rawValue)
                }
            },
            completedAt: r.doneAt, createdAt: r.createdAt, modifiedAt: r.updatedAt)
        let trigger = r.trigger ?? ReminderRules.defaultTrigger.rawValue
        todo.otherPlaces = r.otherPlaces.map { CalendarPlace(latitude: $0.latitude, longitude: $0.longitude, label: $0.label, radius: $0.radius,
                                                               trigger: trigger) }
        let rendered = r.rendered
        todo.anyPlace = rendered.anyPlace
        todo.window = rendered.window
        return todo
    }

    /// The import limit as people read it ("2 MB").
    public static var maxImportText: String { "\(maxImportBytes / 1_048_576) MB" }

    /// A calendar file as uploaded or sent: every check of it is here, once (empty, too large,
    /// not UTF-8, an unknown zone); a UTF-8 byte-order mark is allowed.
    public func importCalendar(owner: UUID, data: Data, timeZone: String = ReminderRules.defaultTimeZone) async throws -> CalendarImportReport {
        var validator = Validator()
        validator.check(!data.isEmpty, "file", "calendar.file_required")
        validator.check(data.count <= Self.maxImportBytes, "file", "calendar.too_large", ["max": Self.maxImportText])
        validator.check(TimeZones.named(timeZone) != nil, "timeZone", "reminder.time_zone_unknown", ["zone": String(timeZone.prefix(60))])
        try validator.finish()
        let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let text = String(data: Data(bytes), encoding: .utf8) else { throw AppError.invalid("file", "calendar.not_utf8") }
        return try await importCalendar(owner: owner, text: text, timeZone: TimeZones.canonicalName(timeZone) ?? timeZone)
    }

    /// Creates or updates (same UID) a reminder per VTODO; reports what it skipped and why.
    /// `timeZone`: where all-day and floating times are read (the importer's zone).
    func importCalendar(owner: UUID, text: String, timeZone: String) async throws -> CalendarImportReport {
        let entries: [Result<CalendarTodo, CalendarTodoSkip>]
        do {
            entries = try ReminderCalendar.parse(text, localZone: timeZone)
        } catch let error as CalendarParseError {
            throw AppError.invalid("file", "calendar.not_icalendar", ["reason": error.description])
        }
        return try await context.writeTransaction { tx in
            var report = CalendarImportReport(created: 0, updated: 0, skipped: [])
            for (n, entry) in entries.enumerated() {
                switch entry {
                case .failure(let skip):
                    report.skipped.append(.init(index: skip.index, uid: skip.uid, reason: skip.reason))
                case .success(let todo):
                    var draft = ReminderDraft(
                        title: todo.title, notes: todo.notes,
                        due: todo.dueLocal.flatMap { local in todo.timeZone.map { ReminderDue(local: local, timeZone: $0) } },
                        repeat: todo.repeatRule,
                        place: todo.place.map { ReminderPlace(latitude: $0.latitude, longitude: $0.longitude, label: $0.label,
                                                              radius: $0.radius, trigger: $0.trigger) },
                        otherPlaces: todo.otherPlaces.isEmpty ? nil
                            : todo.otherPlaces.map { ReminderPlace(latitude: $0.latitude, longitude: $0.longitude, label: $0.label, radius: $0.radius) },
                        window: todo.window, anyPlace: todo.anyPlace)
                    do {
                        let uid = String(todo.uid.prefix(255))
                        let existing = try await tx.spotsStore.reminder(owner: owner, icalUID: uid)
                        let record: ReminderRecord
                        if let existing {
                            draft.listId = existing.listID // a file knows nothing of Satchel's lists
                            record = try await tx.reminders.update(existing.id, owner: owner, draft)
                            report.updated += 1
                        } else {
                            record = try await tx.reminders.create(owner: owner, draft)
                            record.icalUID = uid
                            report.created += 1
                        }
                        record.doneAt = todo.completedAt
                        record.watching = record.hasPlace && record.doneAt == nil
                        // A time already past when imported was due elsewhere: no burst of alerts.
                        if let due = record.dueAt, due <= tx.now { record.alertedDueAt = due }
                        try await record.update(on: tx.db)
                    } catch let error as AppError where error.kind == .validation {
                        let localizer = Localizer(language: "en")
                        let reason = error.fields.map { "\($0.field): \(localizer.t("error.\($0.code)", $0.args))" }.joined(separator: "; ")
                        report.skipped.append(.init(index: n + 1, uid: todo.uid, reason: reason))
                    }
                }
            }
            return report
        }
    }
}

extension SatchelContext {
    public var reminderCalendar: CalendarService { CalendarService(context: self) }
}
