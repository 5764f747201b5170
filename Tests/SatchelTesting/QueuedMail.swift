import Fluent
import Foundation

/// A mail waiting in the outbox, read back as a person would: to whom, the subject, the plain
/// text decoded, the links in it. (The real SMTP tests read what a real server received.)
public struct QueuedMail: Sendable {
    public let kind: String
    public let recipient: String
    public let headers: [String: String]
    public let text: String

    public var subject: String { headers["subject"] ?? "" }

    /// Every http(s) address in the text, in order.
    public var links: [String] {
        text.split(whereSeparator: { $0.isWhitespace || $0 == "<" || $0 == ">" })
            .map(String.init).filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
    }

    /// The first link whose path starts with `prefix` (`/reset-password/`), as a path.
    public func path(startingWith prefix: String) -> String? {
        links.compactMap { URL(string: $0)?.path }.first { $0.hasPrefix(prefix) }
    }

    public init(_ item: MailOutboxItem) {
        kind = item.kind
        recipient = item.recipient
        let parts = item.message.components(separatedBy: "\r\n\r\n")
        headers = Self.headers(parts[0])
        // The text part: the first body part with its own Content-Type: text/plain.
        let data = item.message
        var text = ""
        if let plain = data.range(of: "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ") {
            let rest = data[plain.upperBound...]
            let encoding = rest.prefix { $0 != "\r" }
            let bodyStart = rest.range(of: "\r\n\r\n")!.upperBound
            var body = String(rest[bodyStart...])
            if let end = body.range(of: "\r\n--=_satchel_") { body = String(body[..<end.lowerBound]) }
            text = encoding == "base64" ? Self.base64(body) : Self.quotedPrintable(body)
        }
        self.text = text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    static func headers(_ block: String) -> [String: String] {
        var out: [String: String] = [:]
        var last: String?
        for line in block.components(separatedBy: "\r\n") {
            if line.hasPrefix(" ") || line.hasPrefix("\t"), let last {
                out[last, default: ""] += line
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].lowercased()
                out[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                last = name
            }
        }
        return out
    }

    static func base64(_ body: String) -> String {
        let joined = body.replacingOccurrences(of: "\r\n", with: "")
        return Data(base64Encoded: joined).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }

    static func quotedPrintable(_ body: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(body.replacingOccurrences(of: "=\r\n", with: "").utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "="), index + 2 < source.count + 0,
               let value = UInt8(String(decoding: source[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TestContext {
    /// Mail in the outbox, oldest first; `to` keeps only one recipient's, `kind` one kind.
    public func queuedMail(to recipient: String? = nil, kind: String? = nil) async throws -> [QueuedMail] {
        var query = MailOutboxItem.query(on: app.db).sort(\.$createdAt)
        if let recipient { query = query.filter(\.$recipient == recipient) }
        if let kind { query = query.filter(\.$kind == kind) }
        return try await query.all().map(QueuedMail.init)
    }

    /// Notification mail in the outbox (not the account's own: confirmations, resets).
    public func notificationMail(to recipient: String? = nil) async throws -> [QueuedMail] {
        try await queuedMail(to: recipient).filter { $0.kind.hasPrefix("notification.") }
    }

    /// Drops queued mail of `kind` (every sign-up's confirmation, say) that a test does not follow.
    public func forgetQueuedMail(kind: String) async throws {
        try await MailOutboxItem.query(on: app.db).filter(\.$kind == kind).filter(\.$status == .pending).delete()
    }

    /// Settings with mail going to a server on `port` (nothing needs to listen for mail to queue).
    public static func mailing(to port: Int = 2525) -> (inout Settings) -> Void {
        { settings in
            settings.environment["SATCHEL_SMTP_URL"] = "smtp://localhost:\(port)?tls=none&timeout=5"
            settings.environment["SATCHEL_MAIL_FROM"] = "Satchel <satchel@example.org>"
        }
    }
}
