import Foundation
import SatchelAPI
import SQLKit

/// A facet value and its count, as the database groups them.
struct FacetCountRow: Sendable, Decodable {
    let k: String
    let name: String
    let n: Int
}

/// The reads of browsing a library (`Browse`): each facet counted by GROUP BY over the titles
/// not withdrawn, and an author's titles.
extension LibraryStore {
    func facetCounts(_ facet: BrowseFacet, library: UUID) async throws -> [FacetCountRow] {
        let live = "t.library_id = \(bind: library) AND t.withdrawn_at IS NULL" as SQLQueryString
        let query: SQLQueryString
        switch facet {
        case .authors:
            // The first line of any of the author's titles' authors is the author (the key is the first author's).
            query = "SELECT t.author_key AS k, MIN(t.authors) AS name, COUNT(*) AS n FROM library_titles t WHERE \(live) AND t.author_key <> '' GROUP BY t.author_key"
        case .series:
            query = "SELECT t.series AS k, t.series AS name, COUNT(*) AS n FROM library_titles t WHERE \(live) AND t.series IS NOT NULL AND t.series <> '' GROUP BY t.series"
        case .publishers:
            query = """
                SELECT MIN(t.publisher) AS k, MIN(t.publisher) AS name, COUNT(*) AS n FROM library_titles t
                WHERE \(live) AND t.publisher IS NOT NULL AND t.publisher_key <> '' GROUP BY t.publisher_key
                """
        case .languages:
            query = "SELECT t.language AS k, t.language AS name, COUNT(*) AS n FROM library_titles t WHERE \(live) AND t.language IS NOT NULL AND t.language <> '' GROUP BY t.language"
        case .subjects:
            query = """
                SELECT s.subject AS k, s.subject AS name, COUNT(*) AS n FROM library_title_subjects s WHERE s.library_id = \(bind: library)
                AND \(Self.notWithdrawn("s.title_id")) GROUP BY s.subject
                """
        }
        return try await sql.raw(query).all(decoding: FacetCountRow.self)
    }

    /// The library's titles whose first author sorts as `authorKey`, by title.
    func titlesOfAuthor(key authorKey: String, library: UUID, limit: Int) async throws -> [TitleListing] {
        try await sql.raw("""
            SELECT \(TitleListing.columns) FROM library_titles t WHERE t.library_id = \(bind: library) AND t.author_key = \(bind: authorKey)
            AND t.withdrawn_at IS NULL ORDER BY t.title_key, t.id LIMIT \(literal: limit)
            """).all(decoding: TitleListing.self)
    }
}
