import Foundation
import SatchelAPI

/// The signed-in user's own things kept on the device, so the app can show them without a
/// connection: their wishes (the inbox and every list), reminders (open and done) with their
/// lists, and their bookshelf at each library (loans, holds, samples, to-be-read). Borrowed
/// books can be downloaded to read offline; a download is deleted once its loan has ended.
///
/// Each user's things are kept in their own folder (`<directory>/<user id>`) that only the
/// device's owner can open (0700), and every file in it is created readable by its owner only
/// (0600; on iOS also encrypted while the phone is locked after a restart), so someone else
/// signing in on the device never sees them; without a directory, in memory.
public actor LocalCache {
    public enum Failure: Error, Sendable, Equatable {
        /// The client is signed in as someone other than the cache's user.
        case otherUser
    }

    public struct Snapshot: Codable, Sendable {
        public var userId: UUID
        public var refreshedAt: Date
        public var inbox: [Wish]
        public var lists: [WishListDetail]
        public var openReminders: [Reminder]
        public var doneReminders: [Reminder]
        public var reminderLists: [ReminderList]
        public var bookshelves: [Bookshelf]
    }

    /// What the user has at one library.
    public struct Bookshelf: Codable, Sendable, Equatable {
        public var library: LibrarySummary
        /// nil when the library's card session had ended at the last refresh (sign in with the
        /// card again to see them).
        public var loans: [Loan]?
        public var holds: [Hold]?
        public var samples: [TitleSummary]
        public var toBeRead: [ToBeRead]

        var isEmpty: Bool { (loans ?? []).isEmpty && (holds ?? []).isEmpty && samples.isEmpty && toBeRead.isEmpty }
    }

    /// A book's files on the device: its manifest and every file the manifest names.
    struct Download: Codable {
        var libraryId: UUID
        var manifest: PublicationManifest
        /// The manifest's hrefs (without fragments) to file names in the book's folder.
        var files: [String: String]
    }

    let client: SatchelClient
    /// Whose cache this is.
    public let user: UUID
    /// This user's folder.
    let directory: URL?
    public private(set) var snapshot: Snapshot?
    var downloads: [UUID: Download]

    /// `user` is the signed-in user's id (`SessionResponse.user.id`, `Me.id`).
    public init(client: SatchelClient, user: UUID, directory: URL? = nil) {
        self.client = client
        self.user = user
        let folder = directory?.appendingPathComponent(user.uuidString.lowercased())
        self.directory = folder
        snapshot = folder.flatMap { Self.read(Snapshot.self, $0.appendingPathComponent("snapshot.json")) }
        downloads = folder.flatMap { Self.read([UUID: Download].self, $0.appendingPathComponent("downloads.json")) } ?? [:]
    }

    /// Fetches everything again and keeps it. All or nothing: if anything cannot be fetched
    /// (offline), the error is thrown and the previous snapshot stays.
    @discardableResult
    public func refresh() async throws -> Snapshot {
        let downloadedBefore = Set(downloads.keys)
        let me = try await client.me()
        guard me.id == user else { throw Failure.otherUser }
        let inbox = try await client.wishes.inbox()
        var lists: [WishListDetail] = []
        for list in try await client.wishes.lists() { lists.append(try await client.wishes.list(list.id)) }
        let open = try await collect(client.spots.reminders(state: "open"))
        let done = try await collect(client.spots.reminders(state: "done"))
        let reminderLists = try await client.spots.lists()
        var shelves: [Bookshelf] = []
        for library in try await client.library.libraries() { shelves.append(try await bookshelf(at: library)) }
        let fresh = Snapshot(userId: me.id, refreshedAt: Date(), inbox: inbox, lists: lists, openReminders: open,
                             doneReminders: done, reminderLists: reminderLists,
                             bookshelves: shelves.filter { !$0.isEmpty || $0.library.chosen })
        snapshot = fresh
        try write(fresh, "snapshot.json")
        // Only downloads that were there before the fetch: one made meanwhile is for a loan
        // the fetched shelves may not show yet.
        try forgetEndedLoans(shelves, among: downloadedBefore)
        return fresh
    }

    /// Forgets everything of this user's (on sign-out): the snapshot and every downloaded book.
    public func clear() throws {
        snapshot = nil
        downloads = [:]
        memoryFiles = [:]
        if let directory, FileManager.default.fileExists(atPath: directory.path) { try FileManager.default.removeItem(at: directory) }
    }

    // MARK: Books to read offline

    /// Downloads a book on loan (or its sample) to read offline: the manifest and every file
    /// it names. Returns the manifest.
    @discardableResult
    public func download(_ title: UUID) async throws -> PublicationManifest {
        let libraryId = try await client.library.title(title).libraryId
        let manifest = try await client.reader.manifest(title)
        let folder = bookFolder(title)
        if let folder { try makeFolder(folder) }
        var files: [String: String] = [:]
        for link in manifest.readingOrder + manifest.resources {
            let path = Self.pathOnly(link.href)
            guard files[path] == nil else { continue }
            let data = try await client.reader.resource(title, href: path)
            let name = "f\(files.count)"
            if let folder { try PrivateFile.save(data, to: folder.appendingPathComponent(name)) }
            memoryFiles[title, default: [:]][name] = folder == nil ? data : nil
            files[path] = name
        }
        downloads[title] = Download(libraryId: libraryId, manifest: manifest, files: files)
        try write(downloads, "downloads.json")
        return manifest
    }

    /// Books downloaded to read offline.
    public var downloadedTitles: [UUID] { Array(downloads.keys) }

    public func offlineManifest(_ title: UUID) -> PublicationManifest? { downloads[title]?.manifest }

    /// A downloaded book's file by its href in the manifest; nil if it is not on the device.
    public func offlineResource(_ title: UUID, href: String) -> Data? {
        guard let name = downloads[title]?.files[Self.pathOnly(href)] else { return nil }
        if let folder = bookFolder(title) { return try? Data(contentsOf: folder.appendingPathComponent(name)) }
        return memoryFiles[title]?[name]
    }

    public func removeDownload(_ title: UUID) throws {
        downloads[title] = nil
        memoryFiles[title] = nil
        if let folder = bookFolder(title) { try? FileManager.default.removeItem(at: folder) }
        try write(downloads, "downloads.json")
    }

    // MARK: Inside

    /// Without a folder, downloaded files are kept here.
    var memoryFiles: [UUID: [String: Data]] = [:]

    func bookshelf(at library: LibrarySummary) async throws -> Bookshelf {
        var loans: [Loan]?, holds: [Hold]?
        do {
            loans = try await client.library.loans(library.id)
            holds = try await client.library.holds(library.id)
        } catch let error as SatchelError where error.status == 401 || error.status == 403 {
            // No card session there now: the shelf is unknown, not empty.
            (loans, holds) = (nil, nil)
        }
        return Bookshelf(library: library, loans: loans, holds: holds, samples: try await client.library.samples(library.id),
                         toBeRead: try await client.library.toBeRead(library.id))
    }

    /// A download stays while its title is on loan or kept as a sample; a library whose loans
    /// are unknown (no card session) keeps its downloads until they are known. `shelves` has
    /// every library, so a library that is gone takes its downloads with it.
    func forgetEndedLoans(_ shelves: [Bookshelf], among titles: Set<UUID>) throws {
        for (title, download) in downloads where titles.contains(title) {
            guard let shelf = shelves.first(where: { $0.library.id == download.libraryId }) else {
                try removeDownload(title)
                continue
            }
            guard let loans = shelf.loans else { continue }
            let kept = loans.contains { $0.title.id == title } || (download.manifest.metadata.sample && shelf.samples.contains { $0.id == title })
            if !kept { try removeDownload(title) }
        }
    }

    func collect<Element>(_ stream: AsyncThrowingStream<Element, any Error>) async throws -> [Element] {
        var all: [Element] = []
        for try await element in stream { all.append(element) }
        return all
    }

    func bookFolder(_ title: UUID) -> URL? { directory?.appendingPathComponent("books").appendingPathComponent(title.uuidString) }

    func makeFolder(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func write(_ value: some Encodable, _ name: String) throws {
        guard let directory else { return }
        try makeFolder(directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        try PrivateFile.save(SatchelClient.encoder.encode(value), to: directory.appendingPathComponent(name))
    }

    static func read<T: Decodable>(_ type: T.Type, _ url: URL) -> T? {
        (try? Data(contentsOf: url)).flatMap { try? SatchelClient.decoder.decode(T.self, from: $0) }
    }

    static func pathOnly(_ href: String) -> String { href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href }
}
