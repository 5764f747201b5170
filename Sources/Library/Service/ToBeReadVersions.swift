import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// A person's to-be-read shelf is versioned as a whole (issue 46): every title added, changed
/// or removed is a new version, in the transaction that stores it, checked against what the
/// change was made from. The ETag is the person's shelf's, whichever library is shown.
extension ShelfService {
    /// The shelf's version now; refuses a change made from a copy it has moved on from (412
    /// with the shelf at `library` as it is).
    func checkedShelfVersion(_ precondition: Precondition, user: UUID, library: UUID) async throws -> Int {
        let version = try await context.libraryStore.toBeReadVersion(user: user)
        // The shelf keeps no change time: only `If-Match` applies to it.
        guard precondition.holds(version: version, lastModified: .distantPast) else {
            throw try await staleShelf(user: user, library: library)
        }
        return version
    }

    /// Runs `write` with the shelf's version one up, in one transaction, and returns the new
    /// version; a conditional change must still find the version it was checked against.
    func versionedShelf(user: UUID, library: UUID, from seen: Int, _ precondition: Precondition,
                        _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws -> Int {
        do {
            return try await context.transaction { tx in
                try await tx.sql.raw("""
                    INSERT INTO \(ident: LibraryStore.toBeReadVersions) (id, version) VALUES (\(bind: user), 1) ON CONFLICT (id) DO NOTHING
                    """).run()
                guard let version = try await RowVersion.bump(LibraryStore.toBeReadVersions, id: user,
                                                              ifStill: precondition.isConditional ? seen : nil, on: tx.sql) else {
                    throw RowVersion.MovedOn()
                }
                try await write(tx)
                return version
            }
        } catch is RowVersion.MovedOn {
            throw try await staleShelf(user: user, library: library)
        }
    }

    /// The refusal, with the shelf at `library` as its GET shows it now.
    func staleShelf(user: UUID, library: UUID) async throws -> StaleCopy<[ToBeRead]> {
        let shelf = try await toBeReadShelf(user: user, library: try await context.libraries.find(library))
        return StaleCopy(current: shelf.titles, version: shelf.version)
    }
}
