import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

@Suite("Idempotency-Key on writes")
struct IdempotencyTests {
    static func create(_ t: TestContext, _ session: SessionResponse, name: String, key: String) async throws -> TestingHTTPResponse {
        try await t.request(.POST, APIRoute.createCircle.path, token: session.token, json: CircleDraft(name: name),
                            headers: [IdempotencyMiddleware.header: key])
    }

    @Test func aReplayedWriteGetsTheFirstAnswerAndChangesNothingTwice() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let key = UUID().uuidString
            let first = try await Self.create(t, ada, name: "Family", key: key)
            let again = try await Self.create(t, ada, name: "Family", key: key)
            #expect(first.status == .created && again.status == .created)
            #expect(try first.decode(Circle.self).id == again.decode(Circle.self).id)
            #expect(again.headers.first(name: "Idempotency-Replayed") == "true")
            #expect(try await t.request(.circles, token: ada.token).decode([Circle].self).count == 1)
        }
    }

    @Test func theSameKeyWithAnotherRequestIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let key = UUID().uuidString
            _ = try await Self.create(t, ada, name: "Family", key: key)
            let other = try await Self.create(t, ada, name: "Work", key: key)
            #expect(other.status == .unprocessableEntity)
            #expect(try await t.request(.circles, token: ada.token).decode([Circle].self).map(\.name) == ["Family"])
        }
    }

    @Test func aRefusedRequestKeepsNothingSoItCanBeTriedAgain() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let key = UUID().uuidString
            #expect(try await Self.create(t, ada, name: "", key: key).status == .unprocessableEntity)
            #expect(try await Self.create(t, ada, name: "Family", key: key).status == .created)
        }
    }

    @Test func keysAreEachPersonsOwn() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let key = "same-key"
            #expect(try await Self.create(t, ada, name: "Family", key: key).status == .created)
            #expect(try await Self.create(t, bob, name: "Family", key: key).status == .created)
            #expect(try await t.request(.circles, token: bob.token).decode([Circle].self).count == 1)
        }
    }

    @Test func aKeyThatIsNotPlainTextIsAProblem() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await Self.create(t, ada, name: "Family", key: String(repeating: "k", count: 201))
            #expect(res.status == .unprocessableEntity)
            #expect(try await t.request(.circles, token: ada.token).decode([Circle].self).isEmpty)
        }
    }
}
