import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Pausing a hold keeps its place in the queue while copies pass it by (to the next hold not
/// paused); a ready hold paused is "delivered later": its kept copy passes on and it waits
/// first in line again. Pauses end at the start of a day where the patron is; a hold paused
/// 365 days in a row lapses. Like every lending change, under the title's lock.
extension LendingService {
    /// How long a hold may stay paused in a row before it lapses.
    static let pauseLimit: TimeInterval = 365 * 86_400

    /// Pauses (or extends the pause of) a waiting hold, or delivers a ready hold later.
    public func pause(_ holdID: UUID, card: CardRow, _ request: PauseRequest, zone: TimeZone) async throws -> HoldRecord {
        let found = try await ownHold(holdID, card: card)
        let (hold, published) = try await context.writeTransaction { tx -> (HoldRecord, [InboxNotification]) in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let hold = try await HoldRecord.find(holdID, on: tx.db), hold.isActive else { throw AppError(.conflict, "library.hold_ended") }
            // Extending a pause keeps the run it belongs to.
            let since = hold.pausedSince ?? tx.now
            hold.pausedUntil = try Self.pauseEnd(request, since: since, now: tx.now, zone: zone)
            hold.pausedSince = since
            hold.state = HoldRecord.State.waiting.rawValue
            hold.readyAt = nil
            hold.readyUntil = nil
            try await hold.update(on: tx.db)
            return (hold, try await Self.settle(title, library: try await tx.libraries.find(title.libraryID), tx: tx))
        }
        try await publish(published)
        return hold
    }

    /// Ends a hold's pause now: it waits in its place again (and may be ready at once).
    public func resume(_ holdID: UUID, card: CardRow) async throws -> HoldRecord {
        let found = try await ownHold(holdID, card: card)
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let hold = try await HoldRecord.find(holdID, on: tx.db), hold.isActive else { throw AppError(.conflict, "library.hold_ended") }
            guard hold.pausedUntil != nil else { throw AppError(.conflict, "library.pause.not_paused") }
            hold.pausedUntil = nil
            hold.pausedSince = nil
            try await hold.update(on: tx.db)
            return try await Self.settle(title, library: try await tx.libraries.find(title.libraryID), tx: tx)
        }
        try await publish(published)
        // Settling may have made it ready: read what it is now.
        return try await self.hold(holdID)
    }

    /// When a pause asked for ends: the start of a day in the patron's `zone`, from tomorrow
    /// on, no later than 365 days after the run of pauses began (422 otherwise).
    static func pauseEnd(_ request: PauseRequest, since: Date, now: Date, zone: TimeZone) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let today = calendar.startOfDay(for: now)
        let end: Date
        let field: String
        switch (request.days, request.until) {
        case (let days?, nil):
            guard PauseRequest.allowedDays.contains(days), let day = calendar.date(byAdding: .day, value: days, to: today) else {
                throw AppError.invalid("days", "library.pause.days")
            }
            end = day
            field = "days"
        case (nil, let until?):
            guard let day = localDay(until, calendar: calendar), day > today else { throw AppError.invalid("until", "library.pause.until") }
            end = day
            field = "until"
        default:
            throw AppError.invalid("days", "library.pause.days")
        }
        let latest = since.addingTimeInterval(pauseLimit)
        guard end <= latest else {
            let last = calendar.dateComponents([.year, .month, .day], from: latest)
            throw AppError.invalid(field, "library.pause.max",
                                   ["date": String(format: "%04d-%02d-%02d", last.year ?? 0, last.month ?? 0, last.day ?? 0)])
        }
        return end
    }

    /// The start of `YYYY-MM-DD` in the calendar's zone; nil when it is not such a date.
    static func localDay(_ text: String, calendar: Calendar) -> Date? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              let date = calendar.date(from: DateComponents(year: y, month: m, day: d)) else { return nil }
        // 2027-02-30 would roll over to March: not a date.
        let back = calendar.dateComponents([.year, .month, .day], from: date)
        return back.year == y && back.month == m && back.day == d ? date : nil
    }

    // MARK: the jobs

    /// A hold paused 365 days in a row ends `lapsed`; its holder is told.
    func lapse(_ holdID: UUID) async throws {
        guard let found = try await HoldRecord.find(holdID, on: context.db) else { return }
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            // Read again under the lock: the patron or another server may have changed it.
            guard let hold = try await HoldRecord.find(holdID, on: tx.db), hold.currentState == .waiting,
                  let since = hold.pausedSince, hold.pausedUntil != nil, since.addingTimeInterval(Self.pauseLimit) <= tx.now else { return [] }
            hold.state = HoldRecord.State.lapsed.rawValue
            hold.endedAt = tx.now
            try await hold.update(on: tx.db)
            let library = try await tx.libraries.find(title.libraryID)
            var published = try await Self.settle(title, library: library, tx: tx)
            if let holder = try await CardRecord.find(hold.cardID, on: tx.db),
               let item = try await LibraryNotification.notify(LibraryNotification.holdLapsed, card: holder, title: title, library: library, context: tx) {
                published.append(item)
            }
            return published
        }
        try await publish(published)
    }

    /// A pause that reached its end: the hold waits in its place again (ready at once when a
    /// copy is free); its holder is told.
    func endPause(_ holdID: UUID) async throws {
        guard let found = try await HoldRecord.find(holdID, on: context.db) else { return }
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let hold = try await HoldRecord.find(holdID, on: tx.db), hold.currentState == .waiting,
                  let until = hold.pausedUntil, until <= tx.now else { return [] }
            hold.pausedUntil = nil
            hold.pausedSince = nil
            try await hold.update(on: tx.db)
            let library = try await tx.libraries.find(title.libraryID)
            var published: [InboxNotification] = []
            if let holder = try await CardRecord.find(hold.cardID, on: tx.db),
               let item = try await LibraryNotification.notify(LibraryNotification.holdResumed, card: holder, title: title, library: library, context: tx) {
                published.append(item)
            }
            return published + (try await Self.settle(title, library: library, tx: tx))
        }
        try await publish(published)
    }
}
