import Foundation
import SatchelAPI
import SatchelKit
import SatchelGeo
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor

/// Starts a real Satchel server on a free port for the client to talk to, on a SQLite file as
/// in production (an in-memory database shares one cache between connections and locks differently).
func withLiveServer(_ body: (URL) async throws -> Void) async throws {
    try await withLiveServer { url, _ in try await body(url) }
}

/// The same, with the app, for staff set-up that has no API (libraries, cards, imports);
/// `environment` adds settings (mail).
func withLiveServer(environment: [String: String] = [:], _ body: (URL, Application) async throws -> Void) async throws {
    let app = try await Application.make(.testing)
    do {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("satchelkit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        var settings = Settings(dataDirectory: data, databaseURL: "sqlite:" + data + "/satchel.sqlite", bcryptCost: 4)
        // The tests sign up freely (a new instance is by invitation otherwise); `environment` may choose another mode.
        settings.environment["SATCHEL_SIGN_UP"] = "open"
        settings.environment.merge(environment) { _, added in added }
        try await configure(app, settings: settings)
        try await app.autoMigrate()
        try await app.server.start(address: .hostname("127.0.0.1", port: 0))
        let port = try #require(app.http.server.shared.localAddress?.port)
        try await body(URL(string: "http://127.0.0.1:\(port)")!, app)
    } catch {
        await app.server.shutdown()
        try? await app.asyncShutdown()
        throw error
    }
    await app.server.shutdown()
    try await app.asyncShutdown()
}

/// A client signed up as `username` (password "correct horse battery").
func signedUp(_ url: URL, _ username: String, transport: any HTTPTransport = defaultTransport()) async throws -> SatchelClient {
    let client = SatchelClient(baseURL: url, transport: transport)
    try await client.signUp(SignUpRequest(displayName: username.capitalized, username: username, email: "\(username)@example.org",
                                          password: "correct horse battery"))
    return client
}

@Suite("SatchelKit against a live server")
struct SatchelClientTests {
    @Test func twoPeopleBecomeFriendsAndTheFirstIsNotified() async throws {
        try await withLiveServer { url in
            let ada = SatchelClient(baseURL: url)
            let bob = SatchelClient(baseURL: url)
            try await ada.signUp(SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org", password: "correct horse battery"))
            try await bob.signUp(SignUpRequest(displayName: "Bob", username: "bob", email: "bob@example.org", password: "correct horse battery"))
            #expect(try await ada.searchPeople("bob").map(\.username) == ["bob"])
            try await ada.sendFriendRequest(username: "bob")
            let request = try #require(try await bob.friendRequests().incoming.first)
            _ = try await bob.acceptFriendRequest(request.id)
            var friends: [String] = []
            for try await friend in await ada.friends() { friends.append(friend.person.username) }
            #expect(friends == ["bob"])
            #expect(try await ada.unreadCount() == 1)
        }
    }

    @Test func aValidationProblemArrivesAsATypedError() async throws {
        try await withLiveServer { url in
            let client = SatchelClient(baseURL: url)
            do {
                try await client.signUp(SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org", password: "short"))
                Issue.record("sign-up with a short password succeeded")
            } catch let error as SatchelError {
                #expect(error.status == 422)
                #expect(error.problem?.errors?.first?.field == "password")
            }
        }
    }

    @Test func aSpotTappedOnAMapIsNamedAndPlacesAreFoundByName() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let named = try await ada.namePlace(at: GeoPoint(latitude: 59.3293, longitude: 18.0686))
            #expect(named.label == "Stockholm" && named.country == "SE")
            let found = try await ada.searchPlaces("Stockh", limit: 3)
            #expect(found.first?.name == "Stockholm")
        }
    }

    @Test func signingOutForgetsTheToken() async throws {
        try await withLiveServer { url in
            let client = try await signedUp(url, "ada")
            try await client.signOut()
            #expect(await client.token == nil)
            await #expect(throws: SatchelError.self) { try await client.me() }
        }
    }

    @Test func everyNotificationIsReadAcrossPages() async throws {
        try await withLiveServer { url in
            let ada = SatchelClient(baseURL: url)
            let me = try await ada.signUp(SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org", password: "correct horse battery"))
            for i in 0..<7 {
                let other = SatchelClient(baseURL: url)
                try await other.signUp(SignUpRequest(displayName: "P\(i)", username: "person\(i)", email: "person\(i)@example.org", password: "correct horse battery"))
                try await other.sendFriendRequest(username: me.user.username)
            }
            var count = 0
            for try await _ in await ada.notifications(pageSize: 3) { count += 1 }
            #expect(count == 7)
        }
    }
}

@Suite("SatchelKit: keeping the token")
struct TokenStoreTests {
    @Test func aDeviceThatSignedInBeforeKeepsSigningInWhileAStrangerGuessingIsHeldBack() async throws {
        try await withLiveServer { url in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-device-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let phone = SatchelClient(baseURL: url, deviceKeyStore: FileTokenStore(path: path))
            try await phone.signUp(SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org", password: "correct horse battery"))
            try await phone.signOut()
            #expect(try FileTokenStore(path: path).load() != nil, "the device key outlives the session")
            // Someone else guesses at Ada's password until they are held back.
            let stranger = SatchelClient(baseURL: url)
            var last = 0
            for _ in 0..<6 {
                do { try await stranger.signIn(login: "ada", password: "wrong password!") } catch let error as SatchelError { last = error.status }
            }
            #expect(last == 429)
            // The phone, after a restart, still signs in with the right password.
            let restarted = SatchelClient(baseURL: url, deviceKeyStore: FileTokenStore(path: path))
            try await restarted.signIn(login: "ada", password: "correct horse battery")
            #expect(try await restarted.me().username == "ada")
            // A device without the key is a stranger, and waits.
            do {
                try await SatchelClient(baseURL: url).signIn(login: "ada", password: "correct horse battery")
                Issue.record("a stranger got past the lock")
            } catch let error as SatchelError {
                #expect(error.status == 429)
            }
        }
    }

    @Test func aStoredTokenSignsTheNextLaunchInAndARevokedOneIsForgotten() async throws {
        try await withLiveServer { url in
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-token-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let store = FileTokenStore(path: path)
            let first = SatchelClient(baseURL: url, tokenStore: store)
            try await first.signUp(SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org", password: "correct horse battery"))
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
            #expect(permissions?.intValue == 0o600, "only the owner may read the token")
            // The next launch starts signed in.
            let next = SatchelClient(baseURL: url, tokenStore: store)
            #expect(await next.isSignedIn)
            #expect(try await next.me().username == "ada")
            // Revoked elsewhere (another device signs this one out): the next call says 401 and
            // the client forgets the token, in memory and in the store.
            let other = SatchelClient(baseURL: url)
            try await other.signIn(login: "ada", password: "correct horse battery")
            for token in try await other.tokens() where !token.isCurrent { try await other.revokeToken(token.id) }
            do {
                _ = try await next.me()
                Issue.record("a revoked token still worked")
            } catch let error as SatchelError {
                #expect(error.status == 401)
            }
            #expect(await !next.isSignedIn)
            #expect(try store.load() == nil)
        }
    }
}

@Suite("SatchelKit: live notifications")
struct LiveNotificationTests {
    @Test func eventsSplitAcrossChunksCommentsAndMultiLineDataAreParsed() {
        var parser = ServerSentEvents()
        #expect(parser.feed(Data("retry: 3000\nevent: unread\nda".utf8)).isEmpty)
        #expect(parser.feed(Data("ta: {\"count\":2}\n\n: keep-alive\n\n".utf8)) == [.init(name: "unread", data: "{\"count\":2}")])
        #expect(parser.feed(Data("data: a\r\ndata: b\r\n\r\n".utf8)) == [.init(name: "message", data: "a\nb")])
    }

    @Test func aFriendRequestArrivesLiveWithTheUnreadCount() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let bob = try await signedUp(url, "bob")
            let events = try await ada.liveNotifications()
            var iterator = events.makeAsyncIterator()
            #expect(try await iterator.next() == .unread(0))
            try await bob.sendFriendRequest(username: "ada")
            guard case .notification(let item)? = try await iterator.next() else { Issue.record("no notification arrived"); return }
            #expect(item.kind == "friend.request")
            #expect(try await iterator.next() == .unread(1))
        }
    }

    @Test func withoutATokenTheStreamIsAProblem() async throws {
        try await withLiveServer { url in
            do {
                _ = try await SatchelClient(baseURL: url).liveNotifications()
                Issue.record("the stream opened without a token")
            } catch let error as SatchelError {
                #expect(error.status == 401 && error.problem?.type == "/problems/unauthorized")
            }
        }
    }
}

/// A network that can be switched off, or made to lose one answer after the server acted.
final class FlakyTransport: HTTPTransport, @unchecked Sendable {
    let inner = URLSessionTransport()
    private let lock = NSLock()
    private var _offline = false
    private var loseNextAnswer = false
    var offline: Bool {
        get { lock.withLock { _offline } }
        set { lock.withLock { _offline = newValue } }
    }
    func loseTheNextAnswer() { lock.withLock { loseNextAnswer = true } }

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if offline { throw URLError(.notConnectedToInternet) }
        let response = try await inner.send(request)
        let lose = lock.withLock { () -> Bool in
            defer { loseNextAnswer = false }
            return loseNextAnswer && request.headers["Idempotency-Key"] != nil
        }
        if lose { throw URLError(.networkConnectionLost) }
        return response
    }
}

@Suite("SatchelKit: changes made offline")
struct OfflineQueueTests {
    @Test func changesMadeOfflineAreAppliedExactlyOnceAndConflictsAreReported() async throws {
        try await withLiveServer { url in
            let network = FlakyTransport()
            let ada = try await signedUp(url, "ada", transport: network)
            let old = try await ada.wishes.create(WishDraft(name: "Old lamp"))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString).json").path
            defer { try? FileManager.default.removeItem(atPath: path) }

            // Offline: two new wishes and an edit of one that another device deletes meanwhile.
            network.offline = true
            let queue = OfflineQueue(client: ada, path: path)
            try await queue.enqueue(WishesRoute.createWish, body: WishDraft(name: "Kettle"), label: "Add Kettle")
            try await queue.enqueue(WishesRoute.updateWish(old.id), body: WishDraft(name: "Old lamp, brass"), label: "Rename the lamp")
            try await queue.enqueue(WishesRoute.createWish, body: WishDraft(name: "Teapot"), label: "Add Teapot")
            let stillOffline = try await queue.replay()
            #expect(stillOffline.applied.isEmpty && stillOffline.remaining == 3)
            network.offline = false
            try await ada.wishes.delete(old.id)

            // The app restarts: the queue comes back from disk. The first answer is lost on
            // the way back, so the app sends that change again: it is applied once.
            let restarted = OfflineQueue(client: ada, path: path)
            #expect(await restarted.changes.count == 3)
            network.loseTheNextAnswer()
            let first = try await restarted.replay()
            #expect(first.applied.isEmpty && first.remaining == 3, "a lost answer keeps the change queued")
            let report = try await restarted.replay()
            #expect(report.applied.map(\.label) == ["Add Kettle", "Add Teapot"])
            #expect(report.conflicts.map(\.change.label) == ["Rename the lamp"] && report.conflicts.first?.status == 404)
            #expect(report.remaining == 0)
            #expect(try await ada.wishes.inbox().map(\.name).sorted() == ["Kettle", "Teapot"])
        }
    }

    @Test func anOfflineEditOfSomethingChangedElsewhereMeanwhileIsReportedNotApplied() async throws {
        try await withLiveServer { url in
            let network = FlakyTransport()
            let phone = try await signedUp(url, "ada", transport: network)
            let laptop = SatchelClient(baseURL: url)
            try await laptop.signIn(login: "ada", password: "correct horse battery")
            let lamp = try await phone.wishes.create(WishDraft(name: "Lamp"))

            network.offline = true
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(WishesRoute.updateWish(lamp.id), body: WishDraft(name: "Lamp, brass"), label: "Rename", editing: lamp.version)
            try await queue.enqueue(WishesRoute.deleteWish(lamp.id), label: "Delete", editing: lamp.version)
            _ = try await laptop.wishes.update(lamp.id, WishDraft(name: "Lamp, green", notes: "From the laptop"))

            network.offline = false
            let report = try await queue.replay()
            #expect(report.applied.isEmpty)
            #expect(report.conflicts.map(\.status) == [412, 412])
            #expect(report.conflicts.first?.problem?.type == "/problems/precondition-failed")
            #expect(try await phone.wishes.wish(lamp.id).name == "Lamp, green", "the other device's edit stands")
        }
    }

    @Test func aReplayThatMeetsAnEndedSignInKeepsTheChangesForAfterSigningIn() async throws {
        try await withLiveServer { url in
            let phone = try await signedUp(url, "ada")
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(WishesRoute.createWish, body: WishDraft(name: "Kettle"), label: "Add Kettle")
            try await phone.signOut()
            let refused = try await queue.replay()
            #expect(refused.needsSignIn && refused.remaining == 1 && refused.conflicts.isEmpty)
            try await phone.signIn(login: "ada", password: "correct horse battery")
            let report = try await queue.replay()
            #expect(report.applied.map(\.label) == ["Add Kettle"] && report.remaining == 0)
        }
    }

    @Test func twoReplaysAtOnceSendEveryChangeOnce() async throws {
        try await withLiveServer { url in
            let phone = try await signedUp(url, "ada")
            let queue = OfflineQueue(client: phone)
            for name in ["Kettle", "Teapot", "Cups", "Tray"] {
                try await queue.enqueue(WishesRoute.createWish, body: WishDraft(name: name), label: name)
            }
            async let first = queue.replay()
            async let second = queue.replay()
            let reports = try await [first, second]
            #expect(reports.allSatisfy { $0.conflicts.isEmpty && $0.remaining == 0 })
            #expect(try await phone.wishes.inbox().map(\.name).sorted() == ["Cups", "Kettle", "Teapot", "Tray"])
        }
    }

    @Test func aReminderCheckedOffAndThenEditedOfflineIsNotAConflict() async throws {
        try await withLiveServer { url in
            let network = FlakyTransport()
            let phone = try await signedUp(url, "ada", transport: network)
            let due = ReminderDue(local: "2030-01-02T09:00", timeZone: "Europe/Stockholm")
            let milk = try await phone.spots.create(ReminderDraft(title: "Milk", due: due))
            network.offline = true
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(SpotsRoute.completeReminder(milk.id), label: "Done", editing: milk.version)
            try await queue.enqueue(SpotsRoute.updateReminder(milk.id), body: ReminderDraft(title: "Oat milk", due: due),
                                    label: "Rename", editing: milk.version)
            network.offline = false
            let report = try await queue.replay()
            #expect(report.conflicts.isEmpty && report.applied.count == 2)
            #expect(try await phone.spots.reminder(milk.id).title == "Oat milk")
        }
    }

    @Test func severalOfflineEditsOfOneThingDoNotConflictWithEachOther() async throws {
        try await withLiveServer { url in
            let network = FlakyTransport()
            let phone = try await signedUp(url, "ada", transport: network)
            let lamp = try await phone.wishes.create(WishDraft(name: "Lamp"))
            network.offline = true
            let queue = OfflineQueue(client: phone)
            try await queue.enqueue(WishesRoute.updateWish(lamp.id), body: WishDraft(name: "Lamp, brass"), label: "Rename", editing: lamp.version)
            try await queue.enqueue(WishesRoute.updateWish(lamp.id), body: WishDraft(name: "Lamp, brass, tall"), label: "Rename again", editing: lamp.version)
            network.offline = false
            let report = try await queue.replay()
            #expect(report.conflicts.isEmpty && report.applied.count == 2)
            #expect(try await phone.wishes.wish(lamp.id).name == "Lamp, brass, tall")
        }
    }
}
