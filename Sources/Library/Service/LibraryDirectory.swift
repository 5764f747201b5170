import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SQLKit

/// The libraries as searches read them, kept for a few seconds: every search needs its
/// library (slug, language) and where its titles are in the search index, and each database
/// round trip costs more than these reads themselves.
final class LibraryDirectory: DroppableCache {
    let cacheName = "library directory (libraries, title counts, typical loans)"
    /// Loans are left out: a typical loan and a title count may be a minute old.
    let droppedBy: Set<String> = ["library_libraries", "library_catalogue"]

    func drop(_ changes: [CacheChange]) {
        guard let libraries = LibraryCaches.libraries(in: changes) else {
            entries.withLockedValue { $0.removeAll() }
            typicalLoans.withLockedValue { $0.removeAll() }
            titleCounts.withLockedValue { $0.removeAll() }
            return
        }
        for library in libraries { forget(library) }
    }

    struct Entry {
        var library: LibraryRow
        var indexScope: IndexScope
        var readAt: Date
    }

    /// Where a library's titles are in the one SQLite search index (rows are title numbers).
    enum IndexScope: Equatable, Sendable {
        /// No other library has titles: the whole index is the library's.
        case whole
        /// Other libraries have titles, none numbered within these: a search reads only this
        /// stretch of the index (titles are numbered as they are imported, so a catalogue
        /// imported at once is one stretch).
        case numbers(ClosedRange<Int>)
        /// Its titles are numbered among another library's: a search must match its token,
        /// which reads a list as long as its catalogue (four times the cost of a stretch).
        case token
    }

    /// How long a library is kept: the server's read-cache lifetime (SATCHEL_READ_CACHE_SECONDS).
    let lifetime: TimeInterval
    private let entries = NIOLockedValueBox<[UUID: Entry]>([:])

    init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    /// The library (read only: change libraries through `LibraryService`) and whether other
    /// libraries have titles too.
    func entry(_ id: UUID, context: SatchelContext) async throws -> Entry {
        TableReads.used(self)
        let now = Date()
        if let entry = entries.withLockedValue({ $0[id] }), now.timeIntervalSince(entry.readAt) < lifetime, now >= entry.readAt {
            return entry
        }
        guard let library = try await context.libraryStore.library(id) else { throw AppError.notFound("library") }
        return try await keep(library, context: context, readAt: now)
    }

    /// The library with this slug, from the entries kept, else read (and kept).
    func entry(slug: String, context: SatchelContext) async throws -> Entry {
        TableReads.used(self)
        let now = Date()
        if let entry = entries.withLockedValue({ $0.values.first { $0.library.slug == slug } }),
           now.timeIntervalSince(entry.readAt) < lifetime, now >= entry.readAt {
            return entry
        }
        guard let library = try await context.libraryStore.library(slug: slug) else { throw AppError.notFound("library") }
        return try await keep(library, context: context, readAt: now)
    }

    /// Keeps a library just read, with where its titles are in the search index.
    private func keep(_ library: LibraryRow, context: SatchelContext, readAt: Date) async throws -> Entry {
        let entry = Entry(library: library, indexScope: try await Self.indexScope(library.id, context: context), readAt: readAt)
        entries.withLockedValue { $0[library.id] = entry }
        return entry
    }

    private let titleCounts = NIOLockedValueBox<[UUID: (value: Int, readAt: Date)]>([:])
    static let titleCountLifetime: TimeInterval = 60

    /// How many titles a library has, kept a minute (imports add thousands at once; a browse
    /// says "about" nothing, but a minute-old total is what a patron would accept).
    func titleCount(_ library: UUID, count: () async throws -> Int) async throws -> Int {
        TableReads.used(self)
        let now = Date()
        if let kept = titleCounts.withLockedValue({ $0[library] }), now.timeIntervalSince(kept.readAt) < Self.titleCountLifetime,
           now >= kept.readAt {
            return kept.value
        }
        let value = try await count()
        titleCounts.withLockedValue { $0[library] = (value, now) }
        return value
    }

    private let typicalLoans = NIOLockedValueBox<[UUID: (value: TimeInterval, readAt: Date)]>([:])
    static let typicalLoanLifetime: TimeInterval = 60

    func typicalLoan(_ library: UUID) -> TimeInterval? {
        TableReads.used(self)
        let now = Date()
        guard let kept = typicalLoans.withLockedValue({ $0[library] }), now.timeIntervalSince(kept.readAt) < Self.typicalLoanLifetime,
              now >= kept.readAt else { return nil }
        return kept.value
    }

    func keep(typicalLoan: TimeInterval, for library: UUID) {
        typicalLoans.withLockedValue { $0[library] = (typicalLoan, Date()) }
    }

    /// Forgets a library after staff change it.
    private func forget(_ id: UUID) {
        entries.withLockedValue { _ = $0.removeValue(forKey: id) }
        typicalLoans.withLockedValue { _ = $0.removeValue(forKey: id) }
        titleCounts.withLockedValue { _ = $0.removeValue(forKey: id) }
    }

    /// Where the library's titles are in the SQLite search index: its first and last row, and
    /// whether another library has a row between them, each read from the index itself (a
    /// token's list is kept in row order, so these are seeks, not walks). Titles imported later
    /// get higher numbers than any, so a stretch kept a few seconds may miss a new title but
    /// never takes in another library's. PostgreSQL searches its titles table by library.
    static func indexScope(_ library: UUID, context: SatchelContext) async throws -> IndexScope {
        guard !context.isPostgres else { return .whole }
        let store = context.libraryStore
        let ends = try await store.indexEnds(matching: "library : " + TitleSearch.libraryToken(library))
        let low = ends?.low ?? 0
        let high = ends?.high ?? -1
        let others = try await store.libraryIDs(except: library)
        guard !others.isEmpty else { return .whole }
        let theirs = "library : (" + others.map(TitleSearch.libraryToken).joined(separator: " OR ") + ")"
        let found = try await store.indexRows(matching: theirs, between: low, and: high)
        guard found?.anyTitles ?? false else { return .whole }
        guard low <= high, !(found?.inside ?? true) else { return .token }
        return .numbers(low...high)
    }
}

extension SatchelContext {
    var libraryDirectory: LibraryDirectory? { part(LibraryDirectory.self) }

    /// A library for reading (searches, pages): from the directory when the app has one.
    /// A library by its slug for reading (pages), kept as `readLibrary(_:)` keeps it.
    func readLibrary(slug: String) async throws -> LibraryRow {
        if let directory = libraryDirectory { return try await directory.entry(slug: slug, context: self).library }
        return try await libraries.find(slug: slug)
    }

    func readLibrary(_ id: UUID) async throws -> LibraryDirectory.Entry {
        if let directory = libraryDirectory { return try await directory.entry(id, context: self) }
        let library = try await libraries.find(id)
        return LibraryDirectory.Entry(library: library, indexScope: try await LibraryDirectory.indexScope(id, context: self), readAt: Date())
    }
}
