import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// "Forgot your password?" over the API: a link by mail, once, for an hour; nothing said
/// about who has an account.
@Suite("Password resets")
struct PasswordResetTests {
    static func ask(_ t: TestContext, _ login: String) async throws -> TestingHTTPResponse {
        try await t.request(.requestPasswordReset, json: PasswordResetRequest(login: login))
    }

    /// The secret of the newest reset link mailed to `address`.
    static func secret(_ t: TestContext, to address: String) async throws -> String {
        let mail = try #require(try await t.queuedMail(to: address).last { $0.kind == "password_reset" })
        let path = try #require(mail.path(startingWith: "/reset-password/"))
        return String(path.dropFirst("/reset-password/".count))
    }

    @Test func aResetLinkSetsANewPasswordAndSignsOutEverySession() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            #expect(try await Self.ask(t, "ada").status == .accepted)
            let secret = try await Self.secret(t, to: "ada@example.org")
            let done = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge"))
            #expect(done.status == .noContent, "\(done.body.string)")
            #expect(try await t.request(.me, token: ada.token).status == .unauthorized, "the old session is gone")
            let signIn = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "lichen under the bridge"))
            #expect(signIn.status == .created)
            let old = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
            #expect(old.status == .unauthorized)
        }
    }

    @Test func theResetMailNamesTheAccountAndLinksToThePublicAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada", name: "Ada Lovelace")
            _ = try await Self.ask(t, "ADA@example.org")
            let mail = try #require(try await t.queuedMail(to: "ada@example.org").last)
            #expect(mail.kind == "password_reset")
            #expect(mail.text.contains("Hello Ada Lovelace") && mail.text.contains("“ada”"))
            #expect(mail.links.first { $0.contains("/reset-password/") }?.hasPrefix("http://satchel.test/reset-password/") == true)
            #expect(mail.headers["list-unsubscribe"] == nil, "account mail cannot be unsubscribed from")
        }
    }

    @Test func anUnknownLoginGetsTheSameAnswerAndNoMail() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            let known = try await Self.ask(t, "ada")
            let unknown = try await Self.ask(t, "nobody@example.org")
            #expect(known.status == .accepted && unknown.status == .accepted)
            #expect(known.body.readableBytes == unknown.body.readableBytes)
            #expect(try await t.queuedMail().filter { $0.kind == "password_reset" }.map(\.recipient) == ["ada@example.org"])
        }
    }

    @Test func aLoginOfOnlyInvisibleCharactersNamesNoAccountWhileABlankOneIsAskedFor() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            #expect(try await Self.ask(t, "\u{00AD}\u{001E}\u{0089}").status == .accepted, "a soft hyphen is typed, if unseen")
            let blank = try await Self.ask(t, " \u{0085}\t")
            #expect(blank.status == .unprocessableEntity && blank.body.string.contains("login.required"))
            #expect(try await t.queuedMail().filter { $0.kind == "password_reset" }.isEmpty)
        }
    }

    @Test func aLinkWorksOnce() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let secret = try await Self.secret(t, to: "ada@example.org")
            #expect(try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge")).status == .noContent)
            let again = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "another fine password"))
            #expect(again.status == .notFound && again.problem?.detail != nil)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ada", password: "lichen under the bridge")).status == .created)
        }
    }

    @Test func aLinkExpiresAfterAnHour() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let secret = try await Self.secret(t, to: "ada@example.org")
            t.clock.advance(by: 3601)
            let late = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge"))
            #expect(late.status == .notFound)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery")).status == .created)
        }
    }

    @Test func aWeakNewPasswordIsRefusedAndTheLinkStillWorks() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let secret = try await Self.secret(t, to: "ada@example.org")
            let weak = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "short"))
            #expect(weak.status == .unprocessableEntity && weak.problem?.errors?.first?.field == "password")
            #expect(try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge")).status == .noContent)
        }
    }

    @Test func theNewPasswordIsToldByMail() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let secret = try await Self.secret(t, to: "ada@example.org")
            _ = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge"))
            let told = try await t.queuedMail(to: "ada@example.org").filter { $0.kind == "password_changed" }
            #expect(told.count == 1)
            #expect(told.first?.text.contains("Forgot your password?") == true)
        }
    }

    @Test func aNewerLinkSpendsTheOlderOnesWhenUsed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let first = try await Self.secret(t, to: "ada@example.org")
            t.clock.advance(by: 60)
            _ = try await Self.ask(t, "ada")
            let second = try await Self.secret(t, to: "ada@example.org")
            #expect(first != second)
            #expect(try await t.request(.completePasswordReset(token: second), json: PasswordResetCompletion(password: "lichen under the bridge")).status == .noContent)
            #expect(try await t.request(.completePasswordReset(token: first), json: PasswordResetCompletion(password: "another fine password")).status == .notFound)
        }
    }

    @Test func aFourthAskForOneLoginWithinAnHourIsRefusedWhetherOrNotItExists() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            for login in ["ada", "nobody"] {
                for _ in 0..<3 { #expect(try await Self.ask(t, login).status == .accepted) }
                let fourth = try await Self.ask(t, login)
                #expect(fourth.status == .tooManyRequests, "\(login)")
                #expect(fourth.headers.first(name: .retryAfter) != nil)
            }
            t.clock.advance(by: 3601)
            #expect(try await Self.ask(t, "ada").status == .accepted)
        }
    }

    @Test func oneAccountGetsAtMostThreeResetMailsAnHourHoweverItIsNamed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            for login in ["ada", "ada@example.org", "ADA", "Ada@Example.org"] {
                #expect(try await Self.ask(t, login).status == .accepted)
            }
            #expect(try await t.queuedMail(to: "ada@example.org").filter { $0.kind == "password_reset" }.count == 3)
        }
    }

    @Test func withoutMailTheAskIsRefusedAndSaysWhom() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let res = try await Self.ask(t, "ada")
            #expect(res.status == .conflict)
            #expect(res.problem?.detail?.contains("administrator") == true)
        }
    }

    @Test func aChangedUnconfirmedAddressGetsNoResetMail() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let changed = try await t.request(.changeEmail, token: ada.token,
                                              json: EmailChange(email: "ada@elsewhere.example", password: "correct horse battery"))
            #expect(changed.status == .ok)
            #expect(try await Self.ask(t, "ada").status == .accepted)
            #expect(try await t.queuedMail().filter { $0.kind == "password_reset" }.isEmpty)
        }
    }

    @Test func twoPressesOfOneLinkAtOnceSetOnePassword() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await Self.ask(t, "ada")
            let secret = try await Self.secret(t, to: "ada@example.org")
            async let a = t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "first new password"))
            async let b = t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "second new password"))
            let statuses = try await [a.status, b.status]
            #expect(statuses.filter { $0 == .noContent }.count == 1, "\(statuses)")
            #expect(try await t.queuedMail().filter { $0.kind == "password_changed" }.count == 1)
        }
    }
}
