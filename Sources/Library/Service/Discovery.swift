import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

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
    public func top(_ library: LibraryRecord, category: String? = nil, limit: Int = 12) async throws -> [TitleRecord] {
        let sql = context.sql
        let since = context.now.addingTimeInterval(-90 * 86_400)
        let libraryID = try library.requireID()
        var query: SQLQueryString = """
            SELECT l.title_id, COUNT(*) AS loans FROM library_loans l WHERE l.library_id = \(bind: libraryID) AND l.started_at >= \(bind: since)
            """
        if let category {
            query = query + " AND l.title_id IN (SELECT title_id FROM library_title_subjects WHERE library_id = \(bind: libraryID) AND subject = \(bind: category))"
        }
        query = query + " GROUP BY l.title_id ORDER BY loans DESC, l.title_id LIMIT \(unsafeRaw: String(limit))"
        var ids = try await sql.raw(query).all().map { try $0.decode(column: "title_id", as: UUID.self) }
        // The library's own top list is never a handful: fewer borrowed lately, it goes on with
        // the best rated, then the newest.
        if category == nil, ids.count < limit {
            let more = try await TitleRecord.query(on: context.db).filter(\.$libraryID == libraryID)
                .sort(\.$ratingScore, .descending).sort(\.$addedAt, .descending).sort(\.$id).limit(limit + ids.count).all()
            let seen = Set(ids)
            ids += more.compactMap(\.id).filter { !seen.contains($0) }.prefix(limit - ids.count)
        }
        return try await ordered(ids)
    }

    public func newest(_ library: LibraryRecord, limit: Int = 12) async throws -> [TitleRecord] {
        try await TitleRecord.query(on: context.db).filter(\.$libraryID == library.requireID())
            .sort(\.$addedAt, .descending).sort(\.$id, .descending).limit(limit).all()
    }

    public func lists(_ library: LibraryRecord) async throws -> [Shelf] {
        var shelves: [Shelf] = []
        for list in try await RecommendedListRecord.query(on: context.db).filter(\.$libraryID == library.requireID()).sort(\.$position).all() {
            shelves.append(Shelf(key: "list:\(list.id!.uuidString.lowercased())", name: list.name,
                                 titles: try await ordered(list.titles).map(TitleListing.init)))
        }
        return shelves
    }

    /// Categories by number of titles.
    public func categories(_ library: LibraryRecord, limit: Int = 50) async throws -> [(name: String, titles: Int)] {
        let sql = context.sql
        return try await sql.raw("""
            SELECT subject, COUNT(*) AS n FROM library_title_subjects WHERE library_id = \(bind: library.requireID())
            GROUP BY subject ORDER BY n DESC, subject LIMIT \(unsafeRaw: String(limit))
            """).all().map { (try $0.decode(column: "subject", as: String.self), try $0.decode(column: "n", as: Int.self)) }
    }

    /// The front page's rows: top, new, each list, then the top of the busiest categories.
    public func shelves(_ library: LibraryRecord, localizer: Localizer) async throws -> [Shelf] {
        var shelves: [Shelf] = []
        let top = try await top(library)
        if !top.isEmpty { shelves.append(Shelf(key: "top", name: localizer.t("library.top"), titles: top.map(TitleListing.init))) }
        shelves.append(Shelf(key: "new", name: localizer.t("library.new"), titles: try await newest(library).map(TitleListing.init)))
        shelves += try await lists(library)
        for category in try await categories(library, limit: 3) {
            var titles = try await self.top(library, category: category.name).map(TitleListing.init)
            if titles.isEmpty {
                titles = try await context.titleSearch.search({ var q = TitleQuery(); q.category = category.name; q.sort = .rating; q.descending = true; return q }(),
                                                           library: library, cursor: nil, limit: 12).titles
            }
            shelves.append(Shelf(key: "category:\(category.name)", name: category.name, titles: titles))
        }
        return shelves.filter { !$0.titles.isEmpty }
    }

    /// The titles of `ids`, in that order (unknown ids left out).
    func ordered(_ ids: [UUID]) async throws -> [TitleRecord] {
        guard !ids.isEmpty else { return [] }
        let byID = Dictionary(try await TitleRecord.query(on: context.db).filter(\.$id ~~ ids).all().map { ($0.id!, $0) }, uniquingKeysWith: { a, _ in a })
        return ids.compactMap { byID[$0] }
    }
}

extension SatchelContext {
    public var discovery: Discovery { Discovery(context: self) }
}
