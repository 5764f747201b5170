import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Two clients of one account — a phone and a laptop — reading and changing the same things
/// with `If-Match` (issue 46), in random order: no change is ever made over a version its
/// author did not see, and every refused change is one `412`.
@Suite("Two clients never overwrite each other")
struct TwoClientsVersionPropertyTests {
    /// A versioned thing of the account, read and renamed through the API.
    enum Thing: CaseIterable, Sendable {
        case wish, reminder, wishList, circle, profile
    }

    /// The account's things, one of each kind.
    struct Things: Sendable {
        let wish: UUID, reminder: UUID, list: UUID, circle: UUID

        static func make(_ t: TestContext, token: String) async throws -> Things {
            let wish = try await t.request(WishesRoute.createWish, token: token, json: WishDraft(name: "start")).decode(Wish.self)
            let reminder = try await t.request(SpotsRoute.createReminder, token: token, json: Self.reminder("start")).decode(Reminder.self)
            let list = try await t.request(WishesRoute.createList, token: token, json: WishListDraft(name: "start")).decode(WishList.self)
            let circle = try await t.request(.createCircle, token: token, json: CircleDraft(name: "start")).decode(SatchelAPI.Circle.self)
            return Things(wish: wish.id, reminder: reminder.id, list: list.id, circle: circle.id)
        }

        /// A time far ahead, so nothing alerts meanwhile.
        static func reminder(_ title: String) -> ReminderDraft {
            ReminderDraft(title: title, due: ReminderDue(local: "2040-01-01T09:00", timeZone: "UTC"))
        }

        func read(_ thing: Thing, _ t: TestContext, token: String) async throws -> TestingHTTPResponse {
            switch thing {
            case .wish: try await t.request(WishesRoute.wish(wish), token: token)
            case .reminder: try await t.request(SpotsRoute.reminder(reminder), token: token)
            case .wishList: try await t.request(WishesRoute.list(list), token: token)
            case .circle: try await t.request(.circle(circle), token: token)
            case .profile: try await t.request(.me, token: token)
            }
        }

        /// Renames the thing to `name`, made from `version`.
        func rename(_ thing: Thing, to name: String, _ t: TestContext, token: String, version: Int) async throws -> TestingHTTPResponse {
            let headers = ifMatch(version)
            switch thing {
            case .wish:
                return try await t.request(.PUT, WishesRoute.updateWish(wish).path, token: token, json: WishDraft(name: name), headers: headers)
            case .reminder:
                return try await t.request(.PUT, SpotsRoute.updateReminder(reminder).path, token: token, json: Self.reminder(name), headers: headers)
            case .wishList:
                return try await t.request(.PUT, WishesRoute.updateList(list).path, token: token, json: WishListDraft(name: name), headers: headers)
            case .circle:
                return try await t.request(.PATCH, APIRoute.updateCircle(circle).path, token: token, json: CircleUpdate(name: name), headers: headers)
            case .profile:
                return try await t.request(.PATCH, APIRoute.updateMe.path, token: token, json: ProfileUpdate(displayName: name), headers: headers)
            }
        }
    }

    /// A second session of the account (another device).
    static func secondDevice(_ t: TestContext) async throws -> String {
        try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery")).decode(SessionResponse.self).token
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomReadsAndConditionalChangesFromTwoClientsNeverOverwriteAnUnseenVersion(seed: UInt64) async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada", name: "start")
            let tokens = [ada.token, try await Self.secondDevice(t)]
            let things = try await Things.make(t, token: ada.token)
            var random = SeededGenerator(seed: seed)
            // What the server holds (the test's model) and what each client last saw.
            var stored: [Thing: (version: Int, name: String)] = [:]
            var seen: [[Thing: Int]] = [[:], [:]]
            for thing in Thing.allCases {
                let read = try await things.read(thing, t, token: ada.token)
                let version = try #require(read.version, "\(thing)")
                stored[thing] = (version, "start")
                seen[0][thing] = version
                seen[1][thing] = version
            }
            var refusalsExpected = 0, refusalsAnswered = 0
            for step in 0..<60 {
                let client = Int.random(in: 0...1, using: &random)
                let thing = Thing.allCases.randomElement(using: &random)!
                let now = try #require(stored[thing])
                if Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0 {
                    let read = try await things.read(thing, t, token: tokens[client])
                    #expect(read.version == now.version, "step \(step): \(thing) read")
                    seen[client][thing] = read.version
                    continue
                }
                let name = "c\(client)s\(step)"
                let from = try #require(seen[client][thing])
                let answer = try await things.rename(thing, to: name, t, token: tokens[client], version: from)
                if from == now.version {
                    #expect(answer.status == .ok && answer.version == now.version + 1, "step \(step): \(thing) \(answer.body.string)")
                    stored[thing] = (now.version + 1, name)
                } else {
                    refusalsExpected += 1
                    #expect(answer.status == .preconditionFailed && answer.version == now.version, "step \(step): \(thing)")
                    #expect(answer.body.string.contains("\"\(now.name)\""), "step \(step): \(thing): 412 without current")
                }
                if answer.status == .preconditionFailed { refusalsAnswered += 1 }
                // Either way the client now knows the version the answer named.
                seen[client][thing] = answer.version
            }
            #expect(refusalsAnswered == refusalsExpected)
            // Whatever was stored last is there, at its version: nothing went over an unseen one.
            for thing in Thing.allCases {
                let read = try await things.read(thing, t, token: ada.token)
                let now = try #require(stored[thing])
                #expect(read.version == now.version && read.body.string.contains("\"\(now.name)\""), "\(thing)")
            }
        }
    }

    /// The test clock does not move: both changes come in the same millisecond, from one copy.
    @Test(arguments: Thing.allCases)
    func twoChangesFromOneVersionAtOnceExactlyOneIsMade(thing: Thing) async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada", name: "start")
            let laptop = try await Self.secondDevice(t)
            let things = try await Things.make(t, token: ada.token)
            let version = try #require(try await things.read(thing, t, token: ada.token).version)
            async let phone = things.rename(thing, to: "phone", t, token: ada.token, version: version)
            async let other = things.rename(thing, to: "laptop", t, token: laptop, version: version)
            let answers = [try await phone, try await other]
            #expect(answers.filter { $0.status == .ok }.count == 1, "\(answers.map(\.status))")
            #expect(answers.filter { $0.status == .preconditionFailed }.count == 1)
            #expect(try await things.read(thing, t, token: ada.token).version == version + 1)
        }
    }

    /// Issue 46's "same-second loss": a copy read at version v, another device's change in the
    /// same second, then a change from the copy. `If-Unmodified-Since` (whole seconds) cannot
    /// tell the two apart — the copy's time equals the other change's — which is why clients
    /// send `If-Match`: the version has moved on, and the change is refused.
    @Test func aChangeFromACopyReadInTheSameSecondAsAnotherDevicesChangeIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let laptop = try await Self.secondDevice(t)
            let things = try await Things.make(t, token: ada.token)
            let second = t.clock.now.timeIntervalSince1970.rounded(.down) + 10
            t.clock.freeze(at: Date(timeIntervalSince1970: second + 0.2))
            let copy = try #require(try await things.read(.wish, t, token: ada.token).version)
            t.clock.freeze(at: Date(timeIntervalSince1970: second + 0.7))
            #expect(try await things.rename(.wish, to: "From the laptop", t, token: laptop, version: copy).status == .ok)
            let phone = try await things.rename(.wish, to: "From the phone", t, token: ada.token, version: copy)
            #expect(phone.status == .preconditionFailed)
            #expect(try await things.read(.wish, t, token: ada.token).body.string.contains("\"From the laptop\""))
        }
    }
}
