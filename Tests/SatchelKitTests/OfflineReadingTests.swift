import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// Reading offline with SatchelKit: a place or a highlight made without a network waits in the
/// `OfflineQueue` and is sent when the network returns; another device's newer place wins.
@Suite("SatchelKit: reading offline against a live server")
struct OfflineReadingTests {
    static let phone = ReaderDevice(id: "phone", name: "Ada's phone")
    static let tablet = ReaderDevice(id: "tablet", name: "Ada's tablet")

    @Test func aPlaceReadOfflineWaitsInTheQueueAndIsSavedWhenTheNetworkReturns() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, _) = try await borrower(url, transport: network)
            let queue = OfflineQueue(client: ada)
            let session = ReadingSession(client: ada, title: book.id, device: Self.phone, queue: queue)
            #expect(try await session.open() == .start)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[1].href
            func at(_ p: Double) -> ReaderLocator { ReaderLocator(href: chapter, locations: .init(progression: p)) }
            network.offline = true
            #expect(try await session.moved(to: at(0.3)) == nil, "queued, not lost")
            try await session.moved(to: at(0.6))
            #expect(try await session.flush() == nil)
            #expect(await queue.changes.count == 1, "the later place replaces the earlier one")
            network.offline = false
            let report = try await queue.replay()
            #expect(report.applied.count == 1 && report.conflicts.isEmpty)
            guard case .saved(let saved)? = try await session.replayed(report) else { Issue.record("not saved"); return }
            #expect(saved.locator.locations.progression == 0.6 && saved.device.id == "phone")
            #expect(await session.known == saved.revision, "the next place builds on it")
            #expect(try await ada.reader.position(book.id)?.locator.locations.progression == 0.6)
        }
    }

    @Test func aQueuedPlaceOlderThanAnotherDevicesComesBackAsNewerElsewhere() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, _) = try await borrower(url, transport: network)
            let queue = OfflineQueue(client: ada)
            let session = ReadingSession(client: ada, title: book.id, device: Self.phone, queue: queue)
            _ = try await session.open()
            let chapter = try await ada.reader.manifest(book.id).readingOrder[1].href
            func at(_ p: Double) -> ReaderLocator { ReaderLocator(href: chapter, locations: .init(progression: p)) }
            network.offline = true
            try await session.moved(to: at(0.3))
            network.offline = false
            // Meanwhile the tablet read on.
            let there = ReadingPosition(locator: at(0.8), device: Self.tablet, modified: Date(), basedOn: 0)
            guard case .saved = try await ada.reader.savePosition(book.id, there) else { Issue.record("the tablet's place"); return }
            let report = try await queue.replay()
            #expect(report.applied.isEmpty && report.conflicts.map(\.status) == [409])
            guard case .newerElsewhere(let newer)? = try await session.replayed(report) else { Issue.record("not offered"); return }
            #expect(newer.device.id == "tablet" && newer.locator.locations.progression == 0.8)
            #expect(try await ada.reader.position(book.id)?.device.id == "tablet", "never overwritten")
        }
    }

    @Test func aBookmarkMadeOfflineIsKeptHereAndSentWithTheQueue() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, _) = try await borrower(url, transport: network)
            let queue = OfflineQueue(client: ada)
            let session = ReadingSession(client: ada, title: book.id, device: Self.phone, queue: queue)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[1].href
            network.offline = true
            let mark = try await session.addBookmark(at: ReaderLocator(href: chapter, locations: .init(progression: 0.5)))
            #expect(await session.knownBookmarks.map(\.id) == [mark.id])
            network.offline = false
            #expect(try await queue.replay().applied.count == 1)
            #expect(try await ada.reader.bookmarks(book.id).items.map(\.id) == [mark.id])
        }
    }

    @Test func highlightsAndNotesRoundTripWithVersions() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, _) = try await borrower(url)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[0].href
            let id = UUID()
            let input = AnnotationInput(locator: ReaderLocator(href: chapter, locations: .init(progression: 0), text: .init(highlight: "Atlasen")),
                                        colour: "green", device: Self.phone, created: Date())
            let made = try #require(try await ada.annotations.put(book.id, id: id, input))
            #expect(made.colour == "green" && made.exact == "Atlasen")
            #expect(try await ada.annotations.put(book.id, id: id, input)?.version == made.version, "the same again changes nothing")
            let noted = try #require(try await ada.annotations.change(book.id, id: id, AnnotationChange(note: "Where it starts", device: Self.phone,
                                                                                                         modified: Date()), version: made.version))
            #expect(noted.note == "Where it starts" && noted.version == made.version + 1)
            do {
                _ = try await ada.annotations.change(book.id, id: id, AnnotationChange(colour: "pink", device: Self.tablet, modified: Date()),
                                                     version: made.version)
                Issue.record("a change from an old copy was applied")
            } catch let error as SatchelError {
                #expect(error.status == 412 && error.current(as: ReaderAnnotation.self)?.note == "Where it starts")
            }
            let list = try await ada.annotations.list(book.id)
            #expect(list.items.map(\.id) == [made.id])
            try await ada.annotations.delete(book.id, id: id)
            let later = try await ada.annotations.list(book.id, since: list.syncedAt)
            #expect(later.items.isEmpty && later.deleted.map(\.id) == [made.id])
        }
    }

    @Test func aHighlightMadeOfflineIsQueuedAndAppearsAfterTheReplay() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, _) = try await borrower(url, transport: network)
            let queue = OfflineQueue(client: ada)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[0].href
            let input = AnnotationInput(locator: ReaderLocator(href: chapter, locations: .init(progression: 0), text: .init(highlight: "Atlasen")),
                                        colour: "yellow", note: "Read on the train", device: Self.phone, created: Date())
            network.offline = true
            #expect(try await ada.annotations.put(book.id, input, queue: queue) == nil)
            #expect(await queue.changes.count == 1)
            network.offline = false
            #expect(try await queue.replay().applied.count == 1)
            #expect(try await ada.annotations.list(book.id).items.map(\.note) == ["Read on the train"])
        }
    }

    @Test func theJourneyListsTheLoanAndForgetsIt() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, loan) = try await borrower(url)
            let items = try await ada.journey.all()
            #expect(items.map(\.loanId) == [loan.id] && items.first?.title == book.title)
            try await ada.journey.delete(loan: loan.id)
            #expect(try await ada.journey.all().isEmpty)
        }
    }

    @Test func theOfflineLicencesListTheBorrowedBookUntilItIsDue() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, loan) = try await borrower(url)
            let licences = try await ada.reader.offlineLicences()
            #expect(licences.map(\.titleId) == [book.id] && licences.first?.until == loan.dueAt)
            let manifest = try #require(licences.first?.files.first)
            #expect(manifest.hasSuffix("/manifest.json"))
        }
    }
}
