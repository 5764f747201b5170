import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelCore

/// Browsing a library as calibre-web does (issue 43): its authors, series, publishers,
/// languages and subjects, each with how many titles, in the library's alphabetical order
/// (Swedish Å Ä Ö after Z), in pages; withdrawn titles are not counted. A series reads in
/// series order (2 before 10: `SeriesOrder`).
struct Browse {
    let context: SatchelContext

    static let pageSize = 100
    static let authorTitlesMax = 500

    /// A facet value with the key it sorts by.
    struct Entry: Sendable {
        var count: FacetCount
        var sortKey: String
    }

    /// Every value of the facet, in order (kept until the catalogue changes: `BrowseCache`).
    func entries(_ facet: BrowseFacet, library: LibraryRow) async throws -> [Entry] {
        if let cache = context.part(BrowseCache.self) {
            return try await cache.entries(facet, library: library) { try await read(facet, library: library) }
        }
        return try await read(facet, library: library)
    }

    private func read(_ facet: BrowseFacet, library: LibraryRow) async throws -> [Entry] {
        let language = library.language
        return try await context.libraryStore.facetCounts(facet, library: library.id).map { row in
            switch facet {
            case .authors:
                let name = row.name.split(separator: "\n").first.map(String.init) ?? row.name
                return Entry(count: FacetCount(key: row.k, name: name, titles: row.n), sortKey: row.k)
            case .languages:
                return Entry(count: FacetCount(key: row.k, name: row.name, titles: row.n), sortKey: row.k)
            case .series, .publishers, .subjects:
                return Entry(count: FacetCount(key: row.k, name: row.name, titles: row.n),
                             sortKey: CatalogueText.collationKey(row.name, language: language))
            }
        }.sorted { ($0.sortKey, $0.count.key) < ($1.sortKey, $1.count.key) }
    }

    /// How many values each facet has (the browse page's five links).
    func sizes(library: LibraryRow) async throws -> [BrowseFacet: Int] {
        var sizes: [BrowseFacet: Int] = [:]
        for facet in BrowseFacet.allCases { sizes[facet] = try await entries(facet, library: library).count }
        return sizes
    }

    /// A page of the facet's values from `cursor` on: a value's sort key (`nextCursor`), or the
    /// sort key of a letter to start there.
    func page(_ facet: BrowseFacet, library: LibraryRow, cursor: String?, limit: Int = Browse.pageSize) async throws -> Page<FacetCount> {
        try Self.refuseLonger("cursor", cursor, than: 200)
        let all = try await entries(facet, library: library)
        // Languages are few (ISO 639-2 has about 500 codes) and are ordered by their names in the
        // reader's language, which only the page knows: all on one page, by code here.
        let limit = facet == .languages ? max(limit, all.count) : limit
        let start = cursor.map { from in all.firstIndex { $0.sortKey >= from } ?? all.count } ?? 0
        let end = min(all.count, start + limit)
        return Page(items: all[start..<end].map(\.count), nextCursor: end < all.count ? all[end].sortKey : nil)
    }

    /// The sort key of a letter, to start a facet's page at it.
    static func letterCursor(_ letter: String, library: LibraryRow) -> String {
        CatalogueText.collationKey(letter, language: library.language)
    }

    /// A series' titles in series order (422 on `name` without one).
    func series(_ name: String?, library: LibraryRow) async throws -> [TitleSummary] {
        guard let name = name.map({ UserText.clean($0) }), !name.isEmpty else { throw AppError.invalid("name", "field.required") }
        try Self.refuseLonger("name", name, than: 500)
        let titles = try await context.libraryStore.titlesInSeries(name, library: library.id, limit: 2_000)
        return try await context.titles.summaries(titles, library: library)
    }

    /// No key, name or cursor Satchel hands out is this long: a longer one is refused, not cut.
    static func refuseLonger(_ field: String, _ value: String?, than max: Int) throws {
        guard let value, value.unicodeScalars.count > max else { return }
        throw AppError.invalid(field, "field.too_long", ["max": String(max)])
    }

    /// An author's titles by title (422 on `key` without one).
    func authorTitles(_ key: String?, library: LibraryRow) async throws -> [TitleSummary] {
        guard let key, !key.isEmpty else { throw AppError.invalid("key", "field.required") }
        try Self.refuseLonger("key", key, than: 500)
        let titles = try await context.libraryStore.titlesOfAuthor(key: key, library: library.id, limit: Self.authorTitlesMax)
        return try await context.titles.summaries(titles, library: library)
    }

    /// The name of the author with `key` (for the author's page heading).
    func authorName(_ key: String, library: LibraryRow) async throws -> String? {
        try await entries(.authors, library: library).first { $0.count.key == key }?.count.name
    }
}

/// Each library's facet lists, kept until its catalogue changes: at once after an import or a
/// withdrawal here, and when the library's `catalogueVersion` has moved on (another server).
final class BrowseCache: DroppableCache {
    let cacheName = "library browse lists"
    let droppedBy: Set<String> = ["library_catalogue"]

    private let lists = NIOLockedValueBox<[String: (version: Int, entries: [Browse.Entry])]>([:])

    func drop(_ changes: [CacheChange]) {
        guard let libraries = LibraryCaches.libraries(in: changes) else {
            lists.withLockedValue { $0.removeAll() }
            return
        }
        for library in libraries {
            lists.withLockedValue { $0 = $0.filter { !$0.key.hasPrefix(library.uuidString + "|") } }
        }
    }

    func entries(_ facet: BrowseFacet, library: LibraryRow, read: () async throws -> [Browse.Entry]) async throws -> [Browse.Entry] {
        TableReads.used(self)
        let key = library.id.uuidString + "|" + facet.rawValue
        if let kept = lists.withLockedValue({ $0[key] }), kept.version >= library.catalogueVersion { return kept.entries }
        let entries = try await read()
        lists.withLockedValue { $0[key] = (library.catalogueVersion, entries) }
        return entries
    }
}

extension SatchelContext {
    var browse: Browse { Browse(context: self) }
}
