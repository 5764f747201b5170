/// A reply from an SMTP server: its code and its text, every line of it.
public struct SMTPReply: Sendable, Equatable {
    public let code: Int
    public let lines: [String]

    public var text: String { lines.joined(separator: "\n") }
    public var isPositive: Bool { (200..<400).contains(code) }
}

/// Why a message was not sent. `isPermanent` (a 5xx from the server) means trying again will
/// not help; anything else — a 4xx, no connection, a timeout, a TLS failure — might pass later.
/// The server's own words are kept: an administrator reads them to fix the setup.
public struct SMTPFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "connect", "STARTTLS", "AUTH", "MAIL FROM", "RCPT TO", "DATA"…
    public let stage: String
    /// The server's reply code; nil when there was none (connection, TLS, timeout).
    public let code: Int?
    public let message: String

    public init(stage: String, code: Int?, message: String) {
        self.stage = stage
        self.code = code
        self.message = message
    }

    init(stage: String, reply: SMTPReply) {
        self.init(stage: stage, code: reply.code, message: reply.text)
    }

    public var isPermanent: Bool { code.map { (500..<600).contains($0) } ?? false }

    public var description: String {
        "\(stage): " + (code.map { "\($0) " } ?? "") + message
    }
}
