import Foundation
@testable import SatchelCore
import Testing

/// Messages as `MailMessage.rendered` writes them: what RFC 5322, 2045, 2047 and 8058 ask of
/// their lines and headers. (Read back by a real mail parser in `SMTPDeliveryTests`.)
@Suite("Mail composition")
struct MailCompositionTests {
    static let date = Date(timeIntervalSince1970: 1_796_189_284) // Wed, 02 Dec 2026 05:28:04 UTC

    static func message(subject: String = "Hello", text: String = "Hi.", html: String? = "<p>Hi.</p>",
                        unsubscribe: String? = nil) throws -> MailMessage {
        try MailMessage(from: MailAddress(parsing: "Satchel <satchel@example.org>"),
                        to: MailAddress(name: "Ada Novák", address: "ada@example.net"),
                        subject: subject, text: text, html: html, unsubscribe: unsubscribe)
    }

    static func lines(_ mail: RenderedMail) -> [Substring] {
        mail.data.split(separator: "\r\n", omittingEmptySubsequences: false)
    }

    @Test func linesEndInCRLFAndStayWithinTheLimits() throws {
        let long = String(repeating: "word ", count: 400) + String(repeating: "x", count: 300)
        let mail = try Self.message(subject: String(repeating: "Subject words ", count: 30), text: long + "\n" + long).rendered(date: Self.date)
        #expect(!mail.data.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!mail.data.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        #expect(Self.lines(mail).allSatisfy { $0.utf8.count <= 78 })
    }

    @Test func theHeadersNameTheSenderDomainAndTheDate() throws {
        let mail = try Self.message().rendered(id: UUID(uuidString: "5E1C2F0A-0000-4000-8000-000000000001")!, date: Self.date)
        #expect(mail.messageID == "<5e1c2f0a-0000-4000-8000-000000000001@example.org>")
        #expect(Self.lines(mail).contains("Date: Wed, 02 Dec 2026 05:28:04 +0000"))
        #expect(Self.lines(mail).contains("Message-ID: <5e1c2f0a-0000-4000-8000-000000000001@example.org>"))
        #expect(Self.lines(mail).contains("MIME-Version: 1.0"))
        #expect(Self.lines(mail).contains("From: Satchel <satchel@example.org>"))
        #expect(mail.envelopeFrom == "satchel@example.org" && mail.recipients == ["ada@example.net"])
    }

    @Test func aOneClickUnsubscribeLinkGetsBothHeaders() throws {
        let mail = try Self.message(unsubscribe: "https://satchel.example.org/unsubscribe/abc").rendered(date: Self.date)
        #expect(Self.lines(mail).contains("List-Unsubscribe: <https://satchel.example.org/unsubscribe/abc>"))
        #expect(Self.lines(mail).contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"))
        #expect(!(try Self.message().rendered(date: Self.date).data.contains("List-Unsubscribe")))
    }

    @Test func anUnsubscribeLinkThatCouldBreakTheHeaderIsRefused() {
        for link in ["http://plain.example.org/u", "https://a.example.org/u>\r\nBcc: x@example.com", "https://a.example.org/u x"] {
            #expect(throws: MailMessage.InvalidUnsubscribeLink.self) { try Self.message(unsubscribe: link) }
        }
    }

    @Test func lineBreaksInASubjectOrANameCannotStartAHeader() throws {
        let mail = try MailMessage(from: MailAddress(name: "Eve\r\nBcc: all@example.com", address: "eve@example.org"),
                                   to: MailAddress(address: "ada@example.net"),
                                   subject: "Hi\r\nBcc: everyone@example.com", text: "x").rendered(date: Self.date)
        #expect(!Self.lines(mail).contains { $0.hasPrefix("Bcc:") })
    }

    @Test func addressesWithLineBreaksOrBracketsAreRefused() {
        for bad in ["ada@example.net\r\nBcc: x@example.com", "ada@example.net>", "no-at-sign", "ada@", "@example.net", "a da@example.net", "ädä@example.net"] {
            #expect(throws: MailAddress.Invalid.self) { try MailAddress(address: bad) }
        }
        #expect(throws: MailAddress.Invalid.self) { try MailAddress(parsing: "Ada <ada@example.net\r\n>") }
    }

    @Test func encodedWordsNeverSplitACharacterAndFitTheirLines() throws {
        let subject = String(repeating: "中国", count: 40) + " Novák"
        let folded = HeaderText.unstructured(subject, used: "Subject: ".count)
        let lines = ("Subject: " + folded).components(separatedBy: "\r\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.utf8.count <= 76 })
        for line in lines {
            let word = try #require(line.split(separator: " ").last)
            #expect(word.hasPrefix("=?UTF-8?B?") && word.hasSuffix("?="))
            let payload = word.dropFirst("=?UTF-8?B?".count).dropLast(2)
            let bytes = try #require(Data(base64Encoded: String(payload)))
            #expect(String(data: bytes, encoding: .utf8) != nil, "a word holds whole UTF-8 characters: \(word)")
        }
    }

    @Test func latinTextIsQuotedPrintableAndCJKTextBase64() throws {
        #expect(HeaderText.unstructured("Novák", used: 9) == "=?UTF-8?Q?Nov=C3=A1k?=")
        #expect(HeaderText.unstructured("中国", used: 9) == "=?UTF-8?B?5Lit5Zu9?=")
        #expect(BodyEncoding.choose(for: "Dobrý den, paní Nováková: your hold is ready.").name == "quoted-printable")
        #expect(BodyEncoding.choose(for: String(repeating: "中国的书", count: 30)).name == "base64")
    }

    @Test func quotedPrintableEncodesEqualsSignsTrailingSpacesAndBreaksLongLines() {
        #expect(BodyEncoding.quotedPrintable("a=b \nc") == "a=3Db=20\r\nc")
        let encoded = BodyEncoding.quotedPrintable(String(repeating: "é", count: 100))
        let lines = encoded.components(separatedBy: "\r\n")
        #expect(lines.count > 1 && lines.allSatisfy { $0.utf8.count <= 76 })
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("=") })
    }

    @Test func asciiNamesWithPunctuationAreQuoted() throws {
        #expect(MailMessage.mailbox(try MailAddress(name: "Smith, Ada", address: "a@example.net"), used: 4) == "\"Smith, Ada\" <a@example.net>")
        #expect(MailMessage.mailbox(try MailAddress(parsing: "\"Ada\" <a@example.net>"), used: 4) == "Ada <a@example.net>")
    }

    @Test func dotStuffingDoublesALeadingDot() {
        #expect(SMTPSession.dotStuffed("a\r\n.b\r\n.\r\n") == "a\r\n..b\r\n..\r\n")
    }
}
