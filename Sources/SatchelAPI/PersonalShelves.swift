import Foundation

/// Shelves of one's own (issue 43): named by their owner, holding titles of any library;
/// nobody else sees them. Each shelf is versioned (`ETag`, `If-Match`).
public enum PersonalShelfRoute: TypedRoute, Hashable {
    case shelves
    case createShelf
    case shelf(UUID)
    case renameShelf(UUID)
    case deleteShelf(UUID)
    case addTitle(shelf: UUID, title: UUID)
    case removeTitle(shelf: UUID, title: UUID)
    case titleShelves(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .shelves, .shelf, .titleShelves: return .get
        case .createShelf: return .post
        case .renameShelf: return .patch
        case .deleteShelf, .removeTitle: return .delete
        case .addTitle: return .put
        }
    }

    public var parts: [RoutePart] {
        let base: [RoutePart] = [.literal("library"), .literal("my-shelves")]
        switch self {
        case .shelves, .createShelf: return base
        case .shelf(let id), .renameShelf(let id), .deleteShelf(let id): return base + [.parameter("shelfId", id)]
        case .addTitle(let shelf, let title), .removeTitle(let shelf, let title):
            return base + [.parameter("shelfId", shelf), .literal("titles"), .parameter("titleId", title)]
        case .titleShelves(let id): return [.literal("library"), .literal("titles"), .parameter("titleId", id), .literal("my-shelves")]
        }
    }
}

/// A shelf's name, to make one or rename it: 1–60 characters, not the name of another of your
/// shelves (case is not a difference).
public struct PersonalShelfInput: Codable, Sendable, Equatable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// One of your shelves.
public struct PersonalShelf: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var titleCount: Int
    /// One up with every rename and every title put on or taken off; its `ETag`.
    public var version: Int
    public var createdAt: Date

    public init(id: UUID, name: String, titleCount: Int, version: Int, createdAt: Date) {
        self.id = id
        self.name = name
        self.titleCount = titleCount
        self.version = version
        self.createdAt = createdAt
    }
}

/// A title on a shelf, with the library that has it.
public struct PersonalShelfTitle: Codable, Sendable, Equatable {
    public var title: TitleSummary
    public var library: LibraryRef
    public var addedAt: Date

    public init(title: TitleSummary, library: LibraryRef, addedAt: Date) {
        self.title = title
        self.library = library
        self.addedAt = addedAt
    }
}

/// A shelf and its titles, the latest put on first.
public struct PersonalShelfDetail: Codable, Sendable, Equatable {
    public var shelf: PersonalShelf
    public var titles: [PersonalShelfTitle]

    public init(shelf: PersonalShelf, titles: [PersonalShelfTitle]) {
        self.shelf = shelf
        self.titles = titles
    }
}

/// One of your shelves and whether a title is on it.
public struct PersonalShelfMark: Codable, Sendable, Equatable {
    public var shelf: PersonalShelf
    public var contains: Bool

    public init(shelf: PersonalShelf, contains: Bool) {
        self.shelf = shelf
        self.contains = contains
    }
}
