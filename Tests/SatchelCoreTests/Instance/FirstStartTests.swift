import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

/// The first start: while there is no account, every page leads to "Create the administrator";
/// the first visitor becomes the one administrator, and the page is gone after.
@Suite("The first start")
struct FirstStartTests {
    static func request(_ username: String) -> SignUpRequest {
        SignUpRequest(displayName: username.capitalized, username: username, email: "\(username)@example.org",
                      password: "correct horse battery")
    }

    @Test func aRaceOfFirstVisitorsMakesExactlyOneAdministrator() async throws {
        try await withSatchel { t in
            let statuses = try await withThrowingTaskGroup(of: UInt.self) { group in
                for i in 0..<8 {
                    group.addTask { try await t.request(.createAdministrator, json: Self.request("first\(i)")).status.code }
                }
                return try await group.reduce(into: [UInt]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 201 }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == 409 }.count == 7, "\(statuses)")
            let people = try await User.query(on: t.app.db).all()
            #expect(people.count == 1)
            #expect(people.allSatisfy { $0.isAdmin })
        }
    }

    @Test func theAdministratorIsSignedInAndAnAdministrator() async throws {
        try await withSatchel { t in
            let admin = try await t.createAdministrator("root")
            #expect(admin.user.isAdmin)
            let me = try await t.request(.me, token: admin.token)
            #expect(me.status == .ok)
        }
    }

    @Test func setupAnswers409OnceAnyAccountExists() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let res = try await t.request(.createAdministrator, json: Self.request("root"))
            #expect(res.status == .conflict)
            #expect(res.problem?.type == "/problems/conflict")
            #expect(try await User.query(on: t.app.db).filter(\.$isAdmin == true).count() == 0)
        }
    }

    @Test func everyPageLeadsToSetupWhileThereIsNoAccount() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            for path in ["/", "/sign-in", "/sign-up", "/friends", "/settings"] {
                let res = try await browser.get(path)
                #expect(res.status == .seeOther, "\(path)")
                #expect(res.headers.first(name: .location) == "/setup", "\(path)")
            }
        }
    }

    @Test func whatIsNotAPageAnswersAsAlwaysWhileThereIsNoAccount() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let health = try await browser.get("/health"), style = try await browser.get("/static/app.css")
            let rules = try await t.request(.signUpRules), setup = try await browser.get("/setup")
            #expect(health.status == .ok)
            #expect(style.status == .ok)
            #expect(rules.status == .ok)
            #expect(setup.status == .ok)
        }
    }

    @Test func theSetupFormMakesASignedInAdministratorAndThePageIsGoneAfter() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.post("/setup", ["displayName": "Root", "username": "root", "email": "root@example.org",
                                                        "password": "correct horse battery"])
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location) == "/")
            let root = try #require(try await User.query(on: t.app.db).filter(\.$username == "root").first())
            #expect(root.isAdmin)
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.body.string.contains("csrf-token"), "signed in")
            var stranger = Browser(t: t)
            let setup = try await stranger.get("/setup"), signIn = try await stranger.get("/sign-in")
            #expect(setup.status == .notFound)
            #expect(signIn.status == .ok)
        }
    }

    @Test func theSetupPageAsksForEveryFieldAndKeepsWhatWasTypedBesideAnError() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let page = try await browser.get("/setup").body.string
            for name in ["displayName", "username", "email", "password", "_csrf"] {
                #expect(page.contains("name=\"\(name)\""), "\(name)")
            }
            #expect(page.contains("<h1>Create the administrator</h1>"))
            #expect(page.contains("name=\"viewport\""))
            let refused = try await browser.post("/setup", ["displayName": "Root", "username": "root", "email": "root@example.org",
                                                            "password": "short"])
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("value=\"root@example.org\""))
            #expect(refused.body.string.contains("field-error") || refused.body.string.contains("aria-invalid"))
            #expect(try await User.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theSignUpFormOnAnEmptyInstanceLeadsToSetup() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.post("/sign-up", ["displayName": "Ada", "username": "ada", "email": "ada@example.org",
                                                          "password": "correct horse battery"], from: "/setup")
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location) == "/setup")
            #expect(try await User.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theAPISignUpOnAnEmptyInstanceFollowsTheMode() async throws {
        try await withSatchel { t in
            // The harness's instances are open: the first API sign-up is an ordinary member.
            let ada = try await t.signUp("ada")
            #expect(!ada.user.isAdmin)
        }
    }

    @Test func anAccountAnAdministratorMakesIsRefusedByNeitherTheModeNorTheFirstStart() async throws {
        try await withSatchel { t in
            try await t.context.signUpPolicy.set(SignUpPolicy(mode: .closed, allowedDomains: ["example.com"]))
            let user = try await t.context.accounts.createAccount(Self.request("root"), administrator: true)
            #expect(user.isAdmin)
            let member = try await t.context.accounts.createAccount(Self.request("bea"), administrator: false)
            #expect(!member.isAdmin)
            let signedIn = try await t.request(.signIn, json: SignInRequest(login: "bea", password: "correct horse battery"))
            #expect(signedIn.status == .created)
        }
    }
}
