import Foundation
import Library
import SatchelAPI
import SatchelGeo
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Counts the requests that go out (to prove throttling) and passes them on.
final class CountingTransport: HTTPTransport, @unchecked Sendable {
    let inner = URLSessionTransport()
    private let lock = NSLock()
    private var sent: [String] = []

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        lock.withLock { sent.append("\(request.method) \(request.url.path)") }
        return try await inner.send(request)
    }

    func count(_ method: String, suffix: String) -> Int { lock.withLock { sent.filter { $0.hasPrefix(method + " ") && $0.hasSuffix(suffix) }.count } }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date()
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current = current.addingTimeInterval(seconds) } }
}

/// Ada, signed in with her Malmö card, with "Kartan över Lindhamn" on loan (the library as
/// `LibraryReaderTests.setUpLibrary` makes it).
func borrower(_ url: URL, transport: any HTTPTransport = URLSessionTransport()) async throws -> (SatchelClient, LibrarySummary, TitleSummary, Loan) {
    let ada = try await signedUp(url, "ada", transport: transport)
    let malmo = try #require(try await ada.library.libraries().first)
    try await ada.library.signIn(malmo.id, cardNumber: "20000001", pin: "1234")
    let book = try #require(try await ada.library.search(malmo.id, TitleSearchQuery("kartan lindhamn")).items.first)
    return (ada, malmo, book, try await ada.library.borrow(book.id))
}

@Suite("SatchelKit: the library and the reader against a live server")
struct LibraryReaderTests {
    /// Malmö with the demo books and card 20000001 (PIN 1234), as staff set it up.
    static func setUpLibrary(_ app: Application) async throws {
        let context = app.context
        let library = try await context.libraries.save(LibraryService.Setup(slug: "malmo", name: "Malmö stadsbibliotek", language: "sv"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-books-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try DemoBooks.write(to: folder)
        _ = try await context.catalogueImport(library).importEPUBs(directory: folder, copies: 1)
        _ = try await context.cards.issue(library: library, number: "20000001", pin: "1234", name: "Ada Lindqvist")
    }

    static func reader(_ url: URL, transport: any HTTPTransport = URLSessionTransport()) async throws -> SatchelClient {
        let client = try await signedUp(url, "ada", transport: transport)
        return client
    }

    @Test func aPatronFindsBorrowsReadsAndReturnsABookWithOnlySatchelKit() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let ada = try await Self.reader(url)
            let malmo = try #require(try await ada.library.libraries().first)
            try await ada.library.choose(malmo.id)
            try await ada.library.signIn(malmo.id, cardNumber: "20000001", pin: "1234")
            var found: [TitleSummary] = []
            for try await title in ada.library.searchAll(malmo.id, TitleSearchQuery("kartan lindhamn")) { found.append(title) }
            let book = try #require(found.first)
            #expect(book.title == "Kartan över Lindhamn")
            let loan = try await ada.library.borrow(book.id)
            #expect(loan.readable && loan.daysLeft == 21)
            let manifest = try await ada.reader.manifest(book.id)
            #expect(!manifest.metadata.sample && manifest.toc.first?.title == "Atlasen")
            let chapter = String(decoding: try await ada.reader.resource(book.id, href: manifest.readingOrder[0].href), as: UTF8.self)
            #expect(chapter.contains("Atlasen") && !chapter.contains("<script"))
            try await ada.library.returnLoan(loan.id)
            #expect(try await ada.library.loans(malmo.id).isEmpty)
            do {
                _ = try await ada.reader.resource(book.id, href: manifest.readingOrder[3].href)
                Issue.record("a returned book's later chapter was served")
            } catch let error as SatchelError {
                #expect(error.status == 403)
            }
        }
    }

    @Test func positionsGoOutAtMostEveryFifteenSecondsAndOnFlush() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let transport = CountingTransport()
            let (ada, _, book, _) = try await borrower(url, transport: transport)
            let clock = TestClock()
            let session = ReadingSession(client: ada, title: book.id, device: ReaderDevice(id: "phone", name: "Ada's phone"), now: { clock.now })
            let chapter = try await ada.reader.manifest(book.id).readingOrder[0].href
            func at(_ p: Double) -> ReaderLocator { ReaderLocator(href: chapter, locations: .init(progression: p)) }
            try await session.moved(to: at(0.1)) // posted: the first move
            clock.advance(5)
            try await session.moved(to: at(0.2)) // held back
            clock.advance(5)
            try await session.moved(to: at(0.3)) // held back
            #expect(transport.count("PUT", suffix: "/position") == 1)
            clock.advance(6)
            try await session.moved(to: at(0.4)) // 16 s after the first: posted
            #expect(transport.count("PUT", suffix: "/position") == 2)
            clock.advance(1)
            try await session.moved(to: at(0.5))
            let flushed = try await session.flush() // the app goes to the background
            #expect(transport.count("PUT", suffix: "/position") == 3)
            guard case .saved(let saved)? = flushed else { Issue.record("not saved: \(String(describing: flushed))"); return }
            #expect(saved.locator.locations.progression == 0.5)
        }
    }

    @Test func aPlaceNeverSentBeforeTheAppClosedIsResumedAndSentOnTheNextLaunch() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let (ada, _, book, _) = try await borrower(url)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[0].href
            func at(_ p: Double) -> ReaderLocator { ReaderLocator(href: chapter, locations: .init(progression: p)) }
            let phone = ReaderDevice(id: "phone", name: "Ada's phone")
            let first = ReadingSession(client: ada, title: book.id, device: phone)
            try await first.moved(to: at(0.2)) // sent
            try await first.moved(to: at(0.5)) // held back, and the app is closed before a flush

            let relaunched = ReadingSession(client: ada, title: book.id, device: phone, local: at(0.5))
            guard case .resume(let place) = try await relaunched.open() else { Issue.record("not resumed here"); return }
            #expect(place.locator == at(0.5))
            try await relaunched.flush()
            #expect(try await ada.reader.position(book.id)?.locator.locations.progression == 0.5)
        }
    }

    @Test func aPlaceReadOfflineIsPostedLaterWithTheTimeItWasReached() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, _) = try await borrower(url, transport: network)
            let chapter = try await ada.reader.manifest(book.id).readingOrder[0].href
            let clock = TestClock()
            let session = ReadingSession(client: ada, title: book.id, device: ReaderDevice(id: "phone", name: "Ada's phone"), now: { clock.now })
            let reachedAt = clock.now

            network.offline = true
            await #expect(throws: (any Error).self) { try await session.moved(to: ReaderLocator(href: chapter, locations: .init(progression: 0.6))) }
            await #expect(throws: (any Error).self) { try await session.flush() }
            clock.advance(600)
            network.offline = false
            let outcome = try await session.flush()
            guard case .saved? = outcome else { Issue.record("not saved: \(String(describing: outcome))"); return }
            let saved = try #require(try await ada.reader.position(book.id))
            #expect(saved.locator.locations.progression == 0.6)
            #expect(abs(saved.modified.timeIntervalSince(reachedAt)) < 1, "the time the place was reached, not the time it was sent")
        }
    }

    @Test func anotherDeviceThatReadFurtherIsOfferedAndAnOlderPlaceIsNotWritten() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let (phone, _, book, _) = try await borrower(url)
            let order = try await phone.reader.manifest(book.id).readingOrder.map(\.href)
            let tablet = SatchelClient(baseURL: url)
            try await tablet.signIn(login: "ada", password: "correct horse battery")

            let phoneSession = ReadingSession(client: phone, title: book.id, device: ReaderDevice(id: "phone", name: "Ada's phone"))
            try await phoneSession.moved(to: ReaderLocator(href: order[0], locations: .init(progression: 0.5)))
            // The tablet reads further later.
            let tabletSession = ReadingSession(client: tablet, title: book.id, device: ReaderDevice(id: "tablet", name: "Ada's tablet"),
                                               now: { Date().addingTimeInterval(60) })
            try await tabletSession.moved(to: ReaderLocator(href: order[2], locations: .init(progression: 0.2)))
            // Back on the phone: it offers the tablet's place…
            let opening = try await phoneSession.open()
            guard case .elsewhere(let here, let there) = opening else { Issue.record("expected a choice, got \(opening)"); return }
            #expect(here.href == order[0] && there.device.name == "Ada's tablet" && there.locator.href == order[2])
            // …and a stale write from the phone (its clock behind) comes back as the newer place.
            let stale = try await phone.reader.savePosition(book.id, ReadingPosition(
                locator: ReaderLocator(href: order[0], locations: .init(progression: 0.6)), device: ReaderDevice(id: "phone", name: "Ada's phone"),
                modified: Date()))
            guard case .newerElsewhere(let newer) = stale else { Issue.record("the stale write was applied: \(stale)"); return }
            #expect(newer.device.id == "tablet")
        }
    }

    @Test func aMoveFromAViewOpenedBeforeAnotherDevicesNewerPlaceComesBackAsAChoiceAndStayingWins() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let (phone, _, book, _) = try await borrower(url)
            let order = try await phone.reader.manifest(book.id).readingOrder.map(\.href)
            let tablet = SatchelClient(baseURL: url)
            try await tablet.signIn(login: "ada", password: "correct horse battery")
            func at(_ href: String, _ p: Double) -> ReaderLocator { ReaderLocator(href: href, locations: .init(progression: p)) }

            // The phone opens the book and reads a little; the tablet opens after it and reads further.
            let onPhone = ReadingSession(client: phone, title: book.id, device: ReaderDevice(id: "phone", name: "Ada's phone"), interval: 0)
            _ = try await onPhone.open()
            try await onPhone.moved(to: at(order[0], 0.2))
            let onTablet = ReadingSession(client: tablet, title: book.id, device: ReaderDevice(id: "tablet", name: "Ada's tablet"), interval: 0)
            _ = try await onTablet.open()
            try await onTablet.moved(to: at(order[2], 0.5))
            // The phone, still open where it was, turns a page (its clock is the newest): the
            // tablet's place comes back, and the saved place stays the tablet's.
            let turned = try await onPhone.moved(to: at(order[0], 0.3))
            guard case .newerElsewhere(let newer)? = turned else { Issue.record("the old view's move was applied: \(String(describing: turned))"); return }
            #expect(newer.device.id == "tablet" && newer.locator.href == order[2])
            #expect(try await phone.reader.position(book.id)?.device.id == "tablet")
            // "Stay here" makes the phone's place the saved one.
            guard case .saved? = try await onPhone.stay() else { Issue.record("staying was refused"); return }
            let stayed = try await phone.reader.position(book.id)
            #expect(stayed?.device.id == "phone" && stayed?.locator.href == order[0] && stayed?.locator.locations.progression == 0.3)
            // And the tablet, whose view is now the old one, is asked in turn.
            guard case .newerElsewhere? = try await onTablet.moved(to: at(order[2], 0.6)) else { Issue.record("the tablet overwrote"); return }
        }
    }

    @Test func aBookmarkDeletedOnOneDeviceDisappearsOnTheOtherAndCannotComeBack() async throws {
        try await withLiveServer { url, app in
            try await Self.setUpLibrary(app)
            let (phone, _, book, _) = try await borrower(url)
            let chapter = try await phone.reader.manifest(book.id).readingOrder[1].href
            let tablet = SatchelClient(baseURL: url)
            try await tablet.signIn(login: "ada", password: "correct horse battery")
            let onPhone = ReadingSession(client: phone, title: book.id, device: ReaderDevice(id: "phone", name: "Phone"))
            let onTablet = ReadingSession(client: tablet, title: book.id, device: ReaderDevice(id: "tablet", name: "Tablet"))
            let id = UUID()
            let mark = try await onPhone.addBookmark(at: ReaderLocator(href: chapter, locations: .init(progression: 0.3)), id: id)
            #expect(mark.body?.value == "Gatunamnen")
            #expect(try await onTablet.syncBookmarks().map(\.id) == [mark.id])
            try await onTablet.deleteBookmark(id)
            #expect(try await onPhone.syncBookmarks().isEmpty, "the deletion reaches the phone")
            // The phone replays its (offline) creation: refused, and it stays deleted.
            do {
                try await onPhone.addBookmark(at: ReaderLocator(href: chapter, locations: .init(progression: 0.3)), id: id)
                Issue.record("a deleted bookmark came back")
            } catch let error as SatchelError {
                #expect(error.status == 410)
            }
            #expect(try await phone.reader.bookmarks(book.id).items.isEmpty)
        }
    }
}

@Suite("SatchelKit: Spots against a live server")
struct SpotsClientTests {
    @Test func aPlaceReminderPlannedByTheKitFiresWhenItsPositionIsReported() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let list = try await ada.spots.createList(ReminderListDraft(name: "Errands"))
            let milk = try await ada.spots.create(ReminderDraft(title: "Buy milk", place: ReminderPlace(latitude: 59.3326, longitude: 18.0649,
                                                                                                          label: "Shop", radius: 150), listId: list.id))
            var open: [Reminder] = []
            for try await reminder in ada.spots.reminders() { open.append(reminder) }
            let plan = GeofencePlanner.plan(at: GeoPoint(latitude: 59.30, longitude: 18.00), reminders: open)
            #expect(plan.regions.map(\.reminder) == [milk.id])
            // The phone reports arriving; the server fires the reminder once.
            let result = try await ada.spots.report(PositionFix(latitude: 59.3326, longitude: 18.0649, accuracy: 10, timestamp: Date(), deviceId: "phone"))
            #expect(result.fired == [milk.id])
            // Acted on from the app's notification: snoozed till the next visit, then done.
            let snoozed = try await ada.spots.snooze(milk.id, until: .nextVisit)
            #expect(snoozed.snoozedTillNextVisit == true)
            try await ada.spots.complete(milk.id)
            var done: [UUID] = []
            for try await reminder in ada.spots.reminders(state: "done") { done.append(reminder.id) }
            #expect(done == [milk.id])
            #expect(try await ada.spots.exportCalendar().contains("BEGIN:VCALENDAR"))
        }
    }

    @Test func aReminderWithSeveralPlacesAndAWindowIsPlannedAtEachPlaceAndFiresAtTheSecond() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let everyDay = ReminderWindow(start: "00:00", end: "23:59", timeZone: "UTC")
            let plasters = try await ada.spots.create(ReminderDraft(
                title: "Plasters", place: ReminderPlace(latitude: 59.3326, longitude: 18.0649, label: "Pharmacy", radius: 150),
                otherPlaces: [ReminderPlace(latitude: 59.3400, longitude: 18.0700, label: "Chemist", radius: 200)], window: everyDay))
            #expect(plasters.otherPlaces?.map(\.label) == ["Chemist"] && plasters.window == everyDay)
            var open: [Reminder] = []
            for try await reminder in ada.spots.reminders() { open.append(reminder) }
            let plan = GeofencePlanner.plan(at: GeoPoint(latitude: 59.30, longitude: 18.00), reminders: open)
            #expect(plan.regions.map(\.identifier).sorted() == [plasters.id.uuidString, plasters.id.uuidString + "#2"])
            // The same regions from the server's list, nearest first.
            let regions = try await ada.spots.regions(near: GeoPoint(latitude: 59.30, longitude: 18.00))
            #expect(regions.map(\.identifier) == [plasters.id.uuidString, plasters.id.uuidString + "#2"])
            #expect(GeofencePlanner.plan(at: GeoPoint(latitude: 59.30, longitude: 18.00), regions: regions).regions.map(\.identifier)
                    == regions.map(\.identifier))
            let result = try await ada.spots.report(PositionFix(latitude: 59.3400, longitude: 18.0700, accuracy: 10, timestamp: Date(), deviceId: "phone"))
            #expect(result.fired == [plasters.id])
        }
    }
}

@Suite("SatchelKit: Eats against a live server")
struct EatsClientTests {
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    @Test func aDishIsAddedRatedReviewedVotedAndFoundNearby() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let bob = try await signedUp(url, "bob")
            let place = try await ada.eats.createRestaurant(RestaurantDraft(name: "Kafé Lindhamn", kind: "cafe", cuisines: ["coffee_shop"],
                                                                             latitude: 60.1699, longitude: 24.9384))
            let dish = try await ada.eats.createDish(at: place.id, DishDraft(name: "Korvapuusti")).summary
            try await ada.eats.rate(dish.id, stars: 5)
            let review = try await ada.eats.review(dish.id, text: "Warm, with plenty of cardamom.")
            let voted = try await bob.eats.vote(review.id, helpful: true)
            #expect(voted.helpful == 1)
            let photo = try await ada.eats.addPhoto(dish.id, image: Self.png, contentType: "image/png")
            #expect(photo.id != UUID())
            var nearby: [String] = []
            for try await restaurant in bob.eats.restaurants(NearbyQuery(near: GeoPoint(latitude: 60.17, longitude: 24.94), radius: 2_000)) {
                nearby.append(restaurant.name)
            }
            #expect(nearby == ["Kafé Lindhamn"])
            var hits: [DishHit] = []
            for try await hit in bob.eats.dishes("korva", NearbyQuery(near: GeoPoint(latitude: 60.17, longitude: 24.94), radius: 2_000)) { hits.append(hit) }
            #expect(hits.map(\.dish.name) == ["Korvapuusti"] && hits.first?.restaurantName == "Kafé Lindhamn")
            do {
                _ = try await bob.eats.addPhoto(dish.id, image: Data("<svg onload=alert(1)>".utf8), contentType: "image/png")
                Issue.record("a script posing as a photo was accepted")
            } catch let error as SatchelError {
                // Not an image: refused as an unsupported type, with a problem saying so.
                #expect([415, 422].contains(error.status) && error.problem != nil, "\(error)")
            }
        }
    }
}

@Suite("SatchelKit: wish lists against a live server")
struct WishesClientTests {
    @Test func aFriendReservesAGiftAndTheOwnerNeverSeesIt() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let bob = try await signedUp(url, "bob")
            try await ada.sendFriendRequest(username: "bob")
            let request = try #require(try await bob.friendRequests().incoming.first)
            _ = try await bob.acceptFriendRequest(request.id)
            let list = try await ada.wishes.createList(WishListDraft(name: "Birthday"))
            let kettle = try await ada.wishes.create(WishDraft(name: "Kettle", price: Price(amount: 4_900, currency: "SEK"), listId: list.id))
            let shares = try await ada.wishes.share(list.id, ShareRequest(userIds: [try await bob.me().id]))
            #expect(shares.count == 1)
            #expect(try await bob.wishes.friendsLists().map(\.name) == ["Birthday"])
            try await bob.wishes.accept(list.id)
            let reserved = try await bob.wishes.reserve(kettle.id)
            #expect(reserved.giving?.reservations.isEmpty == false)
            #expect(try await bob.wishes.cart().groups.first?.items.map(\.wish.name) == ["Kettle"])
            // The owner's own view of the wish says nothing about it.
            let seen = try await ada.wishes.wish(kettle.id)
            #expect(seen.giving == nil)
            #expect(try await ada.wishes.list(list.id).wishes.allSatisfy { $0.giving == nil })
        }
    }
}

@Suite("SatchelKit: group funding against a live server")
struct FundingClientTests {
    @Test func aWishIsFundedForFriendsAndShowsInTheirFeed() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let bob = try await signedUp(url, "bob")
            try await ada.sendFriendRequest(username: "bob")
            _ = try await bob.acceptFriendRequest(try #require(try await bob.friendRequests().incoming.first).id)
            let bike = try await ada.wishes.create(WishDraft(name: "Cargo bike", price: Price(amount: 2_500_000, currency: "SEK")))
            let funding = try await ada.funding.start(bike.id, FundingDraft(target: Price(amount: 2_500_000, currency: "SEK"),
                                                                            deadline: Date().addingTimeInterval(30 * 86_400), why: "For the school run"))
            #expect(funding.funding.raised?.amount == 0 && funding.funding.donorCount == 0)
            #expect(try await ada.funding.myFunding().map(\.wish.name) == ["Cargo bike"])
            #expect(try await bob.funding.funding(bike.id).funding.why == "For the school run")
            var feed: [FeedItem] = []
            for try await item in bob.funding.feed() { feed.append(item) }
            #expect(!feed.isEmpty)
            #expect(try await ada.funding.payoutAccount() == nil)
            let closed = try await ada.funding.close(bike.id)
            #expect(closed.funding.endedAt != nil)
        }
    }
}
