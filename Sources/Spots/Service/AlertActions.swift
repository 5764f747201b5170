import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Acting on an alert where it is seen — the inbox, a pushed notification's buttons, the API:
/// check the reminder off, or snooze it for an hour, till tomorrow morning, or till the next
/// time the person is at its place.
extension ReminderService {
    /// "Tomorrow morning" is this hour, the person's time.
    static let morningHour = 9

    public func act(_ action: AlertAction, on id: UUID, owner: UUID) async throws -> ReminderRecord {
        action == .done ? try await complete(id, owner: owner) : try await snooze(id, owner: owner, until: action)
    }

    /// The latest snooze replaces an earlier one.
    public func snooze(_ id: UUID, owner: UUID, until: AlertAction, precondition: Precondition = .unconditional) async throws -> ReminderRecord {
        let record = try await find(id, owner: owner)
        try await check(precondition, record)
        guard record.doneAt == nil else { throw AppError(.conflict, "reminder.snooze_done") }
        record.snoozeUntil = nil
        record.snoozeArrival = false
        switch until {
        case .done:
            throw AppError.invalid("until", "reminder.snooze_until")
        case .hour:
            record.snoozeUntil = context.now.addingTimeInterval(3600)
        case .tomorrow:
            record.snoozeUntil = try await tomorrowMorning(for: record)
        case .nextVisit:
            guard record.hasPlace || record.hasTarget else { throw AppError.invalid("until", "reminder.snooze_needs_place") }
            record.snoozeArrival = true
        }
        record.updatedAt = context.now
        try await save(record, precondition)
        return record
    }

    /// 09:00 tomorrow where the person is (their setting), else where the reminder's time is.
    func tomorrowMorning(for record: ReminderRecord) async throws -> Date {
        let owner = try await context.spotsStore.settings(of: record.$owner.id)
        let zone = TimeZones.named(owner?.timeZone) ?? TimeZones.named(record.timeZone) ?? TimeZones.utc
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: context.now)) ?? context.now
        return calendar.date(bySettingHour: Self.morningHour, minute: 0, second: 0, of: tomorrow) ?? tomorrow
    }
}

/// The token a pushed alert carries so its buttons can act from the service worker, which has
/// no session. One per reminder, replaced by the next alert; only its hash is stored, and it
/// acts only within a week of the alert.
public enum AlertTokens {
    static let lifetime: TimeInterval = 7 * 86400

    /// A fresh token for the reminder behind `link` (`/spots/{id}`), for the push being sent.
    static func issue(forLink link: String?, context: SatchelContext) async throws -> (String, ReminderRecord)? {
        guard let id = SpotsNotification.reminderID(inLink: link),
              let record = try await ReminderRecord.find(id, on: context.db), record.doneAt == nil else { return nil }
        let token = SecureToken.generate()
        record.alertTokenHash = SecureToken.hash(token)
        try await record.update(on: context.db)
        return (token, record)
    }

    /// Does `action` with the reminder the token was issued for; not found for an unknown,
    /// replaced or expired token.
    public static func act(_ action: AlertAction, token: String, context: SatchelContext) async throws -> ReminderRecord {
        guard token.count <= 100, !token.isEmpty,
              let record = try await ReminderRecord.query(on: context.db).filter(\.$alertTokenHash == SecureToken.hash(token)).first(),
              let fired = record.firedAt, context.now.timeIntervalSince(fired) <= lifetime
        else { throw AppError.notFound("alert") }
        return try await context.reminders.act(action, on: record.requireID(), owner: record.$owner.id)
    }
}
