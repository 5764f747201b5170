import ConsoleKit
import Foundation
import SatchelCore
import Vapor

/// `satchel admin send-test-mail ADDRESS`: checks the mail setup by sending one message straight
/// to the SMTP server (not through the outbox), and prints the server's own answer.
struct SendTestMail: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "address", help: "Where the test message goes.") var address: String
    }

    var help: String { "Sends a test message through SATCHEL_SMTP_URL and prints the mail server's answer." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let mail = app.context.mail
        guard let settings = app.satchel.mail.settings else { throw CommandFailure(MailNotConfigured().description) }
        do { _ = try MailAddress(parsing: signature.address) } catch { throw CommandFailure("\(error)") }
        context.console.info("Sending to \(signature.address) through \(settings.smtp.summary)…")
        do {
            let reply = try await mail.sendTest(to: signature.address, from: "satchel admin send-test-mail")
            context.console.success("Sent: the server answered \(reply.code) \(reply.text)")
        } catch let failure as SMTPFailure {
            throw CommandFailure("Not sent (\(failure.isPermanent ? "refused" : "may pass if tried again")) — \(failure.description)")
        }
    }
}
