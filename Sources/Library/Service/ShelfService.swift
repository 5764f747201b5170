import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// A patron's own pages: loans with days left, holds with queue positions, the to-be-read list.
public struct ShelfService: Sendable {
    let context: SatchelContext

    /// The card's loans; with `reader`, how much of each that person has read.
    /// `zone`: the patron's, when the caller has it (days left are counted in it).
    public func loans(card: CardRow, library: LibraryRow, reader: UUID? = nil, zone: TimeZone? = nil) async throws -> [Loan] {
        let records = try await context.libraryStore.openLoans(card: card.id)
        return try await reading(try await render(loans: records, library: library, zone: zone), reader: reader)
    }

    /// Whether each loan can be read here and, with `reader`, how much that person has read.
    /// (Whether a loan can be read here is known when it is rendered.)
    public func reading(_ loans: [Loan], reader: UUID?) async throws -> [Loan] {
        guard let reader else { return loans }
        var loans = loans
        let progress = try await context.readingSync.progress(loans.map(\.title.id), user: reader)
        for i in loans.indices { loans[i].readProgress = progress[loans[i].title.id] }
        return loans
    }

    public func holds(card: CardRow, library: LibraryRow) async throws -> [Hold] {
        let records = try await context.libraryStore.activeHolds(card: card.id)
        // Ready first: they are waiting to be borrowed.
        return try await render(holds: records, library: library).sorted { ($0.state == "ready" ? 0 : 1) < ($1.state == "ready" ? 0 : 1) }
    }

    /// `titles` already read and the patron's `zone`, when known, are not read again.
    func render(loans records: [LoanRow], library: LibraryRow, titles known: [TitleRow] = [], zone: TimeZone? = nil) async throws -> [Loan] {
        let knownIDs = Set(known.map(\.id))
        let missing = Array(Set(records.map(\.titleID))).filter { !knownIDs.contains($0) }
        let titleRows = known + (try await context.libraryStore.wholeTitles(ids: missing))
        let readable = Set(titleRows.filter { $0.epubFile != nil }.map(\.id))
        // A loan can be renewed while nobody waits: the title's stored queue length says so.
        let awaited = Set(titleRows.filter { $0.waitingCount > 0 }.map(\.id))
        let titles = try await titleSummaries(titleRows.map(\.listing), library: library)
        var zone = zone
        if zone == nil { zone = try await patronZone(card: records.first?.cardID) }
        return records.compactMap { r in
            guard let title = titles[r.titleID] else { return nil }
            return Loan(id: r.id, title: title, startedAt: r.startedAt, dueAt: r.dueAt, daysLeft: Self.daysLeft(r.dueAt, now: context.now, in: zone ?? TimeZones.utc),
                        renewable: !awaited.contains(r.titleID), readable: readable.contains(r.titleID))
        }
    }

    func render(holds records: [HoldRow], library: LibraryRow) async throws -> [Hold] {
        let titles = try await titleSummaries(records.map(\.titleID), library: library)
        let availability = AvailabilityService(context: context)
        let typical = try await availability.typicalLoan(library)
        // Everything a wait is estimated from, for every title waited for, in one read: the
        // holds on them (a place in the queue counts the waiting holds placed earlier) and
        // their current loans.
        let awaited = Array(Set(records.filter { $0.currentState == .waiting }.map(\.titleID)))
        let queues = try await availability.queues(awaited)
        var out: [Hold] = []
        for r in records {
            guard var title = titles[r.titleID] else { continue }
            var position: Int?
            var wait: Int?
            var pausedAhead: Int?
            if r.currentState == .waiting {
                let queue = queues[r.titleID] ?? AvailabilityService.Queue()
                // Paused holds ahead keep their places: the place counts them.
                let ahead = queue.resumes(before: r.seq, now: context.now)
                position = ahead.count + 1
                pausedAhead = queue.paused.keys.filter { $0 < r.seq }.count
                wait = AvailabilityService.estimateWait(ahead: ahead, mine: r.pausedUntil ?? context.now, copies: title.availability.copies ?? 1,
                                                        loans: queue.loans, ready: queue.ready, typicalLoan: typical,
                                                        pickup: TimeInterval(library.pickupDays) * 86_400, now: context.now)
                // The title says the patron's own wait, not a newcomer's behind them: one hold, one wait.
                title.availability.estimatedWaitDays = wait
            }
            out.append(Hold(id: r.id, title: title, state: r.state, position: position, placedAt: r.placedAt, readyUntil: r.readyUntil,
                            estimatedWaitDays: wait, pausedUntil: r.pausedUntil, pausedAhead: pausedAhead,
                            lapsesAt: r.pausedSince.map { $0.addingTimeInterval(LendingService.pauseLimit) }))
        }
        return out
    }

    public func toBeRead(user: UUID, library: LibraryRow) async throws -> [ToBeRead] {
        try await toBeReadShelf(user: user, library: library).titles
    }

    /// The user's to-be-read list at a library and their shelf's version (its `ETag`).
    public func toBeReadShelf(user: UUID, library: LibraryRow) async throws -> (titles: [ToBeRead], version: Int) {
        let shelf = try await context.libraryStore.toBeReadShelf(user: user, library: library.id)
        let titles = try await titleSummaries(shelf.rows.map(\.titleID), library: library)
        return (shelf.rows.compactMap { r in titles[r.titleID].map { ToBeRead(title: $0, notify: r.notify, addedAt: r.addedAt) } }, shelf.version)
    }

    /// Adds (or updates) a title on the user's to-be-read list: a new version of their shelf,
    /// refused (412, with the shelf as it is) if it moved on since the copy it was made from.
    /// Returns the shelf's version.
    @discardableResult
    public func addToBeRead(_ titleID: UUID, notify: Bool, user: UUID, precondition: Precondition = .unconditional) async throws -> Int {
        let title = try await context.titles.find(titleID)
        let seen = try await checkedShelfVersion(precondition, user: user, library: title.libraryID)
        let existing = try await ToBeReadRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).first()
        // Adding what is there as it is changes nothing.
        if let existing, existing.notify == notify { return seen }
        let entry = existing ?? ToBeReadRecord(userID: user, libraryID: title.libraryID, titleID: titleID, notify: notify, addedAt: context.now)
        entry.notify = notify
        return try await versionedShelf(user: user, library: title.libraryID, from: seen, precondition) { tx in try await entry.save(on: tx.db) }
    }

    /// Takes a title off the user's to-be-read list: a new version of their shelf if it was on
    /// it (refused like `addToBeRead`). Returns the shelf's version.
    @discardableResult
    public func removeToBeRead(_ titleID: UUID, user: UUID, precondition: Precondition = .unconditional) async throws -> Int {
        let title = try await context.titles.find(titleID)
        let seen = try await checkedShelfVersion(precondition, user: user, library: title.libraryID)
        guard try await ToBeReadRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).count() > 0 else { return seen }
        return try await versionedShelf(user: user, library: title.libraryID, from: seen, precondition) { tx in
            try await ToBeReadRecord.query(on: tx.db).filter(\.$userID == user).filter(\.$titleID == titleID).delete()
        }
    }

    func titleSummaries(_ ids: [UUID], library: LibraryRow) async throws -> [UUID: TitleSummary] {
        guard !ids.isEmpty else { return [:] }
        return try await titleSummaries(try await context.libraryStore.titles(ids: Array(Set(ids))), library: library)
    }

    func titleSummaries(_ records: [TitleListing], library: LibraryRow) async throws -> [UUID: TitleSummary] {
        guard !records.isEmpty else { return [:] }
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
        guard let card else { return TimeZones.utc }
        return TimeZones.named(try await context.libraryStore.holderTimeZone(card: card)) ?? TimeZones.utc
    }
}

extension SatchelContext {
    public var shelf: ShelfService { ShelfService(context: self) }
}
