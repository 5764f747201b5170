import Foundation

/// Search inside one book (tag `reader`): the words as typed, with diacritics and case folded as
/// in the catalogue, in the documents the reader may open.
public enum BookSearchRoute: TypedRoute, Hashable {
    /// `?q=` 1–100 characters.
    case search(UUID)

    public var method: HTTPMethodName { .get }

    public var parts: [RoutePart] {
        switch self {
        case .search(let id): return [.literal("reader"), .literal("titles"), .parameter("titleId", id), .literal("search")]
        }
    }
}

/// Every match of a search in a book, grouped by document in reading order.
public struct BookSearchResult: Codable, Sendable, Equatable {
    public struct Match: Codable, Sendable, Equatable {
        /// 0…1 within the document: where the match starts.
        public var progression: Double
        /// 0-based: the how-manyth match in its document (the reader marks that one).
        public var occurrence: Int
        /// About 40 characters before the match, cut at a word boundary.
        public var before: String
        /// The matched words as written in the book.
        public var text: String
        public var after: String

        public init(progression: Double, occurrence: Int, before: String, text: String, after: String) {
            self.progression = progression
            self.occurrence = occurrence
            self.before = before
            self.text = text
            self.after = after
        }
    }

    public struct Chapter: Codable, Sendable, Equatable {
        /// The contents entry the document belongs to (or the document's path).
        public var title: String
        /// The document, as the manifest lists it.
        public var href: String
        /// False for a document outside the reading flow (an answer key, notes).
        public var linear: Bool
        public var matches: [Match]

        public init(title: String, href: String, linear: Bool, matches: [Match]) {
            self.title = title
            self.href = href
            self.linear = linear
            self.matches = matches
        }
    }

    public var query: String
    /// Matches listed (at most 500).
    public var total: Int
    /// True when there were more than the 500 listed.
    public var truncated: Bool
    public var chapters: [Chapter]

    public init(query: String, total: Int, truncated: Bool, chapters: [Chapter]) {
        self.query = query
        self.total = total
        self.truncated = truncated
        self.chapters = chapters
    }
}
