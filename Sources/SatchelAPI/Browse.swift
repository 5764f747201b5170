import Foundation

/// What a library's catalogue can be browsed by, as calibre-web does.
public enum BrowseFacet: String, Codable, Sendable, CaseIterable {
    case authors, series, publishers, languages, subjects
}

/// Browsing a library: each facet's values with how many titles each has, in the library's
/// alphabetical order; a series' titles in series order; an author's titles.
public enum BrowseRoute: TypedRoute, Hashable {
    /// `?cursor=` from `nextCursor`, or a letter's place to start at (the web's letter jump).
    case facet(library: UUID, BrowseFacet)
    /// `?name=` the series.
    case series(library: UUID)
    /// `?key=` the author's `FacetCount.key`.
    case authorTitles(library: UUID)

    public var method: HTTPMethodName { .get }

    public var parts: [RoutePart] {
        switch self {
        case .facet(let library, let facet):
            return [.literal("library"), .literal("libraries"), .parameter("libraryId", library), .literal("browse"), .secret("facet", facet.rawValue)]
        case .series(let library):
            return [.literal("library"), .literal("libraries"), .parameter("libraryId", library), .literal("series")]
        case .authorTitles(let library):
            return [.literal("library"), .literal("libraries"), .parameter("libraryId", library), .literal("author-titles")]
        }
    }
}

/// One value of a facet (an author, a series, a publisher, a language, a subject) and how
/// many of the library's titles have it. `key` names it to the facet's titles: an author's
/// sort key, a publisher's name, a language code (ISO 639-2/B), the series or subject itself.
public struct FacetCount: Codable, Sendable, Equatable {
    public var key: String
    public var name: String
    public var titles: Int

    public init(key: String, name: String, titles: Int) {
        self.key = key
        self.name = name
        self.titles = titles
    }
}
