import Foundation
import SQLKit

/// What a reader keeps of titles: the to-be-read list, ratings, samples, reading positions,
/// bookmarks and reader settings, read as rows (`ReaderRows`). Writes go through the records.
extension LibraryStore {
    // MARK: to be read

    /// The user's entry for a title on their to-be-read list.
    func toBeRead(user: UUID, title: UUID) async throws -> ToBeReadRow? {
        try await sql.raw("""
            SELECT title_id, notify, added_at FROM \(ident: ToBeReadRecord.schema) WHERE user_id = \(bind: user) AND title_id = \(bind: title)
            LIMIT 1
            """).first(decoding: ToBeReadRow.self)
    }

    // MARK: ratings

    /// A title's latest `limit` ratings, the latest changed first.
    func ratings(title: UUID, limit: Int) async throws -> [RatingRow] {
        try await sql.raw("""
            SELECT \(RatingRow.columns) FROM \(ident: TitleRatingRecord.schema) WHERE title_id = \(bind: title)
            ORDER BY updated_at DESC LIMIT \(literal: limit)
            """).all(decoding: RatingRow.self)
    }

    // MARK: samples

    /// The titles whose samples the user keeps at a library, the latest kept first.
    func sampleTitleIDs(user: UUID, library: UUID) async throws -> [UUID] {
        try await sql.raw("""
            SELECT title_id FROM \(ident: SampleRecord.schema) WHERE user_id = \(bind: user) AND library_id = \(bind: library)
            ORDER BY added_at DESC
            """).all(decodingColumn: "title_id", as: UUID.self)
    }

    /// Those of `ids` with an e-book to read.
    func readableTitleIDs(_ ids: [UUID]) async throws -> [UUID] {
        guard !ids.isEmpty else { return [] }
        return try await sql.raw("SELECT id FROM library_titles WHERE id IN (\(binds: ids)) AND epub_file IS NOT NULL")
            .all(decodingColumn: "id", as: UUID.self)
    }

    /// Whether any card the user has signed in to the library with has an open loan of the title.
    func hasOpenLoan(title: UUID, user: UUID) async throws -> Bool {
        try await sql.raw("""
            SELECT l.id FROM \(ident: LoanRecord.schema) l WHERE l.title_id = \(bind: title) AND \(LoanRecord.open("l"))
            AND l.card_id IN (SELECT s.card_id FROM \(ident: LibrarySessionRecord.schema) s WHERE s.user_id = \(bind: user))
            LIMIT 1
            """).first() != nil
    }

    /// The open loan of a title on any card the user has signed in to the library with.
    func openLoanID(title: UUID, user: UUID) async throws -> UUID? {
        try await sql.raw("""
            SELECT l.id FROM \(ident: LoanRecord.schema) l WHERE l.title_id = \(bind: title) AND \(LoanRecord.open("l"))
            AND l.card_id IN (SELECT s.card_id FROM \(ident: LibrarySessionRecord.schema) s WHERE s.user_id = \(bind: user))
            LIMIT 1
            """).first()?.decode(column: "id", as: UUID.self)
    }

    // MARK: reading

    /// Where the user is in a title.
    func readingPosition(user: UUID, title: UUID) async throws -> ReadingPositionRow? {
        try await sql.raw("""
            SELECT \(ReadingPositionRow.columns) FROM \(ident: ReadingPositionRecord.schema) WHERE user_id = \(bind: user) AND title_id = \(bind: title)
            LIMIT 1
            """).first(decoding: ReadingPositionRow.self)
    }

    /// How far the user is in each of these titles (0…1), of those they have opened.
    func readingProgress(user: UUID, titles: [UUID]) async throws -> [ReadingProgressRow] {
        guard !titles.isEmpty else { return [] }
        return try await sql.raw("""
            SELECT title_id, total_progression FROM \(ident: ReadingPositionRecord.schema) WHERE user_id = \(bind: user) AND title_id IN (\(binds: titles))
            """).all(decoding: ReadingProgressRow.self)
    }

    /// The user's bookmarks in a title: live ones, or with `since` every one changed after it
    /// (deleted ones too), in book order.
    func bookmarks(user: UUID, title: UUID, changedSince since: Date?) async throws -> [BookmarkRow] {
        let which: SQLQueryString = since.map { " AND changed_at > \(bind: $0)" } ?? " AND deleted_at IS NULL"
        return try await sql.raw("""
            SELECT \(BookmarkRow.columns) FROM \(ident: BookmarkRecord.schema) WHERE user_id = \(bind: user) AND title_id = \(bind: title)\(which)
            ORDER BY total_progression, created_at
            """).all(decoding: BookmarkRow.self)
    }

    /// The user's reader settings for a title, or with no title their defaults.
    func readerSettings(user: UUID, title: UUID?) async throws -> ReaderSettingsRow? {
        let which: SQLQueryString = title.map { " AND title_id = \(bind: $0)" } ?? " AND title_id IS NULL"
        return try await sql.raw("""
            SELECT title_id, settings, device_id, modified_at FROM \(ident: ReaderSettingsRecord.schema) WHERE user_id = \(bind: user)\(which)
            LIMIT 1
            """).first(decoding: ReaderSettingsRow.self)
    }
}
