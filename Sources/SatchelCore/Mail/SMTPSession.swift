import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// One connection to an SMTP server, used by one task from start to end (`SMTPClient.send`).
final class SMTPSession {
    /// No reply within the timeout.
    struct TimedOut: Error {}

    private let configuration: SMTPConfiguration
    private let channel: any Channel
    private let continuation: AsyncThrowingStream<SMTPReply, any Error>.Continuation
    private var replies: AsyncThrowingStream<SMTPReply, any Error>.AsyncIterator
    /// What is under way, for the failure's `stage`.
    private var stage = "connect"

    private init(configuration: SMTPConfiguration, channel: any Channel,
                 continuation: AsyncThrowingStream<SMTPReply, any Error>.Continuation,
                 replies: AsyncThrowingStream<SMTPReply, any Error>) {
        self.configuration = configuration
        self.channel = channel
        self.continuation = continuation
        self.replies = replies.makeAsyncIterator()
    }

    static func open(_ configuration: SMTPConfiguration, tls: NIOSSLContext?, group: any EventLoopGroup) async throws -> SMTPSession {
        let (stream, continuation) = AsyncThrowingStream<SMTPReply, any Error>.makeStream()
        let implicitTLS = configuration.security == .implicitTLS ? tls : nil
        let host = configuration.host
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(.seconds(Int64(configuration.timeoutSeconds)))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let implicitTLS {
                        try channel.pipeline.syncOperations.addHandler(
                            NIOSSLClientHandler(context: implicitTLS, serverHostname: serverName(host)))
                    }
                    try channel.pipeline.syncOperations.addHandler(SMTPReplyDecoder(replies: continuation))
                }
            }
        do {
            let channel = try await bootstrap.connect(host: host, port: configuration.port).get()
            return SMTPSession(configuration: configuration, channel: channel, continuation: continuation, replies: stream)
        } catch {
            throw SMTPFailure(stage: "connect", code: nil, message: "cannot reach \(host):\(configuration.port): \(error)")
        }
    }

    /// SNI and certificate names are host names; for an address, NIOSSL checks the
    /// certificate against the address connected to.
    static func serverName(_ host: String) -> String? {
        host.contains(":") || host.allSatisfy({ $0.isNumber || $0 == "." }) ? nil : host
    }

    func deliver(_ mail: RenderedMail, hello: String, tls: NIOSSLContext?) async throws -> SMTPReply {
        try await expect(reply(), "connect")
        var features = try await ehlo(hello)
        if configuration.security == .startTLS, let tls {
            guard features.keys.contains("STARTTLS") else {
                throw SMTPFailure(stage: "STARTTLS", code: nil,
                                  message: "the server does not offer STARTTLS (add ?tls=none to SATCHEL_SMTP_URL only for a relay on a network you trust)")
            }
            try await command("STARTTLS", stage: "STARTTLS")
            try await startTLS(tls)
            features = try await ehlo(hello)
        }
        if let user = configuration.username, let password = configuration.password {
            try await authenticate(user: user, password: password, mechanisms: features["AUTH"] ?? [])
        }
        try await command("MAIL FROM:<\(mail.envelopeFrom)>", stage: "MAIL FROM")
        for recipient in mail.recipients {
            try await command("RCPT TO:<\(recipient)>", stage: "RCPT TO")
        }
        try await command("DATA", stage: "DATA")
        stage = "DATA"
        try await write(Self.dotStuffed(mail.data) + ".\r\n")
        return try await expect(reply(), "DATA")
    }

    /// Says goodbye; the message is sent already, so nothing here is an error.
    func quit() async {
        _ = try? await command("QUIT", stage: "QUIT")
        close()
    }

    func close() {
        channel.close(promise: nil)
    }

    /// What `error` means for the person reading it, at the stage it happened.
    func failure(_ error: any Error) -> SMTPFailure {
        switch error {
        case let failure as SMTPFailure: return failure
        case is TimedOut: return SMTPFailure(stage: stage, code: nil, message: "no answer within \(configuration.timeoutSeconds) seconds")
        case is SMTPReplyDecoder.Closed: return SMTPFailure(stage: stage, code: nil, message: "the server closed the connection")
        case let garbled as SMTPReplyDecoder.Garbled: return SMTPFailure(stage: stage, code: nil, message: "not an SMTP reply: \(garbled.line)")
        default: return SMTPFailure(stage: stage, code: nil, message: "\(error)")
        }
    }

    // MARK: - Steps

    /// The extensions the server offers, each with its parameters (`AUTH` → `PLAIN`, `LOGIN`).
    private func ehlo(_ hello: String) async throws -> [String: [String]] {
        let reply = try await command("EHLO \(hello)", stage: "EHLO")
        var features: [String: [String]] = [:]
        for line in reply.lines.dropFirst() {
            // `AUTH=PLAIN` is how some old servers wrote it.
            let words = line.uppercased().split(whereSeparator: { $0 == " " || $0 == "=" }).map(String.init)
            if let name = words.first { features[name, default: []] += words.dropFirst() }
        }
        return features
    }

    private func startTLS(_ tls: NIOSSLContext) async throws {
        let channel = self.channel
        let name = Self.serverName(configuration.host)
        try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: name), position: .first)
        }.get()
    }

    private func authenticate(user: String, password: String, mechanisms: [String]) async throws {
        if !mechanisms.contains("PLAIN"), mechanisms.contains("LOGIN") {
            try await command("AUTH LOGIN", stage: "AUTH")
            try await command(Data(user.utf8).base64EncodedString(), stage: "AUTH")
            try await command(Data(password.utf8).base64EncodedString(), stage: "AUTH")
        } else {
            // PLAIN also when the server names no mechanism: its answer says what is wrong.
            try await command("AUTH PLAIN " + Data("\0\(user)\0\(password)".utf8).base64EncodedString(), stage: "AUTH")
        }
    }

    // MARK: - Wire

    @discardableResult
    private func command(_ line: String, stage: String) async throws -> SMTPReply {
        self.stage = stage
        try await write(line + "\r\n")
        return try await expect(reply(), stage)
    }

    /// 2xx and 3xx go on; anything else ends the session with the server's words.
    @discardableResult
    private func expect(_ reply: SMTPReply, _ stage: String) throws -> SMTPReply {
        guard reply.isPositive else { throw SMTPFailure(stage: stage, reply: reply) }
        return reply
    }

    private func write(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    private func reply() async throws -> SMTPReply {
        let continuation = self.continuation
        let channel = self.channel
        let timer = channel.eventLoop.scheduleTask(in: .seconds(Int64(configuration.timeoutSeconds))) {
            continuation.finish(throwing: TimedOut())
            channel.close(promise: nil)
        }
        defer { timer.cancel() }
        guard let reply = try await replies.next() else { throw SMTPReplyDecoder.Closed() }
        return reply
    }

    /// RFC 5321, section 4.5.2: a line starting with "." gets another, so none ends DATA early.
    static func dotStuffed(_ data: String) -> String {
        var lines = data.components(separatedBy: "\r\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { $0.hasPrefix(".") ? "." + $0 : $0 }.joined(separator: "\r\n") + "\r\n"
    }
}
