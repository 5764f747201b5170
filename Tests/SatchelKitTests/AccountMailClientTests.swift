import Fluent
import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// A forgotten password and a confirmed address through SatchelKit against a live server,
/// the links' secrets read from the mail outbox.
@Suite("SatchelKit: account mail")
struct AccountMailClientTests {
    /// Mail set up towards a port nothing listens on: queueing needs no server.
    static let mailing = ["SATCHEL_SMTP_URL": "smtp://127.0.0.1:9?tls=none&timeout=1", "SATCHEL_MAIL_FROM": "Satchel <satchel@example.org>"]

    /// The secret after `prefix` in the newest queued mail of `kind`.
    static func secret(_ app: Application, kind: String, after prefix: String) async throws -> String {
        let item = try #require(try await MailOutboxItem.query(on: app.db).filter(\.$kind == kind).sort(\.$createdAt, .descending).first())
        let text: String = item.message.replacingOccurrences(of: "=\r\n", with: "")
        let found = try #require(text.range(of: prefix))
        let secret: Substring = text[found.upperBound...].prefix { (c: Character) -> Bool in
            c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_")
        }
        return String(secret)
    }

    @Test func aForgottenPasswordIsSetAgainFromTheMailedLink() async throws {
        try await withLiveServer(environment: Self.mailing) { url, app in
            let ada = try await signedUp(url, "ada")
            let device = SatchelClient(baseURL: url, transport: defaultTransport())
            try await device.requestPasswordReset(login: "ada@example.org")
            let token = try await Self.secret(app, kind: "password_reset", after: "/reset-password/")
            try await device.completePasswordReset(token: token, password: "lichen under the bridge")
            _ = try await device.signIn(login: "ada", password: "lichen under the bridge")
            do {
                _ = try await ada.me()
                Issue.record("the session from before the reset still works")
            } catch let error as SatchelError {
                #expect(error.status == 401)
            }
        }
    }

    @Test func aChangedAddressIsConfirmedFromItsLink() async throws {
        try await withLiveServer(environment: Self.mailing) { url, app in
            let ada = try await signedUp(url, "ada")
            let me = try await ada.me()
            let changed = try await ada.changeEmail(to: "ada@new.example", password: "correct horse battery", editing: me.version)
            #expect(changed.email == "ada@new.example" && changed.emailVerified == false)
            try await ada.resendEmailConfirmation()
            try await ada.confirmEmail(token: try await Self.secret(app, kind: "email_verification", after: "/verify-email/"))
            #expect(try await ada.me().emailVerified == true)
        }
    }

    @Test func withoutMailAResetIsAConflictThatSaysSo() async throws {
        try await withLiveServer { url, _ in
            let client = SatchelClient(baseURL: url, transport: defaultTransport())
            do {
                try await client.requestPasswordReset(login: "ada")
                Issue.record("a reset was accepted without mail")
            } catch let error as SatchelError {
                #expect(error.status == 409 && error.problem?.type == "/problems/conflict")
            }
        }
    }
}
