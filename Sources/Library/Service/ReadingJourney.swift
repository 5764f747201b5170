import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// A person's reading journey: the loans of every library card they have used, the latest
/// first, with where they got to, their rating and how many highlights they made. Deleting
/// hides loans from the journey (one, or all so far, optionally with notes and ratings); the
/// library keeps its own loan records.
struct ReadingJourneyService {
    let context: SatchelContext

    static let pageSize = 50

    struct LoanLine: Decodable {
        let id: UUID
        let titleID: UUID
        let libraryID: UUID
        let startedAt: Date
        let endedAt: Date?
        let endedHow: String?
        enum CodingKeys: String, CodingKey {
            case id, titleID = "title_id", libraryID = "library_id", startedAt = "started_at", endedAt = "ended_at", endedHow = "ended_how"
        }
    }

    /// The person's loans still in the journey, the latest first.
    func loans(user: UUID) async throws -> [LoanLine] {
        let before = try await context.sql.raw("""
            SELECT MAX(before) AS before FROM reader_journey_deletions WHERE user_id = \(bind: user)
            """).first()?.decode(column: "before", as: Date?.self) ?? nil
        let since: SQLQueryString = before.map { " AND l.started_at >= \(bind: $0)" } ?? ""
        return try await context.sql.raw("""
            SELECT l.id, l.title_id, l.library_id, l.started_at, l.ended_at, l.ended_how FROM library_loans l
            JOIN library_cards c ON c.id = l.card_id
            WHERE c.user_id = \(bind: user)\(since)
            AND l.id NOT IN (SELECT d.loan_id FROM reader_journey_deletions d WHERE d.user_id = \(bind: user) AND d.loan_id IS NOT NULL)
            ORDER BY l.started_at DESC, l.id
            """).all(decoding: LoanLine.self)
    }

    func journey(user: UUID, cursor: String? = nil, all: Bool = false) async throws -> ReadingJourney {
        let skip = try cursor.map { text -> Int in
            guard let n = Int(text), n >= 0 else { throw AppError.invalid("cursor", "library.journey.cursor") }
            return n
        } ?? 0
        let lines = try await loans(user: user)
        let page = all ? lines : Array(lines.dropFirst(skip).prefix(Self.pageSize))
        let progress = try await context.readingSync.progress(Array(Set(page.map(\.titleID))), user: user)
        var items: [JourneyItem] = []
        for line in page {
            let title = try await context.titles.find(line.titleID)
            let library = try await context.libraries.find(line.libraryID)
            let rating = try await TitleRatingRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == line.titleID).first()
            let notes = try await AnnotationRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == line.titleID)
                .filter(\.$deletedAt == nil).count()
            items.append(JourneyItem(loanId: line.id, titleId: line.titleID, title: title.listing.title, authors: title.authorList,
                                     isbn: title.isbnList.first, library: library.name, borrowedAt: line.startedAt, endedAt: line.endedAt,
                                     endedHow: line.endedHow, readProgress: progress[line.titleID], stars: rating?.stars,
                                     review: rating.flatMap { $0.review.isEmpty ? nil : $0.review }, annotations: notes))
        }
        let next = !all && skip + page.count < lines.count ? String(skip + page.count) : nil
        return ReadingJourney(items: items, nextCursor: next)
    }

    /// Hides every loan so far; with `notes`, deletes every highlight; with `ratings`, every rating.
    func deleteAll(user: UUID, notes: Bool, ratings: Bool) async throws {
        try await context.writeTransaction { tx in
            try await tx.sql.raw("""
                INSERT INTO reader_journey_deletions (id, user_id, loan_id, before, created_at)
                VALUES (\(bind: UUID()), \(bind: user), NULL, \(bind: tx.now.addingTimeInterval(0.001)), \(bind: tx.now))
                """).run()
            if notes {
                for r in try await AnnotationRecord.query(on: tx.db).filter(\.$userID == user).filter(\.$deletedAt == nil).all() {
                    r.deletedAt = tx.now
                    r.changedAt = tx.now
                    r.version += 1
                    try await r.update(on: tx.db)
                }
            }
            if ratings { try await tx.titleRatings.removeUser(user) }
        }
    }

    /// Hides one loan of the person's (404 for anyone else's).
    func delete(loan: UUID, user: UUID) async throws {
        guard try await loans(user: user).contains(where: { $0.id == loan }) else { throw AppError.notFound("loan") }
        try await context.sql.raw("""
            INSERT INTO reader_journey_deletions (id, user_id, loan_id, before, created_at)
            VALUES (\(bind: UUID()), \(bind: user), \(bind: loan), NULL, \(bind: context.now))
            """).run()
    }
}

extension SatchelContext {
    var readingJourney: ReadingJourneyService { ReadingJourneyService(context: self) }
}
