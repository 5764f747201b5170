import Foundation
@testable import SatchelCore
import SatchelTesting
import Testing

/// The SMTP client against a real server (aiosmtpd, `SMTPSink`): each way of connecting, each
/// kind of failure, and what a mail parser makes of what arrived.
@Suite("SMTP delivery", SMTPSink.needed, noDatabase)
struct SMTPDeliveryTests {
    static func message(subject: String = "Satchel test", to: String = "ada@example.net") throws -> MailMessage {
        try MailMessage(from: MailAddress(parsing: "Satchel <satchel@example.org>"), to: MailAddress(address: to),
                        subject: subject, text: "Hello.\n.A line starting with a dot.\n", html: "<p>Hello.</p>")
    }

    @Test func aPlainRelayTakesTheMessageAsSent() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        let reply = try await sink.client().send(try Self.message().rendered(date: Date()))
        #expect(reply.code == 250 && reply.text.contains("queued as sink-1"))
        let received = try #require(try sink.received().first)
        #expect(received.mail_from == "satchel@example.org" && received.rcpt_tos == ["ada@example.net"])
        #expect(received.text == "Hello.\n.A line starting with a dot.\n", "dot-stuffing undone by the server")
        #expect(received.html == "<p>Hello.</p>")
        #expect(received.content_type == "multipart/alternative" && received.defects.isEmpty)
        #expect(!received.tls)
    }

    @Test func startTLSAndAuthWithTheServersCertificateTrusted() async throws {
        let sink = try await SMTPSink.start(tls: "starttls", auth: "satchel:s3cret pass")
        defer { sink.stop() }
        try await sink.client(user: "satchel:s3cret%20pass", options: "tls_ca=\(sink.certificate)").send(try Self.message().rendered(date: Date()))
        let received = try #require(try sink.received().first)
        #expect(received.tls && received.authenticated == true)
    }

    @Test func aWrongPasswordIsAPermanentFailureInTheServersWords() async throws {
        let sink = try await SMTPSink.start(tls: "starttls", auth: "satchel:right")
        defer { sink.stop() }
        let failure = await #expect(throws: SMTPFailure.self) {
            try await sink.client(user: "satchel:wrong", options: "tls_ca=\(sink.certificate)").send(try Self.message().rendered(date: Date()))
        }
        #expect(failure?.stage == "AUTH" && failure?.code == 535 && failure?.isPermanent == true)
        #expect(try sink.received().isEmpty)
    }

    @Test func anUntrustedCertificateIsRefused() async throws {
        let sink = try await SMTPSink.start(tls: "starttls")
        defer { sink.stop() }
        let failure = await #expect(throws: SMTPFailure.self) {
            try await sink.client(options: "tls=starttls").send(try Self.message().rendered(date: Date()))
        }
        #expect(failure?.isPermanent == false && failure?.code == nil)
        #expect(try sink.received().isEmpty)
    }

    @Test func aServerWithoutSTARTTLSIsRefusedUnlessTheURLSaysNoTLS() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        let failure = await #expect(throws: SMTPFailure.self) {
            try await sink.client(options: "tls=starttls").send(try Self.message().rendered(date: Date()))
        }
        #expect(failure?.stage == "STARTTLS" && failure?.message.contains("does not offer STARTTLS") == true)
        #expect(try sink.received().isEmpty)
    }

    @Test func smtpsSpeaksTLSFromTheStart() async throws {
        let sink = try await SMTPSink.start(tls: "implicit")
        defer { sink.stop() }
        try await sink.client(scheme: "smtps", options: "tls_ca=\(sink.certificate)").send(try Self.message().rendered(date: Date()))
        #expect(try sink.received().first?.tls == true)
    }

    @Test func aFiveHundredIsPermanentAndKeepsTheServersText() async throws {
        let sink = try await SMTPSink.start(reject: "550 5.1.1 <ada@example.net>: Recipient address rejected")
        defer { sink.stop() }
        let failure = await #expect(throws: SMTPFailure.self) { try await sink.client().send(try Self.message().rendered(date: Date())) }
        #expect(failure?.stage == "RCPT TO" && failure?.code == 550 && failure?.isPermanent == true)
        #expect(failure?.message == "5.1.1 <ada@example.net>: Recipient address rejected")
    }

    @Test func aFourHundredIsTemporary() async throws {
        let sink = try await SMTPSink.start(reject: "451 4.3.0 Try again later")
        defer { sink.stop() }
        let failure = await #expect(throws: SMTPFailure.self) { try await sink.client().send(try Self.message().rendered(date: Date())) }
        #expect(failure?.code == 451 && failure?.isPermanent == false && failure?.message == "4.3.0 Try again later")
    }

    @Test func aServerThatIsDownIsTemporary() async throws {
        let port = try SMTPSink.freePort()
        let client = SMTPClient(configuration: try SMTPConfiguration(url: "smtp://127.0.0.1:\(port)?tls=none&timeout=3"), helloName: "satchel.test")
        let failure = await #expect(throws: SMTPFailure.self) { try await client.send(try Self.message().rendered(date: Date())) }
        #expect(failure?.stage == "connect" && failure?.isPermanent == false)
    }

    @Test func nonASCIINamesAndSubjectsReadBackExactly() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        let subject = "Novák, Lindqvist and 中国: " + String(repeating: "a subject long enough to fold, 中国 ", count: 4)
        let text = "Dobrý den, paní Nováková!\nPříliš žluťoučký kůň úpěl ďábelské ódy = 100 %.\n" + String(repeating: "long line ", count: 40)
        let html = "<p>中国的书 — Lindqvist</p>"
        let mail = try MailMessage(from: MailAddress(name: "Satchel för Lindqvist", address: "satchel@example.org"),
                                   to: MailAddress(name: "Jana Novák (中国)", address: "jana@example.net"),
                                   subject: subject, text: text, html: html)
        try await sink.client().send(mail.rendered(date: Date()))
        let received = try #require(try sink.received().first)
        #expect(received.subject == subject.trimmingCharacters(in: .whitespaces))
        #expect(received.from_name == "Satchel för Lindqvist" && received.from_address == "satchel@example.org")
        #expect(received.to_name == "Jana Novák (中国)" && received.to_address == "jana@example.net")
        #expect(received.text == text && received.html == html)
        #expect(received.longest_line <= 78 && received.bare_line_feeds == 0 && received.defects.isEmpty)
        #expect(received.message_id?.hasSuffix("@example.org>") == true && received.date != nil)
    }

    @Test func aCJKBodyGoesAsBase64AndReadsBack() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        let text = String(repeating: "中国的书很好看。", count: 30)
        let mail = try MailMessage(from: MailAddress(address: "satchel@example.org"), to: MailAddress(address: "li@example.net"),
                                   subject: "中国", text: text, html: "<p>\(text)</p>", unsubscribe: "https://satchel.example.org/u/1")
        try await sink.client().send(mail.rendered(date: Date()))
        let received = try #require(try sink.received().first)
        #expect(received.transfer_encodings == ["base64", "base64"])
        #expect(received.text == text && received.subject == "中国")
        #expect(received.list_unsubscribe == "<https://satchel.example.org/u/1>")
        #expect(received.list_unsubscribe_post == "List-Unsubscribe=One-Click")
    }
}

/// The less common paths: a server that speaks only AUTH LOGIN, one that never answers.
@Suite("SMTP delivery, other servers", SMTPSink.needed, noDatabase)
struct SMTPOtherServerTests {
    @Test func aServerOfferingOnlyLoginGetsLogin() async throws {
        let sink = try await SMTPSink.start(tls: "starttls", auth: "satchel:secret", loginOnly: true)
        defer { sink.stop() }
        try await sink.client(user: "satchel:secret", options: "tls_ca=\(sink.certificate)").send(try SMTPDeliveryTests.message().rendered(date: Date()))
        #expect(try sink.received().first?.authenticated == true)
    }

    @Test func aServerThatNeverAnswersTimesOutAsATemporaryFailure() async throws {
        let sink = try await SMTPSink.start(silent: true)
        defer { sink.stop() }
        let client = SMTPClient(configuration: try SMTPConfiguration(url: "smtp://localhost:\(sink.port)?tls=none&timeout=1"), helloName: "satchel.test")
        let started = Date()
        let failure = await #expect(throws: SMTPFailure.self) { try await client.send(try SMTPDeliveryTests.message().rendered(date: Date())) }
        #expect(failure?.message == "no answer within 1 seconds" && failure?.isPermanent == false)
        #expect(Date().timeIntervalSince(started) < 10)
    }
}
