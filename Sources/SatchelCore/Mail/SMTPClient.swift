import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// Sends one message per connection to the configured SMTP server (RFC 5321): EHLO, STARTTLS
/// (or TLS from the start for smtps), AUTH PLAIN or LOGIN, MAIL FROM, RCPT TO, DATA, QUIT.
/// Every wait — connecting, each reply — has the configuration's timeout. Errors are
/// `SMTPFailure`s holding the server's own reply.
public struct SMTPClient: Sendable {
    public let configuration: SMTPConfiguration
    /// What this side calls itself in EHLO.
    public let helloName: String
    let eventLoopGroup: any EventLoopGroup

    public init(configuration: SMTPConfiguration, helloName: String,
                eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.configuration = configuration
        self.helloName = helloName
        self.eventLoopGroup = eventLoopGroup
    }

    /// Sends `mail`; returns the server's reply to the end of DATA (it has taken the message).
    @discardableResult
    public func send(_ mail: RenderedMail) async throws -> SMTPReply {
        let tls = try makeTLSContext()
        let session = try await SMTPSession.open(configuration, tls: tls, group: eventLoopGroup)
        do {
            let accepted = try await session.deliver(mail, hello: helloName, tls: tls)
            await session.quit()
            return accepted
        } catch {
            let failure = session.failure(error)
            session.close()
            throw failure
        }
    }

    func makeTLSContext() throws -> NIOSSLContext? {
        guard configuration.security != .none else { return nil }
        var tls = TLSConfiguration.makeClientConfiguration()
        if !configuration.verifyCertificates { tls.certificateVerification = .none }
        if let file = configuration.trustRootsFile { tls.additionalTrustRoots = [.file(file)] }
        do { return try NIOSSLContext(configuration: tls) } catch {
            throw SMTPFailure(stage: "TLS setup", code: nil, message: "\(error)")
        }
    }
}
