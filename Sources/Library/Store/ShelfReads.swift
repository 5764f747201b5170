import Fluent
import Foundation
import SatchelCore

/// A card's shelf as the OPDS catalogue reads it: its open loans and active holds, of every
/// title or of some.
struct ShelfReads {
    let context: SatchelContext

    func openLoans(card: UUID, of titles: [UUID]? = nil) async throws -> [LoanRecord] {
        var query = LoanRecord.query(on: context.db).filter(\.$cardID == card).open()
        if let titles { query = query.filter(\.$titleID ~~ titles) }
        return try await query.sort(\.$dueAt).all()
    }

    func activeHolds(card: UUID, of titles: [UUID]? = nil) async throws -> [HoldRecord] {
        var query = HoldRecord.query(on: context.db).filter(\.$cardID == card).active()
        if let titles { query = query.filter(\.$titleID ~~ titles) }
        return try await query.sort(\.$placedAt).all()
    }

    /// The library's librarians' lists, in their order.
    func recommendedLists(library: UUID) async throws -> [RecommendedListRecord] {
        try await RecommendedListRecord.query(on: context.db).filter(\.$libraryID == library).sort(\.$position).all()
    }
}

extension SatchelContext {
    var shelfReads: ShelfReads { ShelfReads(context: self) }
}
