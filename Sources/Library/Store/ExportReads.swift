import Foundation
import SQLKit

/// Everything of one person's the Library keeps, for "download my data" (`LibraryExport`), in
/// every library, one read each.
extension LibraryStore {
    /// The cards of the person's library sessions (ended or not), in no particular order.
    func sessionCards(user: UUID) async throws -> [CardRow] {
        try await sql.raw("""
            SELECT \(CardRow.columns) FROM \(ident: LibrarySessionRecord.schema) s JOIN \(ident: CardRecord.schema) c ON c.id = s.card_id
            WHERE s.user_id = \(bind: user)
            """).all(decoding: CardRow.self)
    }

    /// The titles on the person's to-be-read lists, in no particular order.
    func toBeReadTitleIDs(user: UUID) async throws -> [UUID] {
        try await sql.raw("SELECT title_id FROM \(ident: ToBeReadRecord.schema) WHERE user_id = \(bind: user)")
            .all(decodingColumn: "title_id", as: UUID.self)
    }

    /// The person's ratings, in no particular order.
    func ratings(user: UUID) async throws -> [RatingRow] {
        try await sql.raw("SELECT \(RatingRow.columns) FROM \(ident: TitleRatingRecord.schema) WHERE user_id = \(bind: user)")
            .all(decoding: RatingRow.self)
    }

    /// The titles whose samples the person keeps, in no particular order.
    func sampleTitleIDs(user: UUID) async throws -> [UUID] {
        try await sql.raw("SELECT title_id FROM \(ident: SampleRecord.schema) WHERE user_id = \(bind: user)")
            .all(decodingColumn: "title_id", as: UUID.self)
    }

    /// Where the person is in every title they opened.
    func readingPositions(user: UUID) async throws -> [ReadingPositionRow] {
        try await sql.raw("SELECT \(ReadingPositionRow.columns) FROM \(ident: ReadingPositionRecord.schema) WHERE user_id = \(bind: user)")
            .all(decoding: ReadingPositionRow.self)
    }

    /// The person's live bookmarks in every title.
    func liveBookmarks(user: UUID) async throws -> [BookmarkRow] {
        try await sql.raw("""
            SELECT \(BookmarkRow.columns) FROM \(ident: BookmarkRecord.schema) WHERE user_id = \(bind: user) AND deleted_at IS NULL
            """).all(decoding: BookmarkRow.self)
    }

    /// The person's reader settings: their defaults and each book's.
    func readerSettings(user: UUID) async throws -> [ReaderSettingsRow] {
        try await sql.raw("""
            SELECT title_id, settings, device_id, modified_at FROM \(ident: ReaderSettingsRecord.schema) WHERE user_id = \(bind: user)
            """).all(decoding: ReaderSettingsRow.self)
    }
}
