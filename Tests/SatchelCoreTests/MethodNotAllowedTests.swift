import SatchelTesting
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

@Suite("Methods a path does not take")
struct MethodNotAllowedTests {
    @Test func anUndeclaredMethodOnAKnownPathIs405WithAllow() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(.PUT, "/api/v1/wishes", token: ada.token, json: WishDraft(name: "Kite"))
            #expect(res.status == .methodNotAllowed)
            #expect(res.headers.first(name: .allow) == "GET, HEAD, POST")
            #expect(res.problem?.type == "/problems/method-not-allowed")
            #expect(try await t.request(WishesRoute.inbox, token: ada.token).decode([Wish].self).isEmpty, "nothing was written")
        }
    }

    @Test func aReusedIdempotencyKeyOnAnUndeclaredMethodIsStill405() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var headers: HTTPHeaders = ["Idempotency-Key": "same-key-1"]
            headers.bearerAuthorization = BearerAuthorization(token: ada.token)
            _ = try await t.request(.POST, "/api/v1/wishes", json: WishDraft(name: "Kite"), headers: headers)
            let res = try await t.request(.PATCH, "/api/v1/wishes", json: WishDraft(name: "Other"), headers: headers)
            #expect(res.status == .methodNotAllowed)
        }
    }

    @Test func aPathBelongsToItsMostSpecificRouteNotToAParameterBesideIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            // "/notifications/read-all" is its own resource, not a notification called "read-all".
            let res = try await t.request(.DELETE, "/api/v1/notifications/read-all", token: ada.token)
            #expect(res.status == .methodNotAllowed)
            #expect(res.headers.first(name: .allow) == "POST")
        }
    }

    @Test func anUnknownPathIsStill404() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(.PUT, "/api/v1/no-such-thing", token: ada.token)
            #expect(res.status == .notFound)
            #expect(res.headers.first(name: .allow) == nil)
        }
    }

    @Test func aPageAskedWithAnotherMethodSays405InItsErrorPage() async throws {
        try await withSatchel { t in
            let res = try await t.request(.DELETE, "/sign-in", headers: ["Accept": "text/html"])
            #expect(res.status == .methodNotAllowed)
            #expect(res.headers.first(name: .allow)?.contains("GET") == true)
        }
    }
}
