import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// A patron's own pages: loans with days left, holds with queue positions, the to-be-read list.
public struct ShelfService: Sendable {
    let context: SatchelContext

    /// The card's loans; with `reader`, how much of each that person has read.
    public func loans(card: CardRecord, library: LibraryRecord, reader: UUID? = nil) async throws -> [Loan] {
        let records = try await LoanRecord.query(on: context.db).filter(\.$cardID == card.requireID()).filter(\.$endedAt == nil)
            .sort(\.$dueAt).all()
        return try await reading(try await render(loans: records, library: library), reader: reader)
    }

    /// Whether each loan can be read here and, with `reader`, how much that person has read.
    public func reading(_ loans: [Loan], reader: UUID?) async throws -> [Loan] {
        var loans = loans
        let ids = loans.map(\.title.id)
        let readable = try await context.samples.readable(ids)
        var progress: [UUID: Double] = [:]
        if let reader { progress = try await context.readingSync.progress(ids, user: reader) }
        for i in loans.indices {
            loans[i].readable = readable.contains(loans[i].title.id)
            loans[i].readProgress = progress[loans[i].title.id]
        }
        return loans
    }

    public func holds(card: CardRecord, library: LibraryRecord) async throws -> [Hold] {
        let records = try await HoldRecord.query(on: context.db).filter(\.$cardID == card.requireID())
            .filter(\.$state ~~ [HoldRecord.State.waiting.rawValue, HoldRecord.State.ready.rawValue]).sort(\.$placedAt).all()
        // Ready first: they are waiting to be borrowed.
        return try await render(holds: records, library: library).sorted { ($0.state == "ready" ? 0 : 1) < ($1.state == "ready" ? 0 : 1) }
    }

    func render(loans records: [LoanRecord], library: LibraryRecord) async throws -> [Loan] {
        let titles = try await titleSummaries(records.map(\.titleID), library: library)
        var waiting: [UUID: Int] = [:]
        for id in Set(records.map(\.titleID)) {
            waiting[id] = try await HoldRecord.query(on: context.db).filter(\.$titleID == id).filter(\.$state == HoldRecord.State.waiting.rawValue).count()
        }
        let zone = try await patronZone(card: records.first?.cardID)
        return records.compactMap { r in
            guard let title = titles[r.titleID] else { return nil }
            return Loan(id: r.id!, title: title, startedAt: r.startedAt, dueAt: r.dueAt, daysLeft: Self.daysLeft(r.dueAt, now: context.now, in: zone),
                        renewable: waiting[r.titleID, default: 0] == 0)
        }
    }

    func render(holds records: [HoldRecord], library: LibraryRecord) async throws -> [Hold] {
        let titles = try await titleSummaries(records.map(\.titleID), library: library)
        let availability = AvailabilityService(context: context)
        let typical = try await availability.typicalLoan(library)
        var out: [Hold] = []
        for r in records {
            guard let title = titles[r.titleID] else { continue }
            var position: Int?
            var wait: Int?
            if r.currentState == .waiting {
                let place = try await LendingService.position(r, context: context)
                position = place
                let loans = try await LoanRecord.query(on: context.db).filter(\.$titleID == r.titleID).filter(\.$endedAt == nil).all()
                let ready = try await HoldRecord.query(on: context.db).filter(\.$titleID == r.titleID).filter(\.$state == HoldRecord.State.ready.rawValue).count()
                wait = AvailabilityService.estimateWait(position: place, copies: title.availability.copies ?? 1, loans: loans, ready: ready,
                                                        typicalLoan: typical, pickup: TimeInterval(library.pickupDays) * 86_400, now: context.now)
            }
            out.append(Hold(id: r.id!, title: title, state: r.state, position: position, placedAt: r.placedAt, readyUntil: r.readyUntil,
                            estimatedWaitDays: wait))
        }
        return out
    }

    public func toBeRead(user: UUID, library: LibraryRecord) async throws -> [ToBeRead] {
        let records = try await ToBeReadRecord.query(on: context.db).filter(\.$userID == user).filter(\.$libraryID == library.requireID())
            .sort(\.$addedAt, .descending).all()
        let titles = try await titleSummaries(records.map(\.titleID), library: library)
        return records.compactMap { r in titles[r.titleID].map { ToBeRead(title: $0, notify: r.notify, addedAt: r.addedAt) } }
    }

    /// Adds (or updates) a title on the user's to-be-read list.
    public func addToBeRead(_ titleID: UUID, notify: Bool, user: UUID) async throws {
        let title = try await context.titles.find(titleID)
        let entry = try await ToBeReadRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).first()
            ?? ToBeReadRecord(userID: user, libraryID: title.libraryID, titleID: titleID, notify: notify, addedAt: context.now)
        entry.notify = notify
        try await entry.save(on: context.db)
    }

    public func removeToBeRead(_ titleID: UUID, user: UUID) async throws {
        _ = try await context.titles.find(titleID)
        try await ToBeReadRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).delete()
    }

    func titleSummaries(_ ids: [UUID], library: LibraryRecord) async throws -> [UUID: TitleSummary] {
        guard !ids.isEmpty else { return [:] }
        let records = try await TitleRecord.query(on: context.db).filter(\.$id ~~ Array(Set(ids))).all()
        let summaries = try await context.titles.summaries(records, library: library)
        return Dictionary(summaries.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Days left as people count them: calendar days from today to the day it is due, where the
    /// patron is — a 21-day loan borrowed today has 21 days left, and 0 on the day it is due.
    static func daysLeft(_ due: Date, now: Date, in zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: due)).day ?? 0
        return max(0, days)
    }

    /// The time zone of the person a card belongs to (their setting), else UTC.
    func patronZone(card: UUID?) async throws -> TimeZone {
        guard let card, let user = try await CardRecord.find(card, on: context.db)?.userID else { return TimeZones.utc }
        return TimeZones.named(try await User.find(user, on: context.db)?.timeZone) ?? TimeZones.utc
    }
}

extension SatchelContext {
    public var shelf: ShelfService { ShelfService(context: self) }
}
