import Fluent
import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// The administration through SatchelKit against a live server.
@Suite("SatchelKit: administration")
struct AdminClientTests {
    static func administrator(_ url: URL, _ app: Application) async throws -> SatchelClient {
        let root = try await signedUp(url, "root")
        let id = try await root.me().id
        try await User.query(on: app.db).filter(\.$id == id).set(\.$isAdmin, to: true).update()
        app.context.changed("users", .user(id))
        return root
    }

    @Test func anAdministratorLocksAPersonAndReadsItInTheAuditLog() async throws {
        try await withLiveServer { url, app in
            let root = try await Self.administrator(url, app)
            let ben = try await signedUp(url, "ben")
            let benID = try await ben.me().id
            var found: [AdminPerson] = []
            for try await person in root.administeredPeople(matching: "be") { found.append(person) }
            #expect(found.map(\.username) == ["ben"])
            let locked = try await root.lockPerson(benID, reason: "spam")
            #expect(locked.locked)
            var entries: [AuditEntry] = []
            for try await entry in root.auditLog() { entries.append(entry) }
            #expect(entries.map(\.action) == ["person.lock"] && entries.first?.detail == "spam")
            try await root.unlockPerson(benID)
            #expect(try await root.administeredPerson(benID).locked == false)
        }
    }

    @Test func aMemberGetsNotFound() async throws {
        try await withLiveServer { url, app in
            _ = try await Self.administrator(url, app)
            let ben = try await signedUp(url, "ben")
            do {
                _ = try await ben.administeredPerson(UUID())
                Issue.record("a member reached the administration")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
        }
    }

    @Test func anAdministratorTurnsOnApprovalAndLetsAWaitingPersonIn() async throws {
        try await withLiveServer { url, app in
            let root = try await Self.administrator(url, app)
            try await root.setSignUpPolicy(SignUpPolicy(mode: .approval))
            #expect(try await root.administeredSignUpPolicy().mode == .approval)
            let cleo = SatchelClient(baseURL: url, transport: defaultTransport())
            do {
                try await cleo.signUp(SignUpRequest(displayName: "Cleo", username: "cleo", email: "cleo@example.org", password: "correct horse battery"))
                Issue.record("a sign-up in approval mode signed in at once")
            } catch is SignUpAwaitingApproval {}
            let waiting = try await root.waitingSignUps()
            #expect(waiting.map(\.username) == ["cleo"])
            try await root.approveSignUp(try #require(waiting.first).id)
            _ = try await cleo.signIn(login: "cleo", password: "correct horse battery")
            #expect(try await cleo.me().username == "cleo")
        }
    }
}
