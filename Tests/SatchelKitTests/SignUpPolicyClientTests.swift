import Fluent
import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Who may join and the first start, through SatchelKit against a live server.
@Suite("SatchelKit: who may join")
struct SignUpPolicyClientTests {
    static func request(_ username: String) -> SignUpRequest {
        SignUpRequest(displayName: username.capitalized, username: username, email: "\(username)@example.org",
                      password: "correct horse battery")
    }

    @Test func anAppReadsTheRulesBeforeAnyoneTypes() async throws {
        try await withLiveServer(environment: ["SATCHEL_SIGN_UP": "invitation"]) { url, _ in
            let rules = try await SatchelClient(baseURL: url).signUpPolicy()
            #expect(rules == SignUpRules(mode: .invitation, allowedDomains: [], needsInvitation: true))
        }
    }

    @Test func theFirstAdministratorIsMadeOnceAndSignedIn() async throws {
        try await withLiveServer { url, _ in
            let root = SatchelClient(baseURL: url)
            let session = try await root.createAdministrator(Self.request("root"))
            #expect(session.user.isAdmin)
            #expect(await root.isSignedIn)
            #expect(try await root.me().username == "root")
            do {
                try await SatchelClient(baseURL: url).createAdministrator(Self.request("second"))
                Issue.record("a second administrator was made")
            } catch let error as SatchelError {
                #expect(error.status == 409)
            }
        }
    }

    @Test func aSignUpThatWaitsForApprovalSaysSoAndLeavesTheClientSignedOut() async throws {
        try await withLiveServer(environment: ["SATCHEL_SIGN_UP": "approval"]) { url, app in
            let ada = SatchelClient(baseURL: url)
            do {
                try await ada.signUp(Self.request("ada"))
                Issue.record("the sign-up did not wait")
            } catch let waiting as SignUpAwaitingApproval {
                #expect(waiting.waiting.username == "ada")
            }
            #expect(await !ada.isSignedIn)
            do {
                try await ada.signIn(login: "ada", password: "correct horse battery")
                Issue.record("signed in while waiting")
            } catch let error as SatchelError {
                #expect(error.problem?.type == "/problems/awaiting-approval")
            }
            let pending = try #require(try await app.context.signUpPolicy.pending().first)
            try await app.context.signUpPolicy.approve(userID: pending.id)
            try await ada.signIn(login: "ada", password: "correct horse battery")
            #expect(await ada.isSignedIn)
        }
    }
}
