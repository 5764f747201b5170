import SatchelTesting
import Foundation
import Fluent
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import SQLKit
import Testing
import Vapor
import VaporTesting

/// Databases made by Satchel as it stood at older commits (demo world, a library with a real
/// EPUB and a card; `scripts/make-upgrade-fixture`) are migrated to today's schema, on SQLite and
/// on PostgreSQL, and every app still works on them. Each commit left a different migration in
/// its first shape: ac874f7 the dishes (no restaurant deletions), c9e6ad3 the library (its old
/// search index and event pictures), 0a58a26 push devices (no session).
@Suite("Old databases upgrade")
struct UpgradeTests {
    static let commits = ["ac874f7", "c9e6ad3", "0a58a26"]

    static func fixture(_ commit: String) throws -> URL {
        try #require(Bundle.module.url(forResource: commit, withExtension: nil, subdirectory: "Fixtures/upgrade"))
    }

    struct Identified: Decodable { let id: UUID }

    func signIn(_ t: TestContext, _ login: String) async throws -> SessionResponse {
        let res = try await t.request(.signIn, json: SignInRequest(login: login, password: CoreModule.demoPassword))
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(SessionResponse.self)
    }

    @Test(arguments: commits)
    func everyMigrationOfTodayIsRecorded(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let sql = t.app.db.sql
            let recorded = Set(try await sql.raw("SELECT name FROM _fluent_migrations").all().map { try $0.decode(column: "name", as: String.self) })
            let expected = satchelModules.flatMap(\.migrations).map { String(reflecting: type(of: $0)) }
            #expect(expected.filter { !recorded.contains($0) }.isEmpty)
            // The people made back then are still there, with their passwords.
            let alice = try await signIn(t, "alice")
            #expect(alice.user.username == "alice")
        }
    }

    @Test(arguments: commits)
    func wishesFundingAndNotificationsWorkAfterTheUpgrade(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let alice = try await signIn(t, "alice")
            let created = try await t.request(WishesRoute.createWish, token: alice.token, json: WishDraft(name: "Kite"))
            #expect(created.status == .created, "\(created.body.string)")
            let inbox = try await t.request(WishesRoute.inbox, token: alice.token).decode([Wish].self)
            #expect(inbox.contains { $0.name == "Kite" })
            #expect(try await t.request(.notifications, token: alice.token).status == .ok)
            // Funding wishes made before they named their owner are found in friends' feeds by it
            // (the surprise Bob organises is in his friend Carol's).
            func feed(_ session: SessionResponse) async throws -> Set<String> {
                Set(try await t.request(FundingRoute.feed, token: session.token).decode(SatchelAPI.Page<FeedItem>.self).items.map(\.item.wish.name))
            }
            let alices = try await feed(alice), carols = try await feed(try await signIn(t, "carol"))
            #expect(alices == ["Electric guitar", "Cargo bike", "Pottery course"])
            #expect(carols == ["Concert tickets"])
        }
    }

    @Test(arguments: commits)
    func peopleWhoWereThereBeforeTheUpgradeAreFoundByName(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let alice = try await signIn(t, "alice")
            let found = try await t.request(.searchPeople, token: alice.token, query: "?q=novak").decode(SatchelAPI.Page<Person>.self)
            #expect(found.items.map(\.username) == ["bob"])
        }
    }

    @Test(arguments: commits)
    func aPlaceReminderFiresOnArrivalAfterTheUpgrade(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let bob = try await signIn(t, "bob")
            let shop = (latitude: 59.3326, longitude: 18.0649)
            let draft = ReminderDraft(title: "Buy milk", place: ReminderPlace(latitude: shop.latitude, longitude: shop.longitude,
                                                                              label: "The shop", radius: 150))
            let created = try await t.request(SpotsRoute.createReminder, token: bob.token, json: draft)
            #expect(created.status == .created, "\(created.body.string)")
            let reminder = try created.decode(Reminder.self)
            let res = try await t.request(SpotsRoute.reportPosition, token: bob.token,
                                          json: PositionFix(latitude: shop.latitude, longitude: shop.longitude, accuracy: 10,
                                                            timestamp: t.clock.now, deviceId: "phone"))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(PositionResult.self).fired == [reminder.id])
        }
    }

    @Test(arguments: commits)
    func restaurantsAreFoundAndRemovedAfterTheUpgrade(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let carol = try await signIn(t, "carol")
            let draft = RestaurantDraft(name: "Ravintola Kuu", latitude: 60.1699, longitude: 24.9384)
            let created = try await t.request(EatsRoute.createRestaurant, token: carol.token, json: draft)
            #expect(created.status == .created, "\(created.body.string)")
            let restaurant = try created.decode(Identified.self)
            func nearby() async throws -> [String] {
                try await t.request(EatsRoute.restaurants, token: carol.token, query: "?near=60.1699,24.9384")
                    .decode(Page<RestaurantSummary>.self).items.map(\.name)
            }
            #expect(try await nearby().contains("Ravintola Kuu"))
            #expect(try await t.request(EatsRoute.deleteRestaurant(restaurant.id), token: carol.token).status == .noContent)
            #expect(try await !nearby().contains("Ravintola Kuu"))
        }
    }

    @Test(arguments: ["c9e6ad3", "0a58a26"])
    func theLibrarysBooksAreFoundAndLentAfterTheUpgrade(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let dave = try await signIn(t, "dave")
            let libraries = try await t.request(LibraryRoute.libraries, token: dave.token).decode([LibrarySummary].self)
            let malmo = try #require(libraries.first { $0.slug == "malmo" })
            let card = try await t.request(LibraryRoute.signInCard(malmo.id), token: dave.token,
                                           json: CardSignIn(cardNumber: "20000001", pin: "1234"))
            #expect(card.status == .ok, "\(card.body.string)")
            // Found by a word start, in its own library only: the search index was made anew.
            let found = try await t.request(LibraryRoute.searchTitles(malmo.id), token: dave.token, query: "?q=childr")
                .decode(TitleSearchPage.self)
            let book = try #require(found.items.first { $0.title == "Children's Literature" })
            #expect(try await t.request(LibraryRoute.borrow(book.id), token: dave.token).status == .created)
        }
    }

    @Test(arguments: commits)
    func aBrowserSubscribesToPushAfterTheUpgrade(_ commit: String) async throws {
        try await withSatchel(upgrading: try Self.fixture(commit)) { t in
            let eva = try await signIn(t, "eva")
            let res = try await t.request(.addWebPushSubscription, token: eva.token, json: TestBrowser().subscription)
            #expect(res.status == .created, "\(res.body.string)")
            // Signing out ends that session's pushes.
            #expect(try await t.request(.signOut, token: eva.token).status == .noContent)
            let again = try await signIn(t, "eva")
            #expect(try await t.request(.pushDevices, token: again.token).decode([PushDeviceInfo].self).isEmpty)
        }
    }
}
