import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// The Library's read layer: every read with SQL is a named function here (and in the other
/// files of `Store/`), returning plain rows decoded once. The lending rules rows are chosen by
/// are written once (`LoanRecord.open`, `HoldRecord.active` in `LendingRules`). Writes stay on
/// the Fluent records and the catalogue writer.
struct LibraryStore: Sendable {
    let sql: any SQLDatabase

    // MARK: titles as lists show them

    /// The library's titles numbered `numbers`, in no particular order.
    func titles(numbered numbers: [Int], library: UUID) async throws -> [TitleListing] {
        try await sql.raw("""
            SELECT \(TitleListing.columns) FROM library_titles t WHERE t.library_id = \(bind: library)
            AND t.number IN (\(SQLList(numbers.map { SQLBind($0) })))
            """).all(decoding: TitleListing.self)
    }

    /// The titles of `ids` (of any library), in no particular order; unknown ids are left out.
    func titles(ids: [UUID]) async throws -> [TitleListing] {
        guard !ids.isEmpty else { return [] }
        return try await sql.raw("SELECT \(TitleListing.columns) FROM library_titles t WHERE t.id IN (\(binds: ids))")
            .all(decoding: TitleListing.self)
    }

    /// The titles among `ids` still lent (a withdrawn title is left out): what a shelf of one's own lists.
    func lentTitles(ids: [UUID]) async throws -> [TitleListing] {
        guard !ids.isEmpty else { return [] }
        return try await sql.raw("SELECT \(TitleListing.columns) FROM library_titles t WHERE t.id IN (\(binds: ids)) AND t.withdrawn_at IS NULL")
            .all(decoding: TitleListing.self)
    }

    /// The library's newest titles, newest first.
    func newestTitles(library: UUID, limit: Int) async throws -> [TitleListing] {
        try await sql.raw("""
            SELECT \(TitleListing.columns) FROM library_titles t WHERE t.library_id = \(bind: library) AND t.withdrawn_at IS NULL
            ORDER BY t.added_at DESC, t.id DESC LIMIT \(literal: limit)
            """).all(decoding: TitleListing.self)
    }

    /// The ids of the library's best rated titles, the newest first among equals.
    func bestRatedTitleIDs(library: UUID, limit: Int) async throws -> [UUID] {
        try await sql.raw("""
            SELECT id FROM library_titles WHERE library_id = \(bind: library) AND withdrawn_at IS NULL
            ORDER BY rating_score DESC, added_at DESC, id LIMIT \(literal: limit)
            """).all(decodingColumn: "id", as: UUID.self)
    }

    func titleCount(library: UUID) async throws -> Int {
        try await sql.raw("SELECT COUNT(*) AS n FROM library_titles WHERE library_id = \(bind: library)")
            .first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// The highest title number of every library (numbers are the search index's rows), nil before the first title.
    func highestTitleNumber() async throws -> Int? {
        try await sql.raw("SELECT MAX(number) AS n FROM library_titles").first(decodingColumn: "n", as: Int?.self) ?? nil
    }

    // MARK: discovery

    /// The ids of the library's titles most borrowed since `since` (of one category), most loans first.
    func mostBorrowedTitleIDs(library: UUID, since: Date, category: String?, limit: Int) async throws -> [UUID] {
        let inCategory: SQLQueryString = category.map {
            " AND l.title_id IN (SELECT title_id FROM library_title_subjects WHERE library_id = \(bind: library) AND subject = \(bind: $0))"
        } ?? ""
        return try await sql.raw("""
            SELECT l.title_id, COUNT(*) AS loans FROM library_loans l WHERE l.library_id = \(bind: library) AND l.started_at >= \(bind: since)\
            \(inCategory) AND \(Self.notWithdrawn("l.title_id")) GROUP BY l.title_id ORDER BY loans DESC, l.title_id LIMIT \(literal: limit)
            """).all(decodingColumn: "title_id", as: UUID.self)
    }

    /// The library's categories by number of titles.
    func categoryCounts(library: UUID, limit: Int) async throws -> [CategoryCountRow] {
        try await sql.raw("""
            SELECT subject, COUNT(*) AS n FROM library_title_subjects WHERE library_id = \(bind: library)
            AND \(Self.notWithdrawn("library_title_subjects.title_id")) GROUP BY subject ORDER BY n DESC, subject LIMIT \(literal: limit)
            """).all(decoding: CategoryCountRow.self)
    }

    /// Up to 200 other titles sharing subjects with a title, the most shared first.
    func titleIDsSharingSubjects(_ subjects: [String], library: UUID, except title: UUID) async throws -> [UUID] {
        try await sql.raw("""
            SELECT title_id, COUNT(*) AS shared FROM library_title_subjects
            WHERE library_id = \(bind: library) AND subject IN (\(binds: subjects)) AND title_id <> \(bind: title)
            AND \(Self.notWithdrawn("library_title_subjects.title_id")) GROUP BY title_id ORDER BY shared DESC, title_id LIMIT 200
            """).all(decodingColumn: "title_id", as: UUID.self)
    }

    // MARK: the library

    /// Up to ten of the library's events starting from `from` on, soonest first.
    func events(library: UUID, from: Date) async throws -> [EventRow] {
        try await sql.raw("""
            SELECT title, starts_at, image FROM library_events WHERE library_id = \(bind: library) AND starts_at >= \(bind: from)
            ORDER BY starts_at LIMIT 10
            """).all(decoding: EventRow.self)
    }

    /// The library the user has picked.
    func chosenLibraryID(user: UUID) async throws -> UUID? {
        try await sql.raw("SELECT library_id FROM library_choices WHERE user_id = \(bind: user) LIMIT 1")
            .first(decodingColumn: "library_id", as: UUID.self)
    }

    /// The library with this id, nil when there is none.
    func library(_ id: UUID) async throws -> LibraryRow? {
        try await sql.raw("SELECT \(LibraryRow.columns) FROM library_libraries WHERE id = \(bind: id)").first(decoding: LibraryRow.self)
    }

    /// The library with this slug, nil when there is none.
    func library(slug: String) async throws -> LibraryRow? {
        try await sql.raw("SELECT \(LibraryRow.columns) FROM library_libraries WHERE slug = \(bind: slug)").first(decoding: LibraryRow.self)
    }

    /// The libraries of `ids`, in no particular order; unknown ids are left out.
    func libraries(ids: [UUID]) async throws -> [LibraryRow] {
        guard !ids.isEmpty else { return [] }
        return try await sql.raw("SELECT \(LibraryRow.columns) FROM library_libraries WHERE id IN (\(binds: ids))").all(decoding: LibraryRow.self)
    }

    /// Every library, by name.
    func libraries() async throws -> [LibraryRow] {
        try await sql.raw("SELECT \(LibraryRow.columns) FROM library_libraries ORDER BY name").all(decoding: LibraryRow.self)
    }

    /// The library the user has picked, nil before they pick one.
    func chosenLibrary(user: UUID) async throws -> LibraryRow? {
        try await sql.raw("""
            SELECT \(LibraryRow.columns) FROM library_libraries
            WHERE id = (SELECT library_id FROM library_choices WHERE user_id = \(bind: user) LIMIT 1)
            """).first(decoding: LibraryRow.self)
    }

    /// Every library but one.
    func libraryIDs(except library: UUID) async throws -> [UUID] {
        try await sql.raw("SELECT id FROM library_libraries WHERE id <> \(bind: library)").all(decodingColumn: "id", as: UUID.self)
    }
}

/// A category and its number of titles.
struct CategoryCountRow: Decodable, Sendable {
    let subject: String
    let n: Int
}

/// An event as the front page shows it.
struct EventRow: Decodable, Sendable {
    let title: String
    let startsAt: Date
    let image: String?
    enum CodingKeys: String, CodingKey { case title, startsAt = "starts_at", image }
}

extension SatchelContext {
    /// The Library's reads on this context's database (or transaction).
    var libraryStore: LibraryStore { LibraryStore(sql: sql) }
}
