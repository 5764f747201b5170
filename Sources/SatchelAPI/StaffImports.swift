import Foundation

/// A library's staff import catalogue files (MARC 21 or EPUB) as administrators do
/// (`AdminLibraryRoute.startImport`): the body is the file, streamed; the answer is the
/// import's progress (`LibraryImportProgress`), read again at `importProgress`.
public enum StaffImportRoute: TypedRoute, Hashable {
    /// `?copies=N` (default 1) or `?unlimited=true`; `?filename=`.
    case startImport(library: UUID)
    case importProgress(library: UUID, import: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .startImport: .post
        case .importProgress: .get
        }
    }

    public var parts: [RoutePart] {
        let base: (UUID) -> [RoutePart] = {
            [.literal("library"), .literal("libraries"), .parameter("libraryId", $0), .literal("staff"), .literal("imports")]
        }
        switch self {
        case .startImport(let library): return base(library)
        case .importProgress(let library, let id): return base(library) + [.parameter("importId", id)]
        }
    }
}
