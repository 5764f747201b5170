import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

/// Reading order as real books write their spines: a document listed more than once (for
/// sections of it), fragments repeated across files, and `linear="no"` documents. Paging goes
/// through every document once, in order; non-linear ones are outside the flow.
@Suite("Reading order: every document once, non-linear ones outside the flow")
struct ReadingOrderTests {
    /// BookFixture's four chapters under a package whose manifest has `items` (id, href) and
    /// whose spine is `spine` (raw itemrefs).
    static func book(title: String, items: [(String, String)], spine: String) -> BookFixture {
        var book = BookFixture()
        book.title = title
        let listed = items.map { "<item id=\"\($0.0)\" href=\"\($0.1)\" media-type=\"application/xhtml+xml\"/>" }
        book.packageDocument = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">urn:uuid:\(UUID().uuidString.lowercased())</dc:identifier>
                <dc:title>\(title)</dc:title><dc:creator>August Strindberg</dc:creator><dc:language>sv</dc:language>
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="css" href="style/book.css" media-type="text/css"/>
                <item id="cover" href="images/cover.png" media-type="image/png" properties="cover-image"/>
                \(listed.joined(separator: "\n"))
              </manifest>
              <spine>\(spine)</spine>
            </package>
            """
        return book
    }

    static let chapters = (1...4).map { "OEBPS/text/chapter\($0).xhtml" }

    /// The manifest and position list a patron with a loan gets.
    static func opened(_ t: TestContext, _ book: BookFixture) async throws -> (PublicationManifest, PositionList, SessionResponse, UUID) {
        let library = try await TestLibrary.make(t)
        let title = try await library.add(t, book: book)
        let reader = try await t.patron("ada", at: library, card: "20000001")
        #expect(try await t.borrow(title, as: reader).status == .created)
        let manifest = try await t.request(ReaderRoute.manifest(title), token: reader.token).decode(PublicationManifest.self)
        let positions = try await t.request(ReaderRoute.positions(title), token: reader.token).decode(PositionList.self)
        return (manifest, positions, reader, title)
    }

    /// Positions run through the documents in reading order, each document's in one stretch.
    static func runOnce(_ positions: PositionList, through order: [String]) -> Bool {
        var seen: [String] = []
        for position in positions.positions where seen.last != position.href { seen.append(position.href) }
        let numbers = positions.positions.compactMap(\.locations.position)
        return seen == order && numbers == Array(1...positions.positions.count)
    }

    @Test func aDocumentTheSpineListsAgainForAnotherSectionIsReadOnceWhereItFirstAppears() async throws {
        try await withSatchel { t in
            let items = [("c1", "text/chapter1.xhtml"), ("c2", "text/chapter2.xhtml#o8"), ("c2b", "text/chapter2.xhtml#o12"),
                         ("c3", "text/chapter3.xhtml"), ("c4", "text/chapter4.xhtml")]
            let book = Self.book(title: "Hemsöborna", items: items,
                                 spine: #"<itemref idref="c1"/><itemref idref="c2"/><itemref idref="c2b"/><itemref idref="c3"/><itemref idref="c4"/>"#)
            let (manifest, positions, _, _) = try await Self.opened(t, book)
            #expect(manifest.readingOrder.map(\.href) == Self.chapters)
            #expect(Self.runOnce(positions, through: Self.chapters))
        }
    }

    @Test func fragmentsRepeatedAcrossTwoFilesStillReadEachFileOnceInOrder() async throws {
        try await withSatchel { t in
            let items = [("a1", "text/chapter1.xhtml#s1"), ("b1", "text/chapter2.xhtml#s1"), ("a2", "text/chapter1.xhtml#s2"),
                         ("b2", "text/chapter2.xhtml#s2"), ("c3", "text/chapter3.xhtml"), ("c4", "text/chapter4.xhtml")]
            let spine = ["a1", "b1", "a2", "b2", "c3", "c4"].map { "<itemref idref=\"\($0)\"/>" }.joined()
            let (manifest, positions, _, _) = try await Self.opened(t, Self.book(title: "Fröken Julie", items: items, spine: spine))
            #expect(manifest.readingOrder.map(\.href) == Self.chapters)
            #expect(Self.runOnce(positions, through: Self.chapters))
        }
    }

    @Test func aNonLinearDocumentIsOutsideTheFlowButOpensFromTheContents() async throws {
        try await withSatchel { t in
            let items = (1...4).map { ("c\($0)", "text/chapter\($0).xhtml") }
            let spine = #"<itemref idref="c1"/><itemref idref="c2"/><itemref idref="c3" linear="no"/><itemref idref="c4"/>"#
            let (manifest, positions, reader, title) = try await Self.opened(t, Self.book(title: "Inferno", items: items, spine: spine))
            let flow = [Self.chapters[0], Self.chapters[1], Self.chapters[3]]
            #expect(manifest.readingOrder.map(\.href) == flow)
            // Not in the percentage: no positions of its own.
            #expect(Self.runOnce(positions, through: flow))
            // Reachable: listed with the book's documents, named in the contents, served.
            #expect(manifest.resources.contains { $0.href == Self.chapters[2] && $0.type == "application/xhtml+xml" })
            #expect(manifest.toc.map(\.title).contains("Kapitel 3"))
            let page = try await t.request(.GET, "/publications/\(title)/" + Self.chapters[2], token: reader.token)
            #expect(page.status == .ok && page.body.string.contains("Kapitel 3"))
        }
    }

    @Test func aSampleDoesNotOpenTheNonLinearDocuments() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let items = (1...4).map { ("c\($0)", "text/chapter\($0).xhtml") }
            let spine = #"<itemref idref="c1"/><itemref idref="c2"/><itemref idref="c3"/><itemref idref="c4" linear="no"/>"#
            let title = try await library.add(t, book: Self.book(title: "Tjänstekvinnans son", items: items, spine: spine))
            let reader = try await t.patron("ada", at: library, card: "20000001")
            let manifest = try await t.request(ReaderRoute.manifest(title), token: reader.token).decode(PublicationManifest.self)
            #expect(manifest.metadata.sample && !manifest.resources.contains { $0.href == Self.chapters[3] })
            #expect(try await t.request(.GET, "/publications/\(title)/" + Self.chapters[3], token: reader.token).status == .forbidden)
        }
    }

    @Test func theDemoBookWithAChapterListedTwiceAndNotesOutsideTheFlowReadsEachChapterOnce() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try DemoBooks.write(to: folder)
            _ = try await t.context.catalogueImport(library.record).importEPUBs(directory: folder, copies: 2)
            let reader = try await t.patron("ada", at: library, card: "20000001")
            let title = try #require(try await TitleRecord.query(on: t.app.db).filter(\.$title == "The Keeper's Ledger").first()?.id)
            _ = try await t.borrow(title, as: reader)
            let manifest = try await t.request(ReaderRoute.manifest(title), token: reader.token).decode(PublicationManifest.self)
            let order = (1...4).map { "OEBPS/ch\($0).xhtml" }
            #expect(manifest.readingOrder.map(\.href) == order)
            #expect(manifest.resources.contains { $0.href == "OEBPS/notes.xhtml" })
            let positions = try await t.request(ReaderRoute.positions(title), token: reader.token).decode(PositionList.self)
            #expect(Self.runOnce(positions, through: order))
        }
    }
}

/// An open old tab must not set the place back: a report from a view opened before another
/// device's newer place existed is answered with that place, until the reader chooses.
@Suite("Reading place: an old view never sets the place back silently")
struct ReadingPlaceRevisionTests {
    struct Devices {
        let t: TestContext
        let title: UUID
        let reader: SessionResponse

        func save(_ device: String, chapter: Int, _ progression: Double, basedOn: Int?) async throws -> TestingHTTPResponse {
            var position = ReaderTests.at("OEBPS/text/chapter\(chapter).xhtml", progression, device: device)
            position.basedOn = basedOn
            t.clock.advance(by: 1)
            position.modified = t.clock.now
            return try await t.request(ReaderRoute.savePosition(title), token: reader.token, json: position)
        }

        func saved() async throws -> ReadingPosition {
            try await t.request(ReaderRoute.position(title), token: reader.token).decode(ReadingPosition.self)
        }
    }

    static func devices(_ t: TestContext) async throws -> Devices {
        let s = try await ReaderTests.setUp(t)
        _ = try await t.borrow(s.title, as: s.reader)
        return Devices(t: t, title: s.title, reader: s.reader)
    }

    @Test func aTurnOnAnOldTabAfterAnotherDeviceReadFurtherIsAnsweredWithThatPlace() async throws {
        try await withSatchel { t in
            let d = try await Self.devices(t)
            // The phone (A) reads in chapter 1; the tablet (B) opens there and reads on to chapter 3.
            let a = try await d.save("phone", chapter: 1, 0.2, basedOn: 0).decode(ReadingPosition.self)
            let b = try await d.save("tablet", chapter: 3, 0.5, basedOn: a.revision)
            #expect(b.status == .ok)
            // A, still open where it was, turns one page: its clock is the newest, its view is not.
            let turn = try await d.save("phone", chapter: 1, 0.3, basedOn: a.revision)
            #expect(turn.status == .conflict)
            let conflict = try turn.decode(PositionConflict.self)
            #expect(conflict.current.device.name == "Ada's tablet" && conflict.current.locator.href.hasSuffix("chapter3.xhtml"))
            // A third device opens at the tablet's place.
            #expect(try await d.saved().locator.href.hasSuffix("chapter3.xhtml"))
        }
    }

    @Test func stayingHereOverTheNewerPlaceMovesTheSavedPlaceBack() async throws {
        try await withSatchel { t in
            let d = try await Self.devices(t)
            let a = try await d.save("phone", chapter: 1, 0.2, basedOn: 0).decode(ReadingPosition.self)
            let b = try await d.save("tablet", chapter: 3, 0.5, basedOn: a.revision).decode(ReadingPosition.self)
            #expect(try await d.save("phone", chapter: 1, 0.3, basedOn: a.revision).status == .conflict)
            // "Stay here": a save based on the place it was shown.
            let stayed = try await d.save("phone", chapter: 1, 0.3, basedOn: b.revision)
            #expect(stayed.status == .ok)
            let saved = try await d.saved()
            #expect(saved.device.name == "Ada's phone" && saved.locator.locations.progression == 0.3)
            // Further moves on the phone build on its own save.
            #expect(try await d.save("phone", chapter: 1, 0.4, basedOn: try stayed.decode(ReadingPosition.self).revision).status == .ok)
        }
    }

    @Test func aDeviceMovingOnFromItsOwnPlaceNeverConflictsWithItself() async throws {
        try await withSatchel { t in
            let d = try await Self.devices(t)
            var revision = 0
            for step in 1...5 {
                // Saves overlapping on a slow network may all be based on the first answer.
                let res = try await d.save("phone", chapter: 2, Double(step) / 10, basedOn: step < 3 ? revision : 1)
                #expect(res.status == .ok, "\(res.body.string)")
                revision = try res.decode(ReadingPosition.self).revision ?? 0
            }
            #expect(revision == 5)
        }
    }

    @Test func aReportWithoutARevisionKeepsTheNewestClockRule() async throws {
        try await withSatchel { t in
            let d = try await Self.devices(t)
            _ = try await d.save("tablet", chapter: 3, 0.5, basedOn: nil)
            // A Readium client, knowing nothing of revisions, with a newer clock: it wins.
            #expect(try await d.save("phone", chapter: 1, 0.2, basedOn: nil).status == .ok)
            #expect(try await d.saved().device.name == "Ada's phone")
        }
    }
}
