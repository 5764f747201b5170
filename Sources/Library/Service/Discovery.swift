import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// What a library's front page offers: the top list (most borrowed lately), new books,
/// librarians' lists and the top of the biggest categories.
public struct Discovery: Sendable {
    let context: SatchelContext

    public struct Shelf: Sendable {
        public var key: String
        public var name: String
        public var titles: [TitleListing]
    }

    /// Titles most borrowed in the last 90 days (by loans counted now, not the hourly column).
    public func top(_ library: LibraryRow, category: String? = nil, limit: Int = 12) async throws -> [TitleRow] {
        try await ordered(topIDs(library, category: category, limit: limit))
    }

    /// The top list's titles as lists show them (the front page).
    func topListings(_ library: LibraryRow, category: String? = nil, limit: Int = 12) async throws -> [TitleListing] {
        try await listings(topIDs(library, category: category, limit: limit))
    }

    func topIDs(_ library: LibraryRow, category: String?, limit: Int) async throws -> [UUID] {
        let store = context.libraryStore
        let libraryID = library.id
        var ids = try await store.mostBorrowedTitleIDs(library: libraryID, since: context.now.addingTimeInterval(-90 * 86_400), category: category,
                                                       limit: limit)
        // The library's own top list is never a handful: fewer borrowed lately, it goes on with
        // the best rated, then the newest.
        if category == nil, ids.count < limit {
            let more = try await store.bestRatedTitleIDs(library: libraryID, limit: limit + ids.count)
            let seen = Set(ids)
            ids += more.filter { !seen.contains($0) }.prefix(limit - ids.count)
        }
        return ids
    }

    public func newest(_ library: LibraryRow, limit: Int = 12) async throws -> [TitleListing] {
        try await context.libraryStore.newestTitles(library: library.id, limit: limit)
    }

    public func lists(_ library: LibraryRow) async throws -> [Shelf] {
        var shelves: [Shelf] = []
        for list in try await context.libraryStore.recommendedLists(library: library.id) {
            let titles = try await context.libraryStore.lentTitleIDs(among: list.titles)
            shelves.append(Shelf(key: "list:\(list.id.uuidString.lowercased())", name: list.name, titles: try await listings(titles)))
        }
        return shelves
    }

    /// A librarians' list of the library, with its titles whole, in order (OPDS).
    func list(_ id: UUID, of library: LibraryRow) async throws -> (id: UUID, name: String, titles: [TitleRow]) {
        guard let list = try await context.libraryStore.recommendedList(id: id, library: library.id) else { throw AppError.notFound("list") }
        return (list.id, list.name, try await ordered(try await context.libraryStore.lentTitleIDs(among: list.titles)))
    }

    /// Categories by number of titles.
    public func categories(_ library: LibraryRow, limit: Int = 50) async throws -> [(name: String, titles: Int)] {
        try await context.libraryStore.categoryCounts(library: library.id, limit: limit).map { ($0.subject, $0.n) }
    }

    /// The front page's rows: top, new, each list, then the top of the busiest categories.
    public func shelves(_ library: LibraryRow, localizer: Localizer) async throws -> [Shelf] {
        var shelves: [Shelf] = []
        let top = try await topListings(library)
        if !top.isEmpty { shelves.append(Shelf(key: "top", name: localizer.t("library.top"), titles: top)) }
        shelves.append(Shelf(key: "new", name: localizer.t("library.new"), titles: try await newest(library)))
        shelves += try await lists(library)
        for category in try await categories(library, limit: 3) {
            var titles = try await topListings(library, category: category.name)
            if titles.isEmpty {
                titles = try await context.titleSearch.search({ var q = TitleQuery(); q.category = category.name; q.sort = .rating; q.descending = true; return q }(),
                                                           library: library, cursor: nil, limit: 12).titles
            }
            shelves.append(Shelf(key: "category:\(category.name)", name: category.name, titles: titles))
        }
        return shelves.filter { !$0.titles.isEmpty }
    }

    /// The titles of `ids`, in that order (unknown ids left out), whole (OPDS, samples).
    func ordered(_ ids: [UUID]) async throws -> [TitleRow] {
        let byID = Dictionary(try await context.libraryStore.wholeTitles(ids: ids).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ids.compactMap { byID[$0] }
    }

    /// The titles of `ids` as lists show them, in that order (unknown ids left out).
    func listings(_ ids: [UUID]) async throws -> [TitleListing] {
        let byID = Dictionary(try await context.libraryStore.titles(ids: ids).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return ids.compactMap { byID[$0] }
    }
}

extension SatchelContext {
    public var discovery: Discovery { Discovery(context: self) }
}
