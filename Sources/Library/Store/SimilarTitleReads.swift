import Foundation
import SQLKit

/// The titles a title's page shows as similar (same series, same first author), and a title
/// found by ISBN for staff commands.
extension LibraryStore {
    /// The library's titles of a series, in series order (`SeriesOrder`: series numbers are text,
    /// so the database cannot order them; a series has a few titles, at most the 2,000 read).
    func titlesInSeries(_ series: String, library: UUID, limit: Int) async throws -> [TitleListing] {
        let rows = try await sql.raw("""
            SELECT \(TitleListing.columns), t.series_number AS series_place FROM library_titles t
            WHERE t.library_id = \(bind: library) AND t.series = \(bind: series) AND t.withdrawn_at IS NULL LIMIT 2000
            """).all()
        let titles = try rows.map { (title: try $0.decode(model: TitleListing.self), number: try $0.decode(column: "series_place", as: String?.self)) }
        let ordered = titles.sorted { SeriesOrder.precedes(($0.number, $0.title.titleKey), ($1.number, $1.title.titleKey)) }
        return Array(ordered.prefix(limit).map(\.title))
    }

    /// The library's titles whose first author sorts as `authorKey`, the most popular first.
    func titlesByAuthor(key authorKey: String, library: UUID, limit: Int) async throws -> [TitleListing] {
        try await sql.raw("""
            SELECT \(TitleListing.columns) FROM library_titles t WHERE t.library_id = \(bind: library) AND t.author_key = \(bind: authorKey)
            AND t.withdrawn_at IS NULL
            ORDER BY t.popularity DESC LIMIT \(literal: limit)
            """).all(decoding: TitleListing.self)
    }

    /// A title of the library whose ISBNs contain `digits`.
    func titleID(isbnContaining digits: String, library: UUID) async throws -> UUID? {
        try await sql.raw("""
            SELECT id FROM library_titles WHERE library_id = \(bind: library) AND isbns LIKE \(bind: "%" + digits + "%") LIMIT 1
            """).first(decodingColumn: "id", as: UUID.self)
    }
}
