import Foundation
import SQLKit

/// A loan that may be read offline: open, on a card the person is signed in to its library
/// with (as the reader requires), of a title with an e-book.
struct OfflineLoanRow: Sendable, Decodable {
    let loanID: UUID
    let titleID: UUID
    let dueAt: Date
    let title: String
    let librarySlug: String
    let epubFile: String

    enum CodingKeys: String, CodingKey {
        case loanID = "loan_id", titleID = "title_id", dueAt = "due_at", title, librarySlug = "library_slug", epubFile = "epub_file"
    }
}

extension LibraryStore {
    /// The person's loans readable now and due after `now`, the soonest due first.
    func offlineLoans(user: UUID, now: Date) async throws -> [OfflineLoanRow] {
        try await sql.raw("""
            SELECT l.id AS loan_id, l.title_id, l.due_at, t.title, b.slug AS library_slug, t.epub_file
            FROM \(ident: LoanRecord.schema) l
            JOIN library_titles t ON t.id = l.title_id
            JOIN library_libraries b ON b.id = t.library_id
            WHERE \(LoanRecord.open("l")) AND l.due_at > \(bind: now) AND t.epub_file IS NOT NULL
            AND l.card_id IN (SELECT s.card_id FROM \(ident: LibrarySessionRecord.schema) s WHERE s.user_id = \(bind: user))
            ORDER BY l.due_at, l.id
            """).all(decoding: OfflineLoanRow.self)
    }
}
