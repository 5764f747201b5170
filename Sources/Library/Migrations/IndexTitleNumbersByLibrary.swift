import Fluent
import SatchelCore

/// A library's lowest and highest title numbers, read to search only its stretch of the shared
/// SQLite search index (`LibraryDirectory.IndexScope`): two probes of this index instead of a
/// walk over the library's whole catalogue.
struct IndexTitleNumbersByLibrary: AsyncMigration {
    static let indexes = IndexList([("library_titles_by_number", "library_titles (library_id, number)")])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
