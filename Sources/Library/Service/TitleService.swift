import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Titles as people see them: summaries with availability, a title's page, similar titles.
public struct TitleService: Sendable {
    let context: SatchelContext

    public func find(_ id: UUID) async throws -> TitleRow {
        let read = {
            guard let title = try await context.libraryStore.title(id: id) else { throw AppError.notFound("title") }
            return title
        }
        // A title's page asks for it for the page, its details and similar titles.
        guard let memo = context.memo else { return try await read() }
        return try await memo.value("title:" + id.uuidString, read)
    }

    /// A title of `library` by id or ISBN (for staff commands).
    public func lookup(_ text: String, library: LibraryRow) async throws -> UUID? {
        let libraryID = library.id
        if let id = UUID(uuidString: text), let found = try await context.libraryStore.title(id: id), found.libraryID == libraryID { return id }
        let digits = text.filter { $0.isNumber || $0 == "X" || $0 == "x" }.uppercased()
        guard digits.count == 10 || digits.count == 13 else { return nil }
        return try await context.libraryStore.titleID(isbnContaining: digits, library: libraryID)
    }

    public func summaries(_ titles: [TitleListing], library: LibraryRow) async throws -> [TitleSummary] {
        let availability = try await AvailabilityService(context: context).availability(titles, library: library)
        return titles.map { t in
            // A year before 1000 is a placeholder for none (calibre's 0101), in rows stored before imports knew it.
            TitleSummary(id: t.id, title: t.title, subtitle: t.subtitle, authors: t.authors, publisher: t.publisher,
                         year: t.year.flatMap { $0 < 1000 ? nil : $0 },
                         language: t.language, coverUrl: t.cover.map { LibraryPath.cover($0).path },
                         rating: t.ratingCount > 0 ? Double(t.ratingSum) / Double(t.ratingCount) : nil, ratingCount: t.ratingCount,
                         availability: availability[t.id]!, titleInScript: t.titleInScript,
                         authorsInScript: t.authorsInScript.isEmpty ? nil : t.authorsInScript)
        }
    }

    public func summary(_ title: TitleRow, library: LibraryRow) async throws -> TitleSummary {
        try await summaries([title.listing], library: library)[0]
    }

    /// Everything the title's page shows; the viewer's loan, hold and list when signed in to the library.
    /// `zone` is the viewer's, for the days left on their loan.
    public func detail(_ id: UUID, user: UUID, zone: TimeZone? = nil) async throws -> Title {
        let record = try await find(id)
        let record0 = record
        let library = try await context.readLibrary(record.libraryID).library
        var summary = try await summary(record, library: library)
        var loan: Loan?
        var hold: Hold?
        if let cardID = try await context.cards.patronCardID(user: user, library: library) {
            if let record = try await context.libraryStore.openLoans(card: cardID, of: [id]).first {
                loan = try await context.shelf.render(loans: [record], library: library, titles: [record0], zone: zone).first
            }
            if let record = try await context.libraryStore.activeHolds(card: cardID, of: [id]).first {
                hold = try await context.shelf.render(holds: [record], library: library).first
            }
        }
        // Waiting in the queue: the wait shown is the patron's own, the one the holds page shows
        // (not a newcomer's, who would queue behind them).
        if let wait = hold?.estimatedWaitDays { summary.availability.estimatedWaitDays = wait }
        let tbr = try await context.libraryStore.toBeRead(user: user, title: id)
            .map { ToBeRead(title: summary, notify: $0.notify, addedAt: $0.addedAt) }
        // Placeholders stored before imports knew them (a description "unknown", the date 0101-01-01) are no data.
        let published = CatalogueEntry.isPlaceholderDate(record.published) ? nil : record.published
        let description = CatalogueEntry.isPlaceholder(record.description) ? nil : record.description
        return Title(summary: summary, libraryId: record.libraryID, translators: record.translatorList, originalTitle: record.originalTitle,
                     published: published, isbns: record.isbnList, subjects: record.subjectList, description: description,
                     pageCount: record.pageCount, series: record.series, seriesNumber: record.seriesNumber, readable: record.epubFile != nil,
                     yourLoan: loan, yourHold: hold, toBeRead: tbr, reviews: try await context.titleRatings.reviews(id, viewer: user))
    }

    /// The same series first, then the same first author, then the most shared subjects.
    public func similar(_ id: UUID, limit: Int = 12) async throws -> [TitleListing] {
        let title = try await find(id)
        let store = context.libraryStore
        var found: [TitleListing] = []
        var seen: Set<UUID> = [id]
        func add(_ more: [TitleListing]) {
            for r in more where found.count < limit && seen.insert(r.id).inserted { found.append(r) }
        }
        if let series = title.series {
            add(try await store.titlesInSeries(series, library: title.libraryID, limit: limit + 1))
        }
        if !title.authorKey.isEmpty {
            add(try await store.titlesByAuthor(key: title.authorKey, library: title.libraryID, limit: limit + 1))
        }
        let subjects = title.subjectList
        if found.count < limit, !subjects.isEmpty {
            let shared = try await context.libraryStore.titleIDsSharingSubjects(subjects, library: title.libraryID, except: id)
            // Only the titles that will be shown are read whole (not all 200 candidates).
            let ids = shared.filter { !seen.contains($0) }
            add(try await context.discovery.listings(Array(ids.prefix(limit - found.count))))
        }
        return found
    }
}

extension SatchelContext {
    public var titles: TitleService { TitleService(context: self) }
}
