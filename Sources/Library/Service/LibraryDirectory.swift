import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import SQLKit

/// The libraries as searches read them, kept for a few seconds: every search needs its
/// library (slug, language) and whether it shares the search index with others, and each
/// database round trip costs more than these reads themselves.
final class LibraryDirectory: Sendable {
    struct Entry {
        var library: LibraryRecord
        var sharesIndex: Bool
        var readAt: Date
    }

    static let lifetime: TimeInterval = 10
    private let entries = NIOLockedValueBox<[UUID: Entry]>([:])

    /// The library (read only: change libraries through `LibraryService`) and whether other
    /// libraries have titles too.
    func entry(_ id: UUID, context: SatchelContext) async throws -> Entry {
        let now = Date()
        if let entry = entries.withLockedValue({ $0[id] }), now.timeIntervalSince(entry.readAt) < Self.lifetime, now >= entry.readAt {
            return entry
        }
        guard let library = try await LibraryRecord.find(id, on: context.db) else { throw AppError.notFound("library") }
        let entry = Entry(library: library, sharesIndex: try await Self.sharesIndex(id, context: context), readAt: now)
        entries.withLockedValue { $0[id] = entry }
        return entry
    }

    /// The library with this slug, from the entries kept, else read (and kept).
    func entry(slug: String, context: SatchelContext) async throws -> Entry {
        let now = Date()
        if let entry = entries.withLockedValue({ $0.values.first { $0.library.slug == slug } }),
           now.timeIntervalSince(entry.readAt) < Self.lifetime, now >= entry.readAt {
            return entry
        }
        guard let id = try await LibraryRecord.query(on: context.db).filter(\.$slug == slug).first()?.id else { throw AppError.notFound("library") }
        return try await self.entry(id, context: context)
    }

    private let titleCounts = NIOLockedValueBox<[UUID: (value: Int, readAt: Date)]>([:])
    static let titleCountLifetime: TimeInterval = 60

    /// How many titles a library has, kept a minute (imports add thousands at once; a browse
    /// says "about" nothing, but a minute-old total is what a patron would accept).
    func titleCount(_ library: UUID, count: () async throws -> Int) async throws -> Int {
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
        let now = Date()
        guard let kept = typicalLoans.withLockedValue({ $0[library] }), now.timeIntervalSince(kept.readAt) < Self.typicalLoanLifetime,
              now >= kept.readAt else { return nil }
        return kept.value
    }

    func keep(typicalLoan: TimeInterval, for library: UUID) {
        typicalLoans.withLockedValue { $0[library] = (typicalLoan, Date()) }
    }

    /// Forgets a library after staff change it (other servers see it within `lifetime`).
    func forget(_ id: UUID) {
        entries.withLockedValue { _ = $0.removeValue(forKey: id) }
        typicalLoans.withLockedValue { _ = $0.removeValue(forKey: id) }
        titleCounts.withLockedValue { _ = $0.removeValue(forKey: id) }
    }

    /// Whether other libraries have titles in the (one) search index too. Only then does a
    /// search need the library's token: matching it reads a list as long as the catalogue.
    static func sharesIndex(_ library: UUID, context: SatchelContext) async throws -> Bool {
        let sql = context.db as! any SQLDatabase
        for comparison in ["<", ">"] {
            let other = try await sql.raw("SELECT 1 AS found FROM library_titles WHERE library_id \(unsafeRaw: comparison) \(bind: library) LIMIT 1").first()
            if other != nil { return true }
        }
        return false
    }
}

extension SatchelContext {
    var libraryDirectory: LibraryDirectory? { part(LibraryDirectory.self) }

    /// A library for reading (searches, pages): from the directory when the app has one.
    /// A library by its slug for reading (pages), kept as `readLibrary(_:)` keeps it.
    func readLibrary(slug: String) async throws -> LibraryRecord {
        if let directory = libraryDirectory { return try await directory.entry(slug: slug, context: self).library }
        return try await libraries.find(slug: slug)
    }

    func readLibrary(_ id: UUID) async throws -> LibraryDirectory.Entry {
        if let directory = libraryDirectory { return try await directory.entry(id, context: self) }
        guard let library = try await LibraryRecord.find(id, on: db) else { throw AppError.notFound("library") }
        return LibraryDirectory.Entry(library: library, sharesIndex: try await LibraryDirectory.sharesIndex(id, context: self), readAt: Date())
    }
}
