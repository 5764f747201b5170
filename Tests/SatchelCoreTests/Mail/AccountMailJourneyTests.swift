import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing

/// The account's mail through a real SMTP server, read back by Python's `email` package:
/// confirming an address, and a forgotten password from the ask to the "password changed" mail.
@Suite("Account mail over SMTP", SMTPSink.needed)
struct AccountMailJourneyTests {
    /// The path of the first link in `text` starting with `prefix`.
    static func path(in text: String?, _ prefix: String) throws -> String {
        let links = (text ?? "").split(whereSeparator: \.isWhitespace).compactMap { URL(string: String($0))?.path }
        return try #require(links.first { $0.hasPrefix(prefix) })
    }

    @Test func aForgottenPasswordFromTheAskToThePasswordChangedMail() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let ada = try await t.signUp("ada", name: "Ada Novák")
            #expect(try await t.request(.requestPasswordReset, json: PasswordResetRequest(login: "ada")).status == .accepted)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 2, "the confirmation and the reset")
            let reset = try #require(try sink.received().first { $0.subject == "Set a new password for Satchel" })
            #expect(reset.to_name == "Ada Novák" && reset.to_address == "ada@example.org")
            #expect(reset.html?.contains("/reset-password/") == true && reset.defects.isEmpty)
            let path = try Self.path(in: reset.text, "/reset-password/")

            let done = try await t.request(.completePasswordReset(token: String(path.dropFirst("/reset-password/".count))),
                                           json: PasswordResetCompletion(password: "lichen under the bridge"))
            #expect(done.status == .noContent)
            #expect(try await t.request(.me, token: ada.token).status == .unauthorized)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
            let told = try #require(try sink.received().last)
            #expect(told.subject == "Your Satchel password was changed" && told.to_address == "ada@example.org")
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ada", password: "lichen under the bridge")).status == .created)
        }
    }

    @Test func anUnknownLoginSendsNothing() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let asked = try await t.request(.requestPasswordReset, json: PasswordResetRequest(login: "nobody"))
            #expect(asked.status == .accepted)
            let sent = try await MailOutboxDispatcher(context: t.context).runOnce()
            #expect(sent == 0)
            #expect(try sink.received().isEmpty)
        }
    }

    @Test func theConfirmationMailIsInThePersonsLanguageAndConfirms() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let ada = try await t.signUp("ada", name: "Åsa Lindqvist")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(language: "sv"))
            _ = try await t.request(.resendEmailConfirmation, token: ada.token)
            _ = try await MailOutboxDispatcher(context: t.context).runOnce()
            let swedish = try #require(try sink.received().last)
            #expect(swedish.subject == "Bekräfta din e-postadress för Satchel" && swedish.to_name == "Åsa Lindqvist")
            let path = try Self.path(in: swedish.text, "/verify-email/")
            #expect(try await t.request(.confirmEmail(token: String(path.dropFirst("/verify-email/".count)))).status == .noContent)
            #expect(try await t.request(.me, token: ada.token).decode(Me.self).emailVerified == true)
        }
    }
}
