import Foundation
import SatchelAPI

/// Keeps one book's place and bookmarks in step with the server while someone reads:
/// positions go out at most every `interval` (15 s) and whenever the app calls `flush()`
/// (going to the background, closing the book); a newer place from another device comes back
/// as a choice for the reader; bookmarks sync incrementally and deleted ones stay deleted.
public actor ReadingSession {
    /// What to do on opening the book.
    public enum Opening: Sendable, Equatable {
        /// Never opened: start at the beginning.
        case start
        /// Open here (this device's own place, or the only one there is).
        case resume(ReadingPosition)
        /// This device was at `here`, but `there` (another device) is newer: offer
        /// "continue where you left off on `there.device.name`" or stay.
        case elsewhere(here: ReaderLocator, there: ReadingPosition)
    }

    let reader: ReaderClient
    public let title: UUID
    public let device: ReaderDevice
    let interval: TimeInterval
    let now: @Sendable () -> Date
    private var lastPost: Date?
    /// The latest place not yet on the server, stamped when the reader got there: a place read
    /// offline keeps its time, so a newer place from another device still wins.
    private var pending: ReadingPosition?
    /// Where this device last was (kept by the app between launches).
    public private(set) var local: ReaderLocator?
    /// The revision of the saved place this device has seen (on opening, in the answer to its
    /// last post, or chosen against with `stay()`): posts are based on it, so a place another
    /// device saved since is never overwritten unseen — the post comes back `.newerElsewhere`.
    public private(set) var known: Int?
    /// The newer place from another device that the last post or opening came back with.
    private var elsewhere: ReadingPosition?
    private var bookmarks: [String: ReaderBookmark] = [:]
    private var syncedAt: Date?

    public init(client: SatchelClient, title: UUID, device: ReaderDevice, local: ReaderLocator? = nil, interval: TimeInterval = 15,
                now: @escaping @Sendable () -> Date = { Date() }) {
        reader = client.reader
        self.title = title
        self.device = device
        self.local = local
        self.interval = interval
        self.now = now
    }

    /// Decides where to open: the server's place unless this device has its own and the
    /// server's came from another device.
    public func open() async throws -> Opening {
        guard let saved = try await reader.position(title) else {
            known = 0
            return local.map { .resume(position($0)) } ?? .start
        }
        known = saved.revision
        guard let local, local != saved.locator else { return .resume(saved) }
        if saved.device.id != device.id {
            // Until the reader chooses (`stay()` or `follow(_:)`), moves here ask again.
            known = 0
            elsewhere = saved
            return .elsewhere(here: local, there: saved)
        }
        // The server has this device's older place: what it read since (offline, or before
        // the app was closed) was never sent. Resume here, and send it.
        pending = position(local)
        return .resume(position(local))
    }

    /// The reader is at `locator` now. Posts it when the last post is at least `interval` old;
    /// otherwise it waits for the next move or `flush()`. A newer place elsewhere is returned.
    @discardableResult
    public func moved(to locator: ReaderLocator) async throws -> SyncOutcome<ReadingPosition>? {
        local = locator
        pending = position(locator)
        if let lastPost, now().timeIntervalSince(lastPost) < interval { return nil }
        return try await flush()
    }

    /// Posts the latest place now, if there is one not yet posted. If it cannot be sent
    /// (offline), it is kept for the next `moved` or `flush`.
    @discardableResult
    public func flush() async throws -> SyncOutcome<ReadingPosition>? {
        guard var place = pending else { return nil }
        lastPost = now()
        place.basedOn = known
        let outcome = try await reader.savePosition(title, place)
        if pending?.locator == place.locator { pending = nil }
        switch outcome {
        case .saved(let saved): known = saved.revision ?? known
        case .newerElsewhere(let newer): elsewhere = newer
        }
        return outcome
    }

    /// "Stay here": this device's place becomes the newest, over the newer one from elsewhere
    /// that it was shown.
    @discardableResult
    public func stay() async throws -> SyncOutcome<ReadingPosition>? {
        guard let local else { return nil }
        if let elsewhere { known = elsewhere.revision ?? known }
        elsewhere = nil
        pending = position(local)
        return try await flush()
    }

    /// "Continue where you left off on …": the reader goes to `there`; later moves build on it.
    public func follow(_ there: ReadingPosition) {
        known = there.revision ?? known
        elsewhere = nil
        local = there.locator
        pending = nil
    }

    func position(_ locator: ReaderLocator) -> ReadingPosition { ReadingPosition(locator: locator, device: device, modified: now()) }

    // MARK: bookmarks

    /// The bookmarks as far as this device knows, in book order.
    public var knownBookmarks: [ReaderBookmark] {
        bookmarks.values.sorted { ($0.target.locator.locations.totalProgression ?? 0, $0.created) < ($1.target.locator.locations.totalProgression ?? 0, $1.created) }
    }

    /// Fetches what changed since the last sync (everything the first time) and applies it,
    /// deletions included.
    @discardableResult
    public func syncBookmarks() async throws -> [ReaderBookmark] {
        let changes = try await reader.bookmarks(title, since: syncedAt)
        if syncedAt == nil { bookmarks = [:] }
        for bookmark in changes.items { bookmarks[bookmark.id] = bookmark }
        for gone in changes.deleted { bookmarks.removeValue(forKey: gone.id) }
        syncedAt = changes.syncedAt
        return knownBookmarks
    }

    /// Adds a bookmark here. A replay of the same `id` (after a lost answer) adds nothing.
    @discardableResult
    public func addBookmark(at locator: ReaderLocator, id: UUID = UUID()) async throws -> ReaderBookmark {
        let bookmark = try await reader.putBookmark(title, id: id, BookmarkInput(locator: locator, device: device, created: now()))
        bookmarks[bookmark.id] = bookmark
        return bookmark
    }

    public func deleteBookmark(_ id: UUID) async throws {
        try await reader.deleteBookmark(title, id: id)
        bookmarks.removeValue(forKey: "urn:uuid:" + id.uuidString.lowercased())
    }
}
