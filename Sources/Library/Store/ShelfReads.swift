import Foundation
import SQLKit

/// A card's shelf: its open loans and active holds (of every title or of some), and the
/// library's librarians' lists. Read by the patron's pages, OPDS, a title's page and the front page.
extension LibraryStore {
    /// The card's open loans (of `titles` only, when given), the soonest due first.
    func openLoans(card: UUID, of titles: [UUID]? = nil) async throws -> [LoanRow] {
        var select = sql.select().column(LoanRow.columns)
            .from(LoanRecord.schema).where("card_id", .equal, card).where(LoanRecord.open())
        if let titles {
            guard !titles.isEmpty else { return [] }
            select = select.where("title_id", .in, titles)
        }
        return try await select.orderBy("due_at").all(decoding: LoanRow.self)
    }

    /// The card's active holds (of `titles` only, when given), the earliest placed first.
    func activeHolds(card: UUID, of titles: [UUID]? = nil) async throws -> [HoldRow] {
        var select = sql.select().column(HoldRow.columns)
            .from(HoldRecord.schema).where("card_id", .equal, card).where(HoldRecord.active())
        if let titles {
            guard !titles.isEmpty else { return [] }
            select = select.where("title_id", .in, titles)
        }
        return try await select.orderBy("placed_at").all(decoding: HoldRow.self)
    }

    /// The card's loan of `id`, open or ended; nil when there is none or it is another card's.
    func loan(_ id: UUID, card: UUID) async throws -> LoanRow? {
        try await sql.select().column(LoanRow.columns).from(LoanRecord.schema).where("id", .equal, id).where("card_id", .equal, card)
            .first(decoding: LoanRow.self)
    }

    /// The card's hold of `id`, in any state; nil when there is none or it is another card's.
    func hold(_ id: UUID, card: UUID) async throws -> HoldRow? {
        try await sql.select().column(HoldRow.columns).from(HoldRecord.schema).where("id", .equal, id).where("card_id", .equal, card)
            .first(decoding: HoldRow.self)
    }

    /// How many holds on the title wait ahead of the one that arrived `seq`th.
    func holdsWaiting(title: UUID, before seq: Int) async throws -> Int {
        try await sql.raw("""
            SELECT COUNT(*) AS n FROM \(ident: HoldRecord.schema)
            WHERE title_id = \(bind: title) AND state = \(bind: HoldRecord.State.waiting.rawValue) AND seq < \(bind: seq)
            """).first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// The librarians' list of `id` when it is the library's.
    func recommendedList(id: UUID, library: UUID) async throws -> RecommendedListRow? {
        try await sql.select().column(RecommendedListRow.columns)
            .from(RecommendedListRecord.schema).where("id", .equal, id).where("library_id", .equal, library).limit(1)
            .first(decoding: RecommendedListRow.self)
    }

    /// The library's librarians' lists, in their order.
    func recommendedLists(library: UUID) async throws -> [RecommendedListRow] {
        try await sql.select().column(RecommendedListRow.columns)
            .from(RecommendedListRecord.schema).where("library_id", .equal, library).orderBy("position")
            .all(decoding: RecommendedListRow.self)
    }
}
