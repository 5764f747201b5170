import Foundation

/// One mail to one person: a plain-text part, optionally an HTML alternative, and for mail a
/// person can stop (notifications) a one-click unsubscribe link (RFC 8058).
public struct MailMessage: Sendable, Equatable {
    public var from: MailAddress
    public var to: MailAddress
    public var subject: String
    public var text: String
    public var html: String?
    /// `List-Unsubscribe`: an https address that stops this kind of mail when POSTed to.
    public private(set) var unsubscribe: String?

    public struct InvalidUnsubscribeLink: Error, CustomStringConvertible {
        public let link: String
        public var description: String { "not an https link fit for List-Unsubscribe: \(link.debugDescription)" }
    }

    public init(from: MailAddress, to: MailAddress, subject: String, text: String, html: String? = nil,
                unsubscribe: String? = nil) throws {
        if let unsubscribe {
            // Inside <…> in a header: printable ASCII without spaces or brackets, short enough for one line.
            guard unsubscribe.hasPrefix("https://"), unsubscribe.utf8.count <= 900,
                  unsubscribe.utf8.allSatisfy({ $0 > 32 && $0 < 127 && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") })
            else { throw InvalidUnsubscribeLink(link: unsubscribe) }
        }
        self.from = from
        self.to = to
        self.subject = subject
        self.text = text
        self.html = html
        self.unsubscribe = unsubscribe
    }

    /// The message as SMTP's DATA carries it before dot-stuffing: CRLF line ends, no line
    /// over 998 characters. `id` makes the Message-ID (at the sender's domain) and the MIME boundary.
    public func rendered(id: UUID = UUID(), date: Date) -> RenderedMail {
        let token = id.uuidString.lowercased()
        let messageID = "<\(token)@\(from.domain)>"
        var headers = [
            "Date: " + Self.rfc5322Date(date),
            "From: " + Self.mailbox(from, used: "From: ".count),
            "To: " + Self.mailbox(to, used: "To: ".count),
            "Subject: " + HeaderText.unstructured(subject, used: "Subject: ".count),
            "Message-ID: " + messageID,
            "MIME-Version: 1.0",
            // RFC 3834: no vacation auto-replies to what a machine sent.
            "Auto-Submitted: auto-generated",
        ]
        if let unsubscribe {
            headers.append("List-Unsubscribe: <\(unsubscribe)>")
            headers.append("List-Unsubscribe-Post: List-Unsubscribe=One-Click")
        }
        let body: String
        if let html {
            let boundary = "=_satchel_" + token.replacingOccurrences(of: "-", with: "")
            headers.append("Content-Type: multipart/alternative;\r\n boundary=\"\(boundary)\"")
            body = ["--" + boundary, Self.part(text, type: "text/plain"),
                    "--" + boundary, Self.part(html, type: "text/html"),
                    "--" + boundary + "--", ""].joined(separator: "\r\n")
        } else {
            body = Self.part(text, type: "text/plain") + "\r\n"
        }
        let headerBlock = headers.joined(separator: "\r\n")
        // A single part's own headers join the message's (no blank line between them).
        return RenderedMail(messageID: messageID, envelopeFrom: from.address, recipients: [to.address],
                            data: html == nil ? headerBlock + "\r\n" + body : headerBlock + "\r\n\r\n" + body)
    }

    /// A body part: its headers, a blank line, the encoded text.
    static func part(_ content: String, type: String) -> String {
        let encoding = BodyEncoding.choose(for: content)
        return "Content-Type: \(type); charset=utf-8\r\nContent-Transfer-Encoding: \(encoding.name)\r\n\r\n" + encoding.encoded
    }

    static func mailbox(_ mailbox: MailAddress, used: Int) -> String {
        guard let name = mailbox.name else { return mailbox.address }
        let phrase = HeaderText.phrase(name, used: used)
        let lastLine = phrase.components(separatedBy: "\r\n").last ?? phrase
        let angle = "<\(mailbox.address)>"
        let column = (phrase.contains("\r\n") ? 0 : used) + lastLine.utf8.count
        return phrase + (column + 1 + angle.utf8.count > HeaderText.encodedLineLimit ? "\r\n " : " ") + angle
    }

    /// `Wed, 02 Dec 2026 05:28:04 +0000` (RFC 5322, section 3.3), in UTC.
    static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}

/// A message ready for SMTP: its envelope and its bytes.
public struct RenderedMail: Sendable, Equatable {
    public let messageID: String
    public let envelopeFrom: String
    public let recipients: [String]
    /// CRLF-ended lines, not yet dot-stuffed.
    public let data: String
}
