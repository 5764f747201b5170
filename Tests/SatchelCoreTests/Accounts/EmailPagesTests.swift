import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// The pages of a forgotten password and of the address: what a person without JavaScript
/// gets, every refusal beside its field with what was typed kept.
@Suite("Email pages")
struct EmailPagesTests {
    @Test func theSignInPageOffersForgotYourPasswordOnlyWithMail() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var visitor = Browser(t: t)
            let page = try await visitor.get("/sign-in").body.string
            #expect(page.contains(#"href="/forgot-password""#))
        }
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var visitor = Browser(t: t)
            let page = try await visitor.get("/sign-in").body.string
            #expect(!page.contains(#"href="/forgot-password""#) && page.contains("Ask an administrator"))
        }
    }

    @Test func askingForALinkAnswersAlikeAndKeepsTheName() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var visitor = Browser(t: t)
            _ = try await visitor.get("/forgot-password")
            let res = try await visitor.post("/forgot-password", ["login": "nobody"], from: "/forgot-password")
            #expect(res.status == .ok && res.body.string.contains("Check your email") && res.body.string.contains("“nobody”"))
        }
    }

    @Test func aWrongPasswordOnTheAddressFormIsSaidBesideItAndKeepsTheAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.post("/settings/email", ["email": "ada@new.example", "emailPassword": "not mine"], from: "/settings")
            #expect(res.status == .unprocessableEntity)
            let page = res.body.string
            #expect(page.contains(#"value="ada@new.example""#))
            #expect(page.contains(#"id="f-emailPassword-error""#))
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").first()?.email == "ada@example.org")
        }
    }

    @Test func aConfirmationLinkOpensAButtonAndOnlyThePressConfirms() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let path = try #require(try await t.queuedMail(to: "ada@example.org", kind: "email_verification").last?.path(startingWith: "/verify-email/"))
            var scanner = Browser(t: t)
            #expect(try await scanner.get(path).body.string.contains("Confirm that ada@example.org is your address"))
            let id = try #require(try await User.query(on: t.app.db).first()?.id)
            let before = try await t.accountsStore().emailState(of: id)
            #expect(before?.verifiedAt == nil, "opening the link confirms nothing")
            let res = try await ada.post(path, [:], from: "/settings")
            #expect(res.status == .seeOther)
            #expect(try await ada.get("/settings").body.string.contains("Confirmed"))
        }
    }
}

extension TestContext {
    func accountsStore() -> AccountsStore { context.accountsStore }
}
