import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Samples a user opened, kept on their bookshelf until they remove them.
struct Samples {
    let context: SatchelContext

    func keep(_ titleID: UUID, user: UUID) async throws {
        let title = try await context.titles.find(titleID)
        try LibraryRules.requireEBook(title)
        try await context.writeTransaction { tx in
            guard try await SampleRecord.query(on: tx.db).filter(\.$userID == user).filter(\.$titleID == titleID).first() == nil else { return }
            let r = SampleRecord()
            r.userID = user
            r.titleID = titleID
            r.libraryID = title.libraryID
            r.addedAt = tx.now
            try await r.create(on: tx.db)
        }
    }

    func remove(_ titleID: UUID, user: UUID) async throws {
        _ = try await context.titles.find(titleID)
        try await SampleRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID).delete()
    }

    /// The user's samples at `library`, newest first.
    func list(user: UUID, library: LibraryRow) async throws -> [TitleSummary] {
        let ids = try await context.libraryStore.sampleTitleIDs(user: user, library: library.id)
        let titles = try await context.discovery.listings(ids)
        return try await context.titles.summaries(titles, library: library)
    }

    /// Which of these titles have an e-book to read.
    func readable(_ ids: [UUID]) async throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        return Set(try await context.libraryStore.readableTitleIDs(ids))
    }
}

extension SatchelContext {
    var samples: Samples { Samples(context: self) }
}
