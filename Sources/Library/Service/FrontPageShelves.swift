import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SatchelAPI

/// A library's front-page rows (top list, new books, librarians' lists, the busiest categories)
/// and its categories, kept for a minute (and forgotten when an import or a librarian changes them): they are the same for every patron, cost a dozen
/// statements to make, and are read far more often than loans change them. Availability is
/// not kept: it is read fresh for every page, for all rows at once.
final class FrontPageShelves: DroppableCache {
    let cacheName = "library front pages (shelves, categories)"
    /// Loans and ratings are left out: the top list may be a minute old.
    let droppedBy: Set<String> = ["library_lists", "library_catalogue"]

    func drop(_ changes: [CacheChange]) {
        guard let libraries = LibraryCaches.libraries(in: changes) else {
            entries.withLockedValue { $0.removeAll() }
            categoryLists.withLockedValue { $0.removeAll() }
            return
        }
        for library in libraries { forget(library) }
    }

    struct Entry {
        var shelves: [Discovery.Shelf]
        var categories: [(name: String, titles: Int)]
        var readAt: Date
    }

    static let lifetime: TimeInterval = 60
    static let categoryCount = 50
    private let entries = NIOLockedValueBox<[String: Entry]>([:])
    /// The busiest categories by library: the same in every language, and read on their own
    /// by the categories endpoint (counting 250,000 titles' subjects took 35 ms).
    private let categoryLists = NIOLockedValueBox<[UUID: (value: [(name: String, titles: Int)], readAt: Date)]>([:])

    func entry(_ library: LibraryRow, localizer: Localizer, context: SatchelContext) async throws -> Entry {
        TableReads.used(self)
        let key = library.id.uuidString + "|" + localizer.language
        let now = Date()
        if let entry = entries.withLockedValue({ $0[key] }), now.timeIntervalSince(entry.readAt) < Self.lifetime, now >= entry.readAt {
            return entry
        }
        let entry = Entry(shelves: try await context.discovery.shelves(library, localizer: localizer),
                          categories: try await categories(library, context: context), readAt: now)
        entries.withLockedValue { $0[key] = entry }
        return entry
    }

    func categories(_ library: LibraryRow, context: SatchelContext) async throws -> [(name: String, titles: Int)] {
        TableReads.used(self)
        let id = library.id
        let now = Date()
        if let kept = categoryLists.withLockedValue({ $0[id] }), now.timeIntervalSince(kept.readAt) < Self.lifetime, now >= kept.readAt {
            return kept.value
        }
        let value = try await context.discovery.categories(library, limit: Self.categoryCount)
        categoryLists.withLockedValue { $0[id] = (value, now) }
        return value
    }

    /// Forgets a library's rows after its librarians change a list or its catalogue changed.
    private func forget(_ library: UUID) {
        entries.withLockedValue { $0 = $0.filter { !$0.key.hasPrefix(library.uuidString + "|") } }
        categoryLists.withLockedValue { _ = $0.removeValue(forKey: library) }
    }
}

extension SatchelContext {
    /// The front page's rows with each title's availability now (one batch for all rows).
    public func frontPage(_ library: LibraryRow, localizer: Localizer) async throws -> (shelves: [TitleShelf], categories: [CategoryCount]) {
        let entry: FrontPageShelves.Entry
        if let kept = part(FrontPageShelves.self) {
            entry = try await kept.entry(library, localizer: localizer, context: self)
        } else {
            entry = FrontPageShelves.Entry(shelves: try await discovery.shelves(library, localizer: localizer),
                                           categories: try await discovery.categories(library, limit: FrontPageShelves.categoryCount), readAt: now)
        }
        var seen = Set<UUID>()
        let all = entry.shelves.flatMap(\.titles).filter { seen.insert($0.id).inserted }
        let summaries = Dictionary(uniqueKeysWithValues: try await titles.summaries(all, library: library).map { ($0.id, $0) })
        let shelves = entry.shelves.map { shelf in
            TitleShelf(key: shelf.key, name: shelf.name, titles: shelf.titles.compactMap { summaries[$0.id] })
        }
        return (shelves, entry.categories.map { CategoryCount(name: $0.name, titles: $0.titles) })
    }

    /// The library's busiest categories with their number of titles, kept as the front page's are.
    public func libraryCategories(_ library: LibraryRow) async throws -> [CategoryCount] {
        let categories: [(name: String, titles: Int)]
        if let kept = part(FrontPageShelves.self) {
            categories = try await kept.categories(library, context: self)
        } else {
            categories = try await discovery.categories(library, limit: FrontPageShelves.categoryCount)
        }
        return categories.map { CategoryCount(name: $0.name, titles: $0.titles) }
    }
}
