import Foundation
import SatchelAPI

/// Keeps one book's place and bookmarks in step with the server while someone reads:
/// positions go out at most every `interval` (15 s) and whenever the app calls `flush()`
/// (going to the background, closing the book); a newer place from another device comes back
/// as a choice for the reader; bookmarks sync incrementally and deleted ones stay deleted.
///
/// With an `OfflineQueue`, a place that cannot be sent (no network, the server failing) waits in
/// the queue, still based on the revision this device had seen, and goes out with the queue's
/// `replay()`; give the replay's report to `replayed(_:)`, which says whether the place was
/// saved or another device's newer place came back instead (never overwritten).
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
    let queue: OfflineQueue?
    /// This book's place waiting in the queue (one at most: a later place replaces it).
    public private(set) var queuedPlace: UUID?

    public init(client: SatchelClient, title: UUID, device: ReaderDevice, local: ReaderLocator? = nil, interval: TimeInterval = 15,
                now: @escaping @Sendable () -> Date = { Date() }, queue: OfflineQueue? = nil) {
        reader = client.reader
        self.title = title
        self.device = device
        self.local = local
        self.interval = interval
        self.now = now
        self.queue = queue
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
    /// (offline), it is kept for the next `moved` or `flush` — or, with a queue, it waits in the
    /// queue and nil is returned.
    @discardableResult
    public func flush() async throws -> SyncOutcome<ReadingPosition>? {
        guard var place = pending else { return nil }
        lastPost = now()
        place.basedOn = known
        let outcome: SyncOutcome<ReadingPosition>
        do {
            outcome = try await reader.savePosition(title, place)
        } catch where queue != nil && Self.isTemporary(error) {
            try await keep(place)
            if pending?.locator == place.locator { pending = nil }
            return nil
        }
        if pending?.locator == place.locator { pending = nil }
        // What waited in the queue is older than what the server just answered about.
        if let queuedPlace { try await queue?.withdraw(queuedPlace) }
        queuedPlace = nil
        switch outcome {
        case .saved(let saved): known = saved.revision ?? known
        case .newerElsewhere(let newer): elsewhere = newer
        }
        return outcome
    }

    /// Not sent now, worth sending later: no network, the server failing or asking to wait.
    static func isTemporary(_ error: any Error) -> Bool {
        guard let error = error as? SatchelError else { return true }
        return error.status >= 500 || OfflineQueue.isTemporary(error)
    }

    /// Queues `place` in place of this book's earlier queued place, based on what that one was.
    func keep(_ place: ReadingPosition) async throws {
        guard let queue else { return }
        var place = place
        if let queuedPlace, let earlier = try await queue.withdraw(queuedPlace) {
            place.basedOn = earlier.draft(as: ReadingPosition.self)?.basedOn ?? place.basedOn
        }
        queuedPlace = try await queue.enqueue(ReaderRoute.savePosition(title), body: place, label: "Reading place").id
    }

    /// What became of this book's queued place in a replay of the queue: `.saved` (the place is
    /// the newest now), `.newerElsewhere` (another device saved a place meanwhile: offer it, as
    /// when online; this one was not applied), or nil (not sent yet, or none was queued).
    @discardableResult
    public func replayed(_ report: OfflineQueue.Report) async throws -> SyncOutcome<ReadingPosition>? {
        guard let id = queuedPlace else { return nil }
        if report.applied.contains(where: { $0.id == id }) {
            queuedPlace = nil
            // The report has no answers: the saved place says which revision it became.
            guard let saved = try await reader.position(title) else { return nil }
            if saved.device.id == device.id {
                known = saved.revision ?? known
                return .saved(saved)
            }
            elsewhere = saved
            return .newerElsewhere(saved)
        }
        guard let conflict = report.conflicts.first(where: { $0.change.id == id }) else { return nil }
        queuedPlace = nil
        guard let current = (try? SatchelClient.decoder.decode(PositionConflict.self, from: conflict.answer))?.current else { return nil }
        if current.device.id == device.id {
            known = current.revision ?? known
            return .saved(current)
        }
        elsewhere = current
        return .newerElsewhere(current)
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
    /// With a queue, a bookmark that cannot be sent now is queued and kept here as made.
    @discardableResult
    public func addBookmark(at locator: ReaderLocator, id: UUID = UUID()) async throws -> ReaderBookmark {
        let input = BookmarkInput(locator: locator, device: device, created: now())
        let bookmark: ReaderBookmark
        do {
            bookmark = try await reader.putBookmark(title, id: id, input)
        } catch where queue != nil && Self.isTemporary(error) {
            try await queue?.enqueue(ReaderRoute.putBookmark(title, id), body: input, label: "Bookmark")
            bookmark = ReaderBookmark(id: id, created: input.created, modified: input.created,
                                      target: .init(source: locator.href, selector: nil, locator: locator), body: nil)
        }
        bookmarks[bookmark.id] = bookmark
        return bookmark
    }

    /// With a queue, a deletion that cannot be sent now is queued (the bookmark is gone here).
    public func deleteBookmark(_ id: UUID) async throws {
        do {
            try await reader.deleteBookmark(title, id: id)
        } catch where queue != nil && Self.isTemporary(error) {
            try await queue?.enqueue(ReaderRoute.deleteBookmark(title, id), label: "Delete bookmark")
        }
        bookmarks.removeValue(forKey: "urn:uuid:" + id.uuidString.lowercased())
    }
}
