import Foundation
import SatchelCore

/// How the library's caches name what changed: a library's row (`library_libraries`), its
/// librarians' lists (`library_lists`), or its catalogue (`library_catalogue`: titles added or
/// changed by an import — not loans or ratings, which the caches let age out), each keyed by
/// the library.
enum LibraryCaches {
    static func key(_ library: UUID) -> String { "library:" + library.uuidString }

    /// The libraries `changes` name; nil when one changed everything.
    static func libraries(in changes: [CacheChange]) -> [UUID]? {
        var ids: [UUID] = []
        for change in changes {
            switch change.scope {
            case .key(let key) where key.hasPrefix("library:"):
                if let id = UUID(uuidString: String(key.dropFirst("library:".count))) { ids.append(id) }
            case .key, .user:
                continue
            case .all:
                return nil
            }
        }
        return ids
    }
}

extension SatchelContext {
    /// The library's `part` changed (`library_libraries`, `library_lists`, `library_catalogue`).
    func libraryChanged(_ part: String, _ library: UUID) {
        changed(part, .key(LibraryCaches.key(library)))
    }
}
