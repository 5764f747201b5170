import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

/// `/sign-up` says what applies before anyone types, and leaves the form out where nobody
/// could use it; a waiting sign-up leads to its own page, and signing in while waiting says so.
@Suite("The sign-up page follows the mode")
struct SignUpPageTests {
    static func setMode(_ t: TestContext, _ mode: SignUpMode, domains: [String] = []) async throws {
        _ = try await t.createAdministrator()
        try await t.context.signUpPolicy.set(SignUpPolicy(mode: mode, allowedDomains: domains))
    }

    @Test func closedSaysSoAndShowsNoForm() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .closed)
            var browser = Browser(t: t)
            let page = try await browser.get("/sign-up").body.string
            #expect(page.contains("Sign-up is closed"))
            #expect(!page.contains("name=\"password\""))
            #expect(page.contains("href=\"/sign-in\""))
        }
    }

    @Test func byInvitationWithoutOneSaysSoAndShowsNoForm() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .invitation)
            var browser = Browser(t: t)
            let page = try await browser.get("/sign-up").body.string
            #expect(page.contains("Joining needs an invitation from a member"))
            #expect(!page.contains("name=\"password\""))
        }
    }

    @Test func byInvitationWithOneShowsTheForm() async throws {
        try await withSatchel { t in
            let admin = try await t.createAdministrator()
            try await t.context.signUpPolicy.set(SignUpPolicy(mode: .invitation))
            let invitation = try await t.request(.createInvitation, token: admin.token).decode(Invitation.self)
            let token = String(try #require(invitation.url).split(separator: "/").last!)
            var browser = Browser(t: t)
            let page = try await browser.get("/sign-up?invitation=" + token).body.string
            #expect(page.contains("name=\"password\""))
            #expect(page.contains("invited you"))
        }
    }

    @Test func allowedDomainsAreNamedBeforeTheForm() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval, domains: ["example.org", "example.net"])
            var browser = Browser(t: t)
            let page = try await browser.get("/sign-up").body.string
            let rule = try #require(page.range(of: "Only addresses at example.org, example.net can sign up."))
            let approval = try #require(page.range(of: "An administrator approves each new account"))
            let form = try #require(page.range(of: "name=\"password\""))
            #expect(rule.lowerBound < form.lowerBound)
            #expect(approval.lowerBound < form.lowerBound)
        }
    }

    @Test func withApprovalTheFormLeadsToTheWaitingPageAndSigningInSaysWhy() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            var browser = Browser(t: t)
            let res = try await browser.post("/sign-up", ["displayName": "Ada", "username": "ada", "email": "ada@example.org",
                                                          "password": "correct horse battery"])
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location) == "/sign-up/waiting")
            #expect(browser.cookies[WebCookies.session] == nil, "not signed in")
            let waiting = try await browser.get("/sign-up/waiting")
            #expect(waiting.body.string.contains("Waiting for approval"))
            let signIn = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            #expect(signIn.body.string.contains("An administrator has not approved your account yet."))
            #expect(!signIn.body.string.contains("is not correct"))
        }
    }
}
