import Foundation
import SatchelAPI

extension SatchelClient {
    /// Shelves of one's own: named shelves of titles of any library, seen by nobody else.
    public nonisolated var personalShelves: PersonalShelvesClient { PersonalShelvesClient(client: self) }
}

/// Shelves of one's own. Each shelf has a version (`PersonalShelf.version`); a change given the
/// version it was made from is refused with 412 (`SatchelError.status`) when the shelf has moved
/// on, nothing changed.
public struct PersonalShelvesClient: Sendable {
    let client: SatchelClient

    public func shelves() async throws -> [PersonalShelf] { try await client.send(PersonalShelfRoute.shelves) }

    /// A new, empty shelf; 422 when one of yours has the name already (case and spacing aside).
    @discardableResult
    public func make(_ name: String) async throws -> PersonalShelf {
        try await client.send(PersonalShelfRoute.createShelf, body: PersonalShelfInput(name: name))
    }

    /// The shelf and its titles, the latest put on first, each with its library.
    public func shelf(_ id: UUID) async throws -> PersonalShelfDetail { try await client.send(PersonalShelfRoute.shelf(id)) }

    @discardableResult
    public func rename(_ id: UUID, to name: String, version: Int? = nil) async throws -> PersonalShelf {
        try await client.send(PersonalShelfRoute.renameShelf(id), body: PersonalShelfInput(name: name), version: version)
    }

    public func delete(_ id: UUID, version: Int? = nil) async throws {
        try await client.sendEmpty(PersonalShelfRoute.deleteShelf(id), version: version)
    }

    /// Puts a title (of any library) on the shelf; already there, nothing changes.
    @discardableResult
    public func add(_ title: UUID, to shelf: UUID, version: Int? = nil) async throws -> PersonalShelf {
        try await client.send(PersonalShelfRoute.addTitle(shelf: shelf, title: title), version: version)
    }

    public func remove(_ title: UUID, from shelf: UUID, version: Int? = nil) async throws {
        try await client.sendEmpty(PersonalShelfRoute.removeTitle(shelf: shelf, title: title), version: version)
    }

    /// Every one of your shelves, each with whether `title` is on it.
    public func shelves(holding title: UUID) async throws -> [PersonalShelfMark] {
        try await client.send(PersonalShelfRoute.titleShelves(title))
    }
}

extension LibraryClient {
    /// A page of a library's authors, series, publishers, languages or subjects with counts, in
    /// its alphabetical order; `cursor` is the previous page's `nextCursor`.
    public func browse(_ library: UUID, _ facet: BrowseFacet, cursor: String? = nil) async throws -> Page<FacetCount> {
        try await client.send(BrowseRoute.facet(library: library, facet), query: cursor.map { [("cursor", $0)] } ?? [])
    }

    /// A series' titles in series order (2 before 10).
    public func series(_ library: UUID, named name: String) async throws -> [TitleSummary] {
        try await client.send(BrowseRoute.series(library: library), query: [("name", name)])
    }

    /// An author's titles by title; `key` is a `FacetCount.key` of `browse(_, .authors)`.
    public func authorTitles(_ library: UUID, key: String) async throws -> [TitleSummary] {
        try await client.send(BrowseRoute.authorTitles(library: library), query: [("key", key)])
    }
}
