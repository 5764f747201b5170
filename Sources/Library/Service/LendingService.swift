import Fluent
import Foundation
import SatchelCore
import SQLKit

/// Borrowing, returning, renewing and holds. Every change to a title's loans or holds runs in
/// a write transaction holding the title (a row lock on PostgreSQL; SQLite has one writer),
/// recounts what is out from the loans and holds themselves, and only then decides: so a
/// title never has more active loans than copies, however many people press Borrow at once.
public struct LendingService: Sendable {
    let context: SatchelContext

    // MARK: loans

    public func borrow(_ titleID: UUID, card: CardRow) async throws -> LoanRecord {
        let (loan, published) = try await context.writeTransaction { tx -> (LoanRecord, [InboxNotification]) in
            let title = try await Self.lock(titleID, library: card.libraryID, tx: tx)
            let library = try await tx.libraries.find(title.libraryID)
            let cardID = card.id
            try await Self.checkLent(titleID, tx: tx)
            if try await LoanRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$cardID == cardID).open().count() > 0 {
                throw AppError(.conflict, "library.already_borrowed")
            }
            let active = try await LoanRecord.query(on: tx.db).filter(\.$cardID == cardID).open().count()
            guard active < library.maxLoans else { throw AppError(.conflict, "library.loan_limit", ["max": "\(library.maxLoans)"]) }
            let counts = try await Self.counts(titleID, tx: tx)
            let ready = try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$cardID == cardID)
                .filter(\.$state == HoldRecord.State.ready.rawValue).first()
            if let ready {
                // Collecting a hold: its kept copy becomes the loan.
                ready.state = HoldRecord.State.collected.rawValue
                ready.endedAt = tx.now
                try await ready.update(on: tx.db)
            } else if let copies = title.copies {
                guard counts.loans + counts.ready < copies, counts.waiting == 0 else {
                    throw AppError(.conflict, copies == 0 ? "library.no_copies" : "library.unavailable")
                }
            }
            let loan = LoanRecord(libraryID: title.libraryID, titleID: titleID, cardID: cardID, startedAt: tx.now,
                                  dueAt: tx.now.addingTimeInterval(TimeInterval(try await Self.loanDays(title, library: library, tx: tx)) * 86_400))
            try await loan.create(on: tx.db)
            title.popularity += 1
            let published = try await Self.settle(title, library: library, tx: tx)
            return (loan, published)
        }
        try await publish(published)
        return loan
    }

    /// A loan, or not found.
    public func loan(_ id: UUID) async throws -> LoanRecord {
        guard let loan = try await LoanRecord.find(id, on: context.db) else { throw AppError.notFound("loan") }
        return loan
    }

    /// A hold, or not found.
    public func hold(_ id: UUID) async throws -> HoldRecord {
        guard let hold = try await HoldRecord.find(id, on: context.db) else { throw AppError.notFound("hold") }
        return hold
    }

    /// A loan of this card; anyone else's is not found (not "forbidden": its existence is private).
    public func ownLoan(_ id: UUID, card: CardRow) async throws -> LoanRecord {
        let loan = try await loan(id)
        guard loan.cardID == card.id else { throw AppError.notFound("loan") }
        return loan
    }

    /// A loan of this card as pages show it (open or ended); anyone else's is not found.
    func shownLoan(_ id: UUID, card: CardRow) async throws -> LoanRow {
        guard let loan = try await context.libraryStore.loan(id, card: card.id) else { throw AppError.notFound("loan") }
        return loan
    }

    /// A hold of this card; anyone else's is not found.
    public func ownHold(_ id: UUID, card: CardRow) async throws -> HoldRecord {
        let hold = try await hold(id)
        guard hold.cardID == card.id else { throw AppError.notFound("hold") }
        return hold
    }

    /// A hold of this card as pages show it (in any state); anyone else's is not found.
    func shownHold(_ id: UUID, card: CardRow) async throws -> HoldRow {
        guard let hold = try await context.libraryStore.hold(id, card: card.id) else { throw AppError.notFound("hold") }
        return hold
    }

    /// Gives a loan back early; the copy goes to the first person waiting.
    public func returnLoan(_ loanID: UUID, card: CardRow) async throws {
        try await end(loanID, how: "returned", card: card)
    }

    func end(_ loanID: UUID, how: String, card: CardRow?) async throws {
        let found = if let card { try await ownLoan(loanID, card: card) } else { try await loan(loanID) }
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            // Read again under the lock: another request or job may have ended it meanwhile.
            guard let loan = try await LoanRecord.find(loanID, on: tx.db), loan.isOpen else {
                if card != nil { throw AppError(.conflict, "library.loan_ended") }
                return []
            }
            if how == "expired", loan.dueAt > tx.now { return [] }
            loan.endedAt = tx.now
            loan.endedHow = how
            try await loan.update(on: tx.db)
            let library = try await tx.libraries.find(title.libraryID)
            var published = try await Self.settle(title, library: library, tx: tx)
            if how == "expired", let holder = try await CardRecord.find(loan.cardID, on: tx.db),
               let item = try await LibraryNotification.notify(LibraryNotification.loanExpired, card: holder, title: title, library: library, context: tx) {
                published.append(item)
            }
            return published
        }
        try await publish(published)
    }

    /// A new loan period from today, while nobody is waiting for the title.
    public func renew(_ loanID: UUID, card: CardRow) async throws -> LoanRecord {
        let found = try await ownLoan(loanID, card: card)
        return try await context.writeTransaction { tx in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let loan = try await LoanRecord.find(loanID, on: tx.db), loan.isOpen else {
                throw AppError(.conflict, "library.loan_ended")
            }
            let counts = try await Self.counts(title.requireID(), tx: tx)
            guard counts.waiting == 0 else { throw AppError(.conflict, "library.renew_waiting", ["count": "\(counts.waiting)"]) }
            let library = try await tx.libraries.find(title.libraryID)
            let days = try await Self.loanDays(title, library: library, tx: tx)
            loan.dueAt = max(loan.dueAt, tx.now.addingTimeInterval(TimeInterval(days) * 86_400))
            loan.renewals += 1
            loan.reminded = false
            try await loan.update(on: tx.db)
            return loan
        }
    }

    // MARK: holds

    /// `evenIfAvailable`: a hold the library places for someone (a purchase request) is placed on a
    /// free copy too, and is ready at once.
    public func placeHold(_ titleID: UUID, card: CardRow, evenIfAvailable: Bool = false) async throws -> HoldRecord {
        try await context.writeTransaction { tx in
            let title = try await Self.lock(titleID, library: card.libraryID, tx: tx)
            let library = try await tx.libraries.find(title.libraryID)
            let cardID = card.id
            try await Self.checkLent(titleID, tx: tx)
            if try await LoanRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$cardID == cardID).open().count() > 0 {
                throw AppError(.conflict, "library.already_borrowed")
            }
            if try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID).filter(\.$cardID == cardID).active().count() > 0 {
                throw AppError(.conflict, "library.already_held")
            }
            let holds = try await HoldRecord.query(on: tx.db).filter(\.$cardID == cardID).active().count()
            guard holds < library.maxHolds else { throw AppError(.conflict, "library.hold_limit", ["max": "\(library.maxHolds)"]) }
            let counts = try await Self.counts(titleID, tx: tx)
            guard let copies = title.copies, copies > 0 else {
                throw AppError(.conflict, title.copies == nil ? "library.borrow_instead" : "library.no_copies")
            }
            if !evenIfAvailable, counts.loans + counts.ready < copies, counts.waiting == 0 { throw AppError(.conflict, "library.borrow_instead") }
            let last = try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID).sort(\.$seq, .descending).first()
            let hold = HoldRecord(libraryID: title.libraryID, titleID: titleID, cardID: cardID, seq: (last?.seq ?? 0) + 1, placedAt: tx.now)
            try await hold.create(on: tx.db)
            _ = try await Self.settle(title, library: library, tx: tx)
            return hold
        }
    }

    public func cancelHold(_ holdID: UUID, card: CardRow) async throws {
        let found = try await ownHold(holdID, card: card)
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let hold = try await HoldRecord.find(holdID, on: tx.db),
                  hold.isActive else { throw AppError(.conflict, "library.hold_ended") }
            hold.state = HoldRecord.State.cancelled.rawValue
            hold.endedAt = tx.now
            try await hold.update(on: tx.db)
            return try await Self.settle(title, library: try await tx.libraries.find(title.libraryID), tx: tx)
        }
        try await publish(published)
    }

    /// Leaves the queue for a title (OPDS: DELETE on its borrow link): the card's hold on it,
    /// waiting or ready, is cancelled; 404 when the card holds none.
    public func cancelHold(title titleID: UUID, card: CardRow) async throws {
        guard let hold = try await context.libraryStore.activeHolds(card: card.id, of: [titleID]).first else {
            throw AppError(.notFound, "library.opds.no_hold")
        }
        try await cancelHold(hold.id, card: card)
    }

    /// A ready hold whose pickup window passed: it expires and the copy passes on.
    func expireHold(_ holdID: UUID) async throws {
        guard let found = try await HoldRecord.find(holdID, on: context.db) else { return }
        let published = try await context.writeTransaction { tx -> [InboxNotification] in
            let title = try await Self.lock(found.titleID, library: found.libraryID, tx: tx)
            guard let hold = try await HoldRecord.find(holdID, on: tx.db), hold.currentState == .ready,
                  let until = hold.readyUntil, until <= tx.now else { return [] }
            hold.state = HoldRecord.State.expired.rawValue
            hold.endedAt = tx.now
            try await hold.update(on: tx.db)
            let library = try await tx.libraries.find(title.libraryID)
            var published = try await Self.settle(title, library: library, tx: tx)
            if let holder = try await CardRecord.find(hold.cardID, on: tx.db),
               let item = try await LibraryNotification.notify(LibraryNotification.holdExpired, card: holder, title: title, library: library, context: tx) {
                published.append(item)
            }
            return published
        }
        try await publish(published)
    }

    // MARK: the rules every change ends with

    struct Counts {
        var loans: Int
        var ready: Int
        /// Waiting and not paused: the holds a free copy would go to.
        var waiting: Int
        /// Waiting but paused: they keep their place, copies pass them by.
        var paused: Int
    }

    static func counts(_ titleID: UUID, tx: SatchelContext) async throws -> Counts {
        let loans = try await LoanRecord.query(on: tx.db).filter(\.$titleID == titleID).open().count()
        let holds = try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID)
            .active().all()
        let waiting = holds.filter { $0.currentState == .waiting }
        return Counts(loans: loans, ready: holds.filter { $0.currentState == .ready }.count,
                      waiting: waiting.filter { $0.pausedUntil == nil }.count, paused: waiting.filter { $0.pausedUntil != nil }.count)
    }

    /// The title (of `library`, when given), locked for the rest of the transaction on
    /// PostgreSQL; SQLite's write transaction already holds the whole database.
    static func lock(_ titleID: UUID, library: UUID? = nil, tx: SatchelContext) async throws -> TitleRecord {
        if tx.isPostgres {
            try await tx.libraryStore.lockTitle(titleID)
        }
        guard let title = try await TitleRecord.find(titleID, on: tx.db), library.map({ title.libraryID == $0 }) ?? true else {
            throw AppError.notFound("title")
        }
        return title
    }

    /// Free copies go to the first people waiting and not paused (first come, first served); the title's
    /// counts are stored; to-be-read lists hear when it becomes available.
    static func settle(_ title: TitleRecord, library: LibraryRow, tx: SatchelContext) async throws -> [InboxNotification] {
        let titleID = try title.requireID()
        var counts = try await counts(titleID, tx: tx)
        var published: [InboxNotification] = []
        let wasAvailable = AvailabilityService.isAvailable(title)
        while counts.waiting > 0, title.copies.map({ counts.loans + counts.ready < $0 }) ?? true {
            guard let next = try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID)
                .filter(\.$state == HoldRecord.State.waiting.rawValue).filter(\.$pausedUntil == nil).sort(\.$seq).first() else { break }
            next.state = HoldRecord.State.ready.rawValue
            next.readyAt = tx.now
            next.readyUntil = tx.now.addingTimeInterval(TimeInterval(library.pickupDays) * 86_400)
            try await next.update(on: tx.db)
            counts.ready += 1
            counts.waiting -= 1
            if let holder = try await CardRecord.find(next.cardID, on: tx.db),
               let item = try await LibraryNotification.notify(LibraryNotification.holdReady, card: holder, title: title, library: library,
                                                               extra: ["days": "\(library.pickupDays)"], context: tx) {
                published.append(item)
            }
        }
        title.outCount = counts.loans + counts.ready
        // Unpaused only: a copy no one unpaused waits for can be borrowed (and a loan renewed).
        title.waitingCount = counts.waiting
        try await title.update(on: tx.db)
        if !wasAvailable, AvailabilityService.isAvailable(title) {
            published += try await tellToBeReadLists(title, library: library, tx: tx)
        }
        return published
    }

    /// People who asked to hear when the title is available; once a week at most each.
    static func tellToBeReadLists(_ title: TitleRecord, library: LibraryRow, tx: SatchelContext) async throws -> [InboxNotification] {
        let weekAgo = tx.now.addingTimeInterval(-7 * 86_400)
        let entries = try await ToBeReadRecord.query(on: tx.db).filter(\.$titleID == title.requireID()).filter(\.$notify == true)
            .group(.or) { $0.filter(\.$notifiedAt == nil).filter(\.$notifiedAt < weekAgo) }.all()
        var published: [InboxNotification] = []
        for entry in entries {
            entry.notifiedAt = tx.now
            try await entry.update(on: tx.db)
            if let item = try await LibraryNotification.notify(LibraryNotification.available, user: entry.userID, title: title,
                                                               library: library, context: tx) {
                published.append(item)
            }
        }
        return published
    }

    func publish(_ items: [InboxNotification]) async throws {
        for item in items { try await context.notifications.publish(item) }
    }
}

extension SatchelContext {
    public var lending: LendingService { LendingService(context: self) }
}
