import Foundation
@testable import Library
import NIOCore
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// OPDS as e-reader apps expect it (the OPDS 2 borrowing practice): a borrow link says the
/// state of the title for this card — unavailable with when a copy is expected, reserved with
/// the place in the queue, ready until the pickup ends, available for a loan — and DELETE on
/// it leaves the queue; the authentication document leads to the shelf and the User Profile;
/// a loan's place is shared with the web reader through OPDS Progression.
@Suite("OPDS borrowing states, profile and progression")
struct OPDSBorrowingStatesTests {
    static let base = "http://satchel.test"
    static func card(_ number: String) -> HTTPHeaders { OPDSTests.basic(number, "1234") }

    static func object(_ res: TestingHTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any], "\(res.body.string)")
    }

    static func link(_ publication: [String: Any], _ rel: String) -> [String: Any]? {
        (publication["links"] as? [[String: Any]])?.first { $0["rel"] as? String == rel }
    }

    static func borrowProperties(_ publication: [String: Any]) throws -> [String: Any] {
        try #require(link(publication, "http://opds-spec.org/acquisition/borrow")?["properties"] as? [String: Any])
    }

    static func availability(_ publication: [String: Any]) throws -> [String: Any] {
        try #require(try borrowProperties(publication)["availability"] as? [String: Any])
    }

    static func entry(_ t: TestContext, _ title: UUID, card number: String? = nil) async throws -> [String: Any] {
        try object(try await t.request(.GET, "/opds/malmo/v2/titles/\(title.uuidString.lowercased())", headers: number.map(card) ?? [:]))
    }

    /// One copy, borrowed by card 1001; cards 1002 and 1003 exist.
    static func lentOut(_ t: TestContext) async throws -> (TestLibrary, UUID, CardRow) {
        let library = try await TestLibrary.make(t)
        let title = try await library.title(t)
        let ada = try await library.card(t, "1001")
        try await library.card(t, "1002")
        try await library.card(t, "1003")
        _ = try await t.context.lending.borrow(title, card: ada)
        return (library, title, ada)
    }

    @Test func anUnavailableTitleSaysOnWhichDayACopyIsExpected() async throws {
        try await withSatchel { t in
            let (_, title, _) = try await Self.lentOut(t)
            let publication = try await Self.entry(t, title, card: "1002")
            let availability = try Self.availability(publication)
            #expect(availability["state"] as? String == "unavailable")
            let until = try #require(availability["until"] as? String)
            #expect(until.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil, "a day, not a moment: \(until)")
            let properties = try Self.borrowProperties(publication)
            #expect(properties["cancellable"] == nil)
            #expect((properties["copies"] as? [String: Any])?["available"] as? Int == 0)
            let authenticate = try #require(properties["authenticate"] as? [String: Any])
            #expect(authenticate["href"] as? String == Self.base + "/opds/malmo/authentication_document")
        }
    }

    @Test func borrowingWithNoCopyFreeJoinsTheQueueAsReservedWithItsPlaceAndCancellable() async throws {
        try await withSatchel { t in
            let (_, title, _) = try await Self.lentOut(t)
            let res = try await t.request(.PUT, "/opds/malmo/v2/titles/\(title.uuidString.lowercased())/borrow", headers: Self.card("1002"))
            #expect(res.status == .created)
            let publication = try Self.object(res)
            #expect(try Self.availability(publication)["state"] as? String == "reserved")
            let properties = try Self.borrowProperties(publication)
            #expect(properties["cancellable"] as? Bool == true)
            let holds = try #require(properties["holds"] as? [String: Any])
            #expect(holds["total"] as? Int == 1 && holds["position"] as? Int == 1)
        }
    }

    @Test func aPausedHoldIsReservedAndKeepsItsPlaceInTheQueue() async throws {
        try await withSatchel { t in
            let (library, title, _) = try await Self.lentOut(t)
            let bob = try await library.card(t, "1004")
            let bobs = try await t.context.lending.placeHold(title, card: bob)
            let cy = try await library.card(t, "1005")
            _ = try await t.context.lending.placeHold(title, card: cy)
            _ = try await t.context.lending.pause(try bobs.requireID(), card: bob, PauseRequest(days: 14), zone: TimeZones.utc)
            let paused = try Self.borrowProperties(try await Self.entry(t, title, card: "1004"))
            #expect((paused["availability"] as? [String: Any])?["state"] as? String == "reserved")
            #expect((paused["holds"] as? [String: Any])?["position"] as? Int == 1)
            // Behind a paused hold, the place counts it: the paused one keeps its place.
            let behind = try Self.borrowProperties(try await Self.entry(t, title, card: "1005"))
            #expect((behind["holds"] as? [String: Any])?["position"] as? Int == 2)
            #expect((behind["holds"] as? [String: Any])?["total"] as? Int == 2)
        }
    }

    @Test func deleteOnTheBorrowLinkLeavesTheQueueInBothFlavours() async throws {
        try await withSatchel { t in
            let (library, title, _) = try await Self.lentOut(t)
            let id = title.uuidString.lowercased()
            _ = try await t.context.lending.placeHold(title, card: try await library.card(t, "1006"))
            _ = try await t.context.lending.placeHold(title, card: try await library.card(t, "1007"))
            let json = try await t.request(.DELETE, "/opds/malmo/v2/titles/\(id)/borrow", headers: Self.card("1006"))
            #expect(json.status == .ok)
            let publication = try Self.object(json)
            #expect(try Self.availability(publication)["state"] as? String == "unavailable")
            #expect(try Self.borrowProperties(publication)["cancellable"] == nil)
            let atom = try await t.request(.DELETE, "/opds/malmo/titles/\(id)/borrow", headers: Self.card("1007"))
            #expect(atom.status == .ok)
            let borrow = try #require(try OPDSTests.xml(atom).children("link").first { $0.attribute("rel") == "http://opds-spec.org/acquisition/borrow" })
            #expect(borrow.child("availability")?.attribute("status") == "unavailable")
            #expect(try await HoldRecord.query(on: t.app.db).all().allSatisfy { $0.currentState == .cancelled })
            // No hold to leave: nothing is there.
            #expect(try await t.request(.DELETE, "/opds/malmo/v2/titles/\(id)/borrow", headers: Self.card("1006")).status == .notFound)
        }
    }

    @Test func aReadyHoldIsReadyUntilItsPickupEnds() async throws {
        try await withSatchel { t in
            let (library, title, ada) = try await Self.lentOut(t)
            let bob = try await library.card(t, "1008")
            _ = try await t.context.lending.placeHold(title, card: bob)
            let loan = try #require(try await LoanRecord.query(on: t.app.db).first())
            try await t.context.lending.returnLoan(try loan.requireID(), card: ada)
            let hold = try #require(try await HoldRecord.query(on: t.app.db).first())
            #expect(hold.currentState == .ready)
            let properties = try Self.borrowProperties(try await Self.entry(t, title, card: "1008"))
            let availability = try #require(properties["availability"] as? [String: Any])
            #expect(availability["state"] as? String == "ready")
            #expect(availability["until"] as? String == hold.readyUntil?.iso8601)
            #expect(properties["cancellable"] as? Bool == true)
        }
    }

    @Test func aLoanIsAvailableForItsPeriodWithAProgressionLinkInBothFlavours() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let id = s.title.uuidString.lowercased()
            let res = try await t.request(.PUT, "/opds/malmo/v2/titles/\(id)/borrow", headers: Self.card("20000001"))
            #expect(res.status == .created)
            let publication = try Self.object(res)
            let acquisition = try #require(Self.link(publication, "http://opds-spec.org/acquisition")?["properties"] as? [String: Any])
            let availability = try #require(acquisition["availability"] as? [String: Any])
            #expect(availability["state"] as? String == "available" && availability["since"] != nil && availability["until"] != nil)
            let progression = try #require(Self.link(publication, "http://opds-spec.org/progression"))
            #expect(progression["href"] as? String == Self.base + "/opds/malmo/titles/\(id)/progression")
            #expect(progression["type"] as? String == "application/opds-progression+json")
            let atom = try OPDSTests.xml(try await t.request(.GET, "/opds/malmo/titles/\(id)", headers: Self.card("20000001")))
            #expect(atom.children("link").contains { $0.attribute("rel") == "http://opds-spec.org/progression" })
        }
    }

    @Test func everyOPDS2PublicationHasItsSelfLinkAnImageAndOnlyAFullPublicationDate() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            // The test titles have a year only and no cover.
            try await library.add(t, SearchTests.books)
            let feed = try Self.object(try await t.request(.GET, "/opds/malmo/v2/new"))
            let publications = try #require(feed["publications"] as? [[String: Any]])
            #expect(!publications.isEmpty)
            for publication in publications {
                let selfLink = try #require(Self.link(publication, "self"))
                #expect(selfLink["type"] as? String == "application/opds-publication+json")
                let images = try #require(publication["images"] as? [[String: Any]])
                #expect(images.first?["href"] as? String == Self.base + "/static/cover.png" && images.first?["type"] as? String == "image/png")
                #expect((publication["metadata"] as? [String: Any])?["published"] == nil)
            }
            let cover = try await t.request(.GET, "/static/cover.png")
            #expect(cover.status == .ok && cover.headers.first(name: .contentType) == "image/png")
        }
    }

    @Test func theAuthenticationDocumentLinksTheShelfAndTheProfileAndAsksForTheLibraryCard() async throws {
        try await withSatchel { t in
            _ = try await TestLibrary.make(t)
            let document = try Self.object(try await t.request(.GET, "/opds/malmo/authentication_document"))
            let links = try #require(document["links"] as? [[String: Any]])
            #expect(links.contains { $0["rel"] as? String == "http://opds-spec.org/shelf" && $0["href"] as? String == Self.base + "/opds/malmo/v2/shelf"
                && $0["type"] as? String == "application/opds+json" })
            #expect(links.contains { $0["rel"] as? String == "profile" && $0["href"] as? String == Self.base + "/opds/malmo/profile"
                && $0["type"] as? String == "application/opds-profile+json" })
            let labels = try #require((document["authentication"] as? [[String: Any]])?.first?["labels"] as? [String: String])
            #expect(labels == ["login": "Library card", "password": "PIN"])
        }
    }

    @Test func theProfileSaysHowManyMoreLoansAndHoldsTheCardMayTake() async throws {
        try await withSatchel { t in
            let (library, title, ada) = try await Self.lentOut(t)
            let other = try await library.title(t)
            _ = try await t.context.lending.borrow(other, card: ada)
            _ = try await t.context.lending.placeHold(title, card: try await library.card(t, "1009"))
            #expect(try await t.request(.GET, "/opds/malmo/profile").status == .unauthorized)
            let res = try await t.request(.GET, "/opds/malmo/profile", headers: Self.card("1001"))
            #expect(res.headers.first(name: .contentType) == "application/opds-profile+json")
            let profile = try Self.object(res)
            #expect(profile["name"] as? String == "Test Patron")
            #expect((profile["loans"] as? [String: Int]) == ["total": 5, "available": 3])
            #expect((profile["holds"] as? [String: Int]) == ["total": 5, "available": 5])
            let held = try Self.object(try await t.request(.GET, "/opds/malmo/profile", headers: Self.card("1009")))
            #expect((held["holds"] as? [String: Int]) == ["total": 5, "available": 4])
            let edit = try #require((profile["links"] as? [[String: Any]])?.first { $0["rel"] as? String == "edit" })
            #expect(edit["href"] as? String == Self.base + "/library/malmo")
        }
    }

    static func progression(_ value: Double, device: String = "urn:uuid:0c6e8a4e-6b3e-4d1e-9a51-3f2b3c1d2e4f", name: String = "Kobo Libra",
                            minutesAgo: Double = 0, references: [String]? = nil) throws -> ByteBuffer {
        var body: [String: Any] = ["modified": Date().addingTimeInterval(-minutesAgo * 60).iso8601, "device": ["id": device, "name": name],
                                   "progression": value]
        if let references { body["references"] = references }
        return ByteBuffer(data: try JSONSerialization.data(withJSONObject: body))
    }

    static func put(_ t: TestContext, _ title: UUID, _ body: ByteBuffer, card number: String = "20000001") async throws -> TestingHTTPResponse {
        var headers = card(number)
        headers.contentType = HTTPMediaType(type: "application", subType: "opds-progression+json")
        return try await t.request(.PUT, "/opds/malmo/titles/\(title.uuidString.lowercased())/progression", headers: headers, body: body)
    }

    @Test func aPlaceAnEReaderSendsIsTheWebReadersPlace() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let empty = try await t.request(.GET, "/opds/malmo/titles/\(s.title.uuidString.lowercased())/progression", headers: Self.card("20000001"))
            #expect(empty.status == .noContent)
            let res = try await Self.put(t, s.title, try Self.progression(0.8))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(res.headers.first(name: .contentType) == "application/opds-progression+json")
            let position = try await t.request(ReaderRoute.position(s.title), token: s.reader.token).decode(ReadingPosition.self)
            #expect(position.locator.href == "OEBPS/text/chapter4.xhtml" && position.device.name == "Kobo Libra")
            let document = try Self.object(try await t.request(.GET, "/opds/malmo/titles/\(s.title.uuidString.lowercased())/progression",
                                                                headers: Self.card("20000001")))
            #expect(abs((document["progression"] as? Double ?? 0) - (position.locator.locations.totalProgression ?? -1)) < 0.000_1)
            #expect(document["title"] as? String == "Kapitel 4" && document["references"] as? [String] == ["OEBPS/text/chapter4.xhtml"])
            #expect((document["device"] as? [String: String])?["id"] == "urn:uuid:0c6e8a4e-6b3e-4d1e-9a51-3f2b3c1d2e4f")
        }
    }

    @Test func aChapterNamedInReferencesIsWhereThePlaceIs() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let res = try await Self.put(t, s.title, try Self.progression(0.1, references: ["OEBPS/text/chapter3.xhtml#p2"]))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try Self.object(res)["references"] as? [String] == ["OEBPS/text/chapter3.xhtml"])
        }
    }

    @Test func anOlderPlaceIsRefusedWithTheNewerOneAndTheWebReadersDeviceShownAsAURI() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            _ = try await t.borrow(s.title, as: s.reader)
            let saved = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: ReaderTests.at("OEBPS/text/chapter2.xhtml", 0.5))
            #expect(saved.status == .ok)
            let stale = try await Self.put(t, s.title, try Self.progression(0.9, minutesAgo: 10))
            #expect(stale.status == .conflict)
            let current = try Self.object(stale)
            #expect(current["references"] as? [String] == ["OEBPS/text/chapter2.xhtml"])
            #expect((current["device"] as? [String: String]) == ["id": "urn:satchel:device:phone", "name": "Ada's phone"])
            let position = try await t.request(ReaderRoute.position(s.title), token: s.reader.token).decode(ReadingPosition.self)
            #expect(position.locator.href == "OEBPS/text/chapter2.xhtml")
        }
    }

    @Test func aCardShowsNoPlaceInATitleThatIsNotOnLoanToItNow() async throws {
        try await withSatchel { t in
            let s = try await ReaderTests.setUp(t)
            let loan = try await t.borrow(s.title, as: s.reader).decode(Loan.self)
            let saved = try await t.request(ReaderRoute.savePosition(s.title), token: s.reader.token, json: ReaderTests.at("OEBPS/text/chapter2.xhtml", 0.5))
            #expect(saved.status == .ok)
            let path = "/opds/malmo/titles/\(s.title.uuidString.lowercased())/progression"
            #expect(try await t.request(.GET, path, headers: Self.card("20000001")).status == .ok)
            _ = try await t.request(LibraryRoute.returnLoan(loan.id), token: s.reader.token)
            // The place is still the account's, but the card's PIN no longer reaches it.
            #expect(try await t.request(.GET, path, headers: Self.card("20000001")).status == .notFound)
            #expect(try await Self.put(t, s.title, try Self.progression(0.9)).status == .notFound)
            let position = try await t.request(ReaderRoute.position(s.title), token: s.reader.token).decode(ReadingPosition.self)
            #expect(position.locator.href == "OEBPS/text/chapter2.xhtml")
        }
    }

    @Test func aCardNeverUsedOnSatchelHasNoPlaceToKeep() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.add(t, book: BookFixture())
            let card = try await library.card(t, "1010")
            _ = try await t.context.lending.borrow(title, card: card)
            let res = try await Self.put(t, title, try Self.progression(0.5), card: "1010")
            #expect(res.status == .forbidden)
        }
    }
}
