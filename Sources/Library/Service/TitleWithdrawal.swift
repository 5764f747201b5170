import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Withdrawing a title (issue 43): it leaves search (its index row goes), the front page, lists,
/// similar titles and OPDS; nobody new borrows or holds it; the people waiting or with a copy
/// ready are told and their holds cancelled; open loans run to their due date. Reinstating
/// puts it back. Both under the title's lock, as every lending change.
extension LendingService {
    @discardableResult
    public func withdraw(_ titleID: UUID, library: LibraryRow, by staff: ViewerUser) async throws -> StaffTitle {
        let (published, name) = try await context.writeTransaction { tx -> ([InboxNotification]?, String) in
            let title = try await Self.lock(titleID, library: library.id, tx: tx)
            let store = tx.libraryStore
            guard try await store.withdrawnAt(titleID) == nil else { return (nil, title.title) }
            try await store.setWithdrawn(titleID, at: tx.now)
            var published: [InboxNotification] = []
            for hold in try await HoldRecord.query(on: tx.db).filter(\.$titleID == titleID).active().all() {
                hold.state = HoldRecord.State.cancelled.rawValue
                hold.endedAt = tx.now
                try await hold.update(on: tx.db)
                if let holder = try await CardRecord.find(hold.cardID, on: tx.db),
                   let item = try await LibraryNotification.notify(LibraryNotification.titleWithdrawn, card: holder, title: title,
                                                                   library: library, context: tx) {
                    published.append(item)
                }
            }
            published += try await Self.settle(title, library: library, tx: tx)
            try await Self.unindex(title, tx: tx)
            try await Self.catalogueChanged(library.id, tx: tx)
            return (published, title.title)
        }
        if let published {
            try await publish(published)
            try await context.adminAudit.record(by: staff, "library.title_withdraw", subject: titleID, subjectName: name)
        }
        return try await staffTitle(titleID, library: library)
    }

    @discardableResult
    public func reinstate(_ titleID: UUID, library: LibraryRow, by staff: ViewerUser) async throws -> StaffTitle {
        let (changed, name) = try await context.writeTransaction { tx -> (Bool, String) in
            let title = try await Self.lock(titleID, library: library.id, tx: tx)
            guard try await tx.libraryStore.withdrawnAt(titleID) != nil else { return (false, title.title) }
            try await tx.libraryStore.setWithdrawn(titleID, at: nil)
            try await Self.index(title, tx: tx)
            try await Self.catalogueChanged(library.id, tx: tx)
            return (true, title.title)
        }
        if changed {
            try await context.adminAudit.record(by: staff, "library.title_reinstate", subject: titleID, subjectName: name)
        }
        return try await staffTitle(titleID, library: library)
    }

    /// Refuses a new loan or hold of a withdrawn title (inside the caller's transaction).
    static func checkLent(_ titleID: UUID, tx: SatchelContext) async throws {
        if try await tx.libraryStore.withdrawnAt(titleID) != nil { throw AppError(.conflict, "library.withdrawn") }
    }

    func staffTitle(_ titleID: UUID, library: LibraryRow) async throws -> StaffTitle {
        guard let row = try await context.libraryStore.staffTitle(titleID, library: library.id) else { throw AppError.notFound("title") }
        return row.staffTitle(libraryLoanDays: library.loanDays)
    }

    /// The title's search index row removed (SQLite) or emptied (PostgreSQL).
    static func unindex(_ title: TitleRecord, tx: SatchelContext) async throws {
        if tx.isPostgres {
            try await tx.sql.raw("UPDATE library_titles SET search = ''::tsvector WHERE id = \(bind: title.requireID())").run()
        } else {
            try await tx.sql.raw("DELETE FROM library_title_search WHERE rowid = \(bind: title.number)").run()
        }
    }

    /// The title's search index row made again from its stored columns.
    static func index(_ title: TitleRecord, tx: SatchelContext) async throws {
        let document = SearchDocument(title)
        if tx.isPostgres {
            try await tx.sql.update(TitleRecord.schema).set("search", to: document.postgresVector)
                .where("id", .equal, SQLBind(title.requireID())).run()
        } else {
            try await tx.sql.raw("DELETE FROM library_title_search WHERE rowid = \(bind: title.number)").run()
            try await tx.sql.insert(into: "library_title_search").columns(SearchDocument.sqliteColumns)
                .values(document.sqliteRow(number: title.number, libraryID: title.libraryID)).run()
        }
    }

    /// What is kept about the catalogue (front page, counts, word indexes on every server) is stale.
    static func catalogueChanged(_ library: UUID, tx: SatchelContext) async throws {
        tx.libraryChanged("library_catalogue", library)
        try await tx.sql.raw("UPDATE library_libraries SET catalogue_version = catalogue_version + 1 WHERE id = \(bind: library)").run()
    }
}
