import Foundation
import SatchelAPI

extension MailService {
    /// Sends one test message straight to the SMTP server (not through the outbox) and returns
    /// its answer: `satchel admin send-test-mail` and the administration's "Send a test mail".
    /// Throws `MailNotConfigured`, a `MailAddress` parse error, or `SMTPFailure` with the server's
    /// own answer.
    @discardableResult
    public func sendTest(to address: String, from origin: String) async throws -> SMTPReply {
        guard let sender else { throw MailNotConfigured() }
        let recipient = try MailAddress(parsing: address)
        let message = try MailMessage(
            from: sender, to: recipient, subject: "Satchel test message",
            text: "This message was sent by \(origin) from \(context.publicURL).\nMail from Satchel reaches this address.",
            html: "<p>This message was sent by \(HTMLEscape.text(origin)).</p><p>Mail from Satchel reaches this address.</p>")
        return try await sendNow(message)
    }

    /// A test message to `address`, its outcome in words (the server's reply either way).
    public func testResult(to address: String, from origin: String) async throws -> TestMailResult {
        do {
            let reply = try await sendTest(to: address, from: origin)
            return TestMailResult(sent: true, recipient: address, reply: "\(reply.code) \(reply.text)")
        } catch let failure as SMTPFailure {
            return TestMailResult(sent: false, recipient: address, reply: failure.description)
        }
    }
}
