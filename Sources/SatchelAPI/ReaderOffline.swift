import Foundation

/// Reading offline (tag `reader`): the books a person may keep on a device, and until when.
public enum ReaderOfflineRoute: TypedRoute, Hashable {
    case licences

    public var method: HTTPMethodName { .get }

    public var parts: [RoutePart] {
        switch self {
        case .licences: return [.literal("reader"), .literal("offline")]
        }
    }
}

/// A borrowed e-book that may be kept on a device until the loan is due: every address the
/// reader needs to open it without a network.
public struct OfflineLicence: Codable, Sendable, Equatable {
    public var titleId: UUID
    public var loanId: UUID
    public var title: String
    /// The library's short name (its pages are under `/library/<slug>`).
    public var library: String
    /// When the loan is due: the copy on the device is deleted then.
    public var until: Date
    /// The reader's page for the book.
    public var readerPath: String
    /// Same-site paths, already percent-encoded: the publication manifest, every document and
    /// resource it lists, the position list, and the reader's own reads (place, settings,
    /// bookmarks, highlights and notes).
    public var files: [String]
    /// The book file's size: the copy on the device needs about this much room, or more.
    public var bytes: Int

    public init(titleId: UUID, loanId: UUID, title: String, library: String, until: Date, readerPath: String, files: [String], bytes: Int) {
        self.titleId = titleId
        self.loanId = loanId
        self.title = title
        self.library = library
        self.until = until
        self.readerPath = readerPath
        self.files = files
        self.bytes = bytes
    }
}

/// Every book you may read offline now: the open loans, on the cards you are signed in to
/// their libraries with, of titles with an e-book; the soonest due first. A copy of a book not
/// listed (returned, expired, returned on another device) is to be deleted.
public struct OfflineLicences: Codable, Sendable, Equatable {
    public var items: [OfflineLicence]

    public init(items: [OfflineLicence]) {
        self.items = items
    }
}
