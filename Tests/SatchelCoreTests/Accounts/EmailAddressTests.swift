import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Confirming an address by a mailed link, asking again, and changing the address.
@Suite("Email addresses")
struct EmailAddressTests {
    static func confirmation(_ t: TestContext, to address: String) async throws -> String {
        let mail = try #require(try await t.queuedMail(to: address).last { $0.kind == "email_verification" })
        let path = try #require(mail.path(startingWith: "/verify-email/"))
        return String(path.dropFirst("/verify-email/".count))
    }

    static func me(_ t: TestContext, _ session: SessionResponse) async throws -> Me {
        try await t.request(.me, token: session.token).decode(Me.self)
    }

    @Test func aNewAccountIsMailedALinkThatConfirmsItsAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            #expect(ada.user.emailVerified == false)
            let secret = try await Self.confirmation(t, to: "ada@example.org")
            #expect(try await t.request(.confirmEmail(token: secret)).status == .noContent)
            #expect(try await Self.me(t, ada).emailVerified == true)
        }
    }

    @Test func aConfirmationLinkExpiresAfterADay() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada", keep: true)
            let secret = try await Self.confirmation(t, to: "ada@example.org")
            t.clock.advance(by: 24 * 3600 + 1)
            #expect(try await t.request(.confirmEmail(token: secret)).status == .notFound)
            #expect(try await Self.me(t, ada).emailVerified == false)
        }
    }

    @Test func sendAgainMailsANewLinkUntilTheAddressIsConfirmed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            #expect(try await t.request(.resendEmailConfirmation, token: ada.token).status == .accepted)
            #expect(try await t.queuedMail(to: "ada@example.org").filter { $0.kind == "email_verification" }.count == 2)
            _ = try await t.request(.confirmEmail(token: try await Self.confirmation(t, to: "ada@example.org")))
            let again = try await t.request(.resendEmailConfirmation, token: ada.token)
            #expect(again.status == .conflict && again.problem?.detail != nil)
        }
    }

    @Test func sendAgainIsLimitedToFiveAnHour() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            for _ in 0..<4 { #expect(try await t.request(.resendEmailConfirmation, token: ada.token).status == .accepted) }
            #expect(try await t.request(.resendEmailConfirmation, token: ada.token).status == .tooManyRequests)
        }
    }

    @Test func changingTheAddressNeedsThePasswordAndChangesNothingWithoutIt() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let wrong = try await t.request(.changeEmail, token: ada.token, json: EmailChange(email: "ada@new.example", password: "not my password"))
            #expect(wrong.status == .unprocessableEntity && wrong.problem?.errors?.first?.field == "password")
            #expect(try await Self.me(t, ada).email == "ada@example.org")
        }
    }

    @Test func aChangedAddressIsUnconfirmedAndTheOldOneIsTold() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(.confirmEmail(token: try await Self.confirmation(t, to: "ada@example.org")))
            let changed = try await t.request(.changeEmail, token: ada.token, json: EmailChange(email: "Ada@New.example", password: "correct horse battery"))
            #expect(changed.status == .ok)
            let me = try changed.decode(Me.self)
            #expect(me.email == "ada@new.example" && me.emailVerified == false)
            #expect(changed.version == (ada.user.version ?? 1) + 1, "the profile's version moves with its address")
            let told = try #require(try await t.queuedMail(to: "ada@example.org").last { $0.kind == "email_changed" })
            #expect(told.text.contains("ada@new.example"))
            _ = try await t.request(.confirmEmail(token: try await Self.confirmation(t, to: "ada@new.example")))
            #expect(try await Self.me(t, ada).emailVerified == true)
        }
    }

    @Test func aLinkMailedToTheOldAddressNoLongerConfirmsAnything() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let old = try await Self.confirmation(t, to: "ada@example.org")
            _ = try await t.request(.changeEmail, token: ada.token, json: EmailChange(email: "ada@new.example", password: "correct horse battery"))
            #expect(try await t.request(.confirmEmail(token: old)).status == .notFound)
            #expect(try await Self.me(t, ada).emailVerified == false)
        }
    }

    @Test func anAddressSomeoneElseHasIsRefused() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("bob")
            let taken = try await t.request(.changeEmail, token: ada.token, json: EmailChange(email: "bob@example.org", password: "correct horse battery"))
            #expect(taken.problem?.errors?.first?.code == "email.taken")
        }
    }

    @Test func aStaleCopyCannotChangeTheAddress() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(bio: "Engines"))
            let stale = try await t.request(.PUT, APIRoute.changeEmail.path, token: ada.token,
                                            json: EmailChange(email: "ada@new.example", password: "correct horse battery"),
                                            headers: ifMatch(ada.user.version ?? 1))
            #expect(stale.status == .preconditionFailed)
            #expect(try await Self.me(t, ada).email == "ada@example.org")
        }
    }

    @Test func aResetLinkConfirmsTheAddressItReached() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            _ = try await t.signUp("ada")
            _ = try await t.request(.requestPasswordReset, json: PasswordResetRequest(login: "ada"))
            let secret = try await PasswordResetTests.secret(t, to: "ada@example.org")
            _ = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "lichen under the bridge"))
            let session = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "lichen under the bridge")).decode(SessionResponse.self)
            #expect(session.user.emailVerified == true)
        }
    }

    @Test func withoutMailNothingIsQueuedAndTheAddressStillChanges() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let changed = try await t.request(.changeEmail, token: ada.token, json: EmailChange(email: "ada@new.example", password: "correct horse battery"))
            #expect(changed.status == .ok)
            #expect(try await t.queuedMail().isEmpty)
            #expect(try await t.request(.resendEmailConfirmation, token: ada.token).status == .conflict)
        }
    }
}
