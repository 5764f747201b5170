import Foundation
import SatchelAPI

extension ReaderClient {
    /// Every place `words` occur in the book (the whole book on a loan, else its sample), folded
    /// as catalogue search folds, grouped by chapter; at most 500.
    public func search(_ words: String, in title: UUID) async throws -> BookSearchResult {
        try await client.send(BookSearchRoute.search(title), query: [("q", words)])
    }
}
