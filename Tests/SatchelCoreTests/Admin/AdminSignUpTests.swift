import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Who may join, chosen in the administration, and the sign-ups administrators approve or refuse.
@Suite("Administration of sign-ups")
struct AdminSignUpTests {
    static func waitingSignUp(_ t: TestContext, _ username: String) async throws -> UUID {
        let res = try await t.request(.signUp, json: SignUpRequest(displayName: username.capitalized, username: username,
                                                                   email: "\(username)@example.org", password: "correct horse battery"))
        #expect(res.status == .accepted, "\(res.body.string)")
        return try #require(try await User.query(on: t.app.db).filter(\.$username == username).first()?.requireID())
    }

    @Test func anAdministratorChoosesApprovalAndItIsAudited() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let res = try await t.request(AdminRoute.setSignUpPolicy, token: root.token,
                                          json: SignUpPolicy(mode: .approval, allowedDomains: ["Example.org"]))
            #expect(try res.decode(SignUpPolicy.self) == SignUpPolicy(mode: .approval, allowedDomains: ["example.org"]))
            #expect(try await t.request(.GET, "/api/v1/sign-up").decode(SignUpRules.self).mode == .approval)
            let entry = try #require(try await t.context.adminAudit.page(cursor: nil, limit: 1).items.first)
            #expect(entry.action == "sign_up.policy" && entry.detail == "approval; domains: example.org")
        }
    }

    @Test func changingWhoMayJoinNeedsAFreshPassword() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            t.clock.advance(by: 11 * 60)
            let res = try await t.request(AdminRoute.setSignUpPolicy, token: root.token, json: SignUpPolicy(mode: .closed))
            #expect(res.status == .forbidden)
            #expect(try await t.context.signUpPolicy.current().mode == .open)
        }
    }

    @Test func anApprovedPersonIsListedThenSignsIn() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            _ = try await t.context.signUpPolicy.set(SignUpPolicy(mode: .approval))
            let cleo = try await Self.waitingSignUp(t, "cleo")
            let waiting = try await t.request(AdminRoute.pendingSignUps, token: root.token).decode([AdminPerson].self)
            #expect(waiting.map(\.id) == [cleo] && waiting.first?.waitingForApproval == true)
            let approved = try await t.request(AdminRoute.approveSignUp(cleo), token: root.token)
            #expect(try approved.decode(AdminPerson.self).waitingForApproval == false)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "cleo", password: "correct horse battery")).status == .created)
            #expect(try await AdminSupport.auditActions(t) == ["sign_up.approve"])
        }
    }

    @Test func aRefusedSignUpIsGoneAndAudited() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            _ = try await t.context.signUpPolicy.set(SignUpPolicy(mode: .approval))
            let cleo = try await Self.waitingSignUp(t, "cleo")
            #expect(try await t.request(AdminRoute.refuseSignUp(cleo), token: root.token).status == .noContent)
            #expect(try await User.find(cleo, on: t.app.db) == nil)
            let entry = try #require(try await t.context.adminAudit.page(cursor: nil, limit: 1).items.first)
            #expect(entry.action == "sign_up.refuse" && entry.subjectName == "Cleo (@cleo)")
        }
    }

    @Test func approvingSomeoneWhoIsNotWaitingIsNotFound() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            #expect(try await t.request(AdminRoute.approveSignUp(ben.user.id), token: root.token).status == .notFound)
            #expect(try await t.request(AdminRoute.refuseSignUp(ben.user.id), token: root.token).status == .notFound)
            #expect(try await User.find(ben.user.id, on: t.app.db) != nil)
            #expect(try await AdminSupport.auditActions(t).isEmpty)
        }
    }

    @Test func theSignUpPageApprovesFromTheWaitingList() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            _ = try await t.context.signUpPolicy.set(SignUpPolicy(mode: .approval))
            let cleo = try await Self.waitingSignUp(t, "cleo")
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            let page = try await browser.get(AdminPath.signUp.path)
            #expect(page.body.string.contains("cleo@example.org"))
            #expect(page.body.string.contains(#"value="approval" checked"#))
            let done = try await browser.post(AdminPath.approveSignUp(cleo).path, [:], from: AdminPath.signUp.path)
            #expect(done.status == .seeOther)
            #expect(try await t.context.signUpPolicy.isWaiting(cleo) == false)
        }
    }

    @Test func aBadDomainOnTheSignUpPageIsSaidBesideTheFieldAndKept() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            let res = try await browser.post(AdminPath.signUp.path, ["mode": "closed", "allowedDomains": "not a domain!"])
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-allowedDomains-error") && res.body.string.contains("not a domain!"))
            #expect(res.body.string.contains(#"value="closed" checked"#), "the chosen mode is kept")
            #expect(try await t.context.signUpPolicy.current().mode == .open, "nothing saved")
        }
    }
}
