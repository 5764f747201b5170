import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// One shelf across a person's cards: the loans of every card by due date and the holds, each
/// with its library. Only the cards last signed in with this account count; a card whose
/// library session ended still lists (marked signed out), while acting on it needs that
/// library's session, as everywhere.
public struct CombinedShelfService: Sendable {
    let context: SatchelContext

    public func cards(user: UUID) async throws -> [LibraryCard] {
        let now = context.now
        return try await context.libraryStore.walletCards(user: user).map { row in
            LibraryCard(id: row.card.id, library: LibraryRef(id: row.card.libraryID, slug: row.librarySlug, name: row.libraryName),
                        card: CardService.masked(row.card.number), name: row.card.holderName, signedIn: row.signedIn(now: now),
                        locked: row.card.lockedAt != nil, expiresAt: row.signedIn(now: now) ? row.sessionExpiresAt : nil)
        }
    }

    /// Every card's loans (the soonest due first) and holds (ready first, by when they stop
    /// being kept; then waiting, the shortest estimated wait first, unknown last; then placed).
    public func shelf(user: UUID, zone: TimeZone) async throws -> CombinedShelf {
        let cards = try await cards(user: user)
        let ids = cards.map(\.id)
        let loanRows = try await context.libraryStore.openLoans(cards: ids)
        let holdRows = try await context.libraryStore.activeHolds(cards: ids)
        var loans: [Loan] = []
        var holds: [Hold] = []
        for libraryID in Set(cards.map(\.library.id)) {
            let library = try await context.libraries.find(libraryID)
            let ref = LibraryRef(id: library.id, slug: library.slug, name: library.name)
            let cardsHere = Set(cards.filter { $0.library.id == libraryID }.map(\.id))
            let theseLoans = loanRows.filter { cardsHere.contains($0.cardID) }
            let theseHolds = holdRows.filter { cardsHere.contains($0.cardID) }
            if !theseLoans.isEmpty {
                loans += try await context.shelf.render(loans: theseLoans, library: library, zone: zone).map { var l = $0; l.library = ref; return l }
            }
            if !theseHolds.isEmpty {
                holds += try await context.shelf.render(holds: theseHolds, library: library).map { var h = $0; h.library = ref; return h }
            }
        }
        loans = try await context.shelf.reading(loans.sorted { ($0.dueAt, $0.id.uuidString) < ($1.dueAt, $1.id.uuidString) }, reader: user)
        holds.sort { a, b in
            let ra = a.state == "ready", rb = b.state == "ready"
            if ra != rb { return ra }
            if ra { return (a.readyUntil ?? .distantFuture) < (b.readyUntil ?? .distantFuture) }
            let wa = a.estimatedWaitDays ?? Int.max, wb = b.estimatedWaitDays ?? Int.max
            return wa != wb ? wa < wb : a.placedAt < b.placedAt
        }
        return CombinedShelf(cards: cards, loans: loans, holds: holds)
    }

    /// Forgets one of the person's cards here: signed out at its library, and no longer theirs
    /// (its loans and holds stay on the card, for whoever signs in with it next). Another
    /// person's card is not found.
    public func forget(card cardID: UUID, user: UUID) async throws {
        try await context.writeTransaction { tx in
            guard let card = try await CardRecord.find(cardID, on: tx.db), card.userID == user else { throw AppError.notFound("card") }
            try await LibrarySessionRecord.query(on: tx.db).filter(\.$userID == user).filter(\.$cardID == cardID).delete()
            card.userID = nil
            try await card.update(on: tx.db)
        }
    }
}

extension SatchelContext {
    public var combinedShelf: CombinedShelfService { CombinedShelfService(context: self) }
}
