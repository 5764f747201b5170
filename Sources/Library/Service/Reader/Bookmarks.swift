import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Bookmarks, synced between devices. The device picks the id, so replaying an offline
/// change adds nothing; a deleted bookmark stays as a tombstone, so an offline device that
/// still has it cannot bring it back.
struct Bookmarks {
    let context: SatchelContext

    /// All live bookmarks, or with `since` only what changed after it (deletions included).
    func list(_ titleID: UUID, user: UUID, since: Date?) async throws -> BookmarkList {
        _ = try await context.titles.find(titleID)
        let now = context.now
        let rows = try await context.libraryStore.bookmarks(user: user, title: titleID, changedSince: since)
        return BookmarkList(items: rows.filter { $0.deletedAt == nil }.map(render),
                            deleted: rows.compactMap { r in r.deletedAt.map { DeletedBookmark(id: Self.urn(r.id), deletedAt: $0) } },
                            syncedAt: now)
    }

    /// Adds the bookmark `id` (again: the same answer). 410 when it was deleted.
    func put(_ id: UUID, _ input: BookmarkInput, titleID: UUID, user: UUID) async throws -> (ReaderBookmark, created: Bool) {
        let opened = try await context.readerAccess.open(titleID, user: user)
        let device = try ReadingSync.device(input.device)
        let place = try ReadingSync.place(input.locator, in: opened)
        try ReadingSync.checkClock(input.created, field: "created", now: context.now)
        return try await context.writeTransaction { tx in
            if let existing = try await BookmarkRecord.find(id, on: tx.db) {
                guard existing.userID == user, existing.titleID == titleID else { throw AppError(.conflict, "reader.bookmark_taken") }
                guard existing.deletedAt == nil else { throw AppError(.gone, "reader.bookmark_deleted") }
                return (render(existing), false)
            }
            let r = BookmarkRecord()
            r.id = id
            r.userID = user
            r.titleID = titleID
            r.href = place.href
            r.progression = place.progression
            r.position = place.position
            r.totalProgression = place.totalProgression
            r.chapter = opened.publication.chapterTitle(href: place.href)
            r.excerpt = place.excerpt
            r.deviceID = device.id
            r.createdAt = input.created
            r.changedAt = tx.now
            try await r.create(on: tx.db)
            return (render(r), true)
        }
    }

    /// Deletes (leaves a tombstone); deleting again is fine.
    func delete(_ id: UUID, titleID: UUID, user: UUID) async throws {
        try await context.writeTransaction { tx in
            guard let r = try await BookmarkRecord.find(id, on: tx.db), r.userID == user, r.titleID == titleID else {
                throw AppError.notFound("bookmark")
            }
            guard r.deletedAt == nil else { return }
            r.deletedAt = tx.now
            r.changedAt = tx.now
            try await r.update(on: tx.db)
        }
    }

    func render(_ r: BookmarkRecord) -> ReaderBookmark { render(BookmarkRow(r)) }

    func render(_ r: BookmarkRow) -> ReaderBookmark {
        let locator = ReaderLocator(href: r.href, title: r.chapter,
                                    locations: .init(progression: r.progression, position: r.position, totalProgression: r.totalProgression),
                                    text: r.excerpt.map { .init(highlight: $0) })
        return ReaderBookmark(id: r.id, created: r.createdAt, modified: r.changedAt,
                              target: .init(source: r.href, selector: r.excerpt.map { [.init(exact: $0)] }, locator: locator),
                              body: r.chapter.map { .init(value: $0) })
    }

    static func urn(_ id: UUID) -> String { "urn:uuid:" + id.uuidString.lowercased() }
}

extension SatchelContext {
    var bookmarks: Bookmarks { Bookmarks(context: self) }
}
