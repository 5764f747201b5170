import Foundation
@testable import SatchelCore
import Testing

/// `SATCHEL_SMTP_URL` and `SATCHEL_MAIL_FROM` as configure reads them.
@Suite("Mail settings")
struct MailSettingsTests {
    static func settings(_ url: String?, _ from: String?) throws -> MailSettings? {
        var environment: [String: String] = [:]
        environment["SATCHEL_SMTP_URL"] = url
        environment["SATCHEL_MAIL_FROM"] = from
        return try MailSettings.from(Settings(environment: environment))
    }

    @Test func theThreeKindsOfServer() throws {
        let provider = try SMTPConfiguration(url: "smtp://me%40example.org:p%40ss@smtp.example.org:587")
        #expect(provider.security == .startTLS && provider.host == "smtp.example.org" && provider.port == 587)
        #expect(provider.username == "me@example.org" && provider.password == "p@ss" && provider.verifyCertificates)
        let smtps = try SMTPConfiguration(url: "smtps://mail.example.org")
        #expect(smtps.security == .implicitTLS && smtps.port == 465)
        let relay = try SMTPConfiguration(url: "smtp://localhost:25?tls=none")
        #expect(relay.security == .none && relay.port == 25 && relay.username == nil)
    }

    @Test func badValuesSayWhatIsWrongWithoutThePassword() throws {
        for url in ["http://mail.example.org", "smtp://user:secret@mail.example.org?tls=maybe", "smtp://user:secret@:25", "smtp://user@mail.example.org",
                    "smtps://user:secret@mail.example.org?tls=none", "smtp://mail.example.org?timeout=0"] {
            let error = #expect(throws: SMTPConfiguration.Invalid.self) { try SMTPConfiguration(url: url) }
            #expect(error?.message.hasPrefix("SATCHEL_SMTP_URL:") == true)
            #expect(error?.message.contains("secret") == false)
        }
    }

    @Test func mailIsSetUpOnlyWithBothVariables() throws {
        #expect(try Self.settings(nil, nil) == nil)
        #expect(throws: SMTPConfiguration.Invalid.self) { try Self.settings("smtp://localhost:25?tls=none", nil) }
        #expect(throws: SMTPConfiguration.Invalid.self) { try Self.settings(nil, "Satchel <satchel@example.org>") }
        #expect(throws: SMTPConfiguration.Invalid.self) { try Self.settings("smtp://localhost:25?tls=none", "Satchel <not an address>") }
        let mail = try #require(try Self.settings("smtp://localhost:25?tls=none", "Satchel <satchel@example.org>"))
        #expect(mail.from.name == "Satchel" && mail.from.address == "satchel@example.org")
    }

    @Test func theSummaryNeverShowsThePassword() throws {
        #expect(try SMTPConfiguration(url: "smtp://me:secret@smtp.example.org:587").summary == "smtp://me@smtp.example.org:587")
    }
}
