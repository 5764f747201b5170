import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

@Suite("Reading: publications, positions, bookmarks, settings")
struct ReaderTests {
    struct Setup {
        let library: TestLibrary
        let title: UUID
        let reader: SessionResponse
    }

    /// A four-chapter book in a library and a patron with a card there (not borrowing yet).
    static func setUp(_ t: TestContext) async throws -> Setup {
        let library = try await TestLibrary.make(t)
        let title = try await library.add(t, book: BookFixture())
        return Setup(library: library, title: title, reader: try await t.patron("ada", at: library, card: "20000001"))
    }

    static func at(_ href: String, _ progression: Double, device: String = "phone", minutesAgo: Double = 0) -> ReadingPosition {
        ReadingPosition(locator: ReaderLocator(href: href, locations: .init(progression: progression), text: .init(highlight: "Det var en afton")),
                        device: ReaderDevice(id: device, name: device == "phone" ? "Ada's phone" : "Ada's tablet"),
                        modified: Date().addingTimeInterval(-minutesAgo * 60))
    }

    @Test func withoutALoanOnlyTheSampleIsListedAndServed() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let manifest = try await t.request(ReaderRoute.manifest(s.title), token: s.reader.token).decode(PublicationManifest.self)
            #expect(manifest.metadata.sample && manifest.readingOrder.map(\.href) == ["OEBPS/text/chapter1.xhtml"])
            let first = try await t.request(.GET, "/publications/\(s.title)/OEBPS/text/chapter1.xhtml", token: s.reader.token)
            #expect(first.status == .ok && first.body.string.contains("Kapitel 1"))
            let last = try await t.request(.GET, "/publications/\(s.title)/OEBPS/text/chapter4.xhtml", token: s.reader.token)
            #expect(last.status == .forbidden)
        }
    }

    @Test func aLoanOpensTheWholeBookAndItsEndLocksItAgainButKeepsThePlace() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let borrowed = try await t.borrow(s.title, as: s.reader)
            #expect(borrowed.status == .created)
            let loan = try borrowed.decode(Loan.self)
            #expect(loan.readable, "a borrowed e-book says it can be read here")
            let manifest = try await t.request(ReaderRoute.manifest(s.title), token: s.reader.token).decode(PublicationManifest.self)
            #expect(!manifest.metadata.sample && manifest.readingOrder.count == 4)
            #expect(manifest.toc.map(\.title) == ["Kapitel 1", "Kapitel 2", "Kapitel 3", "Kapitel 4"])
            let saved = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: Self.at("OEBPS/text/chapter4.xhtml", 0.5))
            #expect(saved.status == .ok, "\(saved.body.string)")
            #expect(try await t.request(LibraryRoute.returnLoan(loan.id), token: s.reader.token).status == .noContent)
            let locked = try await t.request(.GET, "/publications/\(s.title)/OEBPS/text/chapter4.xhtml", token: s.reader.token)
            #expect(locked.status == .forbidden)
            let kept = try await t.request(ReaderRoute.position(s.title), token: s.reader.token).decode(ReadingPosition.self)
            #expect(kept.locator.href == "OEBPS/text/chapter4.xhtml")
        }
    }

    @Test func servedChaptersForbidScriptsAndMayOnlyBeFramedBySatchel() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let res = try await t.request(.GET, "/publications/\(s.title)/OEBPS/text/chapter1.xhtml", token: s.reader.token)
            let policy = res.headers.first(name: "Content-Security-Policy") ?? ""
            #expect(policy.contains("default-src 'none'") && policy.contains("sandbox allow-same-origin") && !policy.contains("script-src"))
            #expect(res.headers.first(name: "X-Frame-Options") == "SAMEORIGIN")
            #expect(res.headers.first(name: "Content-Type")?.hasPrefix("application/xhtml+xml") == true)
        }
    }

    @Test func theServerComputesTheBookWidePlaceSoEveryDeviceAgrees() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let positions = try await t.request(ReaderRoute.positions(s.title), token: s.reader.token).decode(PositionList.self)
            let saved = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: Self.at("OEBPS/text/chapter3.xhtml", 0))
                .decode(ReadingPosition.self)
            // Chapter 3 starts after the positions of chapters 1 and 2.
            let start = try #require(positions.positions.firstIndex { $0.href == "OEBPS/text/chapter3.xhtml" })
            #expect(saved.locator.locations.position == start + 1)
            #expect(abs((saved.locator.locations.totalProgression ?? -1) - Double(start) / Double(positions.total)) < 0.000_1)
        }
    }

    @Test func anOlderPositionIsRefusedWithTheNewerOne() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            _ = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: Self.at("OEBPS/text/chapter1.xhtml", 0.6, device: "tablet"))
            // The phone was offline and replays a position from ten minutes ago.
            let stale = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token,
                                             json: Self.at("OEBPS/text/chapter1.xhtml", 0.1, minutesAgo: 10))
            #expect(stale.status == .conflict)
            let conflict = try stale.decode(PositionConflict.self)
            #expect(conflict.current.device.name == "Ada's tablet" && conflict.current.locator.locations.progression == 0.6)
        }
    }

    @Test func aPlaceOutsideTheBookOrASampleIsRefused() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            for position in [Self.at("OEBPS/text/chapter4.xhtml", 0.2), Self.at("OEBPS/nowhere.xhtml", 0.2), Self.at("OEBPS/text/chapter1.xhtml", 1.5)] {
                let res = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: position)
                #expect(res.status == .unprocessableEntity, "\(position.locator)")
            }
            // Nothing was saved: not an error, nothing to say (the reader opens at the start).
            #expect(try await t.request(ReaderRoute.position(s.title), token: s.reader.token).status == .noContent)
            #expect(try await t.request(ReaderRoute.position(UUID()), token: s.reader.token).status == .notFound)
        }
    }

    @Test func theProgressionAPIAcceptsABookWideProgressionAlone() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            var headers = HTTPHeaders()
            headers.bearerAuthorization = BearerAuthorization(token: s.reader.token)
            headers.contentType = ReaderAPI.progressionType
            let body = ReadiumProgression(modified: Date(), device: ReaderDevice(id: "kobo", name: "Thorium"), progression: 0.8, locator: nil)
            let res = try await t.request(.PUT, ReaderRoute.saveProgression(s.title).path, headers: headers,
                                          body: ByteBuffer(data: try JSONEncoder.api.encode(body)))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(res.headers.first(name: "Content-Type") == "application/vnd.readium.progression+json")
            let saved = try res.decode(ReadiumProgression.self)
            #expect(abs(saved.progression - 0.8) < 0.01 && saved.locator?.href == "OEBPS/text/chapter4.xhtml")
        }
    }

    @Test func aReplayedBookmarkIsAddedOnceAndADeletedOneNeverReturns() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let id = UUID()
            let input = BookmarkInput(locator: ReaderLocator(href: "OEBPS/text/chapter2.xhtml", locations: .init(progression: 0.3),
                                                             text: .init(highlight: "Den lilla trädgården")),
                                      device: ReaderDevice(id: "phone", name: "Ada's phone"), created: Date())
            #expect(try await t.request(ReaderRoute.putBookmark(s.title, id), token: s.reader.token, json: input).status == .created)
            let again = try await t.request(ReaderRoute.putBookmark(s.title, id), token: s.reader.token, json: input)
            #expect(again.status == .ok)
            let bookmark = try again.decode(ReaderBookmark.self)
            #expect(bookmark.motivation == "bookmarking" && bookmark.body?.value == "Kapitel 2" && bookmark.target.selector?.first?.exact == "Den lilla trädgården")
            let before = try await t.request(ReaderRoute.bookmarks(s.title), token: s.reader.token).decode(BookmarkList.self)
            #expect(before.items.count == 1)
            #expect(try await t.request(ReaderRoute.deleteBookmark(s.title, id), token: s.reader.token).status == .noContent)
            // An offline device replays its creation: the tombstone wins.
            #expect(try await t.request(ReaderRoute.putBookmark(s.title, id), token: s.reader.token, json: input).status == .gone)
            let after = try await t.request(ReaderRoute.bookmarks(s.title), token: s.reader.token, query: "?since=" + ISO8601DateFormatter().string(from: before.syncedAt.addingTimeInterval(-1)))
                .decode(BookmarkList.self)
            #expect(after.items.isEmpty && after.deleted.map(\.id) == ["urn:uuid:" + id.uuidString.lowercased()])
            #expect(try await t.request(ReaderRoute.bookmarks(s.title), token: s.reader.token).decode(BookmarkList.self).items.isEmpty)
        }
    }

    @Test func settingsFollowTheReaderWithPerBookOverridesAndStaleWritesRefused() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let big = ReaderSettingsInput(settings: ReaderSettings(fontSize: 140, theme: "sepia", brightness: 0.8), deviceId: "phone", modified: Date())
            #expect(try await t.request(ReaderRoute.saveSettings, token: s.reader.token, json: big).status == .ok)
            let opened = try await t.request(ReaderRoute.titleSettings(s.title), token: s.reader.token).decode(ReaderSettingsState.self)
            #expect(opened.settings.fontSize == 140 && !opened.forTitle)
            let night = ReaderSettingsInput(settings: ReaderSettings(fontSize: 120, theme: "night"), deviceId: "tablet", modified: Date())
            #expect(try await t.request(ReaderRoute.saveTitleSettings(s.title), token: s.reader.token, json: night).status == .ok)
            #expect(try await t.request(ReaderRoute.titleSettings(s.title), token: s.reader.token).decode(ReaderSettingsState.self).settings.theme == "night")
            let old = ReaderSettingsInput(settings: ReaderSettings(fontSize: 90), deviceId: "phone", modified: Date().addingTimeInterval(-3600))
            let stale = try await t.request(ReaderRoute.saveSettings, token: s.reader.token, json: old)
            #expect(stale.status == .conflict)
            #expect(try stale.decode(SettingsConflict.self).current.settings.fontSize == 140)
            #expect(try await t.request(ReaderRoute.clearTitleSettings(s.title), token: s.reader.token).status == .noContent)
            #expect(try await t.request(ReaderRoute.titleSettings(s.title), token: s.reader.token).decode(ReaderSettingsState.self).settings.fontSize == 140)
        }
    }

    @Test func badSettingsAreRefusedFieldByFieldAndNothingChanges() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let bad = ReaderSettingsInput(settings: ReaderSettings(fontSize: 900, fontFamily: "Comic", textColor: "red; background: url(x)",
                                                                   brightness: 0), deviceId: "phone", modified: Date())
            let res = try await t.request(ReaderRoute.saveSettings, token: s.reader.token, json: bad)
            #expect(res.status == .unprocessableEntity)
            let fields = try res.decode(Problem.self).errors?.map(\.field) ?? []
            #expect(fields == ["settings.fontSize", "settings.fontFamily", "settings.textColor", "settings.brightness"])
            #expect(try await t.request(ReaderRoute.settings, token: s.reader.token).decode(ReaderSettingsState.self).modified == nil)
        }
    }

    @Test func samplesAreKeptThroughTheAPIAndLoansSayHowMuchIsRead() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let plain = try await s.library.title(t)
            #expect(try await t.request(LibraryRoute.addSample(s.title), token: s.reader.token).status == .noContent)
            #expect(try await t.request(LibraryRoute.addSample(plain), token: s.reader.token).status == .notFound, "no e-book, no sample")
            let samples = try await t.request(LibraryRoute.samples(s.library.id), token: s.reader.token).decode([TitleSummary].self)
            #expect(samples.map(\.id) == [s.title])
            _ = try await t.borrow(s.title, as: s.reader)
            _ = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: Self.at("OEBPS/text/chapter3.xhtml", 0))
            let loans = try await t.request(LibraryRoute.loans(s.library.id), token: s.reader.token).decode([Loan].self)
            #expect(loans.first?.readable == true && abs((loans.first?.readProgress ?? 0) - 0.5) < 0.000_1)
            #expect(try await t.request(LibraryRoute.removeSample(s.title), token: s.reader.token).status == .noContent)
            #expect(try await t.request(LibraryRoute.samples(s.library.id), token: s.reader.token).decode([TitleSummary].self).isEmpty)
        }
    }

    @Test func theDataExportHasPlacesBookmarksAndSettings() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            _ = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: Self.at("OEBPS/text/chapter2.xhtml", 0.5))
            let mark = BookmarkInput(locator: ReaderLocator(href: "OEBPS/text/chapter2.xhtml", locations: .init(progression: 0.5)),
                                     device: ReaderDevice(id: "phone", name: "Phone"), created: Date())
            _ = try await t.request(ReaderRoute.putBookmark(s.title, UUID()), token: s.reader.token, json: mark)
            _ = try await t.request(ReaderRoute.saveSettings, token: s.reader.token,
                                    json: ReaderSettingsInput(settings: ReaderSettings(fontSize: 130), deviceId: "phone", modified: Date()))
            let export = try await t.request(.exportData, token: s.reader.token).body.string
            for expected in ["\"reading\"", "Röda rummet", "chapter2.xhtml", "bookmarking", "\"fontSize\":130"] {
                #expect(export.contains(expected), "\(expected) missing from the export")
            }
        }
    }

    @Test func theDemoBooksImportWithContentsFromTheNavigationDocumentAndTheNCX() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try DemoBooks.write(to: folder)
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 2)
            #expect(report.inserted == 2 && report.skipped.isEmpty, "\(report.skipped)")
            let reader = try await t.patron("ada", at: library, card: "20000001")
            var contents: [String: [String]] = [:]
            for title in try await TitleRecord.query(on: t.app.db).all() {
                _ = try await t.borrow(title.id!, as: reader)
                let manifest = try await t.request(ReaderRoute.manifest(title.id!), token: reader.token).decode(PublicationManifest.self)
                contents[title.title] = manifest.toc.map { $0.title ?? "" }
            }
            #expect(contents["Kartan över Lindhamn"] == ["Atlasen", "Gatunamnen", "Huset vid sjön", "Kvarnstigen", "Bryggan"]) // EPUB 3 nav
            #expect(contents["The Keeper's Ledger"] == ["The Ledger", "A Light on the Water", "One Hundred and Twelve Steps", "Morning",
                                                         "Notes on the Ledger"]) // EPUB 2 NCX
        }
    }

    @Test(EPUBPackageTests.needed)
    func theRealBooksImportAndTheirFirstChaptersRead() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let report = try await t.context.catalogueImport(library.record).importEPUBs(directory: EPUBPackageTests.folder, copies: 1)
            // The six Quick Start guides share one identifier, in six languages: six titles.
            #expect(report.inserted == 7, "\(report.skipped)")
            #expect(report.skipped.map(\.0) == ["invalid.epub"])
            let reader = try await t.patron("ada", at: library, card: "20000001")
            for title in try await TitleRecord.query(on: t.app.db).all() {
                let manifest = try await t.request(ReaderRoute.manifest(title.id!), token: reader.token).decode(PublicationManifest.self)
                #expect(!manifest.toc.isEmpty && !manifest.readingOrder.isEmpty, "\(title.title)")
                let first = try await t.request(.GET, "/publications/\(title.id!)/" + manifest.readingOrder[0].href, token: reader.token)
                #expect(first.status == .ok, "\(title.title): \(first.body.string.prefix(300))")
            }
        }
    }
}
